import {
  coachMessages,
  courseReviews,
  courses,
  enrolments,
  feedback,
  lessonProgress,
  memberships,
  oneTimeTokens,
  paidUpgrades,
  pointsLedger,
  quizAttempts,
  sessions,
  users,
  verifyPassword,
  type User,
} from "@gk/db";
import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { sessionsChanged } from "../auth/sessions";
import { catalogueChanged } from "../catalogue/changed";

/** What an erased account's row keeps as its name: nothing that identifies the person. */
export const ERASED_NAME = "—";

/**
 * Deletes a person's account, confirmed with their current password.
 *
 * Issued certificates must stay verifiable, and a certificate row copies the name as printed, so the
 * certificate rows are kept. Because they reference `users` (ON DELETE CASCADE), the user row is not deleted
 * but erased into a tombstone: no email, phone, password, Google subject, interests or name, so nobody can
 * sign in as it or find it. Everything else personal goes: sessions, reset links, memberships, enrolments,
 * progress, attempts (their answers cascade), points, paid-upgrade rows, conversations with the AI coach and reviews (each review's rating is
 * taken back out of its course's average). Feedback stays as anonymous product feedback (user id cleared).
 */
export async function deleteAccount(ctx: AppContext, user: User, password: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password)))
    throw ApiError.field("password", "field.passwordWrong");
  const reviews = await ctx.db.transaction(async (tx) => {
    const reviews = await tx
      .select({ courseId: courseReviews.courseId, rating: courseReviews.rating })
      .from(courseReviews)
      .where(eq(courseReviews.userId, user.id));
    for (const r of reviews) {
      // the inverse of applyRating in catalogue/detail.ts: the average without this one rating
      await tx
        .update(courses)
        .set({
          ratingAverage: sql`case when ${courses.ratingCount} > 1 then (${courses.ratingAverage} * ${courses.ratingCount} - ${r.rating}) / (${courses.ratingCount} - 1) else 0 end`,
          ratingCount: sql`greatest(${courses.ratingCount} - 1, 0)`,
          updatedAt: new Date(),
        })
        .where(eq(courses.id, r.courseId));
    }
    await tx.delete(courseReviews).where(eq(courseReviews.userId, user.id));
    await tx.update(feedback).set({ userId: null }).where(eq(feedback.userId, user.id));
    for (const table of [
      sessions,
      oneTimeTokens,
      memberships,
      lessonProgress,
      quizAttempts,
      enrolments,
      pointsLedger,
      paidUpgrades,
      coachMessages,
    ] as const) {
      await tx.delete(table).where(eq(table.userId, user.id));
    }
    await tx
      .update(users)
      .set({
        fullName: ERASED_NAME,
        email: null,
        phone: null,
        passwordHash: null,
        googleSubject: null,
        mustChangePassword: false,
        interests: [],
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    return reviews.length;
  });
  await sessionsChanged(ctx, { userId: user.id });
  if (reviews > 0) await catalogueChanged(ctx); // their ratings left the courses' averages
}
