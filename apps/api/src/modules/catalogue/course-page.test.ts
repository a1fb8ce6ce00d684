import {
  categories,
  coursePages,
  courseReviews,
  courses,
  institutions,
  lessons,
  organisationCoursePicks,
  organisations,
  quizzes,
  users,
} from "@gk/db";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueFixture, setSiteRestriction } from "../../../test/catalogue-fixtures";
import { bearer, DRIVERS, startTestApi, testConfig, type TestApi } from "../../../test/harness";
import { buildStalePages, storePages } from "./course-page-build";
import { listStoredPage } from "./listing";
import type { CatalogueScope } from "./scope";

// The course page's read model (course_pages): what every viewer sees of a course page is kept per course and
// language and read in one row. These tests run without the answer cache, so every visit reads the database, and
// change the tables straight in SQL (as the seed or an administrator would): the page must show each change at
// the next visit, never the stored copy it replaced.
describe.each(DRIVERS)("stored course pages on %s", (driver) => {
  let api: TestApi;
  let fx: Awaited<ReturnType<typeof catalogueFixture>>;
  const db = () => api.database.db;
  const page = async (slug: string, headers: Record<string, string> = {}) => {
    const res = await api.app.inject({ url: `/courses/${slug}`, headers });
    return { status: res.statusCode, body: res.json() };
  };
  const stored = (courseId: string) =>
    db()
      .select({ locale: coursePages.locale, version: coursePages.version, current: courses.pageVersion })
      .from(coursePages)
      .innerJoin(courses, eq(courses.id, coursePages.courseId))
      .where(eq(coursePages.courseId, courseId))
      .orderBy(coursePages.locale);

  beforeAll(async () => {
    const config = testConfig({ CATALOGUE_CACHE_SECONDS: "0" });
    api = await startTestApi(driver, { config, startJobs: false });
    fx = await catalogueFixture(api.database.db, api.config);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("keeps the page a visit built, per language, and answers the same from it", async () => {
    const course = fx.all[0]!;
    expect(await stored(course.id)).toEqual([]);
    const built = await page(course.slug);
    expect(built.status).toBe(200);
    expect(await stored(course.id)).toEqual([
      { locale: "id", version: expect.any(Number), current: expect.any(Number) },
    ]);
    const [row] = await stored(course.id);
    expect(row!.version).toBe(row!.current);
    // the second visit reads the stored page: the same answer, card for card, lesson for lesson
    expect(await page(course.slug)).toEqual(built);
    const english = await page(course.slug, { "accept-language": "en" });
    expect(english.body.data.locale).toBe("en");
    expect(english.body.data.name).not.toBe(built.body.data.name);
    expect((await stored(course.id)).map((r) => r.locale)).toEqual(["en", "id"]);
    expect(await page(course.slug, { "accept-language": "en" })).toEqual(english);
  });

  it("shows every change of what the page shows at the next visit", async () => {
    const course = fx.all[1]!;
    await page(course.slug);
    const [row] = await db().select().from(courses).where(eq(courses.id, course.id));

    await db().update(courses).set({ priceRupiah: 123_000 }).where(eq(courses.id, course.id));
    expect((await page(course.slug)).body.data.priceRupiah).toBe(123_000);

    const [first] = await db().select().from(lessons).where(eq(lessons.courseId, course.id)).limit(1);
    await db().update(lessons).set({ titleId: "Judul pelajaran yang baru" }).where(eq(lessons.id, first!.id));
    const titles = (await page(course.slug)).body.data.sections.flatMap(
      (s: { lessons: { title: string }[] }) => s.lessons.map((l) => l.title),
    );
    expect(titles).toContain("Judul pelajaran yang baru");

    await db().update(quizzes).set({ durationMinutes: 77 }).where(eq(quizzes.courseId, course.id));
    expect((await page(course.slug)).body.data.finalQuiz?.durationMinutes).toBe(77);

    await db()
      .update(categories)
      .set({ nameId: "Kategori Baru" })
      .where(eq(categories.slug, row!.categorySlug));
    expect((await page(course.slug)).body.data.category.name).toBe("Kategori Baru");

    await db()
      .update(institutions)
      .set({ nameId: "Lembaga Baru" })
      .where(eq(institutions.id, row!.institutionId));
    expect((await page(course.slug)).body.data.institution.name).toBe("Lembaga Baru");

    await db().insert(courseReviews).values({
      courseId: course.id,
      userId: fx.plain.id,
      rating: 4,
      body: "Contoh yang dekat dengan pekerjaan sehari-hari.",
    });
    const reviews = (await page(course.slug)).body.data.reviews;
    expect(reviews[0]).toMatchObject({
      author: "Bayu",
      body: "Contoh yang dekat dengan pekerjaan sehari-hari.",
    });

    // a review shows its author's first name
    await db().update(users).set({ fullName: "Bagas Prakoso" }).where(eq(users.id, fx.plain.id));
    // the stored pages that showed the old name are gone, not merely out of date
    expect(await stored(course.id)).toEqual([]);
    expect((await page(course.slug)).body.data.reviews[0].author).toBe("Bagas");

    await db().delete(courseReviews).where(eq(courseReviews.courseId, course.id));
    expect((await page(course.slug)).body.data.reviews).toEqual([]);

    await db().update(courses).set({ published: false }).where(eq(courses.id, course.id));
    expect((await page(course.slug)).status).toBe(404);
    await db().update(courses).set({ published: true }).where(eq(courses.id, course.id));
    expect((await page(course.slug)).status).toBe(200);
  });

  it("applies the viewer's scope to a stored page: an unpicked course stays hidden, a picked one is marked", async () => {
    await page(fx.unpicked.slug); // stored now, from an open visit
    expect((await stored(fx.unpicked.id)).length).toBe(1);
    expect((await page(fx.unpicked.slug, bearer(fx.employee.token))).status).toBe(404);

    const mandatory = fx.picks[0]!;
    await page(mandatory.slug);
    const seen = await page(mandatory.slug, bearer(fx.employee.token));
    expect(seen.status).toBe(200);
    expect(seen.body.data.mandatory).toBe(true);
    expect((await page(mandatory.slug)).body.data.mandatory).toBe(false);
    // related courses follow the scope too: only the company's picks
    const picked = new Set(fx.picks.map((p) => p.slug));
    for (const r of seen.body.data.related as { slug: string }[]) expect(picked.has(r.slug)).toBe(true);
  });

  it("never lets a page built from an older state replace a newer one", async () => {
    const course = fx.all[2]!;
    await page(course.slug);
    const [row] = await stored(course.id);
    await storePages(db(), [
      {
        courseId: course.id,
        locale: "id",
        version: row!.version - 1,
        body: '{"old":true}',
        card: '{"old":true}',
      },
    ]);
    const [after] = await db()
      .select({ body: coursePages.body })
      .from(coursePages)
      .where(and(eq(coursePages.courseId, course.id), eq(coursePages.locale, "id")));
    expect(after!.body).not.toContain('"old"');
    expect((await page(course.slug)).body.data.slug).toBe(course.slug);
  });

  it("lists the stored cards exactly as it lists cards assembled from the tables, in every scope", async () => {
    await db()
      .update(organisationCoursePicks)
      .set({ dueAt: new Date("2030-01-31T10:00:00.000Z") })
      .where(eq(organisationCoursePicks.courseId, fx.picks[0]!.id));
    const category = fx.all[0]!.category;
    const [institution] = await db()
      .select({ slug: institutions.slug })
      .from(institutions)
      .innerJoin(courses, eq(courses.institutionId, institutions.id))
      .where(eq(courses.id, fx.all[0]!.id));
    const urls = [
      "/courses?perPage=10",
      "/courses?sort=rating&perPage=7&page=2",
      `/courses?sort=newest&category=${category}&category=${fx.unpickedCategory}`,
      `/courses?sort=popular&institution=${institution!.slug}`,
    ];
    const viewers: Record<string, string>[] = [{}, bearer(fx.employee.token), { "accept-language": "en" }];
    const list = async (url: string, headers: Record<string, string>) =>
      (await api.app.inject({ url, headers })).json();
    await db().delete(coursePages);
    const assembled = [];
    for (const url of urls) for (const headers of viewers) assembled.push(await list(url, headers));
    const mandatory = assembled[1].data.items.find((c: { mandatory: boolean }) => c.mandatory);
    expect(mandatory.dueAt).toBe("2030-01-31T10:00:00.000Z");

    await buildStalePages(db());
    const stored = [];
    for (const url of urls) for (const headers of viewers) stored.push(await list(url, headers));
    expect(stored).toEqual(assembled);
    // and they did come from the stored cards: a stored card is what the listing shows
    const first = assembled[0].data.items[0];
    await db()
      .update(coursePages)
      .set({
        card: sql`replace(${coursePages.card}, ${JSON.stringify(first.name)}, '"Nama yang tersimpan"')`,
      })
      .where(and(eq(coursePages.courseId, first.id), eq(coursePages.locale, "id")));
    expect((await list(urls[0]!, {})).data.items[0].name).toBe("Nama yang tersimpan");
    await db().update(courses).set({ updatedAt: new Date() }).where(eq(courses.id, first.id));
    expect((await list(urls[0]!, {})).data.items[0].name).toBe(first.name);
  });

  it("sends a listing of stored cards byte for byte as the assembled one, in every kind of scope", async () => {
    // a restricted site with a mandatory pick due on a date, beside the company's picks (two of them mandatory)
    const siteCourses = fx.all.slice(10, 30).map((c) => c.id);
    await setSiteRestriction(db(), "kemenkes", siteCourses);
    const [site] = await db().select().from(organisations).where(eq(organisations.referral, "kemenkes"));
    await db()
      .update(organisationCoursePicks)
      .set({ mandatory: true, dueAt: new Date("2031-06-30T17:00:00.000Z") })
      .where(
        and(
          eq(organisationCoursePicks.organisationId, site!.id),
          eq(organisationCoursePicks.courseId, siteCourses[3]!),
        ),
      );
    const [first] = await db()
      .select({ category: courses.categorySlug, institution: institutions.slug })
      .from(courses)
      .innerJoin(institutions, eq(institutions.id, courses.institutionId))
      .where(eq(courses.id, siteCourses[3]!));
    const other = fx.all.find((c) => c.category !== first!.category)!.category;
    const urls = [
      "/courses",
      "/courses?perPage=7&page=2&sort=rating",
      "/courses?perPage=5&page=3&sort=newest",
      `/courses?category=${first!.category}&category=${other}&sort=popular&perPage=4`,
      `/courses?category=${other}&category=${first!.category}&sort=rating&page=2&perPage=3`,
      `/courses?institution=${first!.institution}&sort=newest&perPage=3&page=2`,
      `/courses?institution=${first!.institution}&category=${first!.category}&perPage=2`,
    ];
    const viewers: Record<string, string>[] = [
      {},
      { "accept-language": "en" },
      bearer(fx.employee.token),
      { origin: "http://kemenkes.localhost:3000" },
      { origin: "http://kemenkes.localhost:3000", "accept-language": "en" },
      { origin: "http://trenggalek.localhost:3000" },
    ];
    const answers = async () => {
      const all: { url: string; viewer: number; type: unknown; body: string }[] = [];
      for (const url of urls)
        for (const [viewer, headers] of viewers.entries()) {
          const res = await api.app.inject({ url, headers });
          expect(res.statusCode).toBe(200);
          all.push({ url, viewer, type: res.headers["content-type"], body: res.body });
        }
      return all;
    };
    await db().delete(coursePages);
    const assembled = await answers();
    // the restricted site's mandatory pick and the company's are in some answer, marked
    expect(assembled.some((a) => a.body.includes('"dueAt":"2031-06-30T17:00:00.000Z"'))).toBe(true);
    expect(assembled.filter((a) => a.viewer === 2).some((a) => a.body.includes('"mandatory":true'))).toBe(
      true,
    );

    await buildStalePages(db());
    // the stored path answers each of them (so the comparison below compares the two ways)
    const scopes: CatalogueScope[] = [
      { kind: "all", featuredOrgId: null },
      { kind: "company", organisationId: fx.company.id },
      { kind: "site", organisationId: site!.id },
    ];
    for (const scope of scopes)
      for (const locale of ["id", "en"] as const)
        expect(
          await listStoredPage(
            db(),
            scope,
            { categories: [], institutions: [] },
            { sort: "popular", page: 1, perPage: 3 },
            locale,
          ),
        ).toBeDefined();
    expect(await answers()).toEqual(assembled);
  });

  it("builds every published course's pages ahead of visits, then only what changed", async () => {
    const published = await db().$count(courses, eq(courses.published, true));
    await buildStalePages(db());
    const current = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(coursePages)
      .innerJoin(
        courses,
        and(eq(courses.id, coursePages.courseId), eq(courses.pageVersion, coursePages.version)),
      );
    expect(current[0]!.n).toBe(published * 2);
    expect(await buildStalePages(db())).toBe(0);
    await db().update(lessons).set({ durationMinutes: 9 }).where(eq(lessons.courseId, fx.all[3]!.id));
    expect(await buildStalePages(db())).toBe(1);
  });
});

describe.each(DRIVERS)("the course page builder of a running API on %s", (driver) => {
  let api: TestApi;

  afterAll(async () => {
    await api?.close();
  });

  it("builds the pages of courses added while it runs", async () => {
    api = await startTestApi(driver, { config: testConfig({ CATALOGUE_CACHE_SECONDS: "0" }) });
    const fx = await catalogueFixture(api.database.db, api.config);
    const db = api.database.db;
    // the seed's writes announce a catalogue change; the builder answers it without any visit
    await expect
      .poll(async () => await db.$count(coursePages), { timeout: 20_000, interval: 100 })
      .toBe((await db.$count(courses, eq(courses.published, true))) * 2);
    const course = fx.all[4]!;
    await db.update(courses).set({ nameId: "Nama yang baru" }).where(eq(courses.id, course.id));
    await expect
      .poll(
        async () => {
          const [row] = await db
            .select({ body: coursePages.body })
            .from(coursePages)
            .innerJoin(
              courses,
              and(eq(courses.id, coursePages.courseId), eq(courses.pageVersion, coursePages.version)),
            )
            .where(and(eq(coursePages.courseId, course.id), eq(coursePages.locale, "id")));
          return row?.body ?? "";
        },
        { timeout: 20_000, interval: 100 },
      )
      .toContain("Nama yang baru");
  });
});
