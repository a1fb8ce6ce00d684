import type { Attempt, Locale } from "@gk/contracts";
import {
  attemptAnswers,
  attemptQuestions,
  certificates,
  enrolments,
  lessons,
  quizAttempts,
  quizzes,
  type Db,
  type Quiz,
  type QuizAttempt,
} from "@gk/db";
import { and, asc, eq, gt, lte } from "drizzle-orm";
import { ApiError } from "../../errors";
import { pick } from "../catalogue/cards";
import { assertCanStart, attemptAllowance, keyShown } from "./allowance";
import { drawItems, drawnItem, drawnQuestions, quizPool, toPublic, toReal, type Drawn } from "./draw";
import { gradeAttempt } from "./grading";
import { awardPoints } from "./points";
import { completeCourse, completeLesson, findEnrolment } from "./progress";

/**
 * Quiz attempts. The server owns the clock: `now` is a dependency, so tests move
 * time instead of sleeping. Rules (also in apps/api/README.md, "Learning and quizzes"):
 * - a new attempt starts only within the quiz's attempt limit and after its cooldown (see allowance.ts); it
 *   draws its questions from the quiz's pool with shuffled options and per-attempt ids (see draw.ts);
 * - starting sets deadline = start + the quiz's minutes, once: a second start, leaving the quiz or a restart
 *   resumes the open attempt on that same deadline (leaving and restarting clear its saved answers);
 * - each answer is saved on its own call (an upsert: idempotent, the last choice wins) until the deadline;
 * - at or after the deadline the attempt is finalised as `expired` with the saved answers, blanks wrong:
 *   lazily by whichever call touches it first, and by the `quiz.finalise-due` job scheduled for the deadline;
 * - the review of a finished attempt says which answers were wrong; the correct options and explanations
 *   only when the quiz's key setting allows (by default after a pass or once no attempt is left).
 */
export interface QuizDeps {
  db: Db;
  now: () => Date;
  /** asks the durable queue to finalise the attempt at its deadline */
  schedule: (attemptId: string, deadline: Date) => Promise<void>;
}

async function savedAnswers(db: Db, attemptId: string): Promise<Map<string, string[]>> {
  const rows = await db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attemptId));
  return new Map(rows.map((r) => [r.questionId, r.optionIds]));
}

async function reload(db: Db, attemptId: string): Promise<QuizAttempt> {
  const [row] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId));
  return row!;
}

const keyOf = (drawn: Drawn[]) =>
  drawn.map(({ question }) => ({
    id: question.id,
    correctOptionIds: question.options.filter((o) => o.correct).map((o) => o.id),
  }));

/**
 * What `finalise` read to grade an attempt, kept for the view of the attempt it returns (the submit's answer):
 * the review then shows exactly the answers that were graded, and a submit reads them once, not twice. Keyed by
 * the returned row, so it lives only as long as that answer is being built.
 */
const gradedReads = new WeakMap<
  QuizAttempt,
  { quiz: Quiz; drawn: Drawn[]; answers: Map<string, string[]> }
>();

/**
 * Grades and closes an open attempt on the questions it drew. The update only matches a row still in
 * progress, so when the learner's submit, a lazy read and the job race, exactly one of them grades and runs
 * the consequences.
 */
export async function finalise(
  db: Db,
  attempt: QuizAttempt,
  status: "submitted" | "expired",
  now: Date,
): Promise<QuizAttempt> {
  const [quiz] = await db.select().from(quizzes).where(eq(quizzes.id, attempt.quizId));
  const drawn = await drawnQuestions(db, attempt);
  const answers = await savedAnswers(db, attempt.id);
  const grade = gradeAttempt(keyOf(drawn), answers, attempt.passMarkPercent);
  // an expired attempt ends at its deadline, whenever it is noticed
  const finishedAt = status === "expired" ? attempt.deadlineAt : now;
  const [won] = await db
    .update(quizAttempts)
    .set({
      status,
      finishedAt,
      questionCount: drawn.length,
      correctCount: grade.correct,
      partialCount: grade.partial,
      wrongCount: grade.wrong,
      scorePercent: grade.scorePercent,
      passed: grade.passed,
    })
    .where(and(eq(quizAttempts.id, attempt.id), eq(quizAttempts.status, "in_progress")))
    .returning();
  // another caller graded it first: its row as that caller left it
  if (!won || !quiz) return reload(db, attempt.id);
  await consequences(db, attempt, quiz, grade.passed, grade.scorePercent, finishedAt);
  gradedReads.set(won, { quiz, drawn, answers });
  return won;
}

