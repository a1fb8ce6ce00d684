import { endpoints } from "@gk/contracts";
import { enrolments, feedback, lessonProgress } from "@gk/db";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { defineRoute } from "../../http/define-route";
import { localised } from "../../http/localised";
import { t } from "../../i18n";
import { enrolledLesson } from "./open-lesson";

export interface VideoOptions {
  /** the server's clock; tests pass a fake one */
  now?: () => Date;
}

/** The survey's answer as the feedback form's rating (worst 1 to best 5), so reports read both alike. */
const RATING = { yes: 5, somewhat: 3, no: 1 } as const;

/**
 * The player page's calls: the position it saves while the learner watches, and the survey after the video.
 * They reach the lesson as opening it does: a course the learner cannot see is 404, one they are not enrolled
 * in 403, a lesson beyond a paid course's free preview 402. Each learner only ever writes their own row.
 */
export async function videoRoutes(app: FastifyInstance, ctx: AppContext, options: VideoOptions = {}) {
  const { db } = ctx;
  const now = options.now ?? (() => new Date());

  const openVideoLesson = async (request: FastifyRequest, lessonId: string) => {
    const { lesson, enrolment } = await enrolledLesson(db, request, lessonId);
    if ((lesson.kind !== "video" && lesson.kind !== "live") || !lesson.videoUrl)
      throw new ApiError("NOT_FOUND", "video.noVideo");
    return { lesson, enrolment };
  };

  defineRoute(app, endpoints.videoPosition, async (request) => {
    const { lesson, enrolment } = await openVideoLesson(request, request.params.lessonId);
    const positionSeconds = Math.round(request.body.positionSeconds * 10) / 10;
    await db
      .insert(lessonProgress)
      .values({
        userId: enrolment.userId,
        lessonId: lesson.id,
        courseId: enrolment.courseId,
        openedAt: now(),
        videoPositionSeconds: positionSeconds,
      })
      .onConflictDoUpdate({
        target: [lessonProgress.userId, lessonProgress.lessonId],
        set: { videoPositionSeconds: positionSeconds },
      });
    return { data: { lessonId: lesson.id, positionSeconds } };
  });

  defineRoute(app, endpoints.videoSurvey, async (request, reply) => {
    const locale = localised(request, reply);
    const { lesson, enrolment } = await openVideoLesson(request, request.params.lessonId);
    const auth = request.auth!;
    await db.transaction(async (tx) => {
      // one answer per learner and lesson: the enrolment row is locked first, so a double submit waits and
      // then replaces the first answer instead of adding a second one
      await tx
        .select({ id: enrolments.id })
        .from(enrolments)
        .where(eq(enrolments.id, enrolment.id))
        .for("update");
      await tx
        .delete(feedback)
        .where(and(eq(feedback.lessonId, lesson.id), eq(feedback.userId, auth.user.id)));
      await tx.insert(feedback).values({
        userId: auth.user.id,
        organisationId: auth.organisation?.id ?? null,
        site: request.site.slug,
        lessonId: lesson.id,
        rating: RATING[request.body.helpful],
        message: request.body.comment,
      });
    });
    return { data: { lessonId: lesson.id, message: t(locale, "video.surveyThanks") } };
  });
}
