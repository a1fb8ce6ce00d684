import type { AttemptAllowance } from "@gk/contracts";
import { quizAttempts, type Db, type Quiz } from "@gk/db";
import { and, desc, eq, inArray } from "drizzle-orm";
import { ApiError } from "../../errors";

/**
 * How many attempts a learner has at a quiz and when the next may start. Only finished attempts (submitted
 * or timed out) count; an open attempt is resumed, never replaced. The quiz's settings:
 * - attemptLimit: finished attempts allowed (null: no limit);
 * - cooldownMinutes: the wait after a finished attempt before the next one may start;
 * - keyShown: when the review shows the correct options and explanations (after a pass or once no attempt is
 *   left, only after a pass, or never). Before that the review says which answers were wrong, not the key.
 */
export async function attemptAllowance(
  db: Db,
  quiz: Pick<Quiz, "id" | "attemptLimit" | "cooldownMinutes">,
  userId: string,
  now: Date,
): Promise<AttemptAllowance> {
  const finished = await db
    .select({ passed: quizAttempts.passed, finishedAt: quizAttempts.finishedAt })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, userId),
        eq(quizAttempts.quizId, quiz.id),
        inArray(quizAttempts.status, ["submitted", "expired"]),
      ),
    )
    .orderBy(desc(quizAttempts.finishedAt));
  const used = finished.length;
  const remaining = quiz.attemptLimit === null ? null : Math.max(0, quiz.attemptLimit - used);
  const last = finished[0]?.finishedAt ?? null;
  const next = last ? new Date(last.getTime() + quiz.cooldownMinutes * 60_000) : null;
  const waiting = next !== null && next.getTime() > now.getTime();
  return {
    used,
    limit: quiz.attemptLimit,
    remaining,
    nextAttemptAt: waiting && remaining !== 0 ? next.toISOString() : null,
    canStart: remaining !== 0 && !waiting,
    passed: finished.some((f) => f.passed === true),
  };
}

/** Refuses a new attempt past the limit or inside the cooldown, saying when (in the learner's language). */
export function assertCanStart(allowance: AttemptAllowance, now: Date) {
  if (allowance.remaining === 0)
    throw new ApiError("CONFLICT", "learning.attemptLimitReached", {
      params: { limit: allowance.limit ?? 0 },
    });
  if (allowance.nextAttemptAt) {
    const minutes = Math.max(1, Math.ceil((Date.parse(allowance.nextAttemptAt) - now.getTime()) / 60_000));
    throw new ApiError("CONFLICT", "learning.attemptCooldown", { params: { minutes } });
  }
}

export function keyShown(quiz: Pick<Quiz, "keyShown">, allowance: AttemptAllowance): boolean {
  if (quiz.keyShown === "never") return false;
  if (allowance.passed) return true;
  return quiz.keyShown === "after_pass_or_last_attempt" && allowance.remaining === 0;
}
