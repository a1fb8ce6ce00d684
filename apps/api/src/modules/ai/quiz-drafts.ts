import type { Passage } from "@gk/ai";
import {
  AI_DRAFT_OPTIONS_MAX,
  AI_DRAFT_OPTIONS_MIN,
  type AiQuestionDraft,
  type aiQuizDraftsGenerateRequestSchema,
  type aiQuizDraftUpdateRequestSchema,
} from "@gk/contracts";
import { aiQuestionDrafts, courses, lessons, type AiQuestionDraftRow, type Db } from "@gk/db";
import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { courseBySlug } from "../learning/access";
import { isStaff } from "../subscriptions/service";
import { lessonPassages } from "./lesson-passages";
import { aiFor, recordAiUsage } from "./provider";

type GenerateRequest = z.output<typeof aiQuizDraftsGenerateRequestSchema>;
type UpdateRequest = z.output<typeof aiQuizDraftUpdateRequestSchema>;

/**
 * Who may write AI quizzes: the provider's staff, for the catalogue. Companies do not own courses and a quiz is
 * not scoped to an organisation, so a company admin's quiz would reach every learner of the course; nobody else
 * is let in (closed by default).
 */
export async function requireAuthor(ctx: AppContext, request: FastifyRequest): Promise<string> {
  const userId = request.auth!.user.id;
  if (!(await isStaff(ctx.db, userId))) throw new ApiError("FORBIDDEN", "aiQuiz.staffOnly");
  return userId;
}

/** The course as the author sees it on this site: 404 when it is not visible here. */
export const authorCourse = (db: Db, request: FastifyRequest, slug: string) =>
  courseBySlug(db, request, slug);

/** Every paragraph of the course's lessons (or of one lesson) in one language; 404 for a lesson of another course. */
async function draftPassages(
  db: Db,
  courseId: string,
  lessonId: string | undefined,
  locale: "id" | "en",
): Promise<Passage[]> {
  const { passages, lessons: found } = await lessonPassages(db, courseId, { lessonId, locales: [locale] });
  if (lessonId && found === 0) throw new ApiError("NOT_FOUND", "aiQuiz.lessonNotInCourse");
  return passages;
}

