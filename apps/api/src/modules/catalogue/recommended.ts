import { courses, enrolments, users, type Db } from "@gk/db";
import { eq, inArray, sql, type SQL } from "drizzle-orm";

/**
 * What "recommendations for you" is made of: courses in the categories the learner chose and in the
 * categories of the courses they enrolled in (their learning history), without the courses they are already
 * taking or have finished. The chosen categories come first, since a stated wish says more than a past course.
 * Null when there is nothing to go on (no interests, no history): the section then asks for interests.
 * The caller applies the viewer's catalogue scope as every section does, so a company's people only ever get
 * their company's picks.
 */
export async function recommendationBasis(
  db: Db,
  userId: string,
): Promise<{ where: SQL[]; orderBy: SQL[] } | null> {
  const [[me], history] = await Promise.all([
    db.select({ interests: users.interests }).from(users).where(eq(users.id, userId)),
    db
      .selectDistinct({ slug: courses.categorySlug })
      .from(enrolments)
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .where(eq(enrolments.userId, userId)),
  ]);
  const chosen = me?.interests ?? [];
  const categories = [...new Set([...chosen, ...history.map((h) => h.slug)])];
  if (categories.length === 0) return null;
  const notTaken = sql`not exists (select 1 from ${enrolments} e where e.user_id = ${userId} and e.course_id = ${courses.id})`;
  return {
    where: [inArray(courses.categorySlug, categories), notTaken],
    orderBy: chosen.length > 0 ? [sql`(${inArray(courses.categorySlug, chosen)}) desc`] : [],
  };
}
