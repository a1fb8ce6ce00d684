import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Errors } from "typesense";
import { COURSE_SCHEMA, COURSES, start, type Running } from "./test-support";

/** The official `typesense` client, unmodified, against our server. */
describe("typesense client compatibility", () => {
  let ts: Running;
  beforeAll(async () => {
    ts = await start();
    await ts.admin.collections().create(COURSE_SCHEMA);
    const results = await ts.admin.collections("courses").documents().import(COURSES, { action: "upsert" });
    expect(results.every((r) => r.success)).toBe(true);
  });
  afterAll(() => ts.stop());

  it("answers /health and describes, lists and updates collections", async () => {
    expect(await ts.admin.health.retrieve()).toEqual({ ok: true });
    const c = await ts.admin.collections("courses").retrieve();
    expect(c).toMatchObject({ name: "courses", num_documents: 5, default_sorting_field: "popularity" });
    expect((await ts.admin.collections().retrieve()).map((x) => x.name)).toContain("courses");
    await ts.admin.collections().create({ name: "scratch", fields: [{ name: "t", type: "string" }] });
    await ts.admin.collections("scratch").update({ fields: [{ name: "n", type: "int32", optional: true }] });
    expect((await ts.admin.collections("scratch").retrieve()).fields.map((f) => f.name)).toEqual(["t", "n"]);
    await expect(ts.admin.collections().create({ name: "scratch", fields: [] })).rejects.toBeInstanceOf(
      Errors.ObjectAlreadyExists,
    );
    await ts.admin.collections("scratch").delete();
    await expect(ts.admin.collections("scratch").retrieve()).rejects.toBeInstanceOf(Errors.ObjectNotFound);
  });

  it("imports JSONL answering one line per document in text/plain without a trailing newline", async () => {
    const jsonl = [
      JSON.stringify({ ...COURSES[0], rating: 4.6 }),
      "{bad json",
      JSON.stringify({ id: "x", title: "no category" }),
    ].join("\n");
    const res = await fetch(`${ts.url}/collections/courses/documents/import?action=upsert`, {
      method: "POST",
      body: jsonl,
      headers: { "x-typesense-api-key": "test-admin-key", "content-type": "text/plain" },
    });
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const body = await res.text();
    expect(body.endsWith("\n")).toBe(false);
    const lines = body.split("\n").map((l) => JSON.parse(l) as { success: boolean; error?: string });
    expect(lines.map((l) => l.success)).toEqual([true, false, false]);
    expect(lines[2]!.error).toMatch(/category/);
    const err = await ts.admin
      .collections("courses")
      .documents()
      .import([{ id: "y" }], { action: "upsert" })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Errors.ImportError);
  });

  it("creates, upserts, updates, retrieves and deletes by id and by filter", async () => {
    const docs = ts.admin.collections("courses").documents();
    const extra = {
      id: "t1",
      title: "Etika Bisnis",
      category: "Entrepreneurship",
      institution: "X",
      rating: 2,
      popularity: 1,
      release_date: 1,
    };
    await docs.create(extra);
    await expect(docs.create(extra)).rejects.toBeInstanceOf(Errors.ObjectAlreadyExists);
    await docs.upsert({ ...extra, title: "Etika Bisnis Modern" });
    await ts.admin.collections("courses").documents("t1").update({ rating: 3 });
    expect(await ts.admin.collections("courses").documents("t1").retrieve()).toMatchObject({
      title: "Etika Bisnis Modern",
      rating: 3,
    });
    await docs.create({ ...extra, id: "t2" });
    await ts.admin.collections("courses").documents("t1").delete();
    await expect(ts.admin.collections("courses").documents("t1").retrieve()).rejects.toBeInstanceOf(
      Errors.ObjectNotFound,
    );
    expect(await docs.update({ rating: 1 }, { filter_by: "category:=Entrepreneurship" })).toEqual({
      num_updated: 1,
    });
    expect(
      (await docs.export({ filter_by: "rating:<2" }))
        .split("\n")
        .map((l) => (JSON.parse(l) as { id: string }).id),
    ).toEqual(["t2"]);
    expect(await docs.delete({ filter_by: "category:=Entrepreneurship" })).toEqual({ num_deleted: 1 });
    await expect(docs.create({ id: "bad", title: 1 })).rejects.toBeInstanceOf(Errors.RequestMalformed);
  });

  it("searches with typo tolerance, highlights, filters, sorts and facets", async () => {
    const r = await ts.admin.collections("courses").documents().search({
      q: "kepemimpian",
      query_by: "title,skills",
      facet_by: "institution",
      sort_by: "rating:desc",
    });
    expect(r.found).toBe(2);
    expect(r.hits!.map((h) => (h.document as { id: string }).id)).toEqual(["c2", "c1"]);
    expect(r.hits![0]!.highlight).toMatchObject({
      title: { snippet: "<mark>Kepemimpinan</mark> Strategis di Era Digital" },
    });
    expect(r.facet_counts![0]!.counts.map((c) => c.value).sort()).toEqual([
      "Institut Teknologi Bandung",
      "Universitas Indonesia",
    ]);
    const f = await ts.admin.collections("courses").documents().search({
      q: "*",
      filter_by: "rating:[4..4.7] && institution:=`Universitas Indonesia`",
      facet_by: "category",
      facet_query: "category:lead",
    });
    expect(f.hits!.map((h) => (h.document as { id: string }).id)).toEqual(["c1"]);
    expect(f.facet_counts![0]!.counts[0]!.highlighted).toBe("<mark>Lead</mark>ership & Management");
  });

  it("answers only what was asked for: fields left out, no marks, no older list of marks", async () => {
    const search = (extra: Record<string, unknown>) =>
      ts.admin
        .collections("courses")
        .documents()
        .search({ q: "kepemimpinan", query_by: "title,skills", sort_by: "rating:desc", ...extra });
    const full = await search({});
    const lean = await search({
      exclude_fields: "skills",
      highlight_fields: "none",
      enable_highlight_v1: false,
    });
    expect(lean.hits!.map((h) => h.document)).toEqual(
      full.hits!.map(({ document }) => {
        const { skills: _skills, ...rest } = document as { skills?: string[] };
        return rest;
      }),
    );
    expect(lean.found).toBe(full.found);
    expect(lean.hits!.every((h) => !("highlights" in h) && Object.keys(h.highlight ?? {}).length === 0)).toBe(
      true,
    );
    expect(full.hits![0]!.highlights!.length).toBeGreaterThan(0);
    // on these five short courses the marks are about half the answer
    expect(JSON.stringify(lean).length).toBeLessThan(JSON.stringify(full).length * 0.6);
    // a wrong value is refused as Typesense refuses it, not read as "on"
    await expect(search({ enable_highlight_v1: "sometimes" })).rejects.toBeInstanceOf(
      Errors.RequestMalformed,
    );
  });

  it("multi-searches with per-search errors inside a 200, common params and sort replicas", async () => {
    const r = await ts.admin.multiSearch.perform(
      {
        searches: [
          { collection: "courses", q: "data", filter_by: "rating:>4" },
          { collection: "nope", q: "x" },
          { collection: "courses/sort/rating:desc", q: "*" },
          { collection: "courses", q: "*", sort_by: "nope:asc" },
        ],
      },
      { query_by: "title", per_page: 2 },
    );
    const [a, b, c, d] = r.results as unknown as Record<string, unknown>[];
    expect(a).toMatchObject({ found: 1, hits: [{ document: { id: "c4" } }] });
    expect(b).toMatchObject({ code: 404 });
    expect((c!.hits as { document: { id: string } }[]).map((h) => h.document.id)).toEqual(["c4", "c2"]);
    expect(d).toMatchObject({ code: 404, error: expect.stringMatching(/nope/) as unknown });
    // query-string parameters win over a search's own, filter_by is ANDed
    const res = await fetch(`${ts.url}/multi_search?per_page=1&filter_by=rating:>4.6`, {
      method: "POST",
      headers: { "x-typesense-api-key": "test-admin-key" },
      body: JSON.stringify({
        searches: [
          {
            collection: "courses",
            q: "*",
            per_page: 10,
            filter_by: "institution:=`Institut Teknologi Bandung`",
          },
        ],
      }),
    });
    const body = (await res.json()) as { results: { found: number; hits: unknown[] }[] };
    expect(body.results[0]!.found).toBe(2);
    expect(body.results[0]!.hits).toHaveLength(1);
  });

  it("rejects wrong and missing keys, and keys without the action", async () => {
    await expect(ts.client("wrong").collections("courses").retrieve()).rejects.toBeInstanceOf(
      Errors.RequestUnauthorized,
    );
    expect((await fetch(`${ts.url}/collections`)).status).toBe(401);
    expect((await fetch(`${ts.url}/collections?x-typesense-api-key=test-admin-key`)).status).toBe(200);
    // browsers call the node directly: the preflight for the key header must pass
    const pre = await fetch(`${ts.url}/multi_search`, {
      method: "OPTIONS",
      headers: { origin: "http://localhost:3000", "access-control-request-headers": "x-typesense-api-key" },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get("access-control-allow-headers")).toContain("x-typesense-api-key");
    const key = await ts.admin
      .keys()
      .create({ description: "search only", actions: ["documents:search"], collections: ["courses"] });
    const searcher = ts.client(key.value!);
    expect((await searcher.collections("courses").documents().search({ q: "*" })).found).toBeGreaterThan(0);
    await expect(searcher.collections("courses").documents().create({ id: "z" })).rejects.toBeInstanceOf(
      Errors.RequestUnauthorized,
    );
    await expect(searcher.collections().create({ name: "evil", fields: [] })).rejects.toBeInstanceOf(
      Errors.RequestUnauthorized,
    );
    const listed = await ts.admin.keys().retrieve();
    expect(listed.keys.find((k) => k.id === key.id)).toMatchObject({
      value_prefix: key.value!.slice(0, 4),
      actions: ["documents:search"],
    });
    await ts.admin.keys(key.id).delete();
    await expect(searcher.collections("courses").documents().search({ q: "*" })).rejects.toBeInstanceOf(
      Errors.RequestUnauthorized,
    );
  });

  it("honours scoped keys made by the client's own generateScopedSearchKey", async () => {
    const parent = await ts.admin
      .keys()
      .create({ description: "browser", actions: ["documents:search"], collections: ["courses"] });
    const scoped = ts.admin.keys().generateScopedSearchKey(parent.value!, {
      filter_by: "company_ids:=acme",
      expires_at: Math.floor(Date.now() / 1000) + 3600,
    });
    const browser = ts.client(scoped);
    const ids = async (filter_by?: string) =>
      (
        await browser
          .collections("courses")
          .documents()
          .search({ q: "*", per_page: 50, ...(filter_by ? { filter_by } : {}) })
      )
        .hits!.map((h) => (h.document as { id: string }).id)
        .sort();
    expect(await ids()).toEqual(["c1", "c3", "c5"]);
    // whatever filter the browser sends, courses the company did not pick stay out
    expect(await ids("company_ids:=globex || rating:>0")).toEqual(["c1", "c3", "c5"]);
    expect(await ids("id:=c2")).toEqual([]);
    await expect(ids("company_ids:=globex) || (rating:>0")).rejects.toBeInstanceOf(Errors.RequestMalformed);
    const multi = await browser.multiSearch.perform({
      searches: [{ collection: "courses", q: "kepemimpinan", query_by: "title", filter_by: "" }],
    });
    expect(
      (multi.results[0] as unknown as { hits: { document: { id: string } }[] }).hits.map(
        (h) => h.document.id,
      ),
    ).toEqual(["c1"]);
    await expect(browser.collections("courses").documents().create({ id: "z" })).rejects.toBeInstanceOf(
      Errors.RequestUnauthorized,
    );
    const expired = ts.admin
      .keys()
      .generateScopedSearchKey(parent.value!, { filter_by: "company_ids:=acme", expires_at: 1000 });
    await expect(
      ts.client(expired).collections("courses").documents().search({ q: "*" }),
    ).rejects.toBeInstanceOf(Errors.RequestUnauthorized);
    const forged = ts.admin
      .keys()
      .generateScopedSearchKey("xxxx-not-the-parent", { filter_by: "company_ids:=acme" });
    await expect(
      ts.client(forged).collections("courses").documents().search({ q: "*" }),
    ).rejects.toBeInstanceOf(Errors.RequestUnauthorized);
    // an admin key cannot be a parent: scoping only narrows search keys
    const fromAdmin = ts.admin
      .keys()
      .generateScopedSearchKey("test-admin-key", { filter_by: "company_ids:=acme" });
    await expect(
      ts.client(fromAdmin).collections("courses").documents().search({ q: "*" }),
    ).rejects.toBeInstanceOf(Errors.RequestUnauthorized);
  });

  it("swaps an alias from one collection to another (full reindex without a half-built index)", async () => {
    await ts.admin.collections().create({ ...COURSE_SCHEMA, name: "courses_v2" });
    await ts.admin.collections("courses_v2").documents().import(COURSES.slice(0, 2), { action: "upsert" });
    expect(await ts.admin.aliases().upsert("catalogue", { collection_name: "courses" })).toEqual({
      name: "catalogue",
      collection_name: "courses",
    });
    const key = await ts.admin.keys().create({ actions: ["documents:search"], collections: ["catalogue"] });
    const found = async () =>
      (await ts.client(key.value!).collections("catalogue").documents().search({ q: "*" })).found;
    const before = await found();
    await ts.admin.aliases().upsert("catalogue", { collection_name: "courses_v2" });
    expect(await found()).toBe(2);
    expect(before).toBeGreaterThan(2);
    expect((await ts.admin.aliases().retrieve()).aliases).toEqual([
      { name: "catalogue", collection_name: "courses_v2" },
    ]);
    expect(
      (
        await ts.admin.multiSearch.perform({
          searches: [{ collection: "catalogue/sort/rating:desc", q: "*" }],
        })
      ).results[0],
    ).toMatchObject({ found: 2 });
  });

  it("keeps everything across a restart", async () => {
    const before = await ts.admin.collections("courses").documents().search({ q: "*", per_page: 250 });
    const key = await ts.admin.keys().create({ actions: ["documents:search"], collections: ["*"] });
    await ts.restart();
    const after = await ts.admin.collections("courses").documents().search({ q: "*", per_page: 250 });
    expect(after.hits!.map((h) => h.document)).toEqual(before.hits!.map((h) => h.document));
    expect(
      (
        await ts
          .client(key.value!)
          .collections("courses")
          .documents()
          .search({ q: "kepemimpian", query_by: "title" })
      ).found,
    ).toBe(2);
    expect(await ts.admin.aliases("catalogue").retrieve()).toEqual({
      name: "catalogue",
      collection_name: "courses_v2",
    });
    await ts.admin.aliases("catalogue").delete();
    await expect(ts.admin.aliases("catalogue").retrieve()).rejects.toBeInstanceOf(Errors.ObjectNotFound);
  });
});
