import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../client";
import { memberships, organisations } from "../../schema/accounts";
import { courses, lessons } from "../../schema/catalogue";
import { organisationCatalogue, organisationCoursePicks } from "../../schema/curation";
import { enrolments, lessonProgress, pointsLedger } from "../../schema/learning";
import { seedReviewerIds } from "../catalogue/reviews";
import type { Rng } from "../catalogue/prng";
import { insertMany } from "../catalogue/write";
import { POINTS } from "./points";

const DAY = 86_400_000;

/** Seed learners 1–30 work at the airport group (a company), 31–50 at the health ministry; the rest learn on their own. */
const ORG_OF = (n: number) => (n < 30 ? "angkasa" : n < 50 ? "kemenkes" : null);

/**
 * The seed learners (the sample reviewers, who cannot sign in) enrol in 2–7 courses each and complete lessons
 * over the last 60 days, with a busier last week so "this week" has a board; about a third finish the course.
 * Completion here means the final quiz lesson was done; the caller writes the passing attempt for it.
 */
export async function seedSyntheticActivity(db: Db, rng: Rng, referenceDate: Date): Promise<number> {
  const learners = await seedReviewerIds(db);
  if (learners.length === 0) return 0;
  const popular = (
    await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.published, true))
      .orderBy(desc(courses.popularity), asc(courses.id))
      .limit(300)
  ).map((c) => c.id);
  const orgs = new Map<string, { id: string; pool: string[] }>();
  for (const referral of ["angkasa", "kemenkes"]) {
    const [org] = await db
      .select({ id: organisations.id, visibility: organisationCatalogue.visibility })
      .from(organisations)
      .leftJoin(organisationCatalogue, eq(organisationCatalogue.organisationId, organisations.id))
      .where(eq(organisations.referral, referral));
    if (!org) continue;
    const picks = (
      await db
        .select({ id: organisationCoursePicks.courseId })
        .from(organisationCoursePicks)
        .where(eq(organisationCoursePicks.organisationId, org.id))
        .orderBy(asc(organisationCoursePicks.courseId))
    ).map((p) => p.id);
    // a company that picks courses only lets its people learn those
    orgs.set(referral, { id: org.id, pool: org.visibility === "picked" ? picks : popular });
  }

  const plan: { userId: string; courseId: string; organisationId: string | null; site: string }[] = [];
  const memberRows: (typeof memberships.$inferInsert)[] = [];
  learners.forEach((userId, n) => {
    const referral = ORG_OF(n);
    const org = referral ? orgs.get(referral) : undefined;
    if (org)
      memberRows.push({
        userId,
        organisationId: org.id,
        role: "learner",
        employeeNumber: `SEED-${String(n + 1).padStart(3, "0")}`,
      });
    const pool = org && org.pool.length > 0 ? org.pool : popular;
    for (const courseId of rng.shuffle(pool).slice(0, rng.int(2, 7)))
      plan.push({ userId, courseId, organisationId: org?.id ?? null, site: org ? referral! : "general" });
  });
  await db.insert(memberships).values(memberRows).onConflictDoNothing();

  const courseIds = [...new Set(plan.map((p) => p.courseId))];
  const lessonRows =
    courseIds.length === 0
      ? []
      : await db
          .select({ id: lessons.id, courseId: lessons.courseId })
          .from(lessons)
          .where(inArray(lessons.courseId, courseIds))
          .orderBy(asc(lessons.courseId), asc(lessons.position));
  const lessonsOf = new Map<string, string[]>();
  for (const l of lessonRows) lessonsOf.set(l.courseId, [...(lessonsOf.get(l.courseId) ?? []), l.id]);

  const enrolRows: (typeof enrolments.$inferInsert)[] = [];
  const progressRows: (typeof lessonProgress.$inferInsert)[] = [];
  const pointRows: (typeof pointsLedger.$inferInsert)[] = [];
  for (const p of plan) {
    const all = lessonsOf.get(p.courseId) ?? [];
    if (all.length === 0) continue;
    const finishes = rng.chance(0.3);
    const done = finishes ? all.length : rng.int(0, all.length - 1);
    let at =
      referenceDate.getTime() -
      (rng.chance(0.4) ? rng.int(0, 5) : rng.int(6, 60)) * DAY -
      rng.int(1, 20) * 3_600_000;
    const enrolledAt = new Date(at);
    let last: string | null = null;
    for (const lessonId of all.slice(0, done)) {
      at += rng.int(10, 180) * 60_000;
      const when = new Date(at);
      progressRows.push({
        userId: p.userId,
        lessonId,
        courseId: p.courseId,
        openedAt: when,
        completedAt: when,
      });
      pointRows.push({
        userId: p.userId,
        organisationId: p.organisationId,
        site: p.site,
        reason: "lesson_completed",
        sourceId: lessonId,
        points: POINTS.lesson_completed,
        earnedAt: when,
      });
      last = lessonId;
    }
    const completedAt = finishes ? new Date(at) : null;
    if (completedAt)
      pointRows.push({
        userId: p.userId,
        organisationId: p.organisationId,
        site: p.site,
        reason: "course_completed",
        sourceId: p.courseId,
        points: POINTS.course_completed,
        earnedAt: completedAt,
      });
    enrolRows.push({
      userId: p.userId,
      courseId: p.courseId,
      organisationId: p.organisationId,
      site: p.site,
      enrolledAt,
      lastActivityAt: new Date(at),
      lastLessonId: last,
      completedLessons: done,
      completedAt,
    });
  }
  await insertMany(db, enrolments, enrolRows);
  await insertMany(db, lessonProgress, progressRows);
  await insertMany(db, pointsLedger, pointRows);
  return enrolRows.length;
}
