import { createDatabase, courses, type Database } from "@gk/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueFixture, setSiteRestriction } from "../../../test/catalogue-fixtures";
import { bearer, DRIVERS, json, startTestApi, type TestApi } from "../../../test/harness";
import { createServer, type ApiServer } from "../../server";

// Catalogue answers are kept in memory per API process (ReadCache). These tests run two replicas over one
// database and check that what a learner sees follows every kind of change without waiting for the lifetime:
// the API's own writes, and writes made straight in the database (another tool, an administrator's SQL).
describe.each(DRIVERS)("cached catalogue answers across two replicas on %s", (driver) => {
  let a: TestApi;
  let second: Database;
  let b: ApiServer;
  let fx: Awaited<ReturnType<typeof catalogueFixture>>;
  const get = async (server: ApiServer, url: string, headers: Record<string, string> = {}) => {
    const res = await server.inject({ url, headers });
    return { status: res.statusCode, body: res.json(), cache: res.headers["x-cache"] };
  };

  beforeAll(async () => {
    a = await startTestApi(driver, { startJobs: false });
    fx = await catalogueFixture(a.database.db, a.config);
    second =
      driver === "postgres" ? await createDatabase({ url: a.database.connectionString, max: 2 }) : a.database;
    b = await createServer({ database: second, config: a.config, startJobs: false });
  });
  afterAll(async () => {
    await b?.close();
    if (second && second !== a.database) await second.close();
    await a?.close();
  });

  it("serves a repeated listing and course page from memory, with the same body", async () => {
    const first = await get(b, "/courses?sort=rating&perPage=10");
    const again = await get(b, "/courses?sort=rating&perPage=10");
    expect([first.cache, again.cache]).toEqual(["miss", "hit"]);
    expect(again.body).toEqual(first.body);
    // another language, scope or query is another answer
    expect((await get(b, "/courses?sort=rating&perPage=10", { "accept-language": "en" })).cache).toBe("miss");
    const company = await get(b, "/courses?sort=rating&perPage=10", bearer(fx.employee.token));
    expect(company.cache).toBe("miss");
    expect(company.body.data.total).toBe(5);
    const slug = fx.all[3]!.slug;
    expect((await get(b, `/courses/${slug}`)).cache).toBe("miss");
    expect((await get(b, `/courses/${slug}`)).cache).toBe("hit");
    // a 404 is not kept, and a company user still cannot reach an unpicked course through a cached page
    expect((await get(b, `/courses/${fx.unpicked.slug}`)).status).toBe(200);
    expect((await get(b, `/courses/${fx.unpicked.slug}`, bearer(fx.employee.token))).status).toBe(404);
  });

  it("shows a new rating on both replicas at once after a review on one of them", async () => {
    const slug = fx.all[5]!.slug;
    const before = (await get(b, `/courses/${slug}`)).body.data;
    await get(b, `/courses/${slug}`); // cached on b now
    const body = json({ rating: 1, body: "Materinya terlalu singkat untuk saya." });
    const res = await a.app.inject({
      method: "PUT",
      url: `/courses/${slug}/review`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(fx.plain.token) },
    });
    expect(res.statusCode).toBe(200);
    const counted = before.ratingCount + 1;
    expect((await get(a.app, `/courses/${slug}`)).body.data.ratingCount).toBe(counted);
    await expect
      .poll(async () => (await get(b, `/courses/${slug}`)).body.data.ratingCount, {
        timeout: 5000,
        interval: 20,
      })
      .toBe(counted);
    expect((await get(b, `/courses/${slug}`)).body.data.reviews[0].body).toBe(
      "Materinya terlalu singkat untuk saya.",
    );
  });

  it("follows changes written straight into the database: an unpublished course and a new site curation", async () => {
    const gone = fx.all[7]!;
    expect((await get(b, `/courses/${gone.slug}`)).status).toBe(200);
    const total = (await get(b, "/courses?perPage=50")).body.data.total as number;
    await a.database.db.update(courses).set({ published: false }).where(eq(courses.id, gone.id));
    await expect
      .poll(async () => (await get(b, `/courses/${gone.slug}`)).status, { timeout: 5000, interval: 20 })
      .toBe(404);
    expect((await get(b, "/courses?perPage=50")).body.data.total).toBe(total - 1);
    await a.database.db.update(courses).set({ published: true }).where(eq(courses.id, gone.id));

    const origin = { origin: "http://kemenkes.localhost:3000" };
    await expect
      .poll(async () => (await get(b, "/courses?perPage=50", origin)).body.data.total, {
        timeout: 5000,
        interval: 20,
      })
      .toBe(total);
    await setSiteRestriction(a.database.db, "kemenkes", [fx.all[1]!.id, fx.all[2]!.id]);
    await expect
      .poll(async () => (await get(b, "/courses?perPage=50", origin)).body.data.total, {
        timeout: 5000,
        interval: 20,
      })
      .toBe(2);
  });
});