export function draftView(
  row: AiQuestionDraftRow,
  courseSlug: string,
  lessonTitles: Map<string, string>,
): AiQuestionDraft {
  const [lessonId, , paragraph] = row.sourcePassageId.split(":");
  const sourceLesson = lessonId && lessonTitles.has(lessonId) ? lessonId : null;
  return {
    id: row.id,
    courseSlug,
    lessonId: row.lessonId,
    status: row.status,
    kind: row.kind,
    difficulty: row.difficulty,
    locale: row.locale,
    purpose: row.purpose,
    stem: row.stem,
    options: row.options,
    source: {
      passageId: row.sourcePassageId,
      lessonId: sourceLesson,
      lessonTitle: sourceLesson ? lessonTitles.get(sourceLesson)! : "",
      paragraph: paragraph !== undefined && /^\d+$/.test(paragraph) ? Number(paragraph) : null,
      text: row.sourceText,
    },
    rationale: row.rationale,
    providerMode: row.providerMode,
    publishedQuizId: row.publishedQuizId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The course's lesson titles in the draft's language, to name each draft's source lesson. */
async function lessonTitles(db: Db, courseId: string, rows: AiQuestionDraftRow[]) {
  const all = await db
    .select({ id: lessons.id, titleId: lessons.titleId, titleEn: lessons.titleEn })
    .from(lessons)
    .where(eq(lessons.courseId, courseId));
  const locale = rows[0]?.locale ?? "id";
  return new Map(all.map((l) => [l.id, locale === "en" ? l.titleEn : l.titleId]));
}

export async function viewsOf(db: Db, courseId: string, courseSlug: string, rows: AiQuestionDraftRow[]) {
  const out: AiQuestionDraft[] = [];
  for (const locale of ["id", "en"] as const) {
    const mine = rows.filter((r) => r.locale === locale);
    if (mine.length === 0) continue;
    const titles = await lessonTitles(db, courseId, mine);
    for (const r of mine) out.push(draftView(r, courseSlug, titles));
  }
  const order = new Map(rows.map((r, i) => [r.id, i]));
  return out.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

/**
 * Asks the site's AI writer for drafts and keeps them for review. A post-test is written from the same lessons as
 * the author's pretest drafts of the course, avoiding their stems, so the pair asks the same skills with other
 * items.
 */
/** A step of the writing, for the streamed form of the call. */
export type DraftProgress =
  | { stage: "reading"; passages: number }
  | { stage: "writing"; count: number }
  | { stage: "saved"; done: number; total: number };

export async function generateDrafts(
  ctx: AppContext,
  request: FastifyRequest,
  body: GenerateRequest,
  progress: (step: DraftProgress) => void = () => {},
) {
  const authorId = await requireAuthor(ctx, request);
  const course = await authorCourse(ctx.db, request, body.courseSlug);
  let avoid: string[] | undefined;
  let lessonId = body.lessonId;
  if (body.purpose === "posttest") {
    const pretest = await ctx.db
      .select({ stem: aiQuestionDrafts.stem, lessonId: aiQuestionDrafts.lessonId })
      .from(aiQuestionDrafts)
      .where(
        and(
          eq(aiQuestionDrafts.courseId, course.id),
          eq(aiQuestionDrafts.authorId, authorId),
          eq(aiQuestionDrafts.purpose, "pretest"),
          ne(aiQuestionDrafts.status, "discarded"),
        ),
      );
    if (pretest.length === 0) throw new ApiError("CONFLICT", "aiQuiz.noPretestYet");
    avoid = pretest.map((p) => p.stem);
    // the same material as the pretest: its lesson when it was written from one lesson
    const pretestLessons = new Set(pretest.map((p) => p.lessonId));
    if (lessonId === undefined && pretestLessons.size === 1) lessonId = [...pretestLessons][0] ?? undefined;
  }
  const passages = await draftPassages(ctx.db, course.id, lessonId, body.locale);
  progress({ stage: "reading", passages: passages.length });
  const site = request.site.slug;
  progress({ stage: "writing", count: body.count });
  const result = await aiFor(ctx, site).writeQuestions({
    passages,
    count: body.count,
    difficulty: body.difficulty,
    kind: body.kind,
    locale: body.locale,
    ...(avoid ? { avoid, seed: `posttest:${course.id}` } : {}),
  });
  const mode = result.fallback ? "offline" : result.mode;
  if (result.mode === "hosted" && !result.fallback) await recordAiUsage(ctx, site, result.usage);
  const byId = new Map(passages.map((p) => [p.id, p]));
  const kept = result.drafts.filter((d) => byId.has(d.sourcePassageId));
  // one row at a time: each saved question is a step the streamed call reports (at most 20)
  const rows: (typeof aiQuestionDrafts.$inferSelect)[] = [];
  for (const d of kept) {
    const [row] = await ctx.db
      .insert(aiQuestionDrafts)
      .values({
        courseId: course.id,
        lessonId: lessonId ?? null,
        authorId,
        kind: d.kind,
        difficulty: body.difficulty,
        locale: d.locale,
        purpose: body.purpose,
        stem: d.stem,
        options: d.options.map((o) => ({ text: o.text, correct: o.correct })),
        sourcePassageId: d.sourcePassageId,
        sourceText: byId.get(d.sourcePassageId)!.text,
        rationale: d.rationale,
        providerMode: mode,
      })
      .returning();
    rows.push(row!);
    progress({ stage: "saved", done: rows.length, total: kept.length });
  }
  return {
    drafts: await viewsOf(ctx.db, course.id, course.slug, rows),
    requested: body.count,
    providerMode: mode,
    note: result.fallback?.note ?? null,
  };
}

export async function listDrafts(
  ctx: AppContext,
  request: FastifyRequest,
  query: { courseSlug: string; status?: AiQuestionDraftRow["status"] | undefined },
) {
  const authorId = await requireAuthor(ctx, request);
  const course = await authorCourse(ctx.db, request, query.courseSlug);
  const rows = await ctx.db
    .select()
    .from(aiQuestionDrafts)
    .where(
      and(
        eq(aiQuestionDrafts.courseId, course.id),
        eq(aiQuestionDrafts.authorId, authorId),
        query.status ? eq(aiQuestionDrafts.status, query.status) : undefined,
      ),
    )
    .orderBy(desc(aiQuestionDrafts.createdAt), asc(aiQuestionDrafts.id));
  return { drafts: await viewsOf(ctx.db, course.id, course.slug, rows) };
}

/** One of the author's own drafts, of a course visible here; anyone else's is not found. */
export async function ownDraft(ctx: AppContext, request: FastifyRequest, draftId: string) {
  const authorId = await requireAuthor(ctx, request);
  const [row] = await ctx.db
    .select({ draft: aiQuestionDrafts, slug: courses.slug })
    .from(aiQuestionDrafts)
    .innerJoin(courses, eq(courses.id, aiQuestionDrafts.courseId))
    .where(and(eq(aiQuestionDrafts.id, draftId), eq(aiQuestionDrafts.authorId, authorId)));
  if (!row) throw new ApiError("NOT_FOUND", "aiQuiz.draftNotFound");
  await authorCourse(ctx.db, request, row.slug);
  return row;
}

/** The rules of a question's options, each broken one named on the `options` field. */
export function checkOptions(kind: "single" | "multiple", options: { text: string; correct: boolean }[]) {
  if (options.length < AI_DRAFT_OPTIONS_MIN || options.length > AI_DRAFT_OPTIONS_MAX)
    throw ApiError.field("options", "aiQuiz.optionCount", {
      min: AI_DRAFT_OPTIONS_MIN,
      max: AI_DRAFT_OPTIONS_MAX,
    });
  const texts = new Set(options.map((o) => o.text.trim().toLowerCase()));
  if (texts.size !== options.length) throw ApiError.field("options", "aiQuiz.optionsRepeated");
  const correct = options.filter((o) => o.correct).length;
  if (kind === "single" && correct !== 1) throw ApiError.field("options", "aiQuiz.singleOneCorrect");
  if (kind === "multiple" && (correct < 1 || correct === options.length))
    throw ApiError.field("options", "aiQuiz.multipleCorrectAndWrong");
}

/** Edits a draft; an approved draft that is edited goes back to review (draft). */
export async function updateDraft(ctx: AppContext, request: FastifyRequest, body: UpdateRequest) {
  const { draft, slug } = await ownDraft(ctx, request, body.draftId);
  if (draft.status === "published") throw new ApiError("CONFLICT", "aiQuiz.alreadyPublished");
  const kind = body.kind ?? draft.kind;
  const options = body.options ?? draft.options;
  checkOptions(kind, options);
  const changed = body.stem !== undefined || body.kind !== undefined || body.options !== undefined;
  const [row] = await ctx.db
    .update(aiQuestionDrafts)
    .set({
      stem: body.stem ?? draft.stem,
      kind,
      options: options.map((o) => ({ text: o.text.trim(), correct: o.correct })),
      rationale: body.rationale ?? draft.rationale,
      status: changed && draft.status === "approved" ? "draft" : draft.status,
      updatedAt: new Date(),
    })
    .where(eq(aiQuestionDrafts.id, draft.id))
    .returning();
  return (await viewsOf(ctx.db, draft.courseId, slug, [row!]))[0]!;
}

/** Approves or discards a draft (a discarded one can be approved again); a published draft stays as it is. */
export async function setDraftStatus(
  ctx: AppContext,
  request: FastifyRequest,
  draftId: string,
  status: "approved" | "discarded",
) {
  const { draft, slug } = await ownDraft(ctx, request, draftId);
  if (draft.status === "published") throw new ApiError("CONFLICT", "aiQuiz.alreadyPublished");
  // a draft is approved only as it stands valid (a hosted model's draft was checked; an edit was too)
  if (status === "approved") checkOptions(draft.kind, draft.options);
  const [row] = await ctx.db
    .update(aiQuestionDrafts)
    .set({ status, updatedAt: new Date() })
    .where(eq(aiQuestionDrafts.id, draft.id))
    .returning();
  return (await viewsOf(ctx.db, draft.courseId, slug, [row!]))[0]!;
}
