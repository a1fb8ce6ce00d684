import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { organisations, users } from "./accounts";
import { courses, lessons, quizQuestions, quizzes } from "./catalogue";
import { transactions } from "./commerce";

/**
 * Learning: enrolments, progress per lesson, quiz attempts with the answers saved as
 * they are given, certificates, the paid upgrades that entitle a learner to one, and the points ledger the
 * leaderboard sums. Times that decide an outcome (deadlines, completion) are written from the API's clock,
 * never from the database's now(), so tests can move time.
 */

export const enrolments = pgTable(
  "enrolments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** the organisation of the account that enrolled (leaderboard per organisation); null for public users */
    organisationId: uuid("organisation_id").references(() => organisations.id, { onDelete: "set null" }),
    site: text("site").notNull().default("general"),
    enrolledAt: timestamp("enrolled_at", { withTimezone: true }).notNull(),
    /** the last time a lesson of the course was opened or completed: orders "continue your course" */
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull(),
    lastLessonId: uuid("last_lesson_id").references(() => lessons.id, { onDelete: "set null" }),
    completedLessons: integer("completed_lessons").notNull().default(0),
    /** set when the final quiz is passed */
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("enrolments_user_course_key").on(t.userId, t.courseId),
    index("enrolments_user_activity_idx").on(t.userId, t.lastActivityAt.desc()),
    index("enrolments_course_idx").on(t.courseId),
    // the company admin's dashboard, each read from the index alone: active learners, completions over time,
    // top courses
    index("enrolments_org_activity_idx").on(t.organisationId, t.lastActivityAt, t.userId),
    index("enrolments_org_completed_idx").on(t.organisationId, t.completedAt),
    index("enrolments_org_course_idx").on(t.organisationId, t.courseId, t.completedAt),
  ],
);

export const lessonProgress = pgTable(
  "lesson_progress",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** video lessons: where the learner stopped watching, so the player resumes there */
    videoPositionSeconds: real("video_position_seconds"),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index("lesson_progress_user_course_idx").on(t.userId, t.courseId),
  ],
);

/**
 * in_progress → submitted (by the learner) | expired (the deadline passed: graded with what was saved) |
 * reset (only attempts from before the clock was kept across leaving: answers dropped, never graded). Leaving
 * or restarting an open attempt now clears its answers but keeps it open on its first deadline.
 */
export const attemptStatus = pgEnum("quiz_attempt_status", ["in_progress", "submitted", "expired", "reset"]);

