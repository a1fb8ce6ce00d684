import type { Db } from "@gk/db";
import type { FastifyRequest } from "fastify";
import { assertMayOpen } from "../commerce/entitlement";
import { visibleLesson } from "./access";
import { requireEnrolment } from "./progress";

/**
 * A lesson as its learner reaches it, the same way for every call that acts on one (opening it, completing it,
 * a video's position and survey, a live class's calendar and survey): a course the learner cannot see is
 * 404, one they are not enrolled in 403, a lesson beyond a paid course's free preview 402.
 */
export async function enrolledLesson(db: Db, request: FastifyRequest, lessonId: string) {
  const { lesson, course } = await visibleLesson(db, request, lessonId);
  const enrolment = await requireEnrolment(db, request.auth!.user.id, course.id);
  await assertMayOpen(
    db,
    { userId: request.auth!.user.id, course, site: request.site },
    { lessonId: lesson.id },
  );
  return { lesson, course, enrolment };
}