/** A finished pretest completes its lesson whatever the score; a passed final quiz completes the course. */
async function consequences(
  db: Db,
  attempt: QuizAttempt,
  quiz: Quiz,
  passed: boolean,
  score: number,
  at: Date,
) {
  // a failed final quiz changes nothing else: no read for it (a quiz day's most common submit)
  if (quiz.kind !== "pretest" && !passed) return;
  const enrolment = await findEnrolment(db, attempt.userId, attempt.courseId);
  if (!enrolment) return;
  if (quiz.kind === "pretest" || passed) await completeLesson(db, enrolment, quiz.lessonId, at);
  // a pretest has no pass mark worth points (it maps prior knowledge); only a passed final quiz earns them
  if (passed && quiz.kind === "final") await awardPoints(db, enrolment, "quiz_passed", quiz.id, at);
  if (quiz.kind === "final" && passed) await completeCourse(db, enrolment, at, score);
}

/** Brings an attempt up to date with the clock: past its deadline and still open means expired. */
export async function settle(deps: QuizDeps, attempt: QuizAttempt): Promise<QuizAttempt> {
  const now = deps.now();
  if (attempt.status === "in_progress" && now.getTime() >= attempt.deadlineAt.getTime())
    return finalise(deps.db, attempt, "expired", now);
  return attempt;
}

/** Clears the saved answers of an open attempt; its questions and its deadline stay as they were. */
async function clearAnswers(db: Db, attempt: QuizAttempt) {
  await db.delete(attemptAnswers).where(eq(attemptAnswers.attemptId, attempt.id));
}

const openAttempt = async (db: Db, userId: string, quizId: string) =>
  (
    await db
      .select()
      .from(quizAttempts)
      .where(
        and(
          eq(quizAttempts.userId, userId),
          eq(quizAttempts.quizId, quizId),
          eq(quizAttempts.status, "in_progress"),
        ),
      )
  )[0];

export async function startAttempt(
  deps: QuizDeps,
  userId: string,
  quiz: Quiz,
  restart: boolean,
): Promise<QuizAttempt> {
  const { db } = deps;
  const open = await openAttempt(db, userId, quiz.id);
  if (open) {
    const settled = await settle(deps, open);
    if (settled.status === "in_progress") {
      // the clock was fixed when the attempt started: resuming or restarting never gives it more time
      if (restart) await clearAnswers(db, settled);
      return settled;
    }
  }
  const now = deps.now();
  assertCanStart(await attemptAllowance(db, quiz, userId, now), now);
  const pool = await quizPool(db, quiz.id);
  const deadlineAt = new Date(now.getTime() + quiz.durationMinutes * 60_000);
  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(quizAttempts)
      .values({
        userId,
        quizId: quiz.id,
        courseId: quiz.courseId,
        startedAt: now,
        deadlineAt,
        questionCount: Math.min(quiz.questionCount, pool.length),
        passMarkPercent: quiz.passMarkPercent,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    const items = drawItems(row.id, pool, quiz.questionCount);
    if (items.length > 0) await tx.insert(attemptQuestions).values(items);
    return row;
  });
  if (inserted) {
    await deps.schedule(inserted.id, deadlineAt);
    return inserted;
  }
  // a concurrent start won the one open slot: answer that attempt
  return (await openAttempt(db, userId, quiz.id))!;
}

