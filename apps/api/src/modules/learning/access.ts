import {
  courses,
  lessons,
  quizAttempts,
  quizzes,
  type Db,
  type Lesson,
  type Quiz,
  type QuizAttempt,
} from "@gk/db";
import { and, eq, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { ApiError } from "../../errors";
import type { CardRow } from "../catalogue/cards";
import { selectCards } from "../catalogue/queries";
import { resolveScope, type CatalogueScope } from "../catalogue/scope";
import type { AccessCourse } from "../commerce/entitlement";

/**
 * Every learning call reaches its course through the catalogue's own visibility rules (company curation,
 * restricted sites, unpublished courses): a course the viewer cannot see is 404 here too, whether it is
 * named by slug, by one of its lessons or quizzes, or by an attempt.
 */
export async function visibleCourse(db: Db, request: FastifyRequest, where: SQL): Promise<CardRow> {
  const scope = await resolveScope(db, request);
  const [row] = await selectCards(db, scope, { where: [where], orderBy: [], limit: 1 });
  if (!row) throw new ApiError("NOT_FOUND", "catalogue.courseNotFound");
  return row;
}

/** A cache key part for a scope: the course rows a scope sees depend on its kind and organisation only. */
const scopeKey = (scope: CatalogueScope) =>
  scope.kind === "all" ? "all" : `${scope.kind}:${scope.organisationId}`;

/**
 * A course by id as `visibleCourse` finds it, from the catalogue cache (emptied by any change to courses or
 * curation): starting and submitting a quiz reach their course this way, a thousand times over on a quiz day.
 */
export async function visibleCourseById(db: Db, request: FastifyRequest, courseId: string): Promise<CardRow> {
  const scope = await resolveScope(db, request);
  const row = await request.server.ctx.catalogueCache.remember(
    `learning-card:${scopeKey(scope)}:${courseId}`,
    async () =>
      (await selectCards(db, scope, { where: [eq(courses.id, courseId)], orderBy: [], limit: 1 }))[0] ?? null,
  );
  if (!row) throw new ApiError("NOT_FOUND", "catalogue.courseNotFound");
  return row;
}

/** The signed-in learner, the course and the site, as the access rule (commerce/entitlement.ts) reads them. */
export const accessOf = (request: FastifyRequest, course: AccessCourse) => ({
  userId: request.auth!.user.id,
  course,
  site: request.site,
});

export const courseBySlug = (db: Db, request: FastifyRequest, slug: string) =>
  visibleCourse(db, request, eq(courses.slug, slug));

export async function visibleLesson(
  db: Db,
  request: FastifyRequest,
  lessonId: string,
): Promise<{ lesson: Lesson; course: CardRow }> {
  const [lesson] = await db.select().from(lessons).where(eq(lessons.id, lessonId));
  if (!lesson) throw new ApiError("NOT_FOUND", "learning.lessonNotFound");
  return { lesson, course: await visibleCourse(db, request, eq(courses.id, lesson.courseId)) };
}

export async function visibleQuiz(
  db: Db,
  request: FastifyRequest,
  quizId: string,
): Promise<{ quiz: Quiz; course: CardRow }> {
  const [quiz] = await db.select().from(quizzes).where(eq(quizzes.id, quizId));
  if (!quiz) throw new ApiError("NOT_FOUND", "learning.quizNotFound");
  return { quiz, course: await visibleCourseById(db, request, quiz.courseId) };
}

/** The learner's own attempt; someone else's attempt is 404, not 403. */
async function mineOnly(db: Db, attemptId: string, userId: string): Promise<QuizAttempt> {
  const [attempt] = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.userId, userId)));
  if (!attempt) throw new ApiError("NOT_FOUND", "learning.attemptNotFound");
  return attempt;
}

/** The learner's own attempt on a course they can still see. */
export async function ownAttempt(
  db: Db,
  request: FastifyRequest,
  attemptId: string,
  userId: string,
): Promise<{ attempt: QuizAttempt; course: CardRow }> {
  const attempt = await mineOnly(db, attemptId, userId);
  return { attempt, course: await visibleCourseById(db, request, attempt.courseId) };
}
