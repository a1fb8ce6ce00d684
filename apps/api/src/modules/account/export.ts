import type { Locale } from "@gk/contracts";
import {
  attemptAnswers,
  certificates,
  coachMessages,
  courseReviews,
  dataExports,
  enrolments,
  feedback,
  lessonProgress,
  memberships,
  organisations,
  paidUpgrades,
  pointsLedger,
  quizAttempts,
  transactions,
  users,
  type User,
} from "@gk/db";
import { getSite } from "@gk/tenancy";
import { and, count, eq, gt, inArray } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { t } from "../../i18n";
import { hashToken, newToken } from "../auth/tokens";
import { dataExportReadyMail } from "../mail/account-mails";
import { EXPORT_KINDS, type ExportKind } from "./export-kinds";
import { exportSummaryHtml } from "./export-summary";

export { EXPORT_KINDS, type ExportKind } from "./export-kinds";

export const DATA_EXPORT_JOB = "account.data-export";
/** how long the mailed link works */
export const DATA_EXPORT_LINK_HOURS = 24;
/** requests per account per day: building the archive is work, and one a day is plenty for a person */
const EXPORTS_PER_DAY = 3;

/** Queues the archive; the learner hears back by mail (the answer says so in their language). */
export async function requestDataExport(
  ctx: AppContext,
  user: User,
  request: { locale: Locale; site: string; origin: string | null },
) {
  if (!user.email) throw new ApiError("CONFLICT", "account.exportNoEmail");
  const [recent] = await ctx.db
    .select({ n: count() })
    .from(dataExports)
    .where(
      and(eq(dataExports.userId, user.id), gt(dataExports.createdAt, new Date(Date.now() - 86_400_000))),
    );
  if (Number(recent?.n ?? 0) >= EXPORTS_PER_DAY) throw new ApiError("RATE_LIMITED", "account.exportLimit");
  const [row] = await ctx.db
    .insert(dataExports)
    .values({ userId: user.id, locale: request.locale, site: request.site })
    .returning({ id: dataExports.id });
  await ctx.jobs.send(DATA_EXPORT_JOB, { exportId: row!.id, origin: request.origin });
  return { message: t(request.locale, "account.exportQueued", { email: user.email }) };
}

/** Every row of each kind that belongs to this person, and nothing of anyone else. */
export async function collectPersonalData(ctx: AppContext, userId: string) {
  const { db } = ctx;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const attempts = await db.select().from(quizAttempts).where(eq(quizAttempts.userId, userId));
  const answers = attempts.length
    ? await db
        .select()
        .from(attemptAnswers)
        .where(
          inArray(
            attemptAnswers.attemptId,
            attempts.map((a) => a.id),
          ),
        )
    : [];
  const data: Record<ExportKind, unknown> = {
    // the password's hash and Google's subject are credentials, not data about the person: said, not copied
    profile: {
      id: user.id,
      fullName: user.fullName,
      email: user.email,
      phone: user.phone,
      locale: user.locale,
      interests: user.interests,
      signupReferral: user.signupReferral,
      hasPassword: user.passwordHash !== null,
      signsInWithGoogle: user.googleSubject !== null,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    accounts: await db
      .select({
        organisation: organisations.name,
        referral: organisations.referral,
        role: memberships.role,
        employeeNumber: memberships.employeeNumber,
        department: memberships.department,
        deactivatedAt: memberships.deactivatedAt,
        createdAt: memberships.createdAt,
      })
      .from(memberships)
      .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
      .where(eq(memberships.userId, userId)),
    enrolments: await db.select().from(enrolments).where(eq(enrolments.userId, userId)),
    progress: await db.select().from(lessonProgress).where(eq(lessonProgress.userId, userId)),
    "quiz-attempts": attempts.map((a) => ({
      ...a,
      answers: answers.filter((x) => x.attemptId === a.id),
    })),
    certificates: await db.select().from(certificates).where(eq(certificates.userId, userId)),
    reviews: await db.select().from(courseReviews).where(eq(courseReviews.userId, userId)),
    feedback: await db.select().from(feedback).where(eq(feedback.userId, userId)),
    transactions: await db.select().from(transactions).where(eq(transactions.userId, userId)),
    points: await db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)),
    "paid-upgrades": await db.select().from(paidUpgrades).where(eq(paidUpgrades.userId, userId)),
    "coach-conversations": await db.select().from(coachMessages).where(eq(coachMessages.userId, userId)),
  };
  return { user, data };
}

/** The archive: a JSON file per kind and a readable summary in the learner's language. */
export function buildArchive(
  data: Record<ExportKind, unknown>,
  meta: { locale: Locale; siteName: string; name: string; createdAt: Date },
): Buffer {
  const files: Record<string, Uint8Array> = {
    [`${t(meta.locale, "account.export.summaryFile")}.html`]: strToU8(exportSummaryHtml(data, meta)),
  };
  for (const kind of EXPORT_KINDS) files[`${kind}.json`] = strToU8(JSON.stringify(data[kind], null, 2));
  return Buffer.from(zipSync(files, { level: 6, mtime: meta.createdAt }));
}

/** The job: builds the archive, keeps it with the hash of a fresh token, and mails the 24-hour link. */
export function defineDataExportJob(ctx: AppContext) {
  ctx.jobs.define<{ exportId: string; origin: string | null }>(
    DATA_EXPORT_JOB,
    async ({ exportId, origin }) => {
      const [job] = await ctx.db.select().from(dataExports).where(eq(dataExports.id, exportId));
      if (!job || job.status !== "building") return;
      const collected = await collectPersonalData(ctx, job.userId);
      if (!collected?.user.email) return;
      const locale: Locale = job.locale === "en" ? "en" : "id";
      const siteName = getSite(job.site)?.metadata.appTitle ?? "GuruKita";
      const archive = buildArchive(collected.data, {
        locale,
        siteName,
        name: collected.user.fullName,
        createdAt: job.createdAt,
      });
      const token = newToken();
      const readyAt = new Date();
      const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_LINK_HOURS * 3600_000);
      await ctx.db
        .update(dataExports)
        .set({ status: "ready", archive, tokenHash: hashToken(token), readyAt, expiresAt })
        .where(eq(dataExports.id, job.id));
      const base = (origin ?? ctx.config.publicWebUrl).replace(/\/$/, "");
      await ctx.jobs.send("mail.send", {
        to: collected.user.email,
        ...dataExportReadyMail(locale, {
          name: collected.user.fullName,
          link: `${base}/api/gk/account/exports/${job.id}/download?token=${token}`,
          expiresAt,
        }),
      });
    },
  );
}

/**
 * The archive behind a mailed link: only with its token and only until it expires (then it is dropped). Every
 * other case is the same 404, so a link tells nothing about anyone else's exports.
 */
export async function downloadDataExport(ctx: AppContext, exportId: string, token: string, now = new Date()) {
  const [row] = await ctx.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, exportId), eq(dataExports.tokenHash, hashToken(token))));
  if (!row?.archive || !row.expiresAt || row.expiresAt <= now) {
    if (row?.archive && row.expiresAt && row.expiresAt <= now)
      await ctx.db
        .update(dataExports)
        .set({ archive: null, tokenHash: null })
        .where(eq(dataExports.id, row.id));
    throw new ApiError("NOT_FOUND", "account.exportLinkInvalid");
  }
  return { archive: row.archive, readyAt: row.readyAt ?? row.createdAt };
}
