import { z } from "zod";
import { courseCardSchema } from "./catalogue";
import { accessSchema } from "./commerce";
import { envelope, localeSchema } from "./common";
import { liveClassSchema } from "./live-class";
import { lessonVideoSchema } from "./video";

/**
 * The learning calls: enrolment, lessons with previous/next, progress, quiz attempts
 * whose clock the server owns, certificates, the leaderboard and the dashboard. Texts come in the request's
 * language. Quiz questions never carry correctness before the attempt is finished.
 */

const uuid = z.uuid();
const slug = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9-]+$/);
const iso = z.string();

export const LESSON_KINDS = ["article", "video", "live", "quiz", "pretest"] as const;
export const ATTEMPT_STATUSES = ["in_progress", "submitted", "expired", "reset"] as const;
/** per question after grading: "partial" is "Not quite right" (some correct options, no wrong one) */
export const ANSWER_VERDICTS = ["correct", "partial", "wrong"] as const;

export const courseSlugParams = z.object({ courseSlug: slug });
export const lessonParams = z.object({ lessonId: uuid });
export const quizParams = z.object({ quizId: uuid });
export const attemptParams = z.object({ attemptId: uuid });
export const answerParams = z.object({ attemptId: uuid, questionId: uuid });
export const certificateParams = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{6,40}$/),
});

export const enrolmentSchema = z.object({
  courseId: uuid,
  courseSlug: slug,
  enrolledAt: iso,
  completedAt: iso.nullable(),
  completedLessons: z.number().int(),
  lessonCount: z.number().int(),
  progressPercent: z.number().int().min(0).max(100),
  /** the lesson to open next: the first not completed one (the last opened when all are done) */
  nextLessonId: uuid.nullable(),
});
export const enrolmentResponseSchema = envelope(enrolmentSchema);

const outlineLessonSchema = z.object({
  id: uuid,
  position: z.number().int(),
  kind: z.enum(LESSON_KINDS),
  title: z.string(),
  durationMinutes: z.number().int(),
  completed: z.boolean(),
  /** outside the free preview of a paid course the learner has not upgraded: opening it answers 402 */
  locked: z.boolean(),
});
export const courseLearningResponseSchema = envelope(
  z.object({
    locale: localeSchema,
    course: courseCardSchema,
    enrolment: enrolmentSchema,
    sections: z.array(
      z.object({
        id: uuid,
        position: z.number().int(),
        title: z.string(),
        lessons: z.array(outlineLessonSchema),
      }),
    ),
    certificateCode: z.string().nullable(),
    /** what the learner may open of the course and whether finishing it earns the certificate */
    access: accessSchema,
  }),
);

/**
 * Where the learner stands with a quiz's attempts: how many finished attempts they made, the limit (null: none),
 * how many are left (null: no limit), when the next one may start (null: now, or never when none are left).
 */
export const attemptAllowanceSchema = z.object({
  used: z.number().int(),
  limit: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  nextAttemptAt: iso.nullable(),
  canStart: z.boolean(),
  passed: z.boolean(),
});

export const quizInfoSchema = z.object({
  id: uuid,
  kind: z.enum(["final", "pretest"]),
  durationMinutes: z.number().int(),
  questionCount: z.number().int(),
  passMarkPercent: z.number().int(),
  aiGenerated: z.boolean(),
  /** the rules shown on the information screen, in the request's language */
  rules: z.array(z.string()),
  openAttemptId: uuid.nullable(),
  attempts: attemptAllowanceSchema,
  lastResult: z
    .object({ attemptId: uuid, scorePercent: z.number(), passed: z.boolean(), finishedAt: iso })
    .nullable(),
});

export const lessonResponseSchema = envelope(
  z.object({
    locale: localeSchema,
    id: uuid,
    courseSlug: slug,
    position: z.number().int(),
    kind: z.enum(LESSON_KINDS),
    title: z.string(),
    section: z.object({ id: uuid, title: z.string() }),
    body: z.string(),
    durationMinutes: z.number().int(),
    /** video lessons, and live classes with a recording: the player page's clip; null otherwise */
    video: lessonVideoSchema.nullable(),
    live: liveClassSchema.nullable(),
    quiz: quizInfoSchema.nullable(),
    previousLessonId: uuid.nullable(),
    nextLessonId: uuid.nullable(),
    completed: z.boolean(),
  }),
);

export const lessonCompleteResponseSchema = envelope(
  z.object({
    lessonId: uuid,
    completed: z.literal(true),
    pointsAwarded: z.number().int(),
    enrolment: enrolmentSchema,
  }),
);

export const attemptStartRequestSchema = z.object({
  quizId: uuid,
  /**
   * An open attempt always resumes on its own deadline; true also clears its saved answers. A new attempt
   * starts only within the quiz's attempt limit and after its cooldown (409 otherwise).
   */
  restart: z.boolean().default(false),
});
export const answerRequestSchema = z.object({
  attemptId: uuid,
  questionId: uuid,
  optionIds: z.array(uuid).max(20),
});

