import { answerRequestSchema, attemptStartRequestSchema, endpoints, leaderboardRequestSchema, type Locale } from "@gk/contracts";
import { courses, type QuizAttempt } from "@gk/db";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { t } from "../../i18n";
import { requireAuth } from "../../plugins/auth";
import { errorResponses } from "../auth/routes";
import type { CardRow } from "../catalogue/cards";
import { localised, route } from "../catalogue/http";
import { optionalAuth } from "../catalogue/optional-auth";
import { resolveScope } from "../catalogue/scope";
import { courseBySlug, ownAttempt, visibleLesson, visibleQuiz } from "./access";
import { dashboard, leaderboard } from "./leaderboard";
import { completeLesson, enrol, enrolmentView, openLesson, requireEnrolment, type Learner } from "./progress";
import { abandonAttempt, attemptView, finaliseDue, saveAnswer, settle, startAttempt, submitAttempt, type QuizDeps } from "./quiz";
import { courseLearning, lessonView, myCourses } from "./views";

export const FINALISE_QUEUE = "quiz.finalise-due";

export interface LearningOptions {
  /** the server's clock; tests pass a fake one */
  now?: () => Date;
}

const learnerOf = (request: FastifyRequest): Learner => ({ userId: request.auth!.user.id, organisationId: request.auth!.organisation?.id ?? null, site: request.site.slug });

