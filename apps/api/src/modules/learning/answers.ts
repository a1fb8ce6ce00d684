import { quizAttempts, type QuizAttempt } from "@gk/db";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { assertMayOpen } from "../commerce/entitlement";
import { accessOf, visibleCourseById } from "./access";
import { AnswerWriter } from "./answer-writer";
import { saveAnswer, type QuizDeps } from "./quiz";

/** What never changes about an attempt once it has started: whose it is, of which quiz, and its deadline. */
type AttemptFacts = Pick<QuizAttempt, "id" | "userId" | "quizId" | "courseId" | "deadlineAt">;

export interface AnswerRequest {
  attemptId: string;
  questionId: string;
  optionIds: string[];
  receivedAt: Date;
  abandoned: () => boolean;
}

/**
 * Saving a quiz answer, the busiest call of a quiz day (each learner every few seconds), in one statement
 * where it used to take four or five: the attempt's fixed facts come from memory (filled when it starts), the
 * course's card from the catalogue cache (emptied by any catalogue change), and the answer is
 * checked and written by the group-commit writer, which checks in the database what can change (the attempt
 * still open and the sender's, the question and options its own).
 *
 * The order and wording of the refusals are those of the full path, which still handles everything the
 * statement did not save: an unknown attempt (404), a course out of sight (404) or behind the paid upgrade
 * (402) are refused here first; a closed or expired attempt (409, and an expired one is graded), an unknown
 * question (404) or options (422) by `saveAnswer` on a fresh read of the attempt.
 */
export function answerSaver(ctx: AppContext, deps: QuizDeps) {
  const { db } = ctx;
  const facts = new LRUCache<string, AttemptFacts>({ max: 50_000 });
  const writer = new AnswerWriter(ctx.database, {
    // PGlite has one connection: a second batch would only wait behind the first. On PostgreSQL a few batches
    // at once leave the rest of the pool to the other calls.
    maxInFlight: ctx.database.driver === "pglite" ? 1 : 4,
  });

  const remember = (a: AttemptFacts) => {
    const { id, userId, quizId, courseId, deadlineAt } = a;
    facts.set(id, { id, userId, quizId, courseId, deadlineAt });
  };

  /** The learner's own attempt; someone else's attempt is 404, not 403 (as everywhere else). */
  async function factsOf(attemptId: string, userId: string): Promise<AttemptFacts> {
    let held = facts.get(attemptId);
    if (!held) {
      const [row] = await db
        .select({
          id: quizAttempts.id,
          userId: quizAttempts.userId,
          quizId: quizAttempts.quizId,
          courseId: quizAttempts.courseId,
          deadlineAt: quizAttempts.deadlineAt,
        })
        .from(quizAttempts)
        .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.userId, userId)));
      if (row) remember((held = row));
    }
    if (!held || held.userId !== userId) throw new ApiError("NOT_FOUND", "learning.attemptNotFound");
    return held;
  }

  async function save(request: FastifyRequest, answer: AnswerRequest) {
    const userId = request.auth!.user.id;
    const attempt = await factsOf(answer.attemptId, userId);
    // the card starting the attempt put in the catalogue cache
    const course = await visibleCourseById(db, request, attempt.courseId);
    await assertMayOpen(db, accessOf(request, course), { quizId: attempt.quizId });

    const now = deps.now();
    const unique = [...new Set(answer.optionIds)];
    if (now.getTime() < attempt.deadlineAt.getTime()) {
      if (answer.abandoned()) throw new ApiError("BAD_REQUEST", "learning.answerAbandoned");
      const saved = await writer.write({
        attemptId: attempt.id,
        userId,
        itemId: answer.questionId,
        optionIds: unique,
        receivedAt: answer.receivedAt,
        now,
      });
      if (saved)
        return {
          questionId: answer.questionId,
          selectedOptionIds: unique,
          savedAt: answer.receivedAt.toISOString(),
          secondsLeft: Math.max(0, Math.ceil((attempt.deadlineAt.getTime() - deps.now().getTime()) / 1000)),
        };
    }
    // past the deadline, or refused by the statement: the full path on the attempt as it is now says why
    // (and grades an expired attempt), or saves what the statement could not (an attempt from before
    // attempts drew their questions gets its rows there)
    const [fresh] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, attempt.id));
    if (!fresh) throw new ApiError("NOT_FOUND", "learning.attemptNotFound");
    return saveAnswer(deps, fresh, answer.questionId, answer.optionIds, answer);
  }

  return { save, remember };
}
