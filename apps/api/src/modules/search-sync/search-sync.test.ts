import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CourseCard, SearchKey } from "@gk/contracts";
import { courses } from "@gk/db";
import {
  COURSE_QUERY_BY,
  COURSE_QUERY_WEIGHTS,
  courseIndexFor,
  createSearchClient,
  type CourseSort,
} from "@gk/search";
import { createSearchServer, type SearchServer } from "@gk/search-server";
import { eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { Client } from "typesense";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueFixture, setSiteRestriction } from "../../../test/catalogue-fixtures";
import { bearer, DRIVERS, json, startTestApi, testConfig, type TestApi } from "../../../test/harness";
import { catalogueChanged } from "../catalogue/changed";
import { indexingClient, requestClient } from "./client";
import { Indexer } from "./indexer";
import { enqueueCourseSync } from "./jobs";
import { searchCourses } from "./search";

const ADMIN = "sync-test-admin-key";
type Found = { id: string };

/**
 * Search sync against the real apps/search server on an ephemeral port, with the API's jobs
 * running: reindex, a written course reaching the index through the sweep job, the misspelt search, scoped
 * keys that curation holds in whatever the browser sends, and the database fallback when the node is down.
 */
describe.each(DRIVERS)("search sync on %s", (driver) => {
  let api: TestApi;
  let fx: Awaited<ReturnType<typeof catalogueFixture>>;
  let search: SearchServer;
  let url = "";
  const dataDir = mkdtempSync(join(tmpdir(), "gk-sync-search-"));
  const bootSearch = async (port = 0) => {
    search = createSearchServer({ apiKey: ADMIN, dataDir });
    url = await search.listen(port);
  };
  const portOf = () => Number(new URL(url).port);
  const clientWith = (key: string) =>
    new Client({
      nodes: [{ host: "127.0.0.1", port: portOf(), protocol: "http" }],
      apiKey: key,
      connectionTimeoutSeconds: 5,
      numRetries: 0,
      logLevel: "silent",
    });
  const keyFor = async (headers: Record<string, string> = {}) => {
    const res = await api.app.inject({ url: "/search/key", headers });
    expect(res.statusCode).toBe(200);
    return res.json().data as SearchKey;
  };
  const hitIds = async (client: Client, collection: string, params: Record<string, unknown>) => {
    const res = await client
      .collections(collection)
      .documents()
      .search({ q: "*", query_by: "name_id", per_page: 250, ...params });
    return (res.hits ?? []).map((h) => (h.document as Found).id);
  };
  const until = async <T>(probe: () => Promise<T | undefined>, what: string, ms = 25_000): Promise<T> => {
    const end = Date.now() + ms;
    for (;;) {
      const v = await probe().catch(() => undefined);
      if (v !== undefined) return v;
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  };

  beforeAll(async () => {
    await bootSearch();
    const config = testConfig(
      { TYPESENSE_NODES: url, TYPESENSE_API_KEY: ADMIN, SEARCH_SYNC_INTERVAL_SECONDS: "0.3" },
      (c) => {
        c.search.autoSync = true;
      },
    );
    api = await startTestApi(driver, { config });
    fx = await catalogueFixture(api.database.db, api.config);
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await search?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 90_000);

  it("reindexes every collection from the database, reporting progress", async () => {
    const progress: [number, number][] = [];
    const indexer = new Indexer(api.database.db, indexingClient(api.config.search), api.config.search);
    const r = await indexer.reindexAll((done, total) => progress.push([done, total]));
    expect(r.courses).toBe(48);
    expect(progress.at(-1)).toEqual([48, 48]);
    const admin = clientWith(ADMIN);
    expect((await admin.collections("courses").retrieve()).num_documents).toBe(48);
    const names = (await admin.collections().retrieve()).map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "courses",
        "general_search",
        "bundles",
        "business_home",
        "dev_tenant_kemenkes_index",
        "dev_tenant_gerbangsari_index",
      ]),
    );
    const kinds = await admin
      .collections("general_search")
      .documents()
      .search({ q: "*", query_by: "title_id", facet_by: "kind", per_page: 0 });
    const counts = Object.fromEntries((kinds.facet_counts?.[0]?.counts ?? []).map((c) => [c.value, c.count]));
    expect(counts.course).toBe(48);
    expect(counts.blog).toBeGreaterThan(0);
  }, 90_000);

  it("finds leadership courses for the misspelt 'kepemimpian', through the API and with the browser's key", async () => {
    const res = await api.app.inject({ url: "/search/courses?q=kepemimpian" });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { items: CourseCard[]; source: string; total: number };
    expect(data.source).toBe("search");
    expect(data.total).toBeGreaterThan(0);
    expect(data.items.some((c) => c.category.slug === "leadership-management")).toBe(true);
    const key = await keyFor();
    const viaKey = await clientWith(key.key)
      .collections(key.collections.courses)
      .documents()
      .search({ q: "kepemimpian", query_by: "name_id,name_en,skills,description_id" });
    expect(viaKey.found).toBeGreaterThan(0);
    // the plain SQL search has no typo tolerance: the same misspelling finds nothing there
    expect(
      (await api.app.inject({ url: "/search/courses?q=kepemimpinan" })).json().data.total,
    ).toBeGreaterThan(0);
  }, 90_000);

  it("the browser's search and the server's search give one list in one order for every sort", async () => {
    // equal ratings with different counts, equal popularity and one release day: the ties a sort must break
    // the same way on both paths, or a reload (or a Back the server answers) reorders what the learner saw
    const tied = fx.all.slice(0, 8).map((c) => c.id);
    await api.database.db
      .update(courses)
      .set({ ratingAverage: 4.95, popularity: 777_777, releasedAt: new Date("2031-01-01T00:00:00Z") })
      .where(inArray(courses.id, tied));
    const counts = [3, 300, 30, 3_000, 1, 30_000, 10, 100];
    for (const [i, id] of tied.entries())
      await api.database.db
        .update(courses)
        .set({ ratingCount: counts[i]!, updatedAt: new Date() })
        .where(eq(courses.id, id));
    const admin = clientWith(ADMIN);
    // every one of the eight counts, not only one of them: the sync may index them in any order
    await until(async () => {
      const n = await admin
        .collections("courses")
        .documents()
        .search({ q: "*", query_by: "name_id", filter_by: "popularity:=777777", per_page: 20 });
      const indexed = new Map(
        (n.hits ?? []).map((h) => {
          const doc = h.document as { id: string; rating_count: number };
          return [doc.id, doc.rating_count];
        }),
      );
      return tied.every((id, i) => indexed.get(id) === counts[i]) ? true : undefined;
    }, "the new ratings in the index");
    const key = await keyFor();
    const browser = createSearchClient({
      nodes: url,
      apiKey: key.key,
      queryBy: COURSE_QUERY_BY,
      queryByWeights: COURSE_QUERY_WEIGHTS,
      cache: false,
    });
    const sorts: [string, CourseSort][] = [
      ["relevance", "relevance"],
      ["rating", "rating"],
      ["popular", "popularity"],
      ["newest", "newest"],
    ];
    for (const q of ["", "kepemimpinan"])
      for (const [urlSort, sort] of sorts) {
        const res = await api.app.inject({ url: `/search/courses?q=${q}&sort=${urlSort}&perPage=20` });
        expect(res.statusCode).toBe(200);
        const server = res.json().data as { items: CourseCard[]; source: string };
        expect(server.source).toBe("search");
        const { results } = (await browser.search([
          { indexName: courseIndexFor(sort, key.collections.courses), params: { query: q, hitsPerPage: 20 } },
        ])) as { results: { hits: { objectID: string }[] }[] };
        const inBrowser = results[0]!.hits.map((h) => h.objectID);
        expect(inBrowser.length, `${q || "*"} by ${sort}`).toBeGreaterThan(q ? 0 : 8);
        expect(
          server.items.map((c) => c.id),
          `${q || "*"} by ${sort}`,
        ).toEqual(inBrowser);
      }
    // the rating sort breaks equal ratings by their count, most first, as the catalogue's own listing does
    const { results } = (await browser.search([
      {
        indexName: courseIndexFor("rating", key.collections.courses),
        params: { query: "", hitsPerPage: 250 },
      },
    ])) as { results: { hits: { objectID: string }[] }[] };
    expect(results[0]!.hits.map((h) => h.objectID).filter((id) => tied.includes(id))).toEqual(
      [5, 3, 1, 7, 2, 6, 0, 4].map((i) => tied[i]!),
    );
  }, 90_000);

  it("a course written in the database becomes searchable, and an unpublished one disappears, through the sweep job", async () => {
    const outside = fx.all.filter((c) => c.id !== fx.unpicked.id && !fx.picks.some((p) => p.id === c.id));
    const [target, hidden] = [outside[0]!, outside[1]!];
    await api.database.db
      .update(courses)
      .set({ nameId: "Navigasi Kapal Layar Zamrud", updatedAt: new Date() })
      .where(eq(courses.id, target.id));
    await api.database.db
      .update(courses)
      .set({ published: false, updatedAt: new Date() })
      .where(eq(courses.id, hidden.id));
    const admin = clientWith(ADMIN);
    const ids = await until(async () => {
      const found = await hitIds(admin, "courses", { q: "zamrud", query_by: "name_id" });
      return found.length > 0 ? found : undefined;
    }, "the renamed course in the index");
    expect(ids).toEqual([target.id]);
    const left = async () => [
      ...(await hitIds(admin, "courses", { filter_by: `id:=${hidden.id}` })),
      ...(await hitIds(admin, "general_search", {
        query_by: "title_id",
        filter_by: `id:=course_${hidden.id}`,
      })),
    ];
    await until(
      async () => ((await left()).length === 0 ? true : undefined),
      "the unpublished course to leave the index",
    );
    expect(await left()).toEqual([]);
    await api.database.db
      .update(courses)
      .set({ published: true, updatedAt: new Date() })
      .where(eq(courses.id, hidden.id));
    // a write path that leaves updated_at alone can still queue the sync itself
    const quiet = outside[2]!;
    const [row] = await api.database.db
      .select({ updatedAt: courses.updatedAt })
      .from(courses)
      .where(eq(courses.id, quiet.id));
    await api.database.db
      .update(courses)
      .set({ nameId: "Budidaya Anggrek Kuarsa", updatedAt: row!.updatedAt })
      .where(eq(courses.id, quiet.id));
    await enqueueCourseSync(api.app.ctx.jobs, [quiet.id]);
    expect(
      await until(async () => {
        const found = await hitIds(admin, "courses", { q: "kuarsa", query_by: "name_id" });
        return found.length > 0 ? found : undefined;
      }, "the course synced through search.sync-courses"),
    ).toEqual([quiet.id]);
  }, 90_000);

  it("a company user's scoped key reaches only the company's picks, whatever the browser sends", async () => {
    const key = await keyFor(bearer(fx.employee.token));
    expect(key.scope).toBe("company");
    expect(key.nodes).toEqual([url]);
    expect(Date.parse(key.expiresAt)).toBeGreaterThan(Date.now());
    const picks = new Set(fx.picks.map((p) => p.id));
    const browser = clientWith(key.key);
    const onlyPicks = (ids: string[]) =>
      expect(ids.every((id) => picks.has(id.replace(/^course_/, "")))).toBe(true);
    const plain = await hitIds(browser, "courses", {});
    expect(new Set(plain)).toEqual(picks);
    const attempts = [
      `visibility:=public`,
      `id:=${fx.unpicked.id} || visibility:=[public,everyone]`,
      `(published:=true) || (published:=false)`,
      `published:=true) || (visibility:=public`,
      `category:=${fx.unpickedCategory}`,
    ];
    for (const filter_by of attempts) {
      const ids = await hitIds(browser, "courses", { filter_by }).catch(() => [] as string[]);
      onlyPicks(ids);
      expect(ids).not.toContain(fx.unpicked.id);
    }
    // the unpicked course by its own name, and on every other collection the key opens
    const [unpicked] = await api.database.db
      .select({ name: courses.nameId })
      .from(courses)
      .where(eq(courses.id, fx.unpicked.id));
    const byName = await hitIds(browser, "courses", { q: unpicked!.name, query_by: "name_id" });
    onlyPicks(byName);
    expect(byName).not.toContain(fx.unpicked.id);
    expect(await hitIds(clientWith(ADMIN), "courses", { q: unpicked!.name, query_by: "name_id" })).toContain(
      fx.unpicked.id,
    );
    for (const collection of ["general_search", "business_home"])
      onlyPicks(
        (await hitIds(browser, collection, { query_by: "title_id", filter_by: "kind:=course" })).filter(
          (id) => id.startsWith("course_"),
        ),
      );
    onlyPicks(await hitIds(browser, "dev_tenant_kemenkes_index", { filter_by: "visibility:=public" }));
    // multi_search: filter_by in the query string and in the body, a sort replica, and an embedded-parameter override attempt
    const multi = await browser.multiSearch.perform(
      {
        searches: [
          {
            collection: "courses",
            q: "*",
            query_by: "name_id",
            filter_by: "visibility:=public || published:=true",
            per_page: 250,
          },
          { collection: "courses/sort/rating:desc", q: "*", query_by: "name_id", per_page: 250 },
        ],
      },
      { filter_by: `id:!=${fx.picks[0]!.id} || visibility:=public` },
    );
    for (const r of multi.results as { hits?: { document: Found }[] }[])
      onlyPicks((r.hits ?? []).map((h) => h.document.id));
    // a key built on top of the scoped key, an edited key and the admin-only routes are refused
    const nested = new Client({
      nodes: [{ host: "127.0.0.1", port: portOf(), protocol: "http" }],
      apiKey: "x",
      logLevel: "silent",
    })
      .keys()
      .generateScopedSearchKey(key.key, { filter_by: "visibility:=public" });
    await expect(
      clientWith(nested).collections("courses").documents().search({ q: "*", query_by: "name_id" }),
    ).rejects.toThrow();
    const raw = Buffer.from(key.key, "base64")
      .toString("utf8")
      .replace(/org_[0-9a-f]+/, "public");
    await expect(
      clientWith(Buffer.from(raw).toString("base64"))
        .collections("courses")
        .documents()
        .search({ q: "*", query_by: "name_id" }),
    ).rejects.toThrow();
    await expect(browser.collections("courses").documents().export()).rejects.toThrow();
    await expect(browser.collections().retrieve()).rejects.toThrow();
  }, 90_000);

  it("anonymous visitors get their site's public key: the whole catalogue, or the site's picks", async () => {
    const general = await keyFor();
    expect(general.scope).toBe("all");
    expect(general.collections.tenant).toBeNull();
    // 48 once the course re-published by the previous test is back (through the sweep)
    const found = await until(async () => {
      const n = (
        await clientWith(general.key)
          .collections("courses")
          .documents()
          .search({ q: "*", query_by: "name_id", per_page: 0 })
      ).found;
      return n === 48 ? n : undefined;
    }, "the whole catalogue under the public key");
    expect(found).toBe(48);
    const chosen = [fx.all[6]!.id, fx.all[7]!.id];
    await setSiteRestriction(api.database.db, "kemenkes", chosen);
    await catalogueChanged(api.app.ctx);
    const site = await keyFor({ origin: "http://kemenkes.localhost:3000" });
    expect(site.scope).toBe("site");
    expect(site.collections.tenant).toBe("dev_tenant_kemenkes_index");
    // the picks reach the index through the sweep (curation changed: the tenant index is rebuilt)
    const browser = clientWith(site.key);
    const ids = await until(async () => {
      const found = (await hitIds(browser, "courses", {})).sort();
      return found.length === 2 ? found : undefined;
    }, "the site's picks in the index");
    expect(ids).toEqual([...chosen].sort());
    const tenant = await until(async () => {
      const found = (await hitIds(clientWith(ADMIN), "dev_tenant_kemenkes_index", {})).sort();
      return found.length === 2 ? found : undefined;
    }, "the tenant index to hold only the picks");
    expect(tenant).toEqual([...chosen].sort());
    // a body or query naming another site changes nothing: the site comes from the Origin
    expect(
      (
        await api.app.inject({
          url: "/search/key?site=general",
          headers: { origin: "http://kemenkes.localhost:3000" },
        })
      ).json().data.scope,
    ).toBe("site");
  }, 90_000);

  it("falls back to the database when the node is down, keeps curation there, never fails a write, and recovers", async () => {
    const port = portOf();
    await search.close();
    const anonymous = await api.app.inject({ url: "/search/courses?q=kepemimpinan" });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().data.source).toBe("database");
    expect(anonymous.json().data.total).toBeGreaterThan(0);
    const employee = (
      await api.app.inject({ url: "/search/courses?perPage=50", headers: bearer(fx.employee.token) })
    ).json().data as { items: CourseCard[]; source: string };
    expect(employee.source).toBe("database");
    expect(new Set(employee.items.map((c) => c.id))).toEqual(new Set(fx.picks.map((p) => p.id)));
    // the degradation is logged
    const warnings: string[] = [];
    const log = { warn: (_obj: unknown, msg: string) => warnings.push(msg) } as unknown as FastifyBaseLogger;
    const direct = await searchCourses(
      api.database.db,
      requestClient(api.config.search),
      { kind: "all", featuredOrgId: null },
      { q: "kepemimpinan", sort: "relevance", categories: [], institutions: [], page: 1, perPage: 5 },
      "id",
      log,
    );
    expect(direct.source).toBe("database");
    expect(warnings).toEqual(["search: node unavailable, answering from the database"]);
    // the key is still handed out (it is computed, not fetched)
    expect((await keyFor()).key.length).toBeGreaterThan(20);
    // a review changes the course's rating: the write succeeds while the index cannot be reached...
    const course = fx.picks[2]!;
    const [before] = await api.database.db
      .select({ slug: courses.slug })
      .from(courses)
      .where(eq(courses.id, course.id));
    const put = await api.app.inject({
      method: "PUT",
      url: `/courses/${before!.slug}/review`,
      ...json({ rating: 1, body: "Kurang sesuai harapan" }),
      headers: { ...json({}).headers, ...bearer(fx.employee.token) },
    });
    expect(put.statusCode).toBe(200);
    const rating = put.json().data.ratingAverage as number;
    // ...and reaches it once the node is back on the same port (the sweep kept its watermark while it failed)
    await bootSearch(port);
    const indexed = await until(async () => {
      const doc = (await clientWith(ADMIN).collections("courses").documents(course.id).retrieve()) as {
        rating: number;
      };
      return Math.abs(doc.rating - rating) < 0.06 ? doc.rating : undefined;
    }, "the new rating in the index");
    expect(indexed).toBeCloseTo(rating, 1);
    // and searches are answered by the node again, without restarting the API
    const again = await api.app.inject({ url: "/search/courses?q=kepemimpinan" });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.source).toBe("search");
    expect(again.json().data.total).toBeGreaterThan(0);
  }, 90_000);
});
