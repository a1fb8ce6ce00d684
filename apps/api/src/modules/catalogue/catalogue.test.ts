import type { CourseCard } from "@gk/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueFixture, setSiteRestriction } from "../../../test/catalogue-fixtures";
import { bearer, DRIVERS, startTestApi, type TestApi } from "../../../test/harness";
import { catalogueChanged } from "./changed";

type List = {
  items: CourseCard[];
  page: number;
  perPage: number;
  shown: number;
  total: number;
  hasMore: boolean;
  reason: { code: string; message: string } | null;
  locale: string;
};

describe.each(DRIVERS)("catalogue on %s", (driver) => {
  let api: TestApi;
  let fx: Awaited<ReturnType<typeof catalogueFixture>>;
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await api.app.inject({ url, headers });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  const list = async (url: string, headers: Record<string, string> = {}) =>
    (await get(url, headers)).body.data as List;

  beforeAll(async () => {
    api = await startTestApi(driver, { startJobs: false });
    fx = await catalogueFixture(api.database.db, api.config);
  });
  afterAll(() => api?.close());

  it("sorts by popularity, rating and newest", async () => {
    const popular = await list("/courses?sort=popular&perPage=50");
    expect(popular.total).toBe(48);
    const pops = popular.items.map((c) => c.popularity);
    expect(pops).toEqual([...pops].sort((a, b) => b - a));
    const rated = (await list("/courses?sort=rating&perPage=50")).items.map((c) => c.ratingAverage);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
    const newest = (await list("/courses?sort=newest&perPage=50")).items.map((c) => c.releasedAt);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it("filters by several categories and institutions", async () => {
    const [a, b] = [...new Set(fx.all.map((c) => c.category))];
    const byCat = await list(`/courses?category=${a}&category=${b}&perPage=50`);
    expect(byCat.total).toBe(fx.all.filter((c) => c.category === a || c.category === b).length);
    expect(byCat.items.every((c) => c.category.slug === a || c.category.slug === b)).toBe(true);
    const one = byCat.items[0]!.institution.slug;
    const byInst = await list(`/courses?institution=${one}&perPage=50`);
    expect(byInst.total).toBeGreaterThan(0);
    expect(byInst.items.every((c) => c.institution.slug === one)).toBe(true);
  });

  it("pages with shown-versus-total counts and refuses more than 50 per page", async () => {
    const p1 = await list("/courses?perPage=20&page=1");
    expect([p1.shown, p1.total, p1.hasMore, p1.items.length]).toEqual([20, 48, true, 20]);
    const p3 = await list("/courses?perPage=20&page=3");
    expect([p3.shown, p3.hasMore, p3.items.length]).toEqual([48, false, 8]);
    const p2 = await list("/courses?perPage=20&page=2");
    const ids = new Set([...p1.items, ...p2.items, ...p3.items].map((c) => c.id));
    expect(ids.size).toBe(48);
    expect((await get("/courses?perPage=51")).status).toBe(422);
  });

  it("answers an empty filter with a reason, not an error", async () => {
    const empty = await list("/courses?institution=lembaga-yang-tidak-ada");
    expect(empty.items).toEqual([]);
    expect(empty.reason?.code).toBe("NO_RESULTS");
    expect(empty.reason?.message).toContain("Kursus tidak ditemukan");
  });

  it("speaks the requested language (Indonesian by default) and says so", async () => {
    const id = await get(`/courses/${fx.all[0]!.slug}`);
    const en = await get(`/courses/${fx.all[0]!.slug}`, { "accept-language": "en-US,en;q=0.9" });
    expect(id.headers["content-language"]).toBe("id");
    expect(en.headers["content-language"]).toBe("en");
    expect(id.body.data.locale).toBe("id");
    expect(en.body.data.name).not.toBe(id.body.data.name);
    expect(en.body.data.sections.at(-1).title).toBe("Final Assessment");
    expect(id.body.data.sections.at(-1).title).toBe("Evaluasi Akhir");
  });

  it("shows a course page with sections, lessons ending in the final quiz, reviews and related courses", async () => {
    const { status, body } = await get(`/courses/${fx.all[3]!.slug}`);
    expect(status).toBe(200);
    const d = body.data;
    const lessons = d.sections.flatMap((s: { lessons: { kind: string; position: number }[] }) => s.lessons);
    expect(lessons).toHaveLength(d.lessonCount);
    expect(lessons.at(-1).kind).toBe("quiz");
    expect(d.finalQuiz.questionCount).toBeGreaterThanOrEqual(4);
    expect(d.skills.length).toBeGreaterThan(0);
    expect(d.included.length).toBeGreaterThan(0);
    expect(d.related.every((r: CourseCard) => r.category.slug === d.category.slug && r.id !== d.id)).toBe(
      true,
    );
    // the related cards are the category's most popular others, card for card as the listing shows them
    const sameCategory = await list(`/courses?category=${d.category.slug}&sort=popular&perPage=50`);
    const others = sameCategory.items.filter((c) => c.id !== d.id).slice(0, 4);
    expect(d.related.length).toBeGreaterThan(0);
    expect(d.related).toEqual(others);
    const missing = await get("/courses/kursus-yang-tidak-ada");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Kursus tidak ditemukan");
  });

  it("a company-plan user sees only the company's picks everywhere; other courses are 404", async () => {
    const auth = bearer(fx.employee.token);
    const mine = await list("/courses?perPage=50", auth);
    expect(mine.total).toBe(5);
    expect(new Set(mine.items.map((c) => c.id))).toEqual(new Set(fx.picks.map((p) => p.id)));
    expect(mine.items.filter((c) => c.mandatory)).toHaveLength(2);
    expect((await get(`/courses/${fx.unpicked.slug}`, auth)).status).toBe(404);
    expect((await get(`/courses/${fx.unpicked.slug}/reviews`, auth)).status).toBe(404);
    expect((await get(`/courses/${fx.picks[0]!.slug}`, auth)).status).toBe(200);
    // the same unpicked course is public for everyone else
    expect((await get(`/courses/${fx.unpicked.slug}`)).status).toBe(200);
    // related courses and home sections leak nothing either
    const detail = (await get(`/courses/${fx.picks[0]!.slug}`, auth)).body.data;
    for (const r of detail.related as CourseCard[]) expect(fx.picks.map((p) => p.id)).toContain(r.id);
    for (const key of [
      "popular",
      "new-releases",
      "all",
      "popular-picks",
      "work-performance",
      "technology-career",
      "self-management",
      "ending-soon",
    ]) {
      const section = (await get(`/home/${key}?limit=50`, auth)).body.data;
      for (const c of section.items as CourseCard[]) expect(fx.picks.map((p) => p.id)).toContain(c.id);
    }
    const bundles = (await get("/bundles", auth)).body.data.items as { courses: CourseCard[] }[];
    for (const b of bundles) for (const c of b.courses) expect(fx.picks.map((p) => p.id)).toContain(c.id);
    const cats = (await get("/categories", auth)).body.data.items as { courseCount: number }[];
    expect(cats.reduce((s, c) => s + c.courseCount, 0)).toBe(5);
  });

  it("tells 'the company did not choose courses matching the filter' apart from a plain empty result", async () => {
    const auth = bearer(fx.employee.token);
    const notChosen = await list(`/courses?category=${fx.unpickedCategory}`, auth);
    expect(notChosen.items).toEqual([]);
    expect(notChosen.reason?.code).toBe("COMPANY_DID_NOT_CHOOSE");
    const nothing = await list("/courses?institution=lembaga-yang-tidak-ada", auth);
    expect(nothing.reason?.code).toBe("NO_RESULTS");
    const en = await list(`/courses?category=${fx.unpickedCategory}`, { ...auth, "accept-language": "en" });
    expect(en.reason?.message).toBe("Your company has not chosen courses matching this filter.");
  });

  it("a site restricts its catalogue through its organisation, taken from the Origin and not from the request", async () => {
    await setSiteRestriction(api.database.db, "kemenkes", [fx.all[1]!.id, fx.all[2]!.id]);
    await catalogueChanged(api.app.ctx);
    const origin = { origin: "http://kemenkes.localhost:3000" };
    const site = await list("/courses?perPage=50", origin);
    expect(site.items.map((c) => c.id).sort()).toEqual([fx.all[1]!.id, fx.all[2]!.id].sort());
    expect((await get(`/courses/${fx.all[5]!.slug}`, origin)).status).toBe(404);
    // a query parameter naming another site changes nothing; an unknown origin is the general site
    expect((await list("/courses?perPage=50&site=general", origin)).total).toBe(2);
    expect((await list("/courses?perPage=50", { origin: "https://evil.example.com" })).total).toBe(48);
  });

  it("a site that features courses shows them as popular picks", async () => {
    const origin = { origin: "http://trenggalek.localhost:3000" };
    const picks = (await get("/home/popular-picks?limit=50", origin)).body.data.items as CourseCard[];
    const general = (await get("/home/popular-picks?limit=50")).body.data.items as CourseCard[];
    expect(picks.length).toBeGreaterThan(0);
    expect(picks.map((c) => c.id)).not.toEqual(general.map((c) => c.id));
    // featuring does not restrict: the whole catalogue stays visible there
    expect((await list("/courses", origin)).total).toBe(48);
  });

  it("lists categories, institutions, bundles and blog posts", async () => {
    const cats = (await get("/categories")).body.data.items as { slug: string; courseCount: number }[];
    expect(cats).toHaveLength(22);
    expect(cats.reduce((s, c) => s + c.courseCount, 0)).toBe(48);
    const inst = (await get("/institutions")).body.data.items as { courseCount: number }[];
    expect(inst.length).toBeGreaterThan(0);
    const posts = (await get("/blog", { "accept-language": "en" })).body.data.items as {
      slug: string;
      title: string;
    }[];
    expect(posts.length).toBe(7);
    const post = await get(`/blog/${posts[0]!.slug}`);
    expect(post.body.data.body.length).toBeGreaterThan(200);
    expect((await get("/blog/tidak-ada")).status).toBe(404);
    const bundles = (await get("/bundles")).body.data.items as { slug: string }[];
    if (bundles.length > 0) expect((await get(`/bundles/${bundles[0]!.slug}`)).status).toBe(200);
    expect((await get("/bundles/tidak-ada")).status).toBe(404);
  });
});
