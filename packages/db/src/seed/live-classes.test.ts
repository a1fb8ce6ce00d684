import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../client";
import { courses, lessons } from "../schema/catalogue";
import { createTestDatabase, DRIVERS } from "../testing";
import { seedCatalogue } from "./catalogue";
import { LEGACY_LIVE_PREFIX, scheduleLiveClasses } from "./live-classes";

const DAY = 86_400_000;
// a seed day late in the evening (UTC): upcoming classes must still be ahead of it
const referenceDate = new Date("2026-11-22T23:30:00Z");
const midnight = Date.parse("2026-11-22T00:00:00Z");

describe.each(DRIVERS)("the live-classes seed step on %s", (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver, inject("postgresUrl"));
    await seedCatalogue(database.db, { courses: 60, progress: null, referenceDate });
  }, 240_000);
  afterAll(() => database?.close());

  const liveLessons = () =>
    database.db
      .select({
        id: lessons.id,
        courseId: lessons.courseId,
        liveUrl: lessons.liveUrl,
        liveStartsAt: lessons.liveStartsAt,
        durationMinutes: lessons.durationMinutes,
        videoUrl: lessons.videoUrl,
        slug: courses.slug,
      })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(eq(lessons.kind, "live"))
      .orderBy(asc(courses.slug), asc(lessons.position));

  it("schedules every class around the seed day: every third ended with a recording, the rest upcoming", async () => {
    const before = await liveLessons();
    expect(before.length).toBeGreaterThanOrEqual(3);
    // a database seeded before: its first class still on the made-up host of earlier seeds
    await database.db
      .update(lessons)
      .set({ liveUrl: `${LEGACY_LIVE_PREFIX}kelas/${before[0]!.slug}` })
      .where(eq(lessons.id, before[0]!.id));
    const lengthsBefore = new Map(
      (
        await database.db
          .select({ id: courses.id, minutes: courses.durationMinutes })
          .from(courses)
          .where(
            inArray(
              courses.id,
              before.map((l) => l.courseId),
            ),
          )
      ).map((c) => [c.id, c.minutes]),
    );

    const report = await scheduleLiveClasses(database.db, { referenceDate });
    const after = await liveLessons();
    expect(report.upcoming + report.ended).toBe(after.length);
    expect(report.recordings).toBe(report.ended);
    for (const [i, l] of after.entries()) {
      const start = l.liveStartsAt!.getTime();
      // 19:00 or 10:00 in Jakarta
      expect([12, 3]).toContain(l.liveStartsAt!.getUTCHours());
      expect([60, 90]).toContain(l.durationMinutes);
      // held in the product's live room: no address of a host that does not exist
      expect(l.liveUrl).toBeNull();
      if (i % 3 === 0) {
        expect(start).toBeLessThan(midnight);
        expect(start).toBeGreaterThanOrEqual(midnight - 10 * DAY);
        expect(l.videoUrl).toMatch(/^\/media\/videos\/[a-z]+$/);
      } else {
        expect(start).toBeGreaterThan(referenceDate.getTime());
        expect(start).toBeLessThanOrEqual(midnight + 15 * DAY);
        expect(l.videoUrl).toBeNull();
      }
      const old = before.find((b) => b.id === l.id)!;
      const [course] = await database.db
        .select({ minutes: courses.durationMinutes })
        .from(courses)
        .where(eq(courses.id, l.courseId));
      // a course's length follows its live class's (one live class per course)
      expect(course!.minutes).toBe(lengthsBefore.get(l.courseId)! + l.durationMinutes - old.durationMinutes);
    }
  });
});
