import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { courses, lessons } from "../schema/catalogue";
import { lessonVideoPath } from "./catalogue/video-media";

/** The made-up host earlier seeds gave live classes; such a link never opened anything. */
export const LEGACY_LIVE_PREFIX = "https://live.gurukita.id/";

const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface LiveScheduleReport {
  upcoming: number;
  ended: number;
  recordings: number;
}

/**
 * Gives every seeded live class a schedule relative to the day the seed runs, the way a provider runs them:
 * classes at 19:00 or 10:00 Jakarta time (12:00 or 03:00 UTC), an hour long (some ninety minutes). Every third
 * class (by course slug) has already ended, one to ten days ago, with its recording (the product's own clip of
 * the course's topic, played on the lesson's video page); the others start in the next one to fourteen days.
 * A class on the made-up host of earlier seeds is held in the product's own live room instead (no address of
 * its own). A course's length follows its live class's new length.
 */
export async function scheduleLiveClasses(
  db: Db,
  options: { referenceDate: Date },
): Promise<LiveScheduleReport> {
  const day = Date.UTC(
    options.referenceDate.getUTCFullYear(),
    options.referenceDate.getUTCMonth(),
    options.referenceDate.getUTCDate(),
  );
  const rows = await db
    .select({
      id: lessons.id,
      courseId: lessons.courseId,
      liveUrl: lessons.liveUrl,
      durationMinutes: lessons.durationMinutes,
      category: courses.categorySlug,
    })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(lessons.kind, "live"))
    .orderBy(asc(courses.slug), asc(lessons.position));
  const report: LiveScheduleReport = { upcoming: 0, ended: 0, recordings: 0 };
  for (const [i, row] of rows.entries()) {
    const ended = i % 3 === 0;
    const hourUtc = i % 2 === 0 ? 12 : 3;
    const startsAt = ended
      ? new Date(day - (1 + (Math.floor(i / 3) % 10)) * DAY + hourUtc * HOUR)
      : new Date(day + (1 + (i % 14)) * DAY + hourUtc * HOUR);
    const minutes = i % 5 === 4 ? 90 : 60;
    await db.transaction(async (tx) => {
      await tx
        .update(lessons)
        .set({
          liveStartsAt: startsAt,
          durationMinutes: minutes,
          liveUrl: row.liveUrl?.startsWith(LEGACY_LIVE_PREFIX) ? null : row.liveUrl,
          videoUrl: ended ? lessonVideoPath(row.category) : null,
        })
        .where(eq(lessons.id, row.id));
      await tx
        .update(courses)
        .set({ durationMinutes: sql`${courses.durationMinutes} + ${minutes - row.durationMinutes}` })
        .where(eq(courses.id, row.courseId));
    });
    if (ended) {
      report.ended++;
      report.recordings++;
    } else report.upcoming++;
  }
  return report;
}
