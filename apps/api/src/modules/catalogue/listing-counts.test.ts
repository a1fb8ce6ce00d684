import { courseCounts, courses, institutions } from "@gk/db";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueFixture } from "../../../test/catalogue-fixtures";
import { DRIVERS, startTestApi, testConfig, type TestApi } from "../../../test/harness";
import { countListed } from "./listing";

// The whole catalogue's listing totals come from kept counts per category and institution (course_counts), which
// a trigger on courses moves with every statement. Whatever is written to courses, and however, the kept totals
// must equal a count of the courses, and the listing must say so.
describe.each(DRIVERS)("kept listing counts on %s", (driver) => {
  let api: TestApi;
  let fx: Awaited<ReturnType<typeof catalogueFixture>>;
  const db = () => api.database.db;
  const all = { kind: "all", featuredOrgId: null } as const;

  beforeAll(async () => {
    api = await startTestApi(driver, {
      config: testConfig({ CATALOGUE_CACHE_SECONDS: "0" }),
      startJobs: false,
    });
    fx = await catalogueFixture(api.database.db, api.config);
  });
  afterAll(() => api?.close());

  /** Every filter of one or two categories and one institution, kept against counted, and the listing's total. */
  async function expectTotalsCounted() {
    const cats = [...new Set((await db().select({ c: courses.categorySlug }).from(courses)).map((r) => r.c))];
    const insts = (
      await db().select({ id: institutions.id, slug: institutions.slug }).from(institutions)
    ).slice(0, 3);
    const filters = [
      { categories: [], institutions: [] },
      ...cats.map((c, i) => ({ categories: [c, cats[(i + 1) % cats.length]!], institutions: [] })),
      ...insts.map((i) => ({ categories: [], institutions: [i.slug] })),
      ...insts.map((i, k) => ({ categories: [cats[k % cats.length]!], institutions: [i.slug] })),
    ];
    for (const filter of filters) {
      const ids = insts.filter((i) => filter.institutions.includes(i.slug)).map((i) => i.id);
      const [counted] = await db()
        .select({ n: count() })
        .from(courses)
        .where(
          and(
            eq(courses.published, true),
            filter.categories.length > 0 ? inArray(courses.categorySlug, filter.categories) : undefined,
            ids.length > 0 ? inArray(courses.institutionId, ids) : undefined,
          ),
        );
      expect(await countListed(db(), all, filter), JSON.stringify(filter)).toBe(counted!.n);
      const query = [
        ...filter.categories.map((c) => `category=${c}`),
        ...filter.institutions.map((i) => `institution=${i}`),
      ].join("&");
      const res = await api.app.inject({ url: `/courses?${query}` });
      expect(res.json().data.total, query).toBe(counted!.n);
    }
  }

  it("start from the seeded catalogue", async () => {
    expect(await db().$count(courseCounts)).toBeGreaterThan(0);
    await expectTotalsCounted();
  });

  it("follow unpublishing and publishing, a course moved to another category or institution, and many at once", async () => {
    const [a, b, c, d] = fx.all;
    await db().update(courses).set({ published: false }).where(eq(courses.id, a!.id));
    await expectTotalsCounted();
    await db().update(courses).set({ categorySlug: fx.unpickedCategory }).where(eq(courses.id, b!.id));
    const [other] = await db()
      .select({ id: institutions.id })
      .from(institutions)
      .where(sql`${institutions.id} <> (select institution_id from courses where id = ${c!.id})`)
      .limit(1);
    await db().update(courses).set({ institutionId: other!.id }).where(eq(courses.id, c!.id));
    await expectTotalsCounted();
    // an unpublished course moved elsewhere, then published there
    await db().update(courses).set({ categorySlug: d!.category }).where(eq(courses.id, a!.id));
    await db().update(courses).set({ published: true }).where(eq(courses.id, a!.id));
    await expectTotalsCounted();
    // one statement over many courses, and a change the counts do not depend on
    await db()
      .update(courses)
      .set({ published: sql`not ${courses.published}` })
      .where(inArray(courses.categorySlug, [b!.category, d!.category]));
    await db().update(courses).set({ popularity: 7 });
    await expectTotalsCounted();
  });

  it("follow deleted courses and courses added again", async () => {
    const rows = await db().select().from(courses).where(eq(courses.categorySlug, fx.all[5]!.category));
    await db().delete(courses).where(eq(courses.categorySlug, fx.all[5]!.category));
    await expectTotalsCounted();
    await db().insert(courses).values(rows);
    await expectTotalsCounted();
  });
});
