import { endpoints, type Locale } from "@gk/contracts";
import { courses, type QuizAttempt } from "@gk/db";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { defineRoute } from "../../http/define-route";
import { localised } from "../../http/localised";
import { t } from "../../i18n";
import type { CardRow } from "../catalogue/cards";
import { resolveScope } from "../catalogue/scope";
import { assertMayOpen, courseAccess } from "../commerce/entitlement";
import { accessOf, courseBySlug, ownAttempt, visibleQuiz } from "./access";
import { answerSaver } from "./answers";
import { registerPoolCache } from "./draw";
import { dashboard, leaderboard } from "./leaderboard";
import { completeLesson, enrol, enrolmentView, openLesson, requireEnrolment, type Learner } from "./progress";
import {
  abandonAttempt,
  attemptView,
  finaliseDue,
  settle,
  startAttempt,
  submitAttempt,
  type QuizDeps,
} from "./quiz";
import { courseLearning, lessonView, myCourses } from "./views";
import { requireFeature } from "../../http/site-features";
import { enrolledLesson } from "./open-lesson";
import { getSite } from "@gk/tenancy";

export const FINALISE_QUEUE = "quiz.finalise-due";

export interface LearningOptions {
  /** the server's clock; tests pass a fake one */
  now?: () => Date;
}

const learnerOf = (request: FastifyRequest): Learner => ({
  userId: request.auth!.user.id,
  organisationId: request.auth!.organisation?.id ?? null,
  site: request.site.slug,
});

