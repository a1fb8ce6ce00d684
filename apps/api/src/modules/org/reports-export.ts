import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Locale } from "@gk/contracts";
import { orgExports, organisations, users } from "@gk/db";
import { stringify } from "csv-stringify/sync";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { t, type MessageKey } from "../../i18n";
import { jakartaDay } from "../../i18n/dates";
import type { CompanyAdmin } from "./admin-guard";
import { ASSIGNED_PAIRS_CTE } from "./reports";
import { exportReadyMail } from "./reports-mails";

export const EXPORT_JOB = "org.results-export";
/** how long the mailed link works */
export const EXPORT_LINK_HOURS = 24;

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/**
 * One row per member and course: every course a member enrolled in through the company account, and every
 * mandatory course they have not started (progress 0). Progress is finished lessons over the course's lessons;
 * the quiz score is the best graded attempt.
 */
const RESULTS_SQL = `
with ${ASSIGNED_PAIRS_CTE},
rows as (
  select m.user_id, m.id as membership_id, e.course_id from enrolments e
  join memberships m on m.user_id = e.user_id and m.organisation_id = $1
  where e.organisation_id = $1
  union
  select a.user_id, a.membership_id, a.course_id from assigned a
)
select u.full_name, m.employee_number, m.department, c.name_id, c.name_en,
       coalesce(e.completed_lessons, 0) as completed_lessons,
       (select count(*) from lessons l where l.course_id = r.course_id)::int as lessons,
       e.completed_at,
       (select max(q.score_percent) from quiz_attempts q
        where q.user_id = r.user_id and q.course_id = r.course_id and q.status in ('submitted', 'expired')) as score,
       cert.code
from rows r
join memberships m on m.id = r.membership_id
join users u on u.id = r.user_id
join courses c on c.id = r.course_id
left join enrolments e on e.user_id = r.user_id and e.course_id = r.course_id
left join certificates cert on cert.user_id = r.user_id and cert.course_id = r.course_id
order by u.full_name, m.employee_number, c.name_id`;

const COLUMNS: MessageKey[] = [
  "export.col.name",
  "export.col.employeeNumber",
  "export.col.department",
  "export.col.course",
  "export.col.progress",
  "export.col.completedAt",
  "export.col.quizScore",
  "export.col.certificate",
];

type Cell = string | number | null;

export async function resultRows(ctx: AppContext, organisationId: string, locale: Locale): Promise<Cell[][]> {
  const res = await ctx.database.executeSql(RESULTS_SQL, [organisationId]);
  const stamp = (v: unknown) =>
    v == null
      ? null
      : new Date(new Date(v as string).getTime() + 7 * 3600 * 1000)
          .toISOString()
          .slice(0, 16)
          .replace("T", " ");
  return res.rows.map((r) => {
    const lessons = Number(r.lessons);
    const progress =
      r.completed_at != null
        ? 100
        : lessons > 0
          ? Math.round((Number(r.completed_lessons) / lessons) * 100)
          : 0;
    return [
      String(r.full_name),
      (r.employee_number as string | null) ?? null,
      (r.department as string | null) ?? null,
      String(locale === "en" ? r.name_en : r.name_id),
      Math.min(100, progress),
      stamp(r.completed_at),
      r.score == null ? null : Math.round(Number(r.score) * 10) / 10,
      (r.code as string | null) ?? null,
    ];
  });
}

