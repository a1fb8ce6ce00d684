import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_KEY, COURSE_SCHEMA, COURSES, start, type Running } from "./test-support";

/** Whatever a client sends, the server answers a 2xx or a 4xx with a message, never a 500, and stays up. */
describe("bad input", () => {
  let ts: Running;
  beforeAll(async () => {
    ts = await start();
    await ts.admin.collections().create(COURSE_SCHEMA);
    await ts.admin.collections("courses").documents().import(COURSES, { action: "upsert" });
  });
  afterAll(() => ts.stop());

  const pieces = [
    "title",
    "rating",
    "category",
    "id",
    "nope",
    ":",
    ":=",
    ":!=",
    ":>",
    "<=",
    "[",
    "]",
    "..",
    ",",
    "&&",
    "||",
    "(",
    ")",
    "`",
    " ",
    "4.5",
    "-1",
    "x",
    "Leadership & Management",
    "*",
    "\u00e9",
    "%",
  ];
  const junk = fc.array(fc.constantFrom(...pieces), { maxLength: 12 }).map((xs) => xs.join(""));
  const value = fc.oneof(
    junk,
    fc.string({ maxLength: 12 }),
    fc.integer().map(String),
    fc.constantFrom("true", "false", "-5", "251", "0"),
  );

  it("paths", async () => {
    const segment = fc.oneof(
      fc.constantFrom(
        "collections",
        "courses",
        "documents",
        "search",
        "import",
        "keys",
        "aliases",
        "%",
        "%E0%A4%A",
        "..",
        "c1",
      ),
      fc.string({ maxLength: 6 }).map(encodeURIComponent),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { maxLength: 5 }),
        fc.constantFrom("GET", "PUT"),
        async (parts, method) => {
          const res = await fetch(`${ts.url}/${parts.join("/")}`, {
            method,
            headers: { "x-typesense-api-key": ADMIN_KEY },
          });
          expect(res.status, `${method} /${parts.join("/")}`).toBeLessThan(500);
          await res.arrayBuffer();
        },
      ),
      { numRuns: 150 },
    );
    expect((await ts.admin.collections("courses").retrieve()).num_documents).toBeGreaterThan(0);
  });

  it("search parameters", async () => {
    const names = [
      "q",
      "query_by",
      "filter_by",
      "sort_by",
      "facet_by",
      "facet_query",
      "page",
      "per_page",
      "num_typos",
      "prefix",
      "query_by_weights",
      "max_facet_values",
      "drop_tokens_threshold",
      "include_fields",
    ];
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...names), value, { maxKeys: 6 }), async (params) => {
        const qs = new URLSearchParams(params).toString();
        const res = await fetch(`${ts.url}/collections/courses/documents/search?${qs}`, {
          headers: { "x-typesense-api-key": ADMIN_KEY },
        });
        expect(res.status, qs).toBeLessThan(500);
        const body = (await res.json()) as { message?: string };
        if (res.status >= 400) expect(typeof body.message).toBe("string");
      }),
      { numRuns: 250 },
    );
  });

  it("request bodies", async () => {
    const paths = [
      "/collections",
      "/collections/courses/documents",
      "/collections/courses/documents/import",
      "/multi_search",
      "/keys",
      "/collections/courses",
    ];
    const body = fc.oneof(
      junk,
      fc.json(),
      fc.constant('{"searches":[{"collection":"courses","q":1}]}'),
      fc.constant('{"name":"x","fields":[{"name":"a","type":"vector"}]}'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.constantFrom("POST", "PATCH"),
        body,
        async (path, method, text) => {
          const res = await fetch(`${ts.url}${path}`, {
            method,
            body: text,
            headers: { "x-typesense-api-key": ADMIN_KEY },
          });
          expect(res.status, `${method} ${path} ${text}`).toBeLessThan(500);
          await res.arrayBuffer();
        },
      ),
      { numRuns: 200 },
    );
    expect((await fetch(`${ts.url}/health`)).status).toBe(200);
    expect(
      (await ts.admin.collections("courses").documents().search({ q: "kepemimpian", query_by: "title" }))
        .found,
    ).toBe(2);
  });

  it("a blank filter never deletes or updates every document", async () => {
    const before = (await ts.admin.collections("courses").retrieve()).num_documents;
    for (const method of ["DELETE", "PATCH"]) {
      const res = await fetch(
        `${ts.url}/collections/courses/documents?filter_by=${encodeURIComponent("   ")}`,
        {
          method,
          body: method === "PATCH" ? '{"rating":1}' : undefined,
          headers: { "x-typesense-api-key": ADMIN_KEY },
        },
      );
      expect(res.status, method).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/filter_by/);
    }
    expect((await ts.admin.collections("courses").retrieve()).num_documents).toBe(before);
  });

  it("multi_search parameters of any JSON type", async () => {
    const names = [
      "collection",
      "q",
      "query_by",
      "filter_by",
      "sort_by",
      "facet_by",
      "page",
      "per_page",
      "prefix",
      "num_typos",
      "facet_query",
    ];
    const search = fc.dictionary(fc.constantFrom(...names), fc.oneof(value, fc.jsonValue({ maxDepth: 2 })), {
      maxKeys: 7,
    });
    await fc.assert(
      fc.asyncProperty(fc.array(search, { maxLength: 3 }), async (searches) => {
        const res = await fetch(`${ts.url}/multi_search`, {
          method: "POST",
          body: JSON.stringify({ searches }),
          headers: { "x-typesense-api-key": ADMIN_KEY },
        });
        expect(res.status, JSON.stringify(searches)).toBeLessThan(500);
        await res.arrayBuffer();
      }),
      { numRuns: 200 },
    );
  });
});
