import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { memberships, organisations, users } from "./accounts";
import { courses } from "./catalogue";

/**
 * A company's groups (departments, teams, cohorts): its admin names them, puts members in them and assigns
 * courses to a group with a due date. An assigned course is mandatory for the group's members; a daily job
 * mails them a reminder some days before the due date and once when it has passed.
 */
export const orgGroups = pgTable(
  "org_groups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("org_groups_org_name_key").on(t.organisationId, sql`lower(${t.name})`)],
);

export const orgGroupMembers = pgTable(
  "org_group_members",
  {
    groupId: uuid("group_id")
      .notNull()
      .references(() => orgGroups.id, { onDelete: "cascade" }),
    membershipId: uuid("membership_id")
      .notNull()
      .references(() => memberships.id, { onDelete: "cascade" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.membershipId] }),
    index("org_group_members_membership_idx").on(t.membershipId),
  ],
);

export const orgGroupCourses = pgTable(
  "org_group_courses",
  {
    groupId: uuid("group_id")
      .notNull()
      .references(() => orgGroups.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** the end of the day (Asia/Jakarta) by which the group's members should have finished the course */
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.courseId] }), index("org_group_courses_due_idx").on(t.dueAt)],
);

/**
 * The reminders already mailed, so each is sent once: per member, course, kind ("before" the due date,
 * "overdue") and due date (a new due date earns new reminders).
 */
export const assignmentReminders = pgTable(
  "assignment_reminders",
  {
    membershipId: uuid("membership_id")
      .notNull()
      .references(() => memberships.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.membershipId, t.courseId, t.kind, t.dueAt] })],
);

/**
 * A results export an admin asked for: built by the job queue, then downloadable for 24 hours through the
 * link mailed to that admin (a random token, of which only the SHA-256 is kept). The file is dropped when the
 * link expires.
 */
export const orgExports = pgTable(
  "org_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    /** csv | xlsx */
    format: text("format").notNull(),
    /** the admin's language: the column headings and the mail */
    locale: text("locale").notNull(),
    /** queued | done */
    status: text("status").notNull().default("queued"),
    tokenHash: text("token_hash"),
    /** the file, base64 */
    content: text("content"),
    rowCount: integer("row_count"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [index("org_exports_org_idx").on(t.organisationId, t.createdAt.desc())],
);

export type OrgGroup = typeof orgGroups.$inferSelect;
export type OrgExport = typeof orgExports.$inferSelect;