/** Spreadsheets run cells starting with these as formulas: such text is written with a leading quote. */
const safeText = (v: Cell) => (typeof v === "string" && /^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

export async function buildFile(format: "csv" | "xlsx", locale: Locale, rows: Cell[][]): Promise<Buffer> {
  const header = COLUMNS.map((k) => t(locale, k));
  const safe = rows.map((r) => r.map(safeText));
  if (format === "csv") return Buffer.from(`\uFEFF${stringify([header, ...safe])}`, "utf8");
  const book = new ExcelJS.Workbook();
  book.creator = "GuruKita";
  const sheet = book.addWorksheet(t(locale, "export.sheet"));
  sheet.addRow(header).font = { bold: true };
  for (const r of safe) sheet.addRow(r);
  sheet.columns.forEach((c, i) => (c.width = [28, 16, 20, 40, 12, 18, 12, 18][i] ?? 16));
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function requestExport(
  ctx: AppContext,
  admin: CompanyAdmin,
  format: "csv" | "xlsx",
  request: { locale: Locale; origin: string | null },
) {
  const [me] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, admin.adminUserId));
  if (!me?.email) throw ApiError.field("format", "org.export.noEmail");
  const [row] = await ctx.db
    .insert(orgExports)
    .values({
      organisationId: admin.organisation.id,
      requestedBy: admin.adminUserId,
      format,
      locale: request.locale,
    })
    .returning();
  await ctx.jobs.send(EXPORT_JOB, { exportId: row!.id, origin: request.origin });
  return { id: row!.id, status: "queued" as const, email: me.email };
}

/**
 * The job: builds the file, keeps it with the SHA-256 of a fresh random token, and mails the requesting admin
 * the API's download link (through the site's /api/gk proxy) that works for 24 hours.
 */
export function defineExportJob(ctx: AppContext) {
  ctx.jobs.define<{ exportId: string; origin: string | null }>(EXPORT_JOB, async ({ exportId, origin }) => {
    const [job] = await ctx.db.select().from(orgExports).where(eq(orgExports.id, exportId));
    if (!job || job.status === "done" || !job.requestedBy) return;
    const [[admin], [company]] = await Promise.all([
      ctx.db.select().from(users).where(eq(users.id, job.requestedBy)),
      ctx.db.select().from(organisations).where(eq(organisations.id, job.organisationId)),
    ]);
    if (!admin?.email || !company) return;
    const locale: Locale = job.locale === "en" ? "en" : "id";
    const rows = await resultRows(ctx, job.organisationId, locale);
    const file = await buildFile(job.format === "csv" ? "csv" : "xlsx", locale, rows);
    const token = randomBytes(32).toString("base64url");
    const finishedAt = new Date();
    const expiresAt = new Date(finishedAt.getTime() + EXPORT_LINK_HOURS * 3600 * 1000);
    await ctx.db
      .update(orgExports)
      .set({
        status: "done",
        content: file.toString("base64"),
        tokenHash: sha256(token),
        rowCount: rows.length,
        finishedAt,
        expiresAt,
      })
      .where(eq(orgExports.id, job.id));
    const base = (origin ?? ctx.config.publicWebUrl).replace(/\/$/, "");
    const link = `${base}/api/gk/org/exports/${job.id}/download?token=${token}`;
    await ctx.jobs.send("mail.send", {
      to: admin.email,
      ...exportReadyMail(locale, {
        name: admin.fullName,
        organisation: company.name,
        link,
        expiresAt,
        rows: rows.length,
      }),
    });
  });
}

/**
 * The file behind a mailed link: only with its token, only until it expires (then the file is dropped). Any
 * other case is the same 404, so the link tells nothing about exports of other companies.
 */
export async function downloadExport(ctx: AppContext, exportId: string, token: string, now = new Date()) {
  const [row] = await ctx.db.select().from(orgExports).where(eq(orgExports.id, exportId));
  const given = Buffer.from(sha256(token), "hex");
  const valid =
    row?.tokenHash != null &&
    row.content != null &&
    timingSafeEqual(Buffer.from(row.tokenHash, "hex"), given) &&
    row.expiresAt != null &&
    row.expiresAt > now;
  if (!valid) {
    if (row?.content != null && row.expiresAt != null && row.expiresAt <= now)
      await ctx.db
        .update(orgExports)
        .set({ content: null, tokenHash: null })
        .where(eq(orgExports.id, row.id));
    throw new ApiError("NOT_FOUND", "org.export.linkInvalid");
  }
  const day = jakartaDay(row.finishedAt!);
  return {
    body: Buffer.from(row.content!, "base64"),
    contentType:
      row.format === "csv"
        ? "text/csv; charset=utf-8"
        : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    filename: `${t(row.locale === "en" ? "en" : "id", "export.filename")}-${day}.${row.format === "csv" ? "csv" : "xlsx"}`,
  };
}