const questionSchema = z.object({
  id: uuid,
  position: z.number().int(),
  kind: z.enum(["single", "multiple"]),
  prompt: z.string(),
  options: z.array(z.object({ id: uuid, text: z.string() })),
  /** the learner's saved choice */
  selectedOptionIds: z.array(uuid),
});
const reviewedQuestionSchema = questionSchema.extend({
  /** null while the answer key is not shown (see result.keyShown) */
  correctOptionIds: z.array(uuid).nullable(),
  verdict: z.enum(ANSWER_VERDICTS),
  credit: z.number(),
  /** null while the answer key is not shown */
  explanation: z.string().nullable(),
});
export const attemptSchema = z.object({
  locale: localeSchema,
  id: uuid,
  quizId: uuid,
  quizKind: z.enum(["final", "pretest"]),
  courseSlug: slug,
  status: z.enum(ATTEMPT_STATUSES),
  startedAt: iso,
  deadlineAt: iso,
  /** the server's clock when answering, so the countdown does not trust the device's clock */
  serverNow: iso,
  secondsLeft: z.number().int(),
  questions: z.array(questionSchema),
  /** present once the attempt is finished (submitted or expired) */
  result: z
    .object({
      passed: z.boolean(),
      scorePercent: z.number(),
      passMarkPercent: z.number().int(),
      questionCount: z.number().int(),
      correct: z.number().int(),
      partial: z.number().int(),
      wrong: z.number().int(),
      finishedAt: iso,
      review: z.array(reviewedQuestionSchema),
      /**
       * whether the review carries the correct options and explanations: by the quiz's setting, after a pass
       * or once no attempt is left; before that it only says which answers were wrong
       */
      keyShown: z.boolean(),
      attempts: attemptAllowanceSchema,
      /** pretest: where the learner goes next */
      nextLessonId: uuid.nullable(),
      courseCompleted: z.boolean(),
      certificateCode: z.string().nullable(),
    })
    .nullable(),
});
export const attemptResponseSchema = envelope(attemptSchema);
export const answerResponseSchema = envelope(
  z.object({
    questionId: uuid,
    selectedOptionIds: z.array(uuid),
    savedAt: iso,
    secondsLeft: z.number().int(),
  }),
);

export const MY_COURSE_LISTS = ["enrolled", "learned", "completed"] as const;
export const myCoursesRequestSchema = z.object({
  list: z.enum(MY_COURSE_LISTS).default("enrolled"),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
const myCourseSchema = courseCardSchema.extend({
  progressPercent: z.number().int(),
  nextLessonId: uuid.nullable(),
  enrolledAt: iso,
  lastActivityAt: iso,
  completedAt: iso.nullable(),
  certificateCode: z.string().nullable(),
});
export const myCoursesResponseSchema = envelope(
  z.object({
    locale: localeSchema,
    list: z.enum(MY_COURSE_LISTS),
    items: z.array(myCourseSchema),
    empty: z.string().nullable(),
  }),
);
/** "my classes": every enrolled course in three groups */
export const myClassesResponseSchema = envelope(
  z.object({
    locale: localeSchema,
    inProgress: z.array(myCourseSchema),
    notStarted: z.array(myCourseSchema),
    completed: z.array(myCourseSchema),
  }),
);

export const certificateSchema = z.object({
  code: z.string(),
  fullName: z.string(),
  course: z.string(),
  courseSlug: slug,
  institution: z.string(),
  issuedAt: iso,
  verifyUrl: z.string(),
  pdfPath: z.string(),
});
export const certificateResponseSchema = envelope(
  certificateSchema.extend({ locale: localeSchema, valid: z.literal(true) }),
);
export const myCertificatesResponseSchema = envelope(
  z.object({ locale: localeSchema, items: z.array(certificateSchema) }),
);

export const LEADERBOARD_PERIODS = ["all", "week"] as const;
export const LEADERBOARD_SCOPES = ["site", "organisation"] as const;
export const leaderboardRequestSchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS).default("all"),
  scope: z.enum(LEADERBOARD_SCOPES).default("site"),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const leaderboardResponseSchema = envelope(
  z.object({
    period: z.enum(LEADERBOARD_PERIODS),
    scope: z.enum(LEADERBOARD_SCOPES),
    since: iso.nullable(),
    /** public: rank, the short display name and points; no user id, only `isMe` marks the caller's own row */
    items: z.array(
      z.object({
        rank: z.number().int(),
        name: z.string(),
        points: z.number().int(),
        isMe: z.boolean(),
      }),
    ),
    me: z.object({ rank: z.number().int().nullable(), points: z.number().int() }).nullable(),
  }),
);
export const dashboardResponseSchema = envelope(
  z.object({
    hoursLearned: z.number(),
    lessonsCompleted: z.number().int(),
    coursesEnrolled: z.number().int(),
    coursesCompleted: z.number().int(),
    certificates: z.number().int(),
    points: z.object({ all: z.number().int(), week: z.number().int() }),
  }),
);

export type Attempt = z.infer<typeof attemptSchema>;
export type AttemptAllowance = z.infer<typeof attemptAllowanceSchema>;
export type EnrolmentView = z.infer<typeof enrolmentSchema>;
