import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { courses } from "./catalogue";

/** A passage of a lesson an answer of the coach relied on: the web links it to the lesson and paragraph. */
export interface StoredCitation {
  label: string;
  lessonId: string;
  lessonTitle: string;
  paragraph: number;
  locale: "id" | "en";
  quote: string;
}

/**
 * The AI coach's conversation of one learner about one course, one row per turn: the learner's question and the
 * coach's answer with the passages it cited, why it answered so (`answered`, `not-in-course`, `refused`), whether
 * a model wrote it or the offline coach put it together, and the tokens it cost. The learner can clear it.
 */
export const coachMessages = pgTable(
  "coach_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    text: text("text").notNull(),
    citations: jsonb("citations").$type<StoredCitation[]>().notNull().default([]),
    /** assistant turns: answered, not-in-course or refused; the note when the offline coach stood in */
    outcome: text("outcome"),
    note: text("note"),
    mode: text("mode", { enum: ["offline", "hosted"] }),
    tokens: integer("tokens").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("coach_messages_user_course_created_idx").on(t.userId, t.courseId, t.createdAt),
    check("coach_messages_role_check", sql`${t.role} in ('user', 'assistant')`),
  ],
);

/**
 * Tokens a site's model has used per calendar month (UTC, `YYYY-MM`): once the site's monthly budget is spent,
 * the coach answers with the offline provider until the month ends.
 */
export const aiUsage = pgTable(
  "ai_usage",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    site: text("site").notNull(),
    month: text("month").notNull(),
    tokens: integer("tokens").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("ai_usage_site_month_key").on(t.site, t.month)],
);

export type CoachMessage = typeof coachMessages.$inferSelect;