export const quizAttempts = pgTable(
  "quiz_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    quizId: uuid("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    status: attemptStatus("status").notNull().default("in_progress"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    deadlineAt: timestamp("deadline_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    questionCount: integer("question_count").notNull(),
    correctCount: integer("correct_count"),
    partialCount: integer("partial_count"),
    wrongCount: integer("wrong_count"),
    /** 0–100, partial credit included (see the README of the API for the formula) */
    scorePercent: real("score_percent"),
    passMarkPercent: integer("pass_mark_percent").notNull(),
    passed: boolean("passed"),
  },
  (t) => [
    index("quiz_attempts_user_quiz_idx").on(t.userId, t.quizId, t.startedAt.desc()),
    // at most one open attempt per learner and quiz; a second start resumes it
    uniqueIndex("quiz_attempts_open_key")
      .on(t.userId, t.quizId)
      .where(sql`${t.status} = 'in_progress'`),
    index("quiz_attempts_due_idx")
      .on(t.deadlineAt)
      .where(sql`${t.status} = 'in_progress'`),
  ],
);

/**
 * The questions one attempt drew from its quiz's pool, in the order shown, with the options shuffled. The
 * browser only ever sees `id` and `publicOptionIds`: opaque ids issued for this attempt that map to the real
 * question and options here, so ids read in one attempt mean nothing in the next.
 */
export const attemptQuestions = pgTable(
  "quiz_attempt_questions",
  {
    /** the question's id for this attempt only */
    id: uuid("id").primaryKey().defaultRandom(),
    attemptId: uuid("attempt_id")
      .notNull()
      .references(() => quizAttempts.id, { onDelete: "cascade" }),
    questionId: uuid("question_id")
      .notNull()
      .references(() => quizQuestions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** the real options in the order this attempt shows them */
    optionIds: uuid("option_ids").array().notNull(),
    /** the ids the browser sees for those options, index for index */
    publicOptionIds: uuid("public_option_ids").array().notNull(),
  },
  (t) => [
    uniqueIndex("quiz_attempt_questions_position_key").on(t.attemptId, t.position),
    uniqueIndex("quiz_attempt_questions_question_key").on(t.attemptId, t.questionId),
  ],
);

export const attemptAnswers = pgTable(
  "quiz_attempt_answers",
  {
    attemptId: uuid("attempt_id")
      .notNull()
      .references(() => quizAttempts.id, { onDelete: "cascade" }),
    questionId: uuid("question_id")
      .notNull()
      .references(() => quizQuestions.id, { onDelete: "cascade" }),
    /** the chosen options; an empty list is a blank answer */
    optionIds: uuid("option_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/** A certificate keeps the names as printed, so later renames do not change an issued document. */
export const certificates = pgTable(
  "certificates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** the public verification code (/certificates/{code}) */
    code: text("code").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    courseNameId: text("course_name_id").notNull(),
    courseNameEn: text("course_name_en").notNull(),
    institutionNameId: text("institution_name_id").notNull(),
    institutionNameEn: text("institution_name_en").notNull(),
    scorePercent: real("score_percent"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("certificates_code_key").on(t.code),
    uniqueIndex("certificates_user_course_key").on(t.userId, t.courseId),
  ],
);

/**
 * The paid upgrade (certificate and lifetime access). Payments arrive in a later issue; until then
 * a row here is the only thing that entitles a non-company learner to a certificate. `course_id` null means
 * every course.
 */
export const paidUpgrades = pgTable(
  "paid_upgrades",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid("course_id").references(() => courses.id, { onDelete: "cascade" }),
    /** the paid transaction that bought it (null for upgrades granted by hand); a refund removes the row */
    transactionId: uuid("transaction_id").references(() => transactions.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("paid_upgrades_user_idx").on(t.userId),
    uniqueIndex("paid_upgrades_transaction_key").on(t.transactionId),
  ],
);

export const pointsReason = pgEnum("points_reason", ["lesson_completed", "quiz_passed", "course_completed"]);

/** One row per thing that earned points, once: the leaderboard sums it all-time or since Monday. */
export const pointsLedger = pgTable(
  "points_ledger",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organisationId: uuid("organisation_id").references(() => organisations.id, { onDelete: "set null" }),
    site: text("site").notNull().default("general"),
    reason: pointsReason("reason").notNull(),
    /** the lesson, quiz or course that earned them */
    sourceId: uuid("source_id").notNull(),
    points: integer("points").notNull(),
    earnedAt: timestamp("earned_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("points_ledger_once_key").on(t.userId, t.reason, t.sourceId),
    index("points_ledger_earned_idx").on(t.earnedAt),
    index("points_ledger_site_idx").on(t.site, t.earnedAt),
    index("points_ledger_org_idx").on(t.organisationId, t.earnedAt),
    // the company admin's dashboard: learning hours, the lessons finished in a period, from the index alone
    index("points_ledger_org_lessons_idx").on(t.organisationId, t.earnedAt, t.reason, t.sourceId),
  ],
);

export type Enrolment = typeof enrolments.$inferSelect;
export type LessonProgress = typeof lessonProgress.$inferSelect;
export type QuizAttempt = typeof quizAttempts.$inferSelect;
export type AttemptAnswer = typeof attemptAnswers.$inferSelect;
export type AttemptQuestion = typeof attemptQuestions.$inferSelect;
export type Certificate = typeof certificates.$inferSelect;
export type PointsEntry = typeof pointsLedger.$inferSelect;
export type PointsReason = PointsEntry["reason"];
