import { z } from "zod";
import { envelope, localeSchema } from "./common";

/**
 * AI-written quizzes with human review. The provider's staff ask the AI writer for draft questions from a lesson
 * or a whole course; every draft carries the passage it was written from and a rationale. A draft is edited,
 * approved or discarded; only approved drafts can be published, as a practice quiz or as a matched pretest and
 * post-test pair (same lessons, different items), and the published quiz carries the AI-generated flag.
 * Generating is one request that answers with the drafts when the writer is done (the web shows the "AI writing"
 * state while it waits).
 */

const uuid = z.uuid();
const slug = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9-]+$/);

export const AI_QUIZ_DIFFICULTIES = ["easy", "medium", "hard"] as const;
export const AI_QUIZ_QUESTION_KINDS = ["single", "multiple"] as const;
/** What the drafts are for: a practice quiz, or a pretest (its post-test is written to match it). */
export const AI_QUIZ_PURPOSES = ["quiz", "pretest", "posttest"] as const;
export const AI_DRAFT_STATUSES = ["draft", "approved", "discarded", "published"] as const;
/** What a publication creates: one practice quiz, or a pretest and a post-test from the same drafts' lessons. */
export const AI_QUIZ_PUBLISH_KINDS = ["practice", "pretest-posttest"] as const;

export const AI_DRAFT_OPTIONS_MIN = 2;
export const AI_DRAFT_OPTIONS_MAX = 6;
export const AI_DRAFTS_PER_REQUEST_MAX = 20;

export const aiQuizDifficultySchema = z.enum(AI_QUIZ_DIFFICULTIES);
export const aiQuizQuestionKindSchema = z.enum(AI_QUIZ_QUESTION_KINDS);
export const aiQuizPurposeSchema = z.enum(AI_QUIZ_PURPOSES);
export const aiDraftStatusSchema = z.enum(AI_DRAFT_STATUSES);

/** Ask the writer for drafts from one lesson (`lessonId`) or from the whole course. */
export const aiQuizDraftsGenerateRequestSchema = z.object({
  courseSlug: slug,
  lessonId: uuid.optional(),
  count: z.number().int().min(1).max(AI_DRAFTS_PER_REQUEST_MAX),
  difficulty: aiQuizDifficultySchema,
  kind: aiQuizQuestionKindSchema,
  locale: localeSchema,
  purpose: aiQuizPurposeSchema.default("quiz"),
});
export type AiQuizDraftsGenerateRequest = z.input<typeof aiQuizDraftsGenerateRequestSchema>;

export const aiDraftOptionSchema = z.object({
  text: z.string().trim().min(1).max(500),
  correct: z.boolean(),
});

export const aiQuestionDraftSchema = z.object({
  id: uuid,
  courseSlug: z.string(),
  lessonId: uuid.nullable(),
  status: aiDraftStatusSchema,
  kind: aiQuizQuestionKindSchema,
  difficulty: aiQuizDifficultySchema,
  locale: localeSchema,
  purpose: aiQuizPurposeSchema,
  stem: z.string(),
  options: z.array(aiDraftOptionSchema),
  /** the passage the question was written from: its id (`lessonId:paragraph`), lesson and words */
  source: z.object({
    passageId: z.string(),
    lessonId: uuid.nullable(),
    lessonTitle: z.string(),
    paragraph: z.number().int().nullable(),
    text: z.string(),
  }),
  rationale: z.string(),
  /** who wrote it: the offline writer (extractive, rule-based) or a hosted model */
  providerMode: z.enum(["offline", "hosted"]),
  /** the quiz it was published in, once published */
  publishedQuizId: uuid.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AiQuestionDraft = z.infer<typeof aiQuestionDraftSchema>;

export const aiQuizDraftsGenerateResponseSchema = envelope(
  z.object({
    drafts: z.array(aiQuestionDraftSchema),
    /** fewer drafts than asked when the lessons do not carry enough material (never padded) */
    requested: z.number().int(),
    providerMode: z.enum(["offline", "hosted"]),
    /** set when a configured model failed or its budget is spent and the offline writer stepped in */
    note: z.string().nullable(),
  }),
);

export const aiQuizDraftsListRequestSchema = z.object({
  courseSlug: slug,
  status: aiDraftStatusSchema.optional(),
});
export const aiQuizDraftsListResponseSchema = envelope(z.object({ drafts: z.array(aiQuestionDraftSchema) }));

export const aiQuizDraftParams = z.object({ draftId: uuid });

/**
 * Edit a draft (not once published). Options are checked as a whole: 2–6 of them, a single-answer question has
 * exactly one correct option, a multiple-answer question at least one correct and one wrong.
 */
export const aiQuizDraftUpdateRequestSchema = z.object({
  draftId: uuid,
  stem: z.string().trim().min(1).max(1000).optional(),
  kind: aiQuizQuestionKindSchema.optional(),
  options: z.array(aiDraftOptionSchema).optional(),
  rationale: z.string().trim().max(2000).optional(),
});
export const aiQuizDraftResponseSchema = envelope(aiQuestionDraftSchema);

/** Publish approved drafts as a quiz the course's learners take with the learning calls. */
export const aiQuizPublishRequestSchema = z.object({
  courseSlug: slug,
  title: z.string().trim().min(1).max(200),
  /** approved drafts of this course; for a pretest and post-test pair, the pretest's and the post-test's drafts */
  draftIds: z.array(uuid).min(1).max(100),
  durationMinutes: z.number().int().min(1).max(240),
  kind: z.enum(AI_QUIZ_PUBLISH_KINDS),
});

export const aiPublishedQuizSchema = z.object({
  quizId: uuid,
  lessonId: uuid,
  /** `final` for a practice quiz or a post-test, `pretest` for a pretest */
  kind: z.enum(["final", "pretest"]),
  role: z.enum(["practice", "pretest", "posttest"]),
  questionCount: z.number().int(),
  aiGenerated: z.literal(true),
});
export const aiQuizPublishResponseSchema = envelope(z.object({ quizzes: z.array(aiPublishedQuizSchema) }));

/**
 * The same request as `aiQuizDraftsGenerate`, answered as it goes: newline-delimited JSON, one `progress` line per
 * step (the passages read, the writer at work, each question saved, with a `message` in the request's language),
 * then one `done` line carrying what `aiQuizDraftsGenerate` answers, or an `error` line with the API's message.
 */
export const AI_QUIZ_DRAFTS_STREAM_PATH = "/ai/quiz-drafts/stream";
export type AiQuizDraftsProgressLine =
  | {
      type: "progress";
      stage: "reading" | "writing" | "saved";
      done?: number;
      total?: number;
      message: string;
    }
  | { type: "done"; data: z.infer<typeof aiQuizDraftsGenerateResponseSchema>["data"] }
  | { type: "error"; message: string };
