import type { CourseCard, Locale } from "@gk/contracts";
import { courses, enrolments, lessonProgress, lessons, type Db } from "@gk/db";
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { toCard } from "./cards";
import { selectCards } from "./queries";
import type { CatalogueScope } from "./scope";

export type ContinueItem = CourseCard & { progressPercent: number | null; nextLessonId: string | null };

/**
 * "Continue your course": the learner's unfinished enrolments, most recently studied first, each with the
 * share of lessons done and the first lesson not yet completed. Courses the viewer can no longer see (a
 * company that dropped a pick) are left out like everywhere else.
 */
export async function continueCourses(
  db: Db,
  scope: CatalogueScope,
  userId: string,
  limit: number,
  locale: Locale,
): Promise<ContinueItem[]> {
  const open = await db
    .select({ courseId: enrolments.courseId, completedLessons: enrolments.completedLessons })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), isNull(enrolments.completedAt)))
    .orderBy(desc(enrolments.lastActivityAt), asc(enrolments.courseId))
    .limit(limit);
  if (open.length === 0) return [];
  const ids = open.map((e) => e.courseId);
  const [cards, next] = await Promise.all([
    selectCards(db, scope, { where: [inArray(courses.id, ids)], orderBy: [], limit: ids.length }),
    db
      .selectDistinctOn([lessons.courseId], { courseId: lessons.courseId, id: lessons.id })
      .from(lessons)
      .where(
        and(
          inArray(lessons.courseId, ids),
          sql`not exists (select 1 from ${lessonProgress} p where p.user_id = ${userId} and p.lesson_id = ${lessons.id} and ${isNotNull(sql`p.completed_at`)})`,
        ),
      )
      .orderBy(lessons.courseId, asc(lessons.position)),
  ]);
  const byId = new Map(cards.map((c) => [c.id, c]));
  const nextOf = new Map(next.map((n) => [n.courseId, n.id]));
  return open.flatMap((e) => {
    const card = byId.get(e.courseId);
    if (!card) return [];
    const percent =
      card.lessonCount <= 0 ? 0 : Math.min(100, Math.round((e.completedLessons / card.lessonCount) * 100));
    return [
      { ...toCard(card, locale), progressPercent: percent, nextLessonId: nextOf.get(e.courseId) ?? null },
    ];
  });
}
