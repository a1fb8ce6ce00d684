import { CATEGORY_SLUGS } from "@gk/contracts";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../../client";
import { courses, lessons } from "../../schema/catalogue";
import { createTestDatabase, DRIVERS } from "../../testing";
import { seedCatalogue } from "./index";
import { LEGACY_VIDEO_PREFIX, VIDEO_FAMILIES, pointVideoLessonsAtMedia, videoFamilyOf } from "./video-media";

const referenceDate = new Date("2026-11-22T00:00:00Z");

describe.each(DRIVERS)("lesson videos of the seed on %s", (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver, inject("postgresUrl"));
    await seedCatalogue(database.db, { courses: 40, referenceDate, progress: null });
  });
  afterAll(() => database?.close());

  const videoLessons = () =>
    database.db
      .select({ id: lessons.id, url: lessons.videoUrl, category: courses.categorySlug })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(eq(lessons.kind, "video"));

  it("points every video lesson of a fresh database at its family's clip", async () => {
    const rows = await videoLessons();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.url).toBe(`/media/videos/${videoFamilyOf(row.category)}`);
  });

  it("moves an older database's made-up addresses to the clips, leaving other addresses alone", async () => {
    const rows = await videoLessons();
    for (const [i, row] of rows.entries())
      await database.db
        .update(lessons)
        .set({ videoUrl: i === 0 ? "https://videos.example.org/own" : `${LEGACY_VIDEO_PREFIX}track-${i}` })
        .where(eq(lessons.id, row.id));
    expect(await pointVideoLessonsAtMedia(database.db)).toBe(rows.length - 1);
    const after = await videoLessons();
    expect(after.find((r) => r.id === rows[0]!.id)!.url).toBe("https://videos.example.org/own");
    for (const row of after.filter((r) => r.id !== rows[0]!.id))
      expect(row.url).toBe(`/media/videos/${videoFamilyOf(row.category)}`);
    const left = await database.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(and(eq(lessons.kind, "video"), like(lessons.videoUrl, `${LEGACY_VIDEO_PREFIX}%`)));
    expect(left).toEqual([]);
    // running it again changes nothing
    expect(await pointVideoLessonsAtMedia(database.db)).toBe(0);
  });

  it("gives every category a family", () => {
    const all = Object.values(VIDEO_FAMILIES).flat();
    expect([...all].sort()).toEqual([...CATEGORY_SLUGS].sort());
  });
});