/** Learning calls (issue 5 item 3, 4): enrolment, lessons, progress, quiz attempts, my lists, leaderboard, dashboard. */
export async function learningRoutes(fastify: FastifyInstance, ctx: AppContext, options: LearningOptions = {}) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const now = options.now ?? (() => new Date());
  const tags = ["learning"];
  const preHandler = requireAuth(ctx);

  // The durable half of the quiz clock: a job per attempt at its deadline finalises whatever is due.
  ctx.jobs.define<{ attemptId: string }>(FINALISE_QUEUE, async () => {
    await finaliseDue(db, now());
  });
  const quizDeps: QuizDeps = {
    db,
    now,
    schedule: async (attemptId, deadline) => {
      await ctx.jobs.boss.send(FINALISE_QUEUE, { attemptId }, { startAfter: deadline, retryLimit: ctx.config.jobs.retryLimit, retryDelay: ctx.config.jobs.retryDelaySeconds, retryBackoff: true });
    },
  };

  const withCourse = async (attempt: QuizAttempt, course: CardRow, locale: Locale) => attemptView(db, attempt, course.slug, locale, now());

  app.post(route(endpoints.enrol.path), {
    preHandler,
    schema: { tags, summary: "Enrol in a course (idempotent; 404 when the course is not visible, 409 outside its enrolment window)", params: endpoints.enrol.request, response: { 200: endpoints.enrol.response, ...errorResponses } },
    handler: async (request) => {
      const course = await courseBySlug(db, request, request.params.courseSlug);
      const [window] = await db.select({ enrolmentOpensAt: courses.enrolmentOpensAt }).from(courses).where(eq(courses.id, course.id));
      const enrolment = await enrol(db, learnerOf(request), { ...course, enrolmentOpensAt: window?.enrolmentOpensAt ?? null }, now());
      return { data: await enrolmentView(db, enrolment, course) };
    },
  });

  app.get(route(endpoints.courseLearning.path), {
    preHandler,
    schema: { tags, summary: "The course outline with the learner's progress per lesson and the lesson to continue with", params: endpoints.courseLearning.request, response: { 200: endpoints.courseLearning.response, ...errorResponses } },
    handler: async (request, reply) => {
      const locale = localised(request, reply);
      const course = await courseBySlug(db, request, request.params.courseSlug);
      const enrolment = await requireEnrolment(db, request.auth!.user.id, course.id);
      return { data: await courseLearning(db, enrolment, course, locale) };
    },
  });

  app.get(route(endpoints.lesson.path), {
    preHandler,
    schema: { tags, summary: "A lesson with previous/next; opening it records progress. Quiz lessons carry the information screen, never answers", params: endpoints.lesson.request, response: { 200: endpoints.lesson.response, ...errorResponses } },
    handler: async (request, reply) => {
      const locale = localised(request, reply);
      const { lesson, course } = await visibleLesson(db, request, request.params.lessonId);
      const enrolment = await requireEnrolment(db, request.auth!.user.id, course.id);
      await openLesson(db, enrolment, lesson.id, now());
      return { data: await lessonView(db, lesson, course, enrolment.userId, locale) };
    },
  });

  app.post(route(endpoints.lessonComplete.path), {
    preHandler,
    schema: { tags, summary: "Mark an article, video or live lesson done (quiz lessons complete through their quiz)", params: endpoints.lessonComplete.request, response: { 200: endpoints.lessonComplete.response, ...errorResponses } },
    handler: async (request) => {
      const { lesson, course } = await visibleLesson(db, request, request.params.lessonId);
      const enrolment = await requireEnrolment(db, request.auth!.user.id, course.id);
      if (lesson.kind === "quiz" || lesson.kind === "pretest") throw new ApiError("CONFLICT", "learning.quizCompletesItself");
      const pointsAwarded = await completeLesson(db, enrolment, lesson.id, now());
      const fresh = await requireEnrolment(db, enrolment.userId, course.id);
      return { data: { lessonId: lesson.id, completed: true as const, pointsAwarded, enrolment: await enrolmentView(db, fresh, course) } };
    },
  });

  app.post(route(endpoints.attemptStart.path), {
    preHandler,
    schema: { tags, summary: "Start (or resume) an attempt; restart=true resets an open one. The deadline is set by the server", params: attemptStartRequestSchema.pick({ quizId: true }), body: attemptStartRequestSchema.pick({ restart: true }).optional(), response: { 200: endpoints.attemptStart.response, ...errorResponses } },
    handler: async (request, reply) => {
      const locale = localised(request, reply);
      const { quiz, course } = await visibleQuiz(db, request, request.params.quizId);
      const enrolment = await requireEnrolment(db, request.auth!.user.id, course.id);
      await openLesson(db, enrolment, quiz.lessonId, now());
      const attempt = await startAttempt(quizDeps, enrolment.userId, quiz, request.body?.restart === true);
      return { data: await withCourse(attempt, course, locale) };
    },
  });

  app.get(route(endpoints.attempt.path), {
    preHandler,
    schema: { tags, summary: "An attempt: questions and saved answers while open; results with correct answers and explanations once finished", params: endpoints.attempt.request, response: { 200: endpoints.attempt.response, ...errorResponses } },
    handler: async (request, reply) => {
      const locale = localised(request, reply);
      const { attempt, course } = await ownAttempt(db, request, request.params.attemptId, request.auth!.user.id);
      return { data: await withCourse(await settle(quizDeps, attempt), course, locale) };
    },
  });

  app.put(route(endpoints.attemptAnswer.path), {
    preHandler,
    schema: { tags, summary: "Save one answer (idempotent; the last choice wins). 409 once the deadline has passed", params: answerRequestSchema.pick({ attemptId: true, questionId: true }), body: answerRequestSchema.pick({ optionIds: true }), response: { 200: endpoints.attemptAnswer.response, ...errorResponses } },
    handler: async (request) => {
      const { attempt } = await ownAttempt(db, request, request.params.attemptId, request.auth!.user.id);
      return { data: await saveAnswer(quizDeps, attempt, request.params.questionId, request.body.optionIds) };
    },
  });

  app.post(route(endpoints.attemptSubmit.path), {
    preHandler,
    schema: { tags, summary: "Submit: grade with the saved answers (blanks wrong). Past the deadline the time-out result stands", params: endpoints.attemptSubmit.request, response: { 200: endpoints.attemptSubmit.response, ...errorResponses } },
    handler: async (request, reply) => {
      const locale = localised(request, reply);
      const { attempt, course } = await ownAttempt(db, request, request.params.attemptId, request.auth!.user.id);
      return { data: await withCourse(await submitAttempt(quizDeps, attempt), course, locale) };
    },
  });

  app.post(route(endpoints.attemptAbandon.path), {
    preHandler,
    schema: { tags, summary: "Leave an unfinished attempt: it resets (answers dropped, not graded)", params: endpoints.attemptAbandon.request, response: { 200: endpoints.attemptAbandon.response, ...errorResponses } },
    handler: async (request, reply) => {
      const locale = localised(request, reply);
      const { attempt, course } = await ownAttempt(db, request, request.params.attemptId, request.auth!.user.id);
      return { data: await withCourse(await abandonAttempt(quizDeps, attempt), course, locale) };
    },
  });

  app.get(endpoints.myCourses.path, {
    preHandler,
    schema: { tags, summary: "Profile lists: enrolled, learned (started, not completed) or completed courses", querystring: endpoints.myCourses.request, response: { 200: endpoints.myCourses.response, ...errorResponses } },
    handler: async (request, reply) => {
      const locale = localised(request, reply);
      const { list, limit } = request.query;
      const items = await myCourses(db, await resolveScope(db, request), request.auth!.user.id, list, limit, locale);
      return { data: { locale, list, items, empty: items.length === 0 ? t(locale, `learning.empty.${list}`) : null } };
    },
  });

  app.get(endpoints.myClasses.path, {
    preHandler,
    schema: { tags, summary: "My classes: every enrolled course, grouped in progress / not started / completed", response: { 200: endpoints.myClasses.response, ...errorResponses } },
    handler: async (request, reply) => {
      const locale = localised(request, reply);
      const scope = await resolveScope(db, request);
      const userId = request.auth!.user.id;
      const [inProgress, notStarted, completed] = await Promise.all([
        myCourses(db, scope, userId, "learned", 100, locale),
        myCourses(db, scope, userId, "not-started", 100, locale),
        myCourses(db, scope, userId, "completed", 100, locale),
      ]);
      return { data: { locale, inProgress, notStarted, completed } };
    },
  });

  app.get(endpoints.leaderboard.path, {
    preHandler: optionalAuth(ctx),
    schema: { tags, summary: "Points ranking, all-time or this week (from Monday 00:00 WIB), on this site or in the viewer's organisation", querystring: leaderboardRequestSchema, response: { 200: endpoints.leaderboard.response, ...errorResponses } },
    handler: async (request) => {
      const { period, scope, limit } = request.query;
      const orgId = request.auth?.organisation?.id ?? null;
      if (scope === "organisation" && !orgId) return { data: { period, scope, since: null, items: [], me: null } };
      const filter = scope === "organisation" ? { organisationId: orgId! } : { site: request.site.slug };
      const board = await leaderboard(db, { period, filter, limit, now: now(), meId: request.auth?.user.id ?? null });
      return { data: { period, scope, ...board } };
    },
  });

  app.get(endpoints.dashboard.path, {
    preHandler,
    schema: { tags, summary: "The learner dashboard: hours, lessons, courses, certificates, points", response: { 200: endpoints.dashboard.response, ...errorResponses } },
    handler: async (request) => ({ data: await dashboard(db, request.auth!.user.id, now()) }),
  });
}
