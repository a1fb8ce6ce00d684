import type { EnrolmentView } from "@gk/contracts";
import { enrolments, lessonProgress, lessons, type Db, type Enrolment } from "@gk/db";
import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { ApiError } from "../../errors";
import { issueCertificateIfEntitled } from "../certificates/issue";
import type { CardRow } from "../catalogue/cards";
import { awardPoints } from "./points";

/** Who is learning, as far as the ledger and enrolments care: the user and the account they signed in with. */
export interface Learner {
  userId: string;
  organisationId: string | null;
  site: string;
}

export async function findEnrolment(
  db: Db,
  userId: string,
  courseId: string,
): Promise<Enrolment | undefined> {
  const [row] = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));
  return row;
}

export async function requireEnrolment(db: Db, userId: string, courseId: string): Promise<Enrolment> {
  const row = await findEnrolment(db, userId, courseId);
  if (!row) throw new ApiError("FORBIDDEN", "learning.notEnrolled");
  return row;
}

/**
 * Enrols once (a second call answers the same enrolment). A course with an enrolment window only takes new
 * learners inside it; people already enrolled keep learning after it closes.
 */
export async function enrol(
  db: Db,
  learner: Learner,
  course: CardRow & { enrolmentOpensAt?: Date | null },
  now: Date,
): Promise<Enrolment> {
  const existing = await findEnrolment(db, learner.userId, course.id);
  if (existing) return existing;
  if (course.enrolmentClosesAt && course.enrolmentClosesAt.getTime() <= now.getTime())
    throw new ApiError("CONFLICT", "learning.enrolmentClosed");
  if (course.enrolmentOpensAt && course.enrolmentOpensAt.getTime() > now.getTime())
    throw new ApiError("CONFLICT", "learning.enrolmentNotOpen");
  await db
    .insert(enrolments)
    .values({
      userId: learner.userId,
      courseId: course.id,
      organisationId: learner.organisationId,
      site: learner.site,
      enrolledAt: now,
      lastActivityAt: now,
    })
    .onConflictDoNothing();
  return (await findEnrolment(db, learner.userId, course.id))!;
}

/** The first lesson not completed yet, in course order; when all are done, the last one opened. */
export async function nextLessonId(db: Db, enrolment: Enrolment): Promise<string | null> {
  const [row] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .leftJoin(
      lessonProgress,
      and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, enrolment.userId)),
    )
    .where(and(eq(lessons.courseId, enrolment.courseId), isNull(lessonProgress.completedAt)))
    .orderBy(asc(lessons.position))
    .limit(1);
  return row?.id ?? enrolment.lastLessonId;
}

export const progressPercent = (completed: number, lessonCount: number) =>
  lessonCount <= 0 ? 0 : Math.min(100, Math.round((completed / lessonCount) * 100));

export async function enrolmentView(
  db: Db,
  enrolment: Enrolment,
  course: Pick<CardRow, "slug" | "lessonCount">,
): Promise<EnrolmentView> {
  return {
    courseId: enrolment.courseId,
    courseSlug: course.slug,
    enrolledAt: enrolment.enrolledAt.toISOString(),
    completedAt: enrolment.completedAt ? enrolment.completedAt.toISOString() : null,
    completedLessons: enrolment.completedLessons,
    lessonCount: course.lessonCount,
    progressPercent: progressPercent(enrolment.completedLessons, course.lessonCount),
    nextLessonId: await nextLessonId(db, enrolment),
  };
}

/** Opening a lesson records it (first opening only) and moves the course to the front of "continue". */
export async function openLesson(db: Db, enrolment: Enrolment, lessonId: string, now: Date) {
  await db
    .insert(lessonProgress)
    .values({ userId: enrolment.userId, lessonId, courseId: enrolment.courseId, openedAt: now })
    .onConflictDoNothing();
  await db
    .update(enrolments)
    .set({ lastActivityAt: now, lastLessonId: lessonId })
    .where(eq(enrolments.id, enrolment.id));
}

/**
 * Marks a lesson completed once; the enrolment's count is recounted from the rows (not incremented) so a
 * repeated or concurrent call cannot count twice. Returns the points earned by this call (0 when it was done).
 */
export async function completeLesson(
  db: Db,
  enrolment: Enrolment,
  lessonId: string,
  now: Date,
): Promise<number> {
  await db
    .insert(lessonProgress)
    .values({ userId: enrolment.userId, lessonId, courseId: enrolment.courseId, openedAt: now })
    .onConflictDoNothing();
  const changed = await db
    .update(lessonProgress)
    .set({ completedAt: now })
    .where(
      and(
        eq(lessonProgress.userId, enrolment.userId),
        eq(lessonProgress.lessonId, lessonId),
        isNull(lessonProgress.completedAt),
      ),
    )
    .returning({ lessonId: lessonProgress.lessonId });
  const done = db
    .select({ n: sql<number>`count(*)::int` })
    .from(lessonProgress)
    .where(
      and(
        eq(lessonProgress.userId, enrolment.userId),
        eq(lessonProgress.courseId, enrolment.courseId),
        isNotNull(lessonProgress.completedAt),
      ),
    );
  await db
    .update(enrolments)
    .set({ completedLessons: sql`(${done})`, lastActivityAt: now, lastLessonId: lessonId })
    .where(eq(enrolments.id, enrolment.id));
  return changed.length > 0 ? awardPoints(db, enrolment, "lesson_completed", lessonId, now) : 0;
}

/** Passing the final quiz completes the course: points once, and a certificate when the learner is entitled. */
export async function completeCourse(
  db: Db,
  enrolment: Enrolment,
  now: Date,
  scorePercent: number | null,
): Promise<string | null> {
  await db
    .update(enrolments)
    .set({ completedAt: now })
    .where(and(eq(enrolments.id, enrolment.id), isNull(enrolments.completedAt)));
  await awardPoints(db, enrolment, "course_completed", enrolment.courseId, now);
  return issueCertificateIfEntitled(db, {
    userId: enrolment.userId,
    courseId: enrolment.courseId,
    scorePercent,
    now,
  });
}
