import { courses, feedback, lessonProgress, lessons } from "@gk/db";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueFixture } from "../../../test/catalogue-fixtures";
import { DRIVERS, jsonCaller, startTestApi, type TestApi } from "../../../test/harness";
import { courseLessons } from "../../../test/learning-fixtures";

describe.each(DRIVERS)("lesson video on %s", (driver) => {
  let api: TestApi;
  let fx: Awaited<ReturnType<typeof catalogueFixture>>;
  let courseSlug = "";
  let videoLesson = "";
  let articleLesson = "";
  const call = jsonCaller(() => api);
  const positionOf = async (userId: string, lessonId: string) => {
    const [row] = await api.database.db
      .select({ at: lessonProgress.videoPositionSeconds })
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)));
    return row?.at ?? null;
  };

  beforeAll(async () => {
    api = await startTestApi(driver);
    fx = await catalogueFixture(api.database.db, api.config);
    const pickIds = new Set(fx.picks.map((p) => p.id));
    const course = fx.all.find((c) => !pickIds.has(c.id) && c.id !== fx.unpicked.id)!;
    courseSlug = course.slug;
    await api.database.db.update(courses).set({ priceRupiah: 0 }).where(eq(courses.id, course.id));
    const rows = (await courseLessons(api.database.db, course.id)).filter((l) => l.kind === "article");
    [videoLesson, articleLesson] = [rows[0]!.id, rows[1]!.id];
    await api.database.db
      .update(lessons)
      .set({ kind: "video", videoUrl: "/media/videos/digital" })
      .where(eq(lessons.id, videoLesson));
    expect((await call("POST", `/courses/${courseSlug}/enrolment`, fx.plain.token)).status).toBe(200);
  });
  afterAll(() => api?.close());

  it("gives the player the clip in the page's language, captions in both, and resumes where it stopped", async () => {
    const id = await call("GET", `/lessons/${videoLesson}`, fx.plain.token);
    expect(id.status).toBe(200);
    const video = id.body.data.video;
    expect(video).toMatchObject({
      type: "video/webm",
      narration: "id",
      resumeAtSeconds: 0,
      opensInNewTab: true,
    });
    expect(video.src).toMatch(/^\/media\/videos\/digital\.id\.webm\?v=[0-9a-f]{16}$/);
    expect(video.captions.map((c: { locale: string }) => c.locale)).toEqual(["id", "en"]);
    expect(video.captions[0].label).toBe("Bahasa Indonesia");
    expect(video.durationSeconds).toBeGreaterThan(10);

    const en = await call("GET", `/lessons/${videoLesson}`, fx.plain.token, undefined, {
      "accept-language": "en",
    });
    expect(en.body.data.video.src).toMatch(/^\/media\/videos\/digital\.en\.webm/);
    expect(en.body.data.video.captions.map((c: { label: string }) => c.label)).toEqual([
      "English",
      "Indonesian",
    ]);

    const saved = await call("PUT", `/lessons/${videoLesson}/video-position`, fx.plain.token, {
      positionSeconds: 12.34,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ lessonId: videoLesson, positionSeconds: 12.3 });
    const again = await call("GET", `/lessons/${videoLesson}`, fx.plain.token);
    expect(again.body.data.video.resumeAtSeconds).toBe(12.3);
    // an article has no video
    expect((await call("GET", `/lessons/${articleLesson}`, fx.plain.token)).body.data.video).toBeNull();
  });

  it("saves only the caller's own position: another learner is refused and nothing changes", async () => {
    const owner = fx.plain.id;
    await call("PUT", `/lessons/${videoLesson}/video-position`, fx.plain.token, { positionSeconds: 20 });
    // not enrolled in the course: 403, in the caller's language; the owner's position stays
    const other = await call(
      "PUT",
      `/lessons/${videoLesson}/video-position`,
      fx.interested.token,
      { positionSeconds: 99, userId: owner },
      { "accept-language": "en" },
    );
    expect(other.status).toBe(403);
    expect(other.body.message).toMatch(/enrol/i);
    // a course the company employee cannot see: 404
    const hidden = await call("PUT", `/lessons/${videoLesson}/video-position`, fx.employee.token, {
      positionSeconds: 99,
    });
    expect(hidden.status).toBe(404);
    expect(await positionOf(owner, videoLesson)).toBe(20);
    expect(await positionOf(fx.interested.id, videoLesson)).toBeNull();
    // without a session: 401
    expect(
      (await call("PUT", `/lessons/${videoLesson}/video-position`, null, { positionSeconds: 1 })).status,
    ).toBe(401);
  });

  it("refuses bad input with a message in the caller's language and keeps the saved position", async () => {
    const owner = fx.plain.id;
    await call("PUT", `/lessons/${videoLesson}/video-position`, fx.plain.token, { positionSeconds: 30 });
    for (const body of [{ positionSeconds: -1 }, { positionSeconds: "abc" }, {}, { positionSeconds: 1e9 }]) {
      const en = await call("PUT", `/lessons/${videoLesson}/video-position`, fx.plain.token, body, {
        "accept-language": "en",
      });
      expect(en.status).toBeGreaterThanOrEqual(400);
      expect(en.status).toBeLessThan(500);
      expect(en.body.code).toBe("VALIDATION_FAILED");
      expect(en.body.errors.positionSeconds).toBeDefined();
    }
    const id = await call("PUT", `/lessons/${videoLesson}/video-position`, fx.plain.token, {
      positionSeconds: -5,
    });
    expect(id.body.message).not.toBe(
      (
        await call(
          "PUT",
          `/lessons/${videoLesson}/video-position`,
          fx.plain.token,
          { positionSeconds: -5 },
          {
            "accept-language": "en",
          },
        )
      ).body.message,
    );
    // a lesson without video, and a lesson id that is not one
    expect(
      (await call("PUT", `/lessons/${articleLesson}/video-position`, fx.plain.token, { positionSeconds: 3 }))
        .status,
    ).toBe(404);
    expect(
      (await call("PUT", `/lessons/not-a-uuid/video-position`, fx.plain.token, { positionSeconds: 3 }))
        .status,
    ).toBe(422);
    expect(await positionOf(owner, videoLesson)).toBe(30);
    expect(await positionOf(owner, articleLesson)).toBeNull();
  });

  it("stores the survey after the video with the product's feedback, one answer per learner", async () => {
    const first = await call("PUT", `/lessons/${videoLesson}/video-survey`, fx.plain.token, {
      helpful: "somewhat",
      comment: "Suaranya agak cepat",
    });
    expect(first.status).toBe(200);
    expect(first.body.data.message).toMatch(/Terima kasih/);
    await call("PUT", `/lessons/${videoLesson}/video-survey`, fx.plain.token, {
      helpful: "yes",
      comment: "",
    });
    const rows = await api.database.db.select().from(feedback).where(eq(feedback.lessonId, videoLesson));
    expect(rows.map((r) => [r.rating, r.message])).toEqual([[5, ""]]);
    const bad = await call("PUT", `/lessons/${videoLesson}/video-survey`, fx.plain.token, {
      helpful: "maybe",
    });
    expect(bad.status).toBe(422);
    const stranger = await call("PUT", `/lessons/${videoLesson}/video-survey`, fx.interested.token, {
      helpful: "no",
    });
    expect(stranger.status).toBe(403);
    expect(
      await api.database.db.select().from(feedback).where(eq(feedback.lessonId, videoLesson)),
    ).toHaveLength(1);
  });
});
