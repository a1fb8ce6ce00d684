import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The course catalogue: categories, institutions, courses with sections and lessons, quizzes with
 * their questions and options, bundles and blog posts. Every user-facing text is stored in both languages as
 * a pair of columns (`…_id` Indonesian, `…_en` English) so the API can answer either or both without joins.
 * Enrolments, progress, attempts and certificates belong to the learning tables (learning.ts), not here.
 */

/** A text in both languages, for list-valued columns (skills, included items). */
export interface BilingualText {
  id: string;
  en: string;
}

export const institutionKind = pgEnum("institution_kind", [
  "university",
  "polytechnic",
  "company",
  "ministry",
  "agency",
]);
export const courseLevel = pgEnum("course_level", ["beginner", "intermediate", "advanced"]);
export const lessonKind = pgEnum("lesson_kind", ["article", "video", "live", "quiz", "pretest"]);
export const quizKind = pgEnum("quiz_kind", ["final", "pretest"]);
/**
 * When the review of a finished attempt shows the correct options and explanations: after the learner has
 * passed the quiz or has no attempt left (the default), only after a pass, or never. Before that the review
 * says which answers were wrong, not what was right.
 */
export const quizKeyShown = pgEnum("quiz_key_shown", ["after_pass_or_last_attempt", "after_pass", "never"]);
export const questionKind = pgEnum("question_kind", ["single", "multiple"]);

/** The 22 course categories; rows mirror CATEGORIES in @gk/contracts (slug is the key everywhere). */
export const categories = pgTable("categories", {
  slug: text("slug").primaryKey(),
  nameId: text("name_id").notNull(),
  nameEn: text("name_en").notNull(),
  position: integer("position").notNull(),
});

export const institutions = pgTable("institutions", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  nameId: text("name_id").notNull(),
  nameEn: text("name_en").notNull(),
  kind: institutionKind("kind").notNull(),
  city: text("city"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const courses = pgTable(
  "courses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    nameId: text("name_id").notNull(),
    nameEn: text("name_en").notNull(),
    descriptionId: text("description_id").notNull(),
    descriptionEn: text("description_en").notNull(),
    skills: jsonb("skills")
      .$type<BilingualText[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** "included items" of the course page (e.g. "8 lessons", "a final quiz", "a certificate") */
    included: jsonb("included")
      .$type<BilingualText[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    categorySlug: text("category_slug")
      .notNull()
      .references(() => categories.slug),
    institutionId: uuid("institution_id")
      .notNull()
      .references(() => institutions.id),
    level: courseLevel("level").notNull().default("beginner"),
    durationMinutes: integer("duration_minutes").notNull(),
    /** whole rupiah; 0 = free */
    priceRupiah: integer("price_rupiah").notNull().default(0),
    certificateOffered: boolean("certificate_offered").notNull().default(true),
    /** kept in step with course_reviews by the API (0 when there are no ratings) */
    ratingAverage: real("rating_average").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    /** a score that grows with enrolments and views; drives "popular" */
    popularity: integer("popularity").notNull().default(0),
    releasedAt: timestamp("released_at", { withTimezone: true }).notNull().defaultNow(),
    lessonCount: integer("lesson_count").notNull().default(0),
    /** optional enrolment window; a course closing soon is listed under "ending soon" */
    enrolmentOpensAt: timestamp("enrolment_opens_at", { withTimezone: true }),
    enrolmentClosesAt: timestamp("enrolment_closes_at", { withTimezone: true }),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    published: boolean("published").notNull().default(false),
    aiGenerated: boolean("ai_generated").notNull().default(false),
    /** which written content track the course was built from (seed), for recommendations of related courses */
    trackKey: text("track_key"),
    /**
     * Moves on every change to the course or to anything its page shows (sections, lessons, quizzes, reviews,
     * its category and institution, a reviewer's name), by the triggers of migration 0017: a stored course page
     * (course_pages) is current only while its version equals this one.
     */
    pageVersion: bigint("page_version", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("courses_slug_key").on(t.slug),
    // One index per (filter, sort) pair the listing offers; `id` breaks ties so keyset pages are stable.
    index("courses_rating_idx")
      .on(t.ratingAverage.desc(), t.ratingCount.desc(), t.id)
      .where(sql`${t.published}`),
    index("courses_popularity_idx")
      .on(t.popularity.desc(), t.id)
      .where(sql`${t.published}`),
    index("courses_newest_idx")
      .on(t.releasedAt.desc(), t.id)
      .where(sql`${t.published}`),
    index("courses_category_rating_idx")
      .on(t.categorySlug, t.ratingAverage.desc(), t.ratingCount.desc(), t.id)
      .where(sql`${t.published}`),
    index("courses_category_popularity_idx")
      .on(t.categorySlug, t.popularity.desc(), t.id)
      .where(sql`${t.published}`),
    index("courses_category_newest_idx")
      .on(t.categorySlug, t.releasedAt.desc(), t.id)
      .where(sql`${t.published}`),
    index("courses_institution_rating_idx")
      .on(t.institutionId, t.ratingAverage.desc(), t.ratingCount.desc(), t.id)
      .where(sql`${t.published}`),
    index("courses_institution_popularity_idx")
      .on(t.institutionId, t.popularity.desc(), t.id)
      .where(sql`${t.published}`),
    index("courses_institution_newest_idx")
      .on(t.institutionId, t.releasedAt.desc(), t.id)
      .where(sql`${t.published}`),
    index("courses_closes_idx")
      .on(t.enrolmentClosesAt)
      .where(sql`${t.published} and ${t.enrolmentClosesAt} is not null`),
    index("courses_tags_idx").using("gin", t.tags),
  ],
);

export const courseSections = pgTable(
  "course_sections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    titleId: text("title_id").notNull(),
    titleEn: text("title_en").notNull(),
  },
  (t) => [uniqueIndex("course_sections_course_position_key").on(t.courseId, t.position)],
);

export const lessons = pgTable(
  "lessons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    sectionId: uuid("section_id")
      .notNull()
      .references(() => courseSections.id, { onDelete: "cascade" }),
    /** order inside the whole course (1-based), so previous/next is a neighbour lookup */
    position: integer("position").notNull(),
    kind: lessonKind("kind").notNull(),
    titleId: text("title_id").notNull(),
    titleEn: text("title_en").notNull(),
    /** article text (paragraphs separated by a blank line); for other kinds an introduction */
    bodyId: text("body_id").notNull().default(""),
    bodyEn: text("body_en").notNull().default(""),
    /** video lessons: the player URL */
    videoUrl: text("video_url"),
    /**
     * live classes: the conferencing service's address, opened in a new tab; null holds the class in the
     * product's own live room page. An ended class's recording is its `video_url`.
     */
    liveUrl: text("live_url"),
    liveStartsAt: timestamp("live_starts_at", { withTimezone: true }),
    durationMinutes: integer("duration_minutes").notNull().default(10),
  },
  (t) => [
    uniqueIndex("lessons_course_position_key").on(t.courseId, t.position),
    index("lessons_section_idx").on(t.sectionId),
  ],
);

export const quizzes = pgTable(
  "quizzes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** the quiz or pretest lesson that presents this quiz */
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    kind: quizKind("kind").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    /** questions drawn per attempt from the quiz's pool (all its quiz_questions), a fresh draw each time */
    questionCount: integer("question_count").notNull(),
    passMarkPercent: integer("pass_mark_percent").notNull().default(70),
    /** finished attempts a learner may make; null means no limit */
    attemptLimit: integer("attempt_limit").default(3),
    /** minutes a learner waits after a finished attempt before the next one may start */
    cooldownMinutes: integer("cooldown_minutes").notNull().default(60),
    keyShown: quizKeyShown("key_shown").notNull().default("after_pass_or_last_attempt"),
    aiGenerated: boolean("ai_generated").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("quizzes_lesson_key").on(t.lessonId),
    index("quizzes_course_idx").on(t.courseId, t.kind),
  ],
);

export const quizQuestions = pgTable(
  "quiz_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quizId: uuid("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: questionKind("kind").notNull(),
    promptId: text("prompt_id").notNull(),
    promptEn: text("prompt_en").notNull(),
    explanationId: text("explanation_id").notNull().default(""),
    explanationEn: text("explanation_en").notNull().default(""),
  },
  (t) => [uniqueIndex("quiz_questions_quiz_position_key").on(t.quizId, t.position)],
);