/**
 * Saves one answer (replacing an earlier choice), named by the ids this attempt issued. After the deadline
 * nothing is saved: 409, and the attempt is graded.
 *
 * The answer that arrived last stands, not the one written last: on a busy server a request the learner's
 * browser gave up on (and sent again) can reach the database after a newer choice, and must not overwrite it.
 * `receivedAt` is when the request arrived; a save never replaces an answer that arrived later. A request whose
 * sender has already hung up (`abandoned`) saves nothing: its bytes may only be read after the learner's newer
 * choice, when the server was too busy to read them in order.
 */
export async function saveAnswer(
  deps: QuizDeps,
  attempt: QuizAttempt,
  questionId: string,
  optionIds: string[],
  request: { receivedAt?: Date; abandoned?: () => boolean } = {},
) {
  const receivedAt = request.receivedAt ?? deps.now();
  const settled = await settle(deps, attempt);
  if (settled.status !== "in_progress")
    throw new ApiError(
      "CONFLICT",
      settled.status === "reset" ? "learning.attemptReset" : "learning.attemptClosed",
    );
  const drawn = await drawnItem(deps.db, settled, questionId);
  if (!drawn) throw new ApiError("NOT_FOUND", "learning.questionNotFound");
  const unique = [...new Set(optionIds)];
  const real = toReal(drawn.item, unique);
  if (!real) throw ApiError.field("optionIds", "learning.optionUnknown");
  if (drawn.question.kind === "single" && unique.length > 1)
    throw ApiError.field("optionIds", "learning.singleAnswerOnly");
  if (request.abandoned?.()) throw new ApiError("BAD_REQUEST", "learning.answerAbandoned");
  await deps.db
    .insert(attemptAnswers)
    .values({ attemptId: attempt.id, questionId: drawn.question.id, optionIds: real, answeredAt: receivedAt })
    .onConflictDoUpdate({
      target: [attemptAnswers.attemptId, attemptAnswers.questionId],
      set: { optionIds: real, answeredAt: receivedAt },
      setWhere: lte(attemptAnswers.answeredAt, receivedAt),
    });
  return {
    questionId,
    selectedOptionIds: unique,
    savedAt: receivedAt.toISOString(),
    secondsLeft: secondsLeft(settled, deps.now()),
  };
}

export async function submitAttempt(deps: QuizDeps, attempt: QuizAttempt): Promise<QuizAttempt> {
  const settled = await settle(deps, attempt);
  if (settled.status === "reset") throw new ApiError("CONFLICT", "learning.attemptReset");
  if (settled.status !== "in_progress") return settled;
  return finalise(deps.db, settled, "submitted", deps.now());
}

/**
 * Leaving an attempt before its deadline clears its answers ("questions reset if the quiz is not
 * completed") but keeps it open on its deadline: coming back resumes it with the time that is left, and
 * at the deadline it is graded like any other. Past the deadline the time-out rule already graded it.
 */
export async function abandonAttempt(deps: QuizDeps, attempt: QuizAttempt): Promise<QuizAttempt> {
  const settled = await settle(deps, attempt);
  if (settled.status === "in_progress") await clearAnswers(deps.db, settled);
  return reload(deps.db, attempt.id);
}

/** The job's work: every open attempt whose deadline has passed, oldest first. */
export async function finaliseDue(db: Db, now: Date, limit = 200): Promise<number> {
  const due = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.status, "in_progress"), lte(quizAttempts.deadlineAt, now)))
    .orderBy(asc(quizAttempts.deadlineAt))
    .limit(limit);
  for (const attempt of due) await finalise(db, attempt, "expired", now);
  return due.length;
}

const secondsLeft = (a: QuizAttempt, now: Date) =>
  a.status === "in_progress" ? Math.max(0, Math.ceil((a.deadlineAt.getTime() - now.getTime()) / 1000)) : 0;

/**
 * What the learner sees, always in this attempt's own ids. Before the attempt is finished the questions carry
 * no correctness and no explanation at all (they are not in the object, so no serializer can leak them);
 * afterwards the review has each verdict, and the correct options and explanations only when the quiz's
 * key setting allows.
 */