/** Learning calls: enrolment, lessons, progress, quiz attempts, my lists, leaderboard, dashboard. */
export async function learningRoutes(app: FastifyInstance, ctx: AppContext, options: LearningOptions = {}) {
  const { db } = ctx;
  const now = options.now ?? (() => new Date());

  // The durable half of the quiz clock: a job per attempt at its deadline finalises whatever is due.
  ctx.jobs.define<{ attemptId: string }>(FINALISE_QUEUE, async () => {
    await finaliseDue(db, now());
  });
  const quizDeps: QuizDeps = {
    db,
    now,
    schedule: async (attemptId, deadline) => {
      await ctx.jobs.boss.send(
        FINALISE_QUEUE,
        { attemptId },
        {
          startAfter: deadline,
          retryLimit: ctx.config.jobs.retryLimit,
          retryDelay: ctx.config.jobs.retryDelaySeconds,
          retryBackoff: true,
        },
      );
    },
  };

  const answers = answerSaver(ctx, quizDeps);
  registerPoolCache(db, ctx.catalogueCache);

  const withCourse = async (attempt: QuizAttempt, course: CardRow, locale: Locale) =>
    attemptView(db, attempt, course.slug, locale, now());

  defineRoute(app, endpoints.enrol, async (request) => {
    const course = await courseBySlug(db, request, request.params.courseSlug);
    const [window] = await db
      .select({ enrolmentOpensAt: courses.enrolmentOpensAt })
      .from(courses)
      .where(eq(courses.id, course.id));
    const enrolment = await enrol(
      db,
      learnerOf(request),
      { ...course, enrolmentOpensAt: window?.enrolmentOpensAt ?? null },
      now(),
    );
    return { data: await enrolmentView(db, enrolment, course) };
  });

  defineRoute(app, endpoints.courseLearning, async (request, reply) => {
    const locale = localised(request, reply);
    const course = await courseBySlug(db, request, request.params.courseSlug);
    const enrolment = await requireEnrolment(db, request.auth!.user.id, course.id);
    const access = await courseAccess(db, accessOf(request, course));
    return { data: await courseLearning(db, enrolment, course, locale, access) };
  });

  defineRoute(app, endpoints.lesson, async (request, reply) => {
    const locale = localised(request, reply);
    const { lesson, course, enrolment } = await enrolledLesson(db, request, request.params.lessonId);
    await openLesson(db, enrolment, lesson.id, now());
    return { data: await lessonView(db, lesson, course, enrolment.userId, locale, now()) };
  });

  defineRoute(app, endpoints.lessonComplete, async (request) => {
    const { lesson, course, enrolment } = await enrolledLesson(db, request, request.params.lessonId);
    if (lesson.kind === "quiz" || lesson.kind === "pretest")
      throw new ApiError("CONFLICT", "learning.quizCompletesItself");
    const pointsAwarded = await completeLesson(db, enrolment, lesson.id, now());
    const fresh = await requireEnrolment(db, enrolment.userId, course.id);
    return {
      data: {
        lessonId: lesson.id,
        completed: true as const,
        pointsAwarded,
        enrolment: await enrolmentView(db, fresh, course),
      },
    };
  });

  defineRoute(app, endpoints.attemptStart, async (request, reply) => {
    const locale = localised(request, reply);
    const { quiz, course } = await visibleQuiz(db, request, request.params.quizId);
    const enrolment = await requireEnrolment(db, request.auth!.user.id, course.id);
    await assertMayOpen(db, accessOf(request, course), { quizId: quiz.id });
    await openLesson(db, enrolment, quiz.lessonId, now());
    const attempt = await startAttempt(quizDeps, enrolment.userId, quiz, request.body.restart);
    // the learner's saves follow at once: what they check of the attempt is known from here on
    answers.remember(attempt);
    return { data: await withCourse(attempt, course, locale) };
  });

  defineRoute(app, endpoints.attempt, async (request, reply) => {
    const locale = localised(request, reply);
    const { attempt, course } = await ownAttempt(
      db,
      request,
      request.params.attemptId,
      request.auth!.user.id,
    );
    await assertMayOpen(db, accessOf(request, course), { quizId: attempt.quizId });
    return { data: await withCourse(await settle(quizDeps, attempt), course, locale) };
  });

  defineRoute(app, endpoints.attemptAnswer, async (request, reply) => {
    // when the request reached this process (before the session lookup and any wait for the database): the
    // order answers arrived in decides which one stands
    const receivedAt = new Date(now().getTime() - reply.elapsedTime);
    return {
      data: await answers.save(request, {
        attemptId: request.params.attemptId,
        questionId: request.params.questionId,
        optionIds: request.body.optionIds,
        receivedAt,
        abandoned: () => request.raw.socket?.destroyed === true,
      }),
    };
  });

  defineRoute(app, endpoints.attemptSubmit, async (request, reply) => {
    const locale = localised(request, reply);
    const { attempt, course } = await ownAttempt(
      db,
      request,
      request.params.attemptId,
      request.auth!.user.id,
    );
    await assertMayOpen(db, accessOf(request, course), { quizId: attempt.quizId });
    return { data: await withCourse(await submitAttempt(quizDeps, attempt), course, locale) };
  });

  defineRoute(app, endpoints.attemptAbandon, async (request, reply) => {
    const locale = localised(request, reply);
    const { attempt, course } = await ownAttempt(
      db,
      request,
      request.params.attemptId,
      request.auth!.user.id,
    );
    return { data: await withCourse(await abandonAttempt(quizDeps, attempt), course, locale) };
  });

  defineRoute(app, endpoints.myCourses, async (request, reply) => {
    const locale = localised(request, reply);
    const { list, limit } = request.query;
    const items = await myCourses(
      db,
      await resolveScope(db, request),
      request.auth!.user.id,
      list,
      limit,
      locale,
    );
    return {
      data: { locale, list, items, empty: items.length === 0 ? t(locale, `learning.empty.${list}`) : null },
    };
  });

  defineRoute(app, endpoints.myClasses, async (request, reply) => {
    const locale = localised(request, reply);
    const scope = await resolveScope(db, request);
    const userId = request.auth!.user.id;
    const [inProgress, notStarted, completed] = await Promise.all([
      myCourses(db, scope, userId, "learned", 100, locale),
      myCourses(db, scope, userId, "not-started", 100, locale),
      myCourses(db, scope, userId, "completed", 100, locale),
    ]);
    return { data: { locale, inProgress, notStarted, completed } };
  });

  defineRoute(app, endpoints.leaderboard, async (request) => {
    requireFeature(request, "leaderboard");
    const { period, scope, limit } = request.query;
    const orgId = request.auth?.organisation?.id ?? null;
    if (scope === "organisation" && !orgId)
      return { data: { period, scope, since: null, items: [], me: null } };
    // a company site's board is its employees': nobody outside the company sees their names there
    if (
      scope === "site" &&
      getSite(request.site.slug)?.type === "company" &&
      request.auth?.organisation?.referral !== request.site.referral
    )
      return { data: { period, scope, since: null, items: [], me: null } };
    const filter = scope === "organisation" ? { organisationId: orgId! } : { site: request.site.slug };
    const board = await leaderboard(db, {
      period,
      filter,
      limit,
      now: now(),
      meId: request.auth?.user.id ?? null,
    });
    return { data: { period, scope, ...board } };
  });

  defineRoute(app, endpoints.dashboard, async (request) => ({
    data: await dashboard(db, request.auth!.user.id, now()),
  }));
}
