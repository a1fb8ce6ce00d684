import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organisations, users } from "./accounts";

/** One row of an import file, as read and checked (before the rules of adding a member run on it). */
export interface MemberImportRow {
  line: number;
  fullName: string;
  email: string | null;
  phone: string | null;
  employeeNumber: string;
  department: string | null;
}

/** What became of one row: the same outcomes as adding a member one by one. */
export interface MemberImportResult {
  line: number;
  fullName: string;
  employeeNumber: string;
  outcome: "created" | "invited" | "error";
  /** created: the first password went to this email; invited: the invitation did */
  mailed: boolean;
  /** created without an email: the first password, kept only until the admin has seen the finished import */
  initialPassword: string | null;
  /** invited without an email: the link to hand over */
  inviteLink: string | null;
  /** error: the reason, already in the admin's language */
  error: string | null;
}

/**
 * A company admin's CSV import of members, worked through by the job queue row by row: the admin's page polls
 * its progress and then reads the result of every row. The rows hold personal data and first passwords only
 * as long as they are needed: the input rows are cleared when the import ends, the passwords once the admin
 * has been shown the finished result.
 */
export const memberImports = pgTable(
  "member_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    /** the admin's language: mails to new people and the reasons of failed rows */
    locale: text("locale").notNull(),
    /** the web origin of the admin's request, for links in mail */
    origin: text("origin"),
    /** queued | running | done */
    status: text("status").notNull().default("queued"),
    total: integer("total").notNull(),
    processed: integer("processed").notNull().default(0),
    rows: jsonb("rows").$type<MemberImportRow[]>().notNull(),
    results: jsonb("results").$type<MemberImportResult[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** when the admin was shown the finished result (its first passwords are then forgotten) */
    shownAt: timestamp("shown_at", { withTimezone: true }),
  },
  (t) => [index("member_imports_org_idx").on(t.organisationId)],
);

export type MemberImport = typeof memberImports.$inferSelect;