export async function attemptView(
  db: Db,
  attempt: QuizAttempt,
  courseSlug: string,
  locale: Locale,
  now: Date,
): Promise<Attempt> {
  const graded = gradedReads.get(attempt);
  const [quiz] = graded
    ? [graded.quiz]
    : await db.select().from(quizzes).where(eq(quizzes.id, attempt.quizId));
  const drawn = graded?.drawn ?? (attempt.status === "reset" ? [] : await drawnQuestions(db, attempt));
  const answers = graded?.answers ?? (await savedAnswers(db, attempt.id));
  const shown = drawn.map(({ item, question: q }) => ({
    id: item.id,
    position: item.position,
    kind: q.kind,
    prompt: pick(locale, q.promptId, q.promptEn),
    options: item.optionIds.map((realId, i) => {
      const o = q.options.find((x) => x.id === realId)!;
      return { id: item.publicOptionIds[i]!, text: pick(locale, o.textId, o.textEn) };
    }),
    selectedOptionIds: toPublic(item, answers.get(q.id) ?? []),
  }));
  let result: Attempt["result"] = null;
  if ((attempt.status === "submitted" || attempt.status === "expired") && attempt.finishedAt && quiz) {
    const grade = gradeAttempt(keyOf(drawn), answers, attempt.passMarkPercent);
    const byId = new Map(grade.questions.map((g) => [g.questionId, g]));
    const allowance = await attemptAllowance(db, quiz, attempt.userId, now);
    const showKey = keyShown(quiz, allowance);
    result = {
      passed: attempt.passed === true,
      scorePercent: attempt.scorePercent ?? 0,
      passMarkPercent: attempt.passMarkPercent,
      questionCount: attempt.questionCount,
      correct: attempt.correctCount ?? 0,
      partial: attempt.partialCount ?? 0,
      wrong: attempt.wrongCount ?? 0,
      finishedAt: attempt.finishedAt.toISOString(),
      review: shown.map((s, i) => {
        const { item, question } = drawn[i]!;
        const graded = byId.get(question.id)!;
        return {
          ...s,
          correctOptionIds: showKey
            ? toPublic(
                item,
                question.options.filter((o) => o.correct).map((o) => o.id),
              )
            : null,
          verdict: graded.verdict,
          credit: Math.round(graded.credit * 1000) / 1000,
          explanation: showKey ? pick(locale, question.explanationId, question.explanationEn) : null,
        };
      }),
      keyShown: showKey,
      attempts: allowance,
      nextLessonId: quiz.kind === "pretest" ? await lessonAfter(db, quiz.lessonId) : null,
      courseCompleted: quiz.kind === "final" ? await courseCompleted(db, attempt) : false,
      certificateCode: await certificateCode(db, attempt),
    };
  }
  return {
    locale,
    id: attempt.id,
    quizId: attempt.quizId,
    quizKind: quiz?.kind ?? "final",
    courseSlug,
    status: attempt.status,
    startedAt: attempt.startedAt.toISOString(),
    deadlineAt: attempt.deadlineAt.toISOString(),
    serverNow: now.toISOString(),
    secondsLeft: secondsLeft(attempt, now),
    questions: result ? [] : shown,
    result,
  };
}

/** The lesson right after the pretest: where "a completed pretest directs the learner". */
export async function lessonAfter(db: Db, lessonId: string): Promise<string | null> {
  const [l] = await db
    .select({ courseId: lessons.courseId, position: lessons.position })
    .from(lessons)
    .where(eq(lessons.id, lessonId));
  if (!l) return null;
  const [next] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.courseId, l.courseId), gt(lessons.position, l.position)))
    .orderBy(asc(lessons.position))
    .limit(1);
  return next?.id ?? null;
}

async function courseCompleted(db: Db, a: QuizAttempt) {
  const [e] = await db
    .select({ completedAt: enrolments.completedAt })
    .from(enrolments)
    .where(and(eq(enrolments.userId, a.userId), eq(enrolments.courseId, a.courseId)));
  return Boolean(e?.completedAt);
}

async function certificateCode(db: Db, a: QuizAttempt) {
  const [c] = await db
    .select({ code: certificates.code })
    .from(certificates)
    .where(and(eq(certificates.userId, a.userId), eq(certificates.courseId, a.courseId)));
  return c?.code ?? null;
}
