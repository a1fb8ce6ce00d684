import {
  MEMBER_IMPORT_MAX_ROWS,
  normalizePhone,
  type Locale,
  type MemberImport as MemberImportDto,
} from "@gk/contracts";
import {
  memberImports,
  organisations,
  type MemberImport,
  type MemberImportResult,
  type MemberImportRow,
} from "@gk/db";
import { CsvError, parse } from "csv-parse/sync";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { t, type MessageKey } from "../../i18n";
import type { CompanyAdmin } from "./admin-guard";
import { addMember } from "./members";

export const MEMBER_IMPORT_JOB = "org.member-import";

/** Header names accepted for each column, in both languages, compared without case, spaces or punctuation. */
const COLUMNS = {
  fullName: ["name", "fullname", "nama", "namalengkap"],
  email: ["email", "emailaddress", "surel", "alamatemail"],
  phone: ["phone", "phonenumber", "mobile", "telepon", "nomortelepon", "notelepon", "nohp", "nomorhp", "hp"],
  employeeNumber: [
    "employeenumber",
    "employeeno",
    "employeeid",
    "nomorkaryawan",
    "nokaryawan",
    "nik",
    "nip",
    "idkaryawan",
  ],
  department: ["department", "departemen", "divisi", "division", "bagian", "unit"],
} as const;
type Column = keyof typeof COLUMNS;
const normalizeHeader = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, "");

const fail = (key: MessageKey, params?: Record<string, string | number>) =>
  new ApiError("VALIDATION_FAILED", key, { params, fields: { csv: [{ key, params }] } });

/**
 * Reads the admin's file with csv-parse (quotes, embedded separators and line breaks, a BOM, comma or
 * semicolon as spreadsheet exports write them). A file that cannot be read as a whole, lacks a needed column,
 * holds no rows or too many is refused with the reason, and nothing is stored or sent.
 */
export function readImportFile(csv: string): MemberImportRow[] {
  let records: string[][];
  try {
    records = parse(csv, {
      bom: true,
      delimiter: [",", ";"],
      skip_empty_lines: true,
      trim: true,
      relax_column_count: false,
      // a quote inside an unquoted name (Budi "Bud" Santoso) is text, as spreadsheets mean it
      relax_quotes: true,
    });
  } catch (e) {
    if (e instanceof CsvError) {
      const line = (e as CsvError & { lines?: number }).lines ?? 1;
      throw fail("org.import.malformed", { line });
    }
    throw e;
  }
  const [header, ...data] = records;
  if (!header) throw fail("org.import.empty");
  const index = new Map<Column, number>();
  header.forEach((h, i) => {
    const name = normalizeHeader(h);
    for (const [column, names] of Object.entries(COLUMNS) as [Column, readonly string[]][])
      if (names.includes(name) && !index.has(column)) index.set(column, i);
  });
  const missing = [
    !index.has("fullName") && "name",
    !index.has("email") && !index.has("phone") && "email/phone",
    !index.has("employeeNumber") && "employee number",
  ].filter(Boolean);
  if (missing.length > 0) throw fail("org.import.missingColumns", { columns: missing.join(", ") });
  if (data.length === 0) throw fail("org.import.empty");
  if (data.length > MEMBER_IMPORT_MAX_ROWS)
    throw fail("org.import.tooManyRows", { max: MEMBER_IMPORT_MAX_ROWS });
  const cell = (row: string[], column: Column) => {
    const i = index.get(column);
    const v = i === undefined ? "" : (row[i] ?? "").trim();
    return v === "" ? null : v;
  };
  // the header is line 1; empty lines are skipped, so a row's line is counted from the records
  return data.map((row, i) => ({
    line: i + 2,
    fullName: cell(row, "fullName") ?? "",
    email: cell(row, "email"),
    phone: cell(row, "phone"),
    employeeNumber: cell(row, "employeeNumber") ?? "",
    department: cell(row, "department"),
  }));
}

const emailSchema = z.email().max(254);

/** What is wrong with a row before the rules of adding a member run on it, if anything. */
function rowProblem(
  row: MemberImportRow,
): { key: MessageKey; params?: Record<string, string | number> } | null {
  if (row.fullName.length < 2 || row.fullName.length > 120) return { key: "org.import.nameInvalid" };
  if (!row.email && !row.phone) return { key: "org.import.contactMissing" };
  if (row.email && !emailSchema.safeParse(row.email).success) return { key: "org.import.emailInvalid" };
  if (row.phone && !normalizePhone(row.phone)) return { key: "org.import.phoneInvalid" };
  if (!row.employeeNumber || row.employeeNumber.length > 64) return { key: "org.import.employeeInvalid" };
  return null;
}

