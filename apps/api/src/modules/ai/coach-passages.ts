import { relevant, retrieve, type Passage } from "@gk/ai";
import { courses, enrolments, type Db } from "@gk/db";
import { and, desc, eq, inArray, ne } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { CardRow } from "../catalogue/cards";
import { selectCards } from "../catalogue/queries";
import { resolveScope } from "../catalogue/scope";
import { courseAccess, courseStructure, previewLessonIds } from "../commerce/entitlement";
import { lessonPassages } from "./lesson-passages";

/** Enrolled courses searched for a general question, most recently studied first. */
const MAX_OTHER_COURSES = 10;

/**
 * The passages of a course the learner may read: every paragraph of every lesson they may open (the whole course
 * with full access, the free preview otherwise: the coach never quotes what the learner has not bought), in both
 * languages, each with a stable id `lessonId:locale:paragraph`.
 */
export async function coursePassages(
  db: Db,
  request: FastifyRequest,
  course: Pick<CardRow, "id" | "priceRupiah" | "certificateOffered">,
): Promise<Passage[]> {
  const access = await courseAccess(db, { userId: request.auth!.user.id, course, site: request.site });
  const open = access.level === "full" ? null : previewLessonIds(await courseStructure(db, course.id));
  return (await lessonPassages(db, course.id, { locales: ["id", "en"], open })).passages;
}

const answers = (question: string, passages: Passage[]) => relevant(retrieve(question, passages)).length > 0;

/**
 * What the coach may answer from: the lesson the learner is reading when it answers the question, else the whole
 * course; and for a general question the course does not answer, the courses the learner is enrolled in (that
 * they can still see here) as well. Returns the course's own passages when nothing answers, so the coach says
 * "not in this course".
 */
export async function passagesFor(
  db: Db,
  request: FastifyRequest,
  course: CardRow,
  question: string,
  lessonId: string | undefined,
): Promise<Passage[]> {
  const own = await coursePassages(db, request, course);
  if (lessonId) {
    const lesson = own.filter((p) => p.lessonId === lessonId);
    if (lesson.length > 0 && answers(question, lesson)) return lesson;
  }
  if (answers(question, own)) return own;
  const others = await enrolledCourses(db, request, course.id);
  const extra: Passage[] = [];
  for (const other of others) extra.push(...(await coursePassages(db, request, other)));
  return extra.length > 0 && answers(question, extra) ? [...own, ...extra] : own;
}

async function enrolledCourses(db: Db, request: FastifyRequest, except: string): Promise<CardRow[]> {
  const ids = await db
    .select({ courseId: enrolments.courseId })
    .from(enrolments)
    .where(and(eq(enrolments.userId, request.auth!.user.id), ne(enrolments.courseId, except)))
    .orderBy(desc(enrolments.lastActivityAt))
    .limit(MAX_OTHER_COURSES);
  if (ids.length === 0) return [];
  const scope = await resolveScope(db, request);
  return selectCards(db, scope, {
    where: [
      inArray(
        courses.id,
        ids.map((r) => r.courseId),
      ),
    ],
    orderBy: [],
    limit: MAX_OTHER_COURSES,
  });
}
