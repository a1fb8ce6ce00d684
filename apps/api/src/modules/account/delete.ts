import { localePath, type Locale } from "@gk/contracts";
import {
  certificates,
  coachMessages,
  courseReviews,
  courses,
  dataExports,
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
import { getSite } from "@gk/tenancy";
import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { t } from "../../i18n";
import { consumeOneTime, issuedInLastHour, issueOneTime } from "../auth/one-time";
import { revokeUserSessions, sessionsChanged } from "../auth/sessions";
import { catalogueChanged } from "../catalogue/changed";
import { deletionLinkMail, deletionScheduledMail } from "../mail/account-mails";

/** What an erased account's row keeps as its name, and an anonymised certificate's holder: nothing that identifies. */
export const ERASED_NAME = "—";
export const ERASE_JOB = "account.erase";
/** how long the mailed confirmation of an account without a password can be used */
export const DELETE_LINK_TTL_SECONDS = 30 * 60;
/** confirmations mailed to one account per hour */
const LINKS_PER_HOUR = 3;

interface DeletionRequest {
  keepCertificateName: boolean;
  site: string;
  locale: Locale;
}

/** The grace period of a site: its tenant.json `privacy.deletionGraceDays`, else the API's setting. */
export function graceDays(ctx: AppContext, site: string): number {
  return getSite(site)?.privacy?.deletionGraceDays ?? ctx.config.deletionGraceDays;
}

/** An account with a password: the password confirms the request. */
export async function deleteWithPassword(
  ctx: AppContext,
  user: User,
  body: { password: string; keepCertificateName: boolean },
  request: { site: string; locale: Locale },
) {
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, body.password)))
    throw ApiError.field("password", "field.passwordWrong");
  return scheduleDeletion(ctx, user, { ...request, keepCertificateName: body.keepCertificateName });
}

/**
 * An account without a password (Google, a company's LMS) cannot confirm with one: a single-use, 30-minute
 * link goes to its address instead, so a borrowed unlocked phone is not enough to delete someone's account.
 */
export async function mailDeletionLink(
  ctx: AppContext,
  user: User,
  request: { locale: Locale; origin: string | null; site: string },
) {
  if (user.passwordHash) throw new ApiError("CONFLICT", "account.deleteUsePassword");
  // every password-less way in (Google, the LMS link) comes with an email address; a phone-only account
  // always has a password, so the mail is the channel
  if (!user.email) throw new ApiError("CONFLICT", "account.deleteNoContact");
  if ((await issuedInLastHour(ctx.db, "account-delete", user.id)) >= LINKS_PER_HOUR)
    throw new ApiError("RATE_LIMITED", "account.deleteLinkLimit");
  const token = await issueOneTime(ctx.db, "account-delete", user.id, DELETE_LINK_TTL_SECONDS, request.site);
  const base = (request.origin ?? ctx.config.publicWebUrl).replace(/\/$/, "");
  const link = `${base}${localePath(request.locale, "/confirm-delete-account")}?token=${encodeURIComponent(token)}`;
  await ctx.jobs.send("mail.send", {
    to: user.email,
    ...deletionLinkMail(request.locale, { name: user.fullName, link }),
  });
}

/** The mailed link was opened: the token (single use, 30 minutes) stands for the account's owner. */
export async function confirmDeletionLink(
  ctx: AppContext,
  body: { token: string; keepCertificateName: boolean },
  request: { locale: Locale },
) {
  const ticket = await consumeOneTime(ctx.db, "account-delete", body.token);
  const [user] = ticket ? await ctx.db.select().from(users).where(eq(users.id, ticket.userId)) : [];
  if (!ticket || !user || user.email === null) throw ApiError.field("token", "account.deleteLinkInvalid");
  return scheduleDeletion(ctx, user, {
    site: ticket.site,
    locale: request.locale,
    keepCertificateName: body.keepCertificateName,
  });
}

/**
 * The request is recorded, every session ends, the learner gets a mail naming the day of erasure, and the
 * erase job is queued for that day. Nothing is wiped yet: signing in before then keeps the account.
 */
