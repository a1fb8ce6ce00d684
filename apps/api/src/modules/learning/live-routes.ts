import { endpoints, lessonParams, LIVE_JOIN_OPENS_MINUTES, type Locale } from "@gk/contracts";
import { enrolments, feedback, type Lesson } from "@gk/db";
import { getSite } from "@gk/tenancy";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { requireAuth } from "../../http/auth";
import { defineRoute } from "../../http/define-route";
import { localised } from "../../http/localised";
import { route } from "../../http/route-path";
import { t } from "../../i18n";
import { jakartaDate } from "../../i18n/dates";
import { pick, type CardRow } from "../catalogue/cards";
import { calendarFile } from "./ics";
import { absoluteUrl, joinUrl, liveSchedule } from "./live";
import { enrolledLesson } from "./open-lesson";

export interface LiveClassOptions {
  /** the server's clock; tests pass a fake one */
  now?: () => Date;
}

/**
 * A live class's own calls: its calendar file and the after-class survey. Both reach the class as opening the
 * lesson does: a course the learner cannot see is 404, one they are not enrolled in 403, a lesson beyond a paid
 * course's free preview 402.
 */
export async function liveClassRoutes(app: FastifyInstance, ctx: AppContext, options: LiveClassOptions = {}) {
  const { db } = ctx;
  const now = options.now ?? (() => new Date());

  const openLiveLesson = async (request: FastifyRequest, lessonId: string) => {
    const { lesson, course, enrolment } = await enrolledLesson(db, request, lessonId);
    if (lesson.kind !== "live") throw new ApiError("NOT_FOUND", "liveClass.notLive");
    return { lesson, course, enrolment };
  };

  // Not a call of the contract table: the answer is a calendar file the browser downloads, not JSON.
  app.withTypeProvider<ZodTypeProvider>().get(`${route(endpoints.lesson.path)}/calendar.ics`, {
    schema: {
      tags: [endpoints.lesson.tag],
      summary:
        "A live class as an iCalendar file (text/calendar) in the request's language, for the learner's calendar; 409 while it has no date",
      security: [{ bearer: [] }],
      params: lessonParams,
    },
    preHandler: requireAuth(ctx),
    handler: async (request, reply) => {
      const locale = localised(request, reply);
      const { lesson, course } = await openLiveLesson(request, request.params.lessonId);
      if (!lesson.liveStartsAt) throw new ApiError("CONFLICT", "liveClass.unscheduled");
      const base = (request.site.origin ?? ctx.config.publicWebUrl).replace(/\/+$/, "");
      const siteName = getSite(request.site.slug)?.metadata.appTitle ?? "GuruKita";
      const ics = calendarFile(
        calendarEvent(lesson, course, locale, base, now()),
        `-//${siteName.replace(/[^\w .-]/g, "")}//Live classes//${locale.toUpperCase()}`,
      );
      reply.header("content-type", "text/calendar; charset=utf-8");
      reply.header("content-disposition", `attachment; filename="${course.slug}-live.ics"`);
      // personal (it carries the learner's access): never kept by a shared cache
      reply.header("cache-control", "private, no-store");
      return reply.send(ics);
    },
  });

  defineRoute(app, endpoints.liveSurvey, async (request, reply) => {
    const locale = localised(request, reply);
    const { lesson, enrolment } = await openLiveLesson(request, request.params.lessonId);
    if (liveSchedule(lesson, now()).state !== "ended") throw new ApiError("CONFLICT", "liveClass.notEnded");
    const { rating, comment } = request.body;
    const auth = request.auth!;
    const row = await db.transaction(async (tx) => {
      // one answer per learner and class: the enrolment row is locked first, so a double submit waits and
      // then replaces the first answer instead of adding a second one
      await tx
        .select({ id: enrolments.id })
        .from(enrolments)
        .where(eq(enrolments.id, enrolment.id))
        .for("update");
      await tx
        .delete(feedback)
        .where(and(eq(feedback.lessonId, lesson.id), eq(feedback.userId, auth.user.id)));
      const [inserted] = await tx
        .insert(feedback)
        .values({
          userId: auth.user.id,
          organisationId: auth.organisation?.id ?? null,
          site: request.site.slug,
          lessonId: lesson.id,
          rating,
          message: comment,
        })
        .returning();
      return inserted!;
    });
    return {
      data: {
        lessonId: lesson.id,
        survey: { rating: row.rating, comment: row.message, submittedAt: row.createdAt.toISOString() },
        message: t(locale, "liveClass.surveyThanks"),
      },
    };
  });
}

/** The calendar entry of a class: texts in the learner's language, links on the site they use. */
function calendarEvent(lesson: Lesson, course: CardRow, locale: Locale, base: string, stamp: Date) {
  const start = lesson.liveStartsAt!;
  const end = new Date(start.getTime() + lesson.durationMinutes * 60_000);
  const title = pick(locale, lesson.titleId, lesson.titleEn);
  const courseName = pick(locale, course.nameId, course.nameEn);
  const join = absoluteUrl(base, locale, joinUrl(lesson, course.slug));
  const lessonPage = absoluteUrl(base, locale, `/course/${course.slug}/learn/${lesson.id}`);
  return {
    uid: `live-${lesson.id}@${new URL(base).hostname}`,
    stamp,
    start,
    end,
    summary: t(locale, "liveClass.ics.summary", { title }),
    description: [
      t(locale, "liveClass.ics.course", { course: courseName }),
      t(locale, "liveClass.ics.when", {
        when: jakartaDate(locale, start, true),
        minutes: lesson.durationMinutes,
      }),
      t(locale, "liveClass.ics.join", { url: join, minutes: LIVE_JOIN_OPENS_MINUTES }),
      t(locale, "liveClass.ics.lesson", { url: lessonPage }),
    ].join("\n"),
    url: join,
    location: join,
    language: locale,
  };
}
