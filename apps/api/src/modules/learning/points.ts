import { pointsLedger, type Db, type Enrolment, type PointsReason } from "@gk/db";

/** Points of the leaderboard: what a learner earns, once per lesson, quiz and course. */
export const POINTS: Record<PointsReason, number> = {
  lesson_completed: 10,
  quiz_passed: 50,
  course_completed: 100,
};

/**
 * Writes one ledger row for the thing that earned points; a second call for the same thing earns nothing
 * (unique per user, reason and source), so retries and retakes cannot inflate the leaderboard. The row carries
 * the enrolment's organisation and site, so the leaderboard per organisation and per site is a filter.
 */
export async function awardPoints(
  db: Db,
  enrolment: Pick<Enrolment, "userId" | "organisationId" | "site">,
  reason: PointsReason,
  sourceId: string,
  now: Date,
): Promise<number> {
  const rows = await db
    .insert(pointsLedger)
    .values({
      userId: enrolment.userId,
      organisationId: enrolment.organisationId,
      site: enrolment.site,
      reason,
      sourceId,
      points: POINTS[reason],
      earnedAt: now,
    })
    .onConflictDoNothing()
    .returning({ points: pointsLedger.points });
  return rows[0]?.points ?? 0;
}