export async function startImport(
  ctx: AppContext,
  admin: CompanyAdmin,
  csv: string,
  request: { locale: Locale; origin: string | null },
): Promise<MemberImportDto> {
  const rows = readImportFile(csv);
  const [created] = await ctx.db
    .insert(memberImports)
    .values({
      organisationId: admin.organisation.id,
      createdBy: admin.adminUserId,
      locale: request.locale,
      origin: request.origin,
      total: rows.length,
      rows,
    })
    .returning();
  await ctx.jobs.send(MEMBER_IMPORT_JOB, { importId: created!.id });
  return toDto(created!, false);
}

function toDto(row: MemberImport, withPasswords: boolean): MemberImportDto {
  return {
    id: row.id,
    status: row.status as MemberImportDto["status"],
    total: row.total,
    processed: row.processed,
    results: row.results.map((r) => ({ ...r, initialPassword: withPasswords ? r.initialPassword : null })),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

/**
 * An import's progress, only to its own company's admins (404 otherwise). The first answer after it ended
 * carries the first passwords of the people without an email, and they are then forgotten: handed over once.
 */
export async function importStatus(ctx: AppContext, admin: CompanyAdmin, importId: string) {
  const [row] = await ctx.db
    .select()
    .from(memberImports)
    .where(and(eq(memberImports.id, importId), eq(memberImports.organisationId, admin.organisation.id)));
  if (!row) throw new ApiError("NOT_FOUND");
  if (row.status !== "done" || row.shownAt) return toDto(row, false);
  const [shown] = await ctx.db
    .update(memberImports)
    .set({ shownAt: new Date(), results: row.results.map((r) => ({ ...r, initialPassword: null })) })
    .where(and(eq(memberImports.id, row.id), isNull(memberImports.shownAt)))
    .returning({ id: memberImports.id });
  return toDto(row, Boolean(shown));
}

/**
 * The job: each row goes through addMember, the same rules as adding one person (a new account with a mailed
 * or handed-over first password, or an invitation for an existing account), and its outcome is stored at once
 * so the admin's page shows the progress. A retried job goes on from the first row without a result.
 */
export function defineImportJob(ctx: AppContext) {
  ctx.jobs.define<{ importId: string }>(MEMBER_IMPORT_JOB, async ({ importId }) => {
    const [job] = await ctx.db.select().from(memberImports).where(eq(memberImports.id, importId));
    if (!job || job.status === "done") return;
    const [organisation] = await ctx.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, job.organisationId));
    if (!organisation) return;
    const locale: Locale = job.locale === "en" ? "en" : "id";
    const results: MemberImportResult[] = [...job.results];
    await ctx.db.update(memberImports).set({ status: "running" }).where(eq(memberImports.id, job.id));
    const seen = new Map<string, number>();
    for (const row of job.rows) {
      const earlier = seen.get(row.employeeNumber);
      if (row.employeeNumber && earlier === undefined) seen.set(row.employeeNumber, row.line);
      if (results.some((r) => r.line === row.line)) continue;
      results.push(
        await importRow(ctx, row, earlier, {
          adminUserId: job.createdBy ?? "",
          organisation,
          locale,
          origin: job.origin,
        }),
      );
      await ctx.db
        .update(memberImports)
        .set({ processed: results.length, results })
        .where(eq(memberImports.id, job.id));
    }
    // the input rows (names, addresses) are not kept once every row has its result
    await ctx.db
      .update(memberImports)
      .set({ status: "done", processed: results.length, results, rows: [], finishedAt: new Date() })
      .where(eq(memberImports.id, job.id));
  });
}

async function importRow(
  ctx: AppContext,
  row: MemberImportRow,
  earlierLine: number | undefined,
  caller: Parameters<typeof addMember>[2],
): Promise<MemberImportResult> {
  const base = { line: row.line, fullName: row.fullName, employeeNumber: row.employeeNumber };
  const error = (key: MessageKey, params?: Record<string, string | number>): MemberImportResult => ({
    ...base,
    outcome: "error",
    mailed: false,
    initialPassword: null,
    inviteLink: null,
    error: t(caller.locale, key, params),
  });
  const problem = rowProblem(row);
  if (problem) return error(problem.key, problem.params);
  if (earlierLine !== undefined) return error("org.import.duplicateInFile", { line: earlierLine });
  try {
    const r = await addMember(
      ctx,
      {
        fullName: row.fullName,
        email: row.email ?? undefined,
        phone: row.phone ?? undefined,
        employeeNumber: row.employeeNumber,
        department: row.department,
        role: "learner",
      },
      caller,
    );
    return r.status === "created"
      ? {
          ...base,
          outcome: "created",
          mailed: r.mailed,
          initialPassword: r.initialPassword,
          inviteLink: null,
          error: null,
        }
      : {
          ...base,
          outcome: "invited",
          mailed: r.mailed,
          initialPassword: null,
          inviteLink: r.inviteLink,
          error: null,
        };
  } catch (e) {
    if (e instanceof ApiError) {
      const field = Object.values(e.options.fields ?? {})[0]?.[0];
      return error(field?.key ?? e.messageKey, field?.params ?? e.options.params);
    }
    return error("org.import.failed");
  }
}
