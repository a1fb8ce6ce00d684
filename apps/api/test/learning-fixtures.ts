import { attemptQuestions, lessons, quizOptions, quizQuestions, quizzes, type Db } from "@gk/db";
import { and, asc, eq } from "drizzle-orm";

/** What the test (never the browser) knows about a quiz: its lesson and its whole pool with each question's options. */
export async function answerKey(db: Db, courseId: string, kind: "final" | "pretest") {
  const [quiz] = await db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.courseId, courseId), eq(quizzes.kind, kind)));
  if (!quiz) return null;
  const qs = await db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quiz.id))
    .orderBy(asc(quizQuestions.position));
  const out = [];
  for (const q of qs) {
    const opts = await db
      .select()
      .from(quizOptions)
      .where(eq(quizOptions.questionId, q.id))
      .orderBy(asc(quizOptions.position));
    out.push({
      id: q.id,
      kind: q.kind,
      explanationId: q.explanationId,
      right: opts.filter((o) => o.correct).map((o) => o.id),
      wrong: opts.filter((o) => !o.correct).map((o) => o.id),
    });
  }
  return { quiz, questions: out };
}

export async function courseLessons(db: Db, courseId: string) {
  return db.select().from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.position));
}

/**
 * What the test (never the browser) knows about one attempt: for each question as that attempt shows it (its
 * per-attempt id), the per-attempt ids of the right and wrong options, read from the server's mapping.
 */
export async function attemptKey(db: Db, attemptId: string) {
  const items = await db
    .select()
    .from(attemptQuestions)
    .where(eq(attemptQuestions.attemptId, attemptId))
    .orderBy(asc(attemptQuestions.position));
  const out = [];
  for (const item of items) {
    const [q] = await db.select().from(quizQuestions).where(eq(quizQuestions.id, item.questionId));
    const opts = await db.select().from(quizOptions).where(eq(quizOptions.questionId, item.questionId));
    const shown = (correct: boolean) =>
      item.optionIds.flatMap((id, i) =>
        opts.find((o) => o.id === id)?.correct === correct ? [item.publicOptionIds[i]!] : [],
      );
    out.push({
      id: item.id,
      questionId: item.questionId,
      kind: q!.kind,
      explanationId: q!.explanationId,
      right: shown(true),
      wrong: shown(false),
    });
  }
  return out;
}
