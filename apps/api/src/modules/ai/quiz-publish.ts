import type { aiQuizPublishRequestSchema } from "@gk/contracts";
import {
  aiQuestionDrafts,
  courseSections,
  lessons,
  quizOptions,
  quizQuestions,
  quizzes,
  type AiQuestionDraftRow,
  type Db,
} from "@gk/db";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { catalogueChanged } from "../catalogue/changed";
import { authorCourse, requireAuthor } from "./quiz-drafts";

type PublishRequest = z.output<typeof aiQuizPublishRequestSchema>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Role = "practice" | "pretest" | "posttest";

/**
 * Publishes approved drafts as quizzes the course's learners take with the learning calls, marked AI-generated.
 * A practice quiz and a post-test are appended to the course as a new last section; a pretest opens the course's
 * first section. None of them completes the course or earns points when passed (the quiz kind `pretest`: the
 * course's own final quiz keeps that role), so a five-question AI quiz never issues a certificate. Each draft is
 * copied in its own language into both language columns of the question (it was written in one).
 */
export async function publishQuiz(ctx: AppContext, request: FastifyRequest, body: PublishRequest) {
  const authorId = await requireAuthor(ctx, request);
  const course = await authorCourse(ctx.db, request, body.courseSlug);
  const ids = [...new Set(body.draftIds)];
  const rows = await ctx.db
    .select()
    .from(aiQuestionDrafts)
    .where(and(inArray(aiQuestionDrafts.id, ids), eq(aiQuestionDrafts.authorId, authorId)));
  if (rows.length !== ids.length) throw new ApiError("NOT_FOUND", "aiQuiz.draftNotFound");
  if (rows.some((r) => r.courseId !== course.id)) throw new ApiError("CONFLICT", "aiQuiz.otherCourse");
  if (rows.some((r) => r.status !== "approved")) throw new ApiError("CONFLICT", "aiQuiz.notApproved");
  const order = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);

  const parts: { role: Role; drafts: AiQuestionDraftRow[] }[] =
    body.kind === "practice"
      ? [{ role: "practice", drafts: rows }]
      : [
          { role: "pretest", drafts: rows.filter((r) => r.purpose === "pretest") },
          { role: "posttest", drafts: rows.filter((r) => r.purpose === "posttest") },
        ];
  if (parts.some((p) => p.drafts.length === 0) || rows.some((r) => !parts.some((p) => p.drafts.includes(r))))
    throw new ApiError("CONFLICT", "aiQuiz.pairIncomplete");

  const published = await ctx.db.transaction(async (tx) => {
    const out = [];
    for (const part of parts) {
      const lessonId =
        part.role === "pretest"
          ? await firstLesson(tx, course.id, body.title, body.durationMinutes)
          : await lastSection(tx, course.id, body.title, part.role, body.durationMinutes);
      const [quiz] = await tx
        .insert(quizzes)
        .values({
          courseId: course.id,
          lessonId,
          kind: "pretest",
          durationMinutes: body.durationMinutes,
          questionCount: part.drafts.length,
          aiGenerated: true,
        })
        .returning({ id: quizzes.id });
      for (const [i, d] of part.drafts.entries()) {
        const [q] = await tx
          .insert(quizQuestions)
          .values({
            quizId: quiz!.id,
            position: i + 1,
            kind: d.kind,
            promptId: d.stem,
            promptEn: d.stem,
            explanationId: d.rationale,
            explanationEn: d.rationale,
          })
          .returning({ id: quizQuestions.id });
        await tx.insert(quizOptions).values(
          d.options.map((o, j) => ({
            questionId: q!.id,
            position: j + 1,
            textId: o.text,
            textEn: o.text,
            correct: o.correct,
          })),
        );
      }
      await tx
        .update(aiQuestionDrafts)
        .set({ status: "published", publishedQuizId: quiz!.id, updatedAt: new Date() })
        .where(
          inArray(
            aiQuestionDrafts.id,
            part.drafts.map((d) => d.id),
          ),
        );
      out.push({
        quizId: quiz!.id,
        lessonId,
        kind: "pretest" as const,
        role: part.role,
        questionCount: part.drafts.length,
        aiGenerated: true as const,
      });
    }
    return { quizzes: out };
  });
  // the course's outline and its included quizzes changed: the catalogue caches start again
  await catalogueChanged(ctx);
  return published;
}

const TITLES: Record<Role, { id: string; en: string }> = {
  practice: { id: "Latihan", en: "Practice" },
  pretest: { id: "Pretest", en: "Pretest" },
  posttest: { id: "Post-test", en: "Post-test" },
};

/** A new last section holding one quiz lesson, after every lesson of the course. */
async function lastSection(tx: Tx, courseId: string, title: string, role: Role, minutes: number) {
  const [{ section, lesson }] = (await tx
    .select({
      section: sql<number>`coalesce((select max(position) from ${courseSections} where course_id = ${courseId}), 0)`,
      lesson: sql<number>`coalesce((select max(position) from ${lessons} where course_id = ${courseId}), 0)`,
    })
    .from(sql`(select 1) as one`)) as [{ section: number; lesson: number }];
  const [s] = await tx
    .insert(courseSections)
    .values({
      courseId,
      position: Number(section) + 1,
      titleId: `${TITLES[role].id}: ${title}`,
      titleEn: `${TITLES[role].en}: ${title}`,
    })
    .returning({ id: courseSections.id });
  const [l] = await tx
    .insert(lessons)
    .values({
      courseId,
      sectionId: s!.id,
      position: Number(lesson) + 1,
      kind: "quiz",
      titleId: title,
      titleEn: title,
      durationMinutes: minutes,
    })
    .returning({ id: lessons.id });
  return l!.id;
}

/**
 * A pretest lesson at the very start of the course's first section: every lesson moves one place on (through
 * negative positions, so the course's unique positions hold at every step).
 */
async function firstLesson(tx: Tx, courseId: string, title: string, minutes: number) {
  const [first] = await tx
    .select({ id: courseSections.id })
    .from(courseSections)
    .where(eq(courseSections.courseId, courseId))
    .orderBy(asc(courseSections.position))
    .limit(1);
  const sectionId =
    first?.id ??
    (
      await tx
        .insert(courseSections)
        .values({ courseId, position: 1, titleId: TITLES.pretest.id, titleEn: TITLES.pretest.en })
        .returning({ id: courseSections.id })
    )[0]!.id;
  await tx
    .update(lessons)
    .set({ position: sql`-${lessons.position} - 1` })
    .where(eq(lessons.courseId, courseId));
  await tx
    .update(lessons)
    .set({ position: sql`-${lessons.position}` })
    .where(eq(lessons.courseId, courseId));
  const [l] = await tx
    .insert(lessons)
    .values({
      courseId,
      sectionId,
      position: 1,
      kind: "pretest",
      titleId: title,
      titleEn: title,
      durationMinutes: minutes,
    })
    .returning({ id: lessons.id });
  return l!.id;
}
