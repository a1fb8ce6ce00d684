import { HOME_SECTIONS, type CourseCard } from "@gk/contracts";
import { courses, enrolments, lessonProgress, lessons, searchTermCounts } from "@gk/db";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueFixture } from "../../../test/catalogue-fixtures";
import { bearer, DRIVERS, json, startTestApi, type TestApi } from "../../../test/harness";
import { catalogueChanged } from "./changed";

type Section = {
  key: string;
  title: string;
  items: (CourseCard & { progressPercent: number | null; nextLessonId: string | null })[];
  reason: { code: string; message: string } | null;
};

describe.each(DRIVERS)("home sections and engagement on %s", (driver) => {
  let api: TestApi;
  let fx: Awaited<ReturnType<typeof catalogueFixture>>;
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await api.app.inject({ url, headers });
    return { status: res.statusCode, body: res.json() };
  };
  const section = async (key: string, headers: Record<string, string> = {}) =>
    (await get(`/home/${key}?limit=50`, headers)).body.data as Section;

  beforeAll(async () => {
    api = await startTestApi(driver, { startJobs: false });
    fx = await catalogueFixture(api.database.db, api.config);
  });
  afterAll(() => api?.close());

  it("answers every home section with a title in the viewer's language; empty ones carry a reason", async () => {
    for (const key of HOME_SECTIONS) {
      const { status, body } = await get(`/home/${key}`);
      expect(status).toBe(200);
      expect(body.data.key).toBe(key);
      expect(body.data.title.length).toBeGreaterThan(0);
      if (body.data.items.length === 0) expect(body.data.reason.code).toMatch(/^[A-Z_]+$/);
    }
    expect((await section("popular", { "accept-language": "en" })).title).toBe("Popular Courses");
    expect((await section("popular")).title).toBe("Kursus Populer");
  });

  it("continue and recommendations need a signed-in viewer; recommendations follow interests", async () => {
    expect((await section("continue")).reason?.code).toBe("NOT_SIGNED_IN");
    expect((await section("recommended")).reason?.code).toBe("NOT_SIGNED_IN");
    const none = await section("recommended", bearer(fx.plain.token));
    expect([none.items, none.reason?.code]).toEqual([[], "NO_INTERESTS"]);
    const mine = await section("recommended", bearer(fx.interested.token));
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((c) => c.category.slug === fx.all[0]!.category)).toBe(true);
  });

  it("continue lists unfinished enrolments, latest first, with progress and the next lesson", async () => {
    const db = api.database.db;
    const [a, b, done] = [fx.all[10]!, fx.all[20]!, fx.all[30]!];
    const now = Date.now();
    await db.insert(enrolments).values([
      {
        userId: fx.interested.id,
        courseId: a.id,
        enrolledAt: new Date(now - 9e6),
        lastActivityAt: new Date(now - 5e6),
        completedLessons: 1,
      },
      {
        userId: fx.interested.id,
        courseId: b.id,
        enrolledAt: new Date(now - 9e6),
        lastActivityAt: new Date(now - 1e6),
      },
      {
        userId: fx.interested.id,
        courseId: done.id,
        enrolledAt: new Date(now - 9e6),
        lastActivityAt: new Date(now),
        completedAt: new Date(now),
      },
    ]);
    const aLessons = await db
      .select()
      .from(lessons)
      .where(eq(lessons.courseId, a.id))
      .orderBy(asc(lessons.position));
    await db.insert(lessonProgress).values({
      userId: fx.interested.id,
      lessonId: aLessons[0]!.id,
      courseId: a.id,
      openedAt: new Date(now - 6e6),
      completedAt: new Date(now - 5e6),
    });
    const s = await section("continue", bearer(fx.interested.token));
    expect(s.items.map((c) => c.id)).toEqual([b.id, a.id]);
    const [course] = await db.select().from(courses).where(eq(courses.id, a.id));
    expect(s.items[1]!.progressPercent).toBe(Math.round((1 / course!.lessonCount) * 100));
    expect(s.items[1]!.nextLessonId).toBe(aLessons[1]!.id);
    expect((await section("continue", bearer(fx.plain.token))).reason?.code).toBe("NOTHING_IN_PROGRESS");
  });

  it("mandatory courses are the company's mandatory picks; others are told it is for company plans", async () => {
    const s = await section("mandatory", bearer(fx.employee.token));
    expect(s.items).toHaveLength(2);
    expect(s.items.every((c) => c.mandatory)).toBe(true);
    expect((await section("mandatory", bearer(fx.plain.token))).reason?.code).toBe("NOT_COMPANY_PLAN");
  });

  it("new releases are newest first; ending soon lists only windows closing within 30 days, soonest first", async () => {
    const releases = (await section("new-releases")).items.map((c) => c.releasedAt);
    expect(releases).toEqual([...releases].sort().reverse());
    const db = api.database.db;
    const day = 86_400_000;
    await db.update(courses).set({ enrolmentClosesAt: null });
    await db
      .update(courses)
      .set({ enrolmentClosesAt: new Date(Date.now() + 3 * day) })
      .where(eq(courses.id, fx.all[4]!.id));
    await db
      .update(courses)
      .set({ enrolmentClosesAt: new Date(Date.now() + 1 * day) })
      .where(eq(courses.id, fx.all[5]!.id));
    await db
      .update(courses)
      .set({ enrolmentClosesAt: new Date(Date.now() + 45 * day) })
      .where(eq(courses.id, fx.all[6]!.id));
    await db
      .update(courses)
      .set({ enrolmentClosesAt: new Date(Date.now() - day) })
      .where(eq(courses.id, fx.all[7]!.id));
    // written straight in the database: the triggers announce it at commit; this makes it immediate here
    await catalogueChanged(api.app.ctx);
    expect((await section("ending-soon")).items.map((c) => c.id)).toEqual([fx.all[5]!.id, fx.all[4]!.id]);
    await db.update(courses).set({ enrolmentClosesAt: null });
    await catalogueChanged(api.app.ctx);
    expect((await section("ending-soon")).reason?.code).toBe("NONE_ENDING_SOON");
  });

  it("themed rows hold only their categories", async () => {
    const tech = await section("technology-career");
    for (const c of tech.items)
      expect([
        "digital-it",
        "data-analytics-science",
        "ai-machine-learning",
        "product-design-management",
        "latest-industry-trends",
        "design-creativity",
      ]).toContain(c.category.slug);
  });

  it("rates a course 1–5 with a review, changes it, and keeps the average and count in step", async () => {
    const slug = fx.all[12]!.slug;
    const before = (await get(`/courses/${slug}`)).body.data as CourseCard;
    const put = (rating: number, token = fx.plain.token) =>
      api.app.inject({
        method: "PUT",
        url: `/courses/${slug}/review`,
        ...json({ rating, body: "Materinya jelas dan praktis." }),
        headers: { ...json({}).headers, ...bearer(token) },
      });
    const first = await put(5);
    expect(first.statusCode).toBe(200);
    const r1 = first.json().data;
    expect(r1.ratingCount).toBe(before.ratingCount + 1);
    expect(r1.review.ratingLabel).toBe("extraordinary");
    expect(r1.review.author).toBe("Bayu");
    const second = (await put(1)).json().data;
    expect(second.ratingCount).toBe(before.ratingCount + 1);
    expect(second.review.ratingLabel).toBe("poor");
    expect(second.ratingAverage).toBeLessThan(r1.ratingAverage);
    const reviews = (await get(`/courses/${slug}/reviews`)).body.data;
    expect(reviews.items.filter((r: { author: string }) => r.author === "Bayu")).toHaveLength(1);
    expect((await put(6)).statusCode).toBe(422);
    expect(
      (await api.app.inject({ method: "PUT", url: `/courses/${slug}/review`, ...json({ rating: 4 }) }))
        .statusCode,
    ).toBe(401);
    // a company user cannot rate a course the company did not pick
    const leak = await api.app.inject({
      method: "PUT",
      url: `/courses/${fx.unpicked.slug}/review`,
      ...json({ rating: 4 }),
      headers: { ...json({}).headers, ...bearer(fx.employee.token) },
    });
    expect(leak.statusCode).toBe(404);
  });

  it("takes feedback from anyone and thanks them in their language", async () => {
    const res = await api.app.inject({
      method: "POST",
      url: "/feedback",
      ...json({ rating: 4, message: "Aplikasinya membantu." }),
      headers: { ...json({}).headers, "accept-language": "en" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.message).toBe("Thank you for your feedback!");
    expect(
      (await api.app.inject({ method: "POST", url: "/feedback", ...json({ rating: 0 }) })).statusCode,
    ).toBe(422);
  });

  it("counts search terms per site into trending searches (a site without its own sees everyone's)", async () => {
    const origin = { origin: "http://kemenpar.localhost:3000" };
    const seeded = (await get("/home/trending-searches", origin)).body.data;
    expect(seeded.terms.length).toBeGreaterThan(0);
    for (const term of ["Excel Dasar", "  excel   dasar ", "kepemimpinan"]) {
      expect(
        (
          await api.app.inject({
            method: "POST",
            url: "/search/terms",
            ...json({ term }),
            headers: { ...json({}).headers, ...origin },
          })
        ).statusCode,
      ).toBe(200);
    }
    const site = (await get("/home/trending-searches", origin)).body.data;
    expect(site.terms).toEqual([
      { term: "excel dasar", count: 2 },
      { term: "kepemimpinan", count: 1 },
    ]);
    await api.database.db.delete(searchTermCounts);
    expect((await get("/home/trending-searches")).body.data.reason.code).toBe("NO_TRENDING_SEARCHES");
  });
});
