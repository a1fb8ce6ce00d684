import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { courses, lessons, quizzes } from "./catalogue";

export interface StoredDraftOption {
  text: string;
  correct: boolean;
}

/**
 * A question the AI writer drafted for a course, waiting for a person's review. It keeps the passage it was
 * written from and the writer's rationale, so the reviewer can check it against the course text. Status moves
 * draft → approved or discarded (an approved draft can be edited back to a draft), and approved → published
 * once it has been copied into a quiz (`published_quiz_id`). Only approved drafts are ever published.
 */
export const aiQuestionDrafts = pgTable(
  "ai_question_drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** the lesson asked for, or null when the drafts were written from the whole course */
    lessonId: uuid("lesson_id").references(() => lessons.id, { onDelete: "set null" }),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["draft", "approved", "discarded", "published"] })
      .notNull()
      .default("draft"),
    kind: text("kind", { enum: ["single", "multiple"] }).notNull(),
    difficulty: text("difficulty", { enum: ["easy", "medium", "hard"] }).notNull(),
    locale: text("locale", { enum: ["id", "en"] }).notNull(),
    purpose: text("purpose", { enum: ["quiz", "pretest", "posttest"] }).notNull(),
    stem: text("stem").notNull(),
    options: jsonb("options").$type<StoredDraftOption[]>().notNull(),
    sourcePassageId: text("source_passage_id").notNull(),
    sourceText: text("source_text").notNull(),
    rationale: text("rationale").notNull(),
    providerMode: text("provider_mode", { enum: ["offline", "hosted"] }).notNull(),
    publishedQuizId: uuid("published_quiz_id").references(() => quizzes.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ai_question_drafts_course_status_idx").on(t.courseId, t.status, t.createdAt),
    check(
      "ai_question_drafts_status_check",
      sql`${t.status} in ('draft', 'approved', 'discarded', 'published')`,
    ),
  ],
);

export type AiQuestionDraftRow = typeof aiQuestionDrafts.$inferSelect;