async function scheduleDeletion(ctx: AppContext, user: User, request: DeletionRequest) {
  const eraseAfter = new Date(Date.now() + graceDays(ctx, request.site) * 86_400_000);
  await ctx.db
    .update(users)
    .set({ eraseAfter, eraseKeepsCertificateName: request.keepCertificateName, updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await revokeUserSessions(ctx, user.id);
  await ctx.jobs.boss.send(
    ERASE_JOB,
    { userId: user.id },
    {
      startAfter: eraseAfter,
      retryLimit: ctx.config.jobs.retryLimit,
      retryDelay: ctx.config.jobs.retryDelaySeconds,
      retryBackoff: true,
    },
  );
  if (user.email)
    await ctx.jobs.send("mail.send", {
      to: user.email,
      ...deletionScheduledMail(request.locale, { name: user.fullName, eraseAfter }),
    });
  return {
    message: t(request.locale, "account.deleteScheduled"),
    eraseAfter: eraseAfter.toISOString(),
  };
}

/**
 * Signing in to an account waiting for erasure: within the grace period the request is withdrawn and the
 * account carries on (true: the caller tells the learner); past it the account is erased now and the sign-in
 * fails as for an unknown account.
 */
export async function restoreIfPendingDeletion(ctx: AppContext, user: User): Promise<boolean> {
  if (!user.eraseAfter) return false;
  if (await eraseIfOverdue(ctx, user)) throw new ApiError("UNAUTHENTICATED", "auth.invalidCredentials");
  await ctx.db.update(users).set({ eraseAfter: null, updatedAt: new Date() }).where(eq(users.id, user.id));
  user.eraseAfter = null;
  return true;
}

/**
 * An account whose day of erasure has passed but whose job has not run yet (the server was down, the queue
 * is behind) is erased now; true when it was. A sign-in calls this first, so it never revives such an account.
 */
export async function eraseIfOverdue(ctx: AppContext, user: User): Promise<boolean> {
  if (!user.eraseAfter || user.eraseAfter > new Date()) return false;
  await eraseAccount(ctx, user.id);
  return true;
}

/** The erase job: runs on the day, erases only an account still waiting (a restored one is left alone). */
export async function eraseIfDue(ctx: AppContext, job: { userId: string }, now = new Date()) {
  const [due] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, job.userId), isNotNull(users.eraseAfter), lte(users.eraseAfter, now)));
  if (!due) return false;
  await eraseAccount(ctx, due.id);
  return true;
}

/**
 * Erases a person's account.
 *
 * Issued certificates must stay verifiable, and a certificate row copies the name as printed, so the
 * certificate rows are kept (with the printed name or an anonymous holder, as the learner chose). Because they
 * reference `users` (ON DELETE CASCADE), the user row is not deleted but erased into a tombstone: no email,
 * phone, password, Google subject, interests or name, so nobody can sign in as it or find it, and signing in
 * with the same Google account later starts a new account. Everything else personal goes: sessions, links,
 * memberships, enrolments, progress, attempts (their answers cascade), points, paid-upgrade rows, conversations
 * with the AI coach, data exports and reviews (each review's rating is taken back out of its course's average).
 * Feedback stays as anonymous product feedback (user id cleared).
 */
export async function eraseAccount(ctx: AppContext, userId: string): Promise<void> {
  const reviews = await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!user) return 0;
    const reviews = await tx
      .select({ courseId: courseReviews.courseId, rating: courseReviews.rating })
      .from(courseReviews)
      .where(eq(courseReviews.userId, userId));
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
    await tx.delete(courseReviews).where(eq(courseReviews.userId, userId));
    await tx.update(feedback).set({ userId: null }).where(eq(feedback.userId, userId));
    if (!user.eraseKeepsCertificateName)
      await tx.update(certificates).set({ fullName: ERASED_NAME }).where(eq(certificates.userId, userId));
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
      dataExports,
    ] as const) {
      await tx.delete(table).where(eq(table.userId, userId));
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
        eraseAfter: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    return reviews.length;
  });
  await sessionsChanged(ctx, { userId });
  if (reviews > 0) await catalogueChanged(ctx); // their ratings left the courses' averages
}
