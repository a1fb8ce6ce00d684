import type { CourseCard } from "@gk/contracts";
import { enrolments, memberships, users } from "@gk/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueFixture, setSiteRestriction } from "../../../test/catalogue-fixtures";
import { DRIVERS, jsonCaller, startTestApi, type TestApi } from "../../../test/harness";
import { openSession } from "../auth/sessions";
import { catalogueChanged } from "./changed";

type Section = { items: CourseCard[]; reason: { code: string; message: string } | null };

describe.each(DRIVERS)("interests and recommendations on %s", (driver) => {
  let api: TestApi;
  let fx: Awaited<ReturnType<typeof catalogueFixture>>;
  const call = jsonCaller(() => api);
  let n = 0;
  /** a fresh learner (of a company when given), so each test starts with no interests and no history */
  const learner = async (organisationId?: string) => {
    n += 1;
    const db = api.database.db;
    const [u] = await db
      .insert(users)
      .values({ fullName: `Pelajar Minat ${n}`, email: `minat${n}@contoh.id` })
      .returning();
    const [m] = organisationId
      ? await db.insert(memberships).values({ userId: u!.id, organisationId }).returning()
      : [];
    const token = await openSession(db, api.config, {
      userId: u!.id,
      membershipId: m?.id ?? null,
      site: "general",
    });
    return { id: u!.id, token };
  };
  const recommended = async (token: string, headers: Record<string, string> = {}) =>
    (await call("GET", "/home/recommended?limit=50", token, undefined, headers)).body.data as Section;
  const choose = (token: string, interests: string[], headers: Record<string, string> = {}) =>
    call("PUT", "/profile/interests", token, { interests }, headers);
  const categoriesOf = (s: Section) => [...new Set(s.items.map((c) => c.category.slug))].sort();
  const enrol = (userId: string, courseId: string) =>
    api.database.db
      .insert(enrolments)
      .values({ userId, courseId, enrolledAt: new Date(), lastActivityAt: new Date() });
  /** the catalogue's categories with at least two courses, most courses first */
  const richCategories = () => {
    const count = new Map<string, number>();
    for (const c of fx.all) count.set(c.category, (count.get(c.category) ?? 0) + 1);
    return [...count].filter(([, k]) => k >= 2).map(([slug]) => slug);
  };

  beforeAll(async () => {
    api = await startTestApi(driver, { startJobs: false });
    fx = await catalogueFixture(api.database.db, api.config);
  });
  afterAll(() => api?.close());

  it("a learner with no interests and no history is asked for interests", async () => {
    const me = await learner();
    const s = await recommended(me.token);
    expect([s.items, s.reason?.code]).toEqual([[], "NO_INTERESTS"]);
  });

  it("saved interests are the learner's own and steer recommendations to those categories", async () => {
    const me = await learner();
    const [a, b] = richCategories();
    const saved = await choose(me.token, [b!, a!, a!]);
    expect(saved.status).toBe(200);
    expect(saved.body.data.message).toBe("Minatmu sudah disimpan. Rekomendasi di beranda ikut diperbarui.");
    expect([...saved.body.data.user.interests].sort()).toEqual([a!, b!].sort());
    const profile = await call("GET", "/profile", me.token);
    expect([...profile.body.data.user.interests].sort()).toEqual([a!, b!].sort());

    const s = await recommended(me.token);
    expect(s.reason).toBeNull();
    expect(categoriesOf(s)).toEqual([a!, b!].sort());
    expect(s.items).toHaveLength(fx.all.filter((c) => c.category === a || c.category === b).length);

    // changing them changes the section at once (no stale answer from a cache)
    await choose(me.token, [b!]);
    expect(categoriesOf(await recommended(me.token))).toEqual([b!]);
    // and clearing them brings the empty state back
    expect((await choose(me.token, [])).status).toBe(200);
    expect((await recommended(me.token)).reason?.code).toBe("NO_INTERESTS");
  });

  it("learning history counts: categories of enrolled courses, without the courses taken or finished", async () => {
    const me = await learner();
    const [a, b] = richCategories();
    const [taken, finished] = fx.all.filter((c) => c.category === a);
    await enrol(me.id, taken!.id);
    const history = await recommended(me.token);
    expect(categoriesOf(history)).toEqual([a!]);
    expect(history.items.map((c) => c.id)).not.toContain(taken!.id);

    await api.database.db.insert(enrolments).values({
      userId: me.id,
      courseId: finished!.id,
      enrolledAt: new Date(),
      lastActivityAt: new Date(),
      completedAt: new Date(),
    });
    // a chosen interest comes before the history's categories
    await choose(me.token, [b!]);
    const both = await recommended(me.token);
    const ids = both.items.map((c) => c.id);
    expect(ids).not.toContain(taken!.id);
    expect(ids).not.toContain(finished!.id);
    const firstOfA = both.items.findIndex((c) => c.category.slug === a);
    const lastOfB = both.items.map((c) => c.category.slug).lastIndexOf(b!);
    expect(firstOfA).toBeGreaterThan(lastOfB);
  });

  it("a company learner's recommendations never leave the company's picks", async () => {
    const me = await learner(fx.company.id);
    const pickedCategory = fx.picks[0]!.category;
    await choose(me.token, [pickedCategory, fx.unpickedCategory]);
    const picks = new Set(fx.picks.map((p) => p.id));
    const s = await recommended(me.token);
    expect(s.items.length).toBeGreaterThan(0);
    expect(s.items.every((c) => picks.has(c.id))).toBe(true);
    expect(categoriesOf(s)).not.toContain(fx.unpickedCategory);
    // only what the company did not pick: an empty section that says so, never the wider catalogue
    await choose(me.token, [fx.unpickedCategory]);
    const none = await recommended(me.token, { "accept-language": "en" });
    expect(none.items).toEqual([]);
    expect(none.reason?.code).toBe("COMPANY_DID_NOT_CHOOSE");
  });

  it("on a company site (and any site showing only its picks) recommendations stay inside its picks", async () => {
    const me = await learner();
    const [a] = richCategories();
    const inside = fx.all.find((c) => c.category === a)!;
    await choose(me.token, [a!]);
    const on = (host: string) => ({ origin: `http://${host}.localhost:3000` });
    for (const site of ["angkasa", "kemenkes"]) {
      await setSiteRestriction(api.database.db, site, [inside.id]);
      await catalogueChanged(api.app.ctx);
      expect((await recommended(me.token, on(site))).items.map((c) => c.id)).toEqual([inside.id]);
    }
    // the same learner on the general site gets the whole catalogue's courses of that category
    expect((await recommended(me.token)).items.length).toBeGreaterThan(1);
  });

  it("unknown interest ids: 400 in the caller's language, and nothing changes", async () => {
    const me = await learner();
    const [a] = richCategories();
    await choose(me.token, [a!]);
    const en = await choose(me.token, ["digital-it", "bukan-kategori"], { "accept-language": "en" });
    expect(en.status).toBe(400);
    expect(en.body.message).toBe("Some topics are not ones we know. Reload the page and choose again.");
    const id = await choose(me.token, ["<script>"]);
    expect(id.status).toBe(400);
    expect(id.body.message).toBe("Ada topik yang tidak kami kenal. Muat ulang halaman, lalu pilih lagi.");
    expect((await call("GET", "/profile", me.token)).body.data.user.interests).toEqual([a!]);
    expect(categoriesOf(await recommended(me.token))).toEqual([a!]);
    // not a list at all: a validation error, still nothing stored
    expect((await call("PUT", "/profile/interests", me.token, { interests: "digital-it" })).status).toBe(422);
    expect((await call("GET", "/profile", me.token)).body.data.user.interests).toEqual([a!]);
  });

  it("another user's interests are never readable nor writable", async () => {
    const [a, b] = richCategories();
    const dewi = await learner();
    const bayu = await learner();
    await choose(dewi.token, [a!]);
    // someone else's id in the body is ignored: the call only ever changes the caller
    const sneaky = await call("PUT", "/profile/interests", bayu.token, { interests: [b!], userId: dewi.id });
    expect(sneaky.status).toBe(200);
    expect(sneaky.body.data.user.id).toBe(bayu.id);
    expect((await call("GET", "/profile", dewi.token)).body.data.user.interests).toEqual([a!]);
    expect((await call("GET", "/profile", bayu.token)).body.data.user.interests).toEqual([b!]);
    expect(categoriesOf(await recommended(bayu.token))).toEqual([b!]);
    expect(categoriesOf(await recommended(dewi.token))).toEqual([a!]);
    // without a session: neither read nor write
    expect((await choose("", [a!])).status).toBe(401);
    expect((await recommended("")).reason?.code).toBe("NOT_SIGNED_IN");
  });
});
