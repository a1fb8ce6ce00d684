import { certificates, enrolments, lessonProgress, lessons, pointsLedger, users, type Db } from "@gk/db";
import { and, eq, gte, isNotNull, sql, type SQL } from "drizzle-orm";

/** Monday 00:00 in Western Indonesia Time (UTC+7), the start of "this week" for everyone. */
export function weekStart(now: Date): Date {
  const WIB = 7 * 3_600_000;
  const local = new Date(now.getTime() + WIB);
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  const mondayLocal = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate() - daysSinceMonday,
  );
  return new Date(mondayLocal - WIB);
}

export interface LeaderboardQuery {
  period: "all" | "week";
  /** rank within one site, or within one organisation */
  filter: { site: string } | { organisationId: string };
  limit: number;
  now: Date;
  meId: string | null;
}

/** Sums the points ledger; ties share no rank: the earlier earner goes first, then the id, so ranks are stable. */
export async function leaderboard(db: Db, q: LeaderboardQuery) {
  const since = q.period === "week" ? weekStart(q.now) : null;
  const where: SQL[] = [
    "site" in q.filter
      ? eq(pointsLedger.site, q.filter.site)
      : eq(pointsLedger.organisationId, q.filter.organisationId),
  ];
  if (since) where.push(gte(pointsLedger.earnedAt, since));
  const totals = db
    .select({
      userId: pointsLedger.userId,
      points: sql<number>`sum(${pointsLedger.points})::int`.as("points"),
      rank: sql<number>`(row_number() over (order by sum(${pointsLedger.points}) desc, max(${pointsLedger.earnedAt}) asc, ${pointsLedger.userId}))::int`.as(
        "rank",
      ),
    })
    .from(pointsLedger)
    .where(and(...where))
    .groupBy(pointsLedger.userId)
    .as("totals");
  const top = await db
    .select({ userId: totals.userId, points: totals.points, rank: totals.rank, fullName: users.fullName })
    .from(totals)
    .innerJoin(users, eq(users.id, totals.userId))
    .orderBy(totals.rank)
    .limit(q.limit);
  let me: { rank: number | null; points: number } | null = null;
  if (q.meId) {
    const [row] = await db
      .select({ points: totals.points, rank: totals.rank })
      .from(totals)
      .where(eq(totals.userId, q.meId));
    me = row ? { rank: Number(row.rank), points: Number(row.points) } : { rank: null, points: 0 };
  }
  return {
    since: since ? since.toISOString() : null,
    // the board is public to everyone on the site: people are named, never identified by their user id
    items: top.map((r) => ({
      rank: Number(r.rank),
      name: displayName(r.fullName),
      points: Number(r.points),
      isMe: r.userId === q.meId,
    })),
    me,
  };
}

/** A public board shows the first name and the initial of the last: "Siti A." */
export function displayName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/);
  return parts.length > 1 ? `${parts[0]} ${parts[parts.length - 1]![0]!.toUpperCase()}.` : (parts[0] ?? "");
}

/** The learner dashboard: hours are the lesson minutes of completed lessons. */
export async function dashboard(db: Db, userId: string, now: Date) {
  const [lessonsRow] = await db
    .select({
      n: sql<number>`count(*)::int`,
      minutes: sql<number>`coalesce(sum(${lessons.durationMinutes}), 0)::int`,
    })
    .from(lessonProgress)
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
    .where(and(eq(lessonProgress.userId, userId), isNotNull(lessonProgress.completedAt)));
  const [courseRow] = await db
    .select({
      enrolled: sql<number>`count(*)::int`,
      completed: sql<number>`count(${enrolments.completedAt})::int`,
    })
    .from(enrolments)
    .where(eq(enrolments.userId, userId));
  const [certRow] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(certificates)
    .where(eq(certificates.userId, userId));
  const [pointsRow] = await db
    .select({
      all: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int`,
      week: sql<number>`coalesce(sum(${pointsLedger.points}) filter (where ${pointsLedger.earnedAt} >= ${weekStart(now).toISOString()}), 0)::int`,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return {
    hoursLearned: Math.round((Number(lessonsRow?.minutes ?? 0) / 60) * 10) / 10,
    lessonsCompleted: Number(lessonsRow?.n ?? 0),
    coursesEnrolled: Number(courseRow?.enrolled ?? 0),
    coursesCompleted: Number(courseRow?.completed ?? 0),
    certificates: Number(certRow?.n ?? 0),
    points: { all: Number(pointsRow?.all ?? 0), week: Number(pointsRow?.week ?? 0) },
  };
}
