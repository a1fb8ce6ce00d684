import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { organisations, users } from "./accounts";
import { courses, lessons } from "./catalogue";

/**
 * Engagement: course ratings with reviews (the five labels, poor to extraordinary, map to 1–5), the feedback
 * form, and search terms counted per day for "trending searches". Leaderboard points and the dashboard are
 * computed from the learning tables (learning.ts), not stored here.
 */
export const courseReviews = pgTable(
  "course_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 1 poor, 2 needs improvement, 3 good, 4 excellent, 5 extraordinary */
    rating: smallint("rating").notNull(),
    body: text("body").notNull().default(""),
    /** the language the review was written in */
    locale: text("locale").notNull().default("id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("course_reviews_course_user_key").on(t.courseId, t.userId),
    index("course_reviews_course_recent_idx").on(t.courseId, t.createdAt.desc()),
    check("course_reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

export const feedback = pgTable(
  "feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    organisationId: uuid("organisation_id").references(() => organisations.id, { onDelete: "set null" }),
    site: text("site").notNull().default("general"),
    /** worst (1) to best (5) */
    rating: smallint("rating").notNull(),
    message: text("message").notNull().default(""),
    /** feedback about one lesson (the survey after a video or a live class); null for the general form */
    lessonId: uuid("lesson_id").references(() => lessons.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("feedback_created_idx").on(t.createdAt.desc()),
    index("feedback_lesson_idx").on(t.lessonId),
    check("feedback_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

/** Search terms (normalised: trimmed, lower-case, single spaces) counted per site and day. */
export const searchTermCounts = pgTable(
  "search_term_counts",
  {
    site: text("site").notNull(),
    term: text("term").notNull(),
    day: date("day").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.site, t.day, t.term] })],
);

export type CourseReview = typeof courseReviews.$inferSelect;
export type Feedback = typeof feedback.$inferSelect;