export const quizOptions = pgTable(
  "quiz_options",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    questionId: uuid("question_id")
      .notNull()
      .references(() => quizQuestions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    textId: text("text_id").notNull(),
    textEn: text("text_en").notNull(),
    /** never sent to the browser before the attempt is submitted */
    correct: boolean("correct").notNull().default(false),
  },
  (t) => [uniqueIndex("quiz_options_question_position_key").on(t.questionId, t.position)],
);

export const bundles = pgTable("bundles", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  nameId: text("name_id").notNull(),
  nameEn: text("name_en").notNull(),
  descriptionId: text("description_id").notNull(),
  descriptionEn: text("description_en").notNull(),
  priceRupiah: integer("price_rupiah").notNull().default(0),
  published: boolean("published").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const bundleCourses = pgTable(
  "bundle_courses",
  {
    bundleId: uuid("bundle_id")
      .notNull()
      .references(() => bundles.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bundleId, t.courseId] }),
    index("bundle_courses_course_idx").on(t.courseId),
  ],
);

/** Blog posts for share pages (/blog/{slug}). */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    titleId: text("title_id").notNull(),
    titleEn: text("title_en").notNull(),
    excerptId: text("excerpt_id").notNull().default(""),
    excerptEn: text("excerpt_en").notNull().default(""),
    bodyId: text("body_id").notNull(),
    bodyEn: text("body_en").notNull(),
    author: text("author").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("blog_posts_published_idx").on(t.publishedAt.desc())],
);

export type Category = typeof categories.$inferSelect;
export type Institution = typeof institutions.$inferSelect;
export type Course = typeof courses.$inferSelect;
export type CourseSection = typeof courseSections.$inferSelect;
export type Lesson = typeof lessons.$inferSelect;
export type Quiz = typeof quizzes.$inferSelect;
export type QuizQuestionRow = typeof quizQuestions.$inferSelect;
export type QuizOptionRow = typeof quizOptions.$inferSelect;
export type Bundle = typeof bundles.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type LessonKind = Lesson["kind"];
export type CourseLevel = Course["level"];
