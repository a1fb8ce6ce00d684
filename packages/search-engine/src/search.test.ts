import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Collection } from "./collection";
import { courses } from "./fixtures.test-helpers";
import { resolveSchema } from "./schema";
import { resultJson } from "./json";
import { search } from "./search";
import { comparator } from "./sort";
import { topK } from "./topk";

const ids = (r: ReturnType<typeof search>) => r.hits.map((h) => h.document.id);

describe("search", () => {
  const c = courses();

  it("finds leadership courses for the misspelt 'kepemimpian' (the product's must-pass case)", () => {
    const r = search(c, { q: "kepemimpian", query_by: "title,skills" });
    expect(ids(r).sort()).toEqual(["1", "2"]);
    expect(r.hits[0]!.highlight).toMatchObject({ title: { matched_tokens: ["Kepemimpinan"] } });
    expect(r.hits.find((h) => h.document.id === "2")!.highlights![0]!.snippet).toBe(
      "<mark>Kepemimpinan</mark> Strategis di Era Digital",
    );
  });

  it("marks only the fields of highlight_fields, none for `none`, and leaves the older list out on request", () => {
    const all = search(c, { q: "kepemimpinan", query_by: "title,skills" });
    expect(Object.keys(all.hits[0]!.highlight).sort()).toEqual(["skills", "title"]);
    const titles = search(c, { q: "kepemimpinan", query_by: "title,skills", highlight_fields: "title" });
    expect(Object.keys(titles.hits[0]!.highlight)).toEqual(["title"]);
    expect(titles.hits[0]!.highlights!.map((h) => h.field)).toEqual(["title"]);
    const none = search(c, { q: "kepemimpinan", query_by: "title,skills", highlight_fields: "none" });
    expect(none.hits.map((h) => [h.highlight, h.highlights])).toEqual(none.hits.map(() => [{}, []]));
    // the same documents in the same order: highlighting changes what is marked, never what is found
    expect(ids(none)).toEqual(ids(all));
    const v2 = search(c, { q: "kepemimpinan", query_by: "title", enable_highlight_v1: false });
    expect(v2.hits[0]).not.toHaveProperty("highlights");
    const both = search(c, { q: "kepemimpinan", query_by: "title" });
    expect(v2.hits.map((h) => h.highlight)).toEqual(both.hits.map((h) => h.highlight));
    expect(() => search(c, { q: "data", query_by: "title", enable_highlight_v1: "maybe" })).toThrow(
      "Parameter `enable_highlight_v1` must be a boolean.",
    );
  });

  it("applies Typesense's typo defaults: short tokens get no typo, num_typos 0 turns them off", () => {
    expect(search(c, { q: "dta", query_by: "title", prefix: false }).found).toBe(0); // 3 letters: no typo allowed
    expect(search(c, { q: "daya", query_by: "title", prefix: false }).found).toBe(1); // 4 letters: one typo → "data"
    expect(search(c, { q: "kepemimpian", query_by: "title", num_typos: 0 }).found).toBe(0);
    expect(search(c, { q: "kepemimpinan", query_by: "title", num_typos: 0 }).found).toBe(2);
  });

  it("prefers exact words over typos (typos are tried only when nothing matches exactly)", () => {
    const d = new Collection(resolveSchema({ name: "d", fields: [{ name: "t", type: "string" }] }));
    d.write({ id: "a", t: "data" });
    d.write({ id: "b", t: "date" });
    expect(ids(search(d, { q: "data", query_by: "t", prefix: false }))).toEqual(["a"]);
  });

  it("matches the last token as a prefix, with prefix false turning it off", () => {
    const pemas = search(c, { q: "pemas", query_by: "title" });
    expect(ids(pemas)).toEqual(["7"]);
    // a word completed from the typed prefix is marked up to what was typed
    expect(pemas.hits[0]!.highlight).toEqual({
      title: { matched_tokens: ["Pemas"], snippet: "<mark>Pemas</mark>aran Digital untuk UMKM" },
    });
    expect(search(c, { q: "pemas", query_by: "title", prefix: false }).found).toBe(0);
    expect(ids(search(c, { q: "analisis dat", query_by: "title" }))).toEqual(["4"]);
  });

  it("drops tokens from the right when nothing matches every token", () => {
    expect(ids(search(c, { q: "pemasaran zzzzqqq", query_by: "title" }))).toEqual(["7"]);
    expect(search(c, { q: "pemasaran zzzzqqq", query_by: "title", drop_tokens_threshold: 0 }).found).toBe(0);
  });

  it("stays quick for a very long query", () => {
    const t = performance.now();
    const r = search(c, {
      q: Array.from({ length: 2000 }, (_, i) => `kata${i}`).join(" ") + " pemasaran",
      query_by: "title,skills",
    });
    expect(r.found).toBe(0); // the words past the 24th are not searched
    expect(performance.now() - t).toBeLessThan(2000);
  });

  it("ranks by query_by_weights", () => {
    const d = new Collection(
      resolveSchema({
        name: "w",
        fields: [
          { name: "a", type: "string" },
          { name: "b", type: "string" },
        ],
      }),
    );
    d.write({ id: "inA", a: "digital", b: "x" });
    d.write({ id: "inB", a: "x", b: "digital" });
    expect(ids(search(d, { q: "digital", query_by: "a,b", query_by_weights: "1,5" }))).toEqual([
      "inB",
      "inA",
    ]);
    expect(ids(search(d, { q: "digital", query_by: "a,b", query_by_weights: "5,1" }))).toEqual([
      "inA",
      "inB",
    ]);
  });

  it("sorts by up to three fields and _text_match, defaulting to default_sorting_field", () => {
    expect(ids(search(c, { q: "*", per_page: 3 }))).toEqual(["4", "2", "7"]); // popularity desc
    expect(ids(search(c, { q: "*", sort_by: "rating:asc", per_page: 2 }))).toEqual(["5", "3"]);
    expect(
      ids(search(c, { q: "*", sort_by: "is_free:desc,rating:desc,_text_match:desc", per_page: 2 })),
    ).toEqual(["1", "7"]);
    expect(() => search(c, { q: "*", sort_by: "a:asc,b:asc,c:asc,d:asc" })).toThrow(/upto 3/);
    expect(() => search(c, { q: "*", sort_by: "title:asc" })).toThrow(
      expect.objectContaining({ status: 400 }),
    );
  });

  it("facets with counts, max_facet_values, stats and facet_query highlighting", () => {
    const r = search(c, { q: "*", facet_by: "category,rating", max_facet_values: 2 });
    expect(r.facet_counts[0]).toMatchObject({
      field_name: "category",
      counts: [{ value: "Leadership & Management", count: 3 }, { count: 1 }],
      stats: { total_values: 5 },
    });
    expect(r.facet_counts[1]!.stats).toMatchObject({ min: 3.9, max: 4.9 });
    const q = search(c, { q: "*", facet_by: "category", facet_query: "category:lead" });
    expect(q.facet_counts[0]!.counts).toEqual([
      { value: "Leadership & Management", count: 3, highlighted: "<mark>Lead</mark>ership & Management" },
    ]);
    const filtered = search(c, { q: "*", facet_by: "institution", filter_by: "is_free:true" });
    expect(filtered.facet_counts[0]!.counts.reduce((n, x) => n + x.count, 0)).toBe(4);
    expect(() => search(c, { q: "*", facet_by: "title" })).toThrow(expect.objectContaining({ status: 404 }));
  });

  it("pages from 1 with per_page up to 250", () => {
    const all = ids(search(c, { q: "*", per_page: 250 }));
    expect(all).toHaveLength(7);
    expect(ids(search(c, { q: "*", per_page: 3, page: 3 }))).toEqual(all.slice(6));
    expect(() => search(c, { q: "*", per_page: 251 })).toThrow(/250/);
    const r = search(c, { q: "*", per_page: 2, page: 2 });
    expect(r).toMatchObject({
      found: 7,
      out_of: 7,
      page: 2,
      request_params: { collection_name: "courses", per_page: 2, q: "*" },
    });
  });

  it("upserts, updates and deletes documents, keeping the indexes in step", () => {
    const d = courses();
    d.write(
      {
        id: "1",
        title: "Etika Bisnis",
        category: "Entrepreneurship",
        institution: "X",
        rating: 4,
        popularity: 1,
        release_date: 1,
        is_free: false,
      },
      "upsert",
    );
    expect(search(d, { q: "kepemimpinan", query_by: "title" }).found).toBe(1);
    expect(search(d, { q: "etika", query_by: "title" }).found).toBe(1);
    d.write({ id: "2", rating: 1 }, "update");
    expect(d.get("2").title).toBe("Kepemimpinan Strategis di Era Digital");
    expect(search(d, { q: "*", filter_by: "rating:<2" }).hits[0]!.document.id).toBe("2");
    d.remove("2");
    expect(search(d, { q: "kepemimpinan", query_by: "title" }).found).toBe(0);
    expect(() => d.write({ id: "3", title: "x" }, "create")).toThrow(
      expect.objectContaining({ status: 409 }),
    );
    expect(() => d.write({ id: "9", title: "x" }, "upsert")).toThrow(/category/);
  });

  it("takes the same top k as a full sort", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 600 }),
        fc.integer({ min: 1, max: 40 }),
        (values, k) => {
          const d = new Collection(resolveSchema({ name: "t", fields: [{ name: "n", type: "int32" }] }));
          values.forEach((n, i) => d.write({ id: String(i), n }));
          const cmp = comparator(d, [{ field: "n", desc: true }], null);
          const seqs = values.map((_, i) => i);
          expect(topK(seqs, k, cmp)).toEqual(seqs.slice().sort(cmp).slice(0, k));
        },
      ),
      { numRuns: 100 },
    );
  });

  it("finds every document by a word of its title (search is complete)", () => {
    const word = fc.stringMatching(/^[a-z]{2,8}$/);
    fc.assert(
      fc.property(
        fc.array(fc.array(word, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 30 }),
        (titles) => {
          const d = new Collection(resolveSchema({ name: "t", fields: [{ name: "t", type: "string" }] }));
          titles.forEach((ws, i) => d.write({ id: String(i), t: ws.join(" ") }));
          titles.forEach((ws, i) => {
            const r = search(d, { q: ws[0]!, query_by: "t", per_page: 250, num_typos: 0, prefix: false });
            expect(r.hits.map((h) => h.document.id)).toContain(String(i));
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it("answers the same whatever ran before (scratch buffers are reset between searches)", () => {
    const word = fc.constantFrom("data", "dasar", "kepemimpinan", "kepala", "digital", "desain", "pemasaran");
    const docs = fc.array(fc.array(word, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 40 });
    fc.assert(
      fc.property(
        docs,
        docs,
        fc.array(fc.tuple(word, fc.boolean()), { minLength: 1, maxLength: 6 }),
        (a, b, queries) => {
          const make = (titles: string[][]) => {
            const d = new Collection(
              resolveSchema({
                name: "t",
                fields: [
                  { name: "t", type: "string" },
                  { name: "u", type: "string" },
                ],
              }),
            );
            titles.forEach((ws, i) =>
              d.write({ id: String(i), t: ws.join(" "), u: ws.slice().reverse().join(" ") }),
            );
            return d;
          };
          const [ca, cb] = [make(a), make(b)];
          const run = (c: Collection, [w, cut]: [string, boolean]) =>
            search(c, { q: cut ? w.slice(0, 3) : w + " " + w, query_by: "t,u", per_page: 250 }).hits.map(
              (h) => [h.document.id, h.text_match],
            );
          const first = queries.map((q) => run(ca, q));
          queries.forEach((q) => run(cb, q));
          expect(queries.map((q) => run(ca, q))).toEqual(first);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("the engine's caches of token matches", () => {
  const word = fc.constantFrom("data", "dasar", "kepemimpinan", "kepala", "digital", "desain", "pemasaran");
  const schema = {
    name: "t",
    fields: [
      { name: "t", type: "string" },
      { name: "u", type: "string[]" },
      { name: "k", type: "string", facet: true },
      { name: "r", type: "float" },
    ],
  };
  const doc = fc.record({
    t: fc.array(word, { minLength: 1, maxLength: 3 }),
    u: fc.array(word, { maxLength: 2 }),
    k: fc.constantFrom("x", "y", "z"),
    r: fc.constantFrom(1, 2, 3),
  });
  const toDoc = (d: { t: string[]; u: string[]; k: string; r: number }, id: string) => ({
    id,
    t: d.t.join(" "),
    u: d.u,
    k: d.k,
    r: d.r,
  });
  const queries = ["data", "dasar", "kepem", "kepemimpian", "data digital", "pemasaran data", "desain"];
  const run = (c: Collection, q: string, i: number) =>
    search(c, {
      q,
      query_by: "t,u",
      facet_by: "k",
      sort_by: ["_text_match:desc,r:desc", "r:asc", ""][i % 3],
      filter_by: i % 4 === 0 ? "r:>1" : undefined,
      per_page: 5 + (i % 4),
      page: 1 + (i % 2),
    });
  const strip = (r: ReturnType<typeof search>) => ({ ...r, search_time_ms: 0 });

  it("answers after writes as a collection built afresh with the same documents", () => {
    fc.assert(
      fc.property(
        fc.array(doc, { minLength: 1, maxLength: 60 }),
        fc.array(fc.tuple(fc.nat(), doc, fc.boolean()), { maxLength: 8 }),
        (docs, writes) => {
          const live = new Map(docs.map((d, i) => [String(i), d]));
          const c = new Collection(resolveSchema(schema));
          for (const [id, d] of live) c.write(toDoc(d, id));
          queries.forEach((q, i) => run(c, q, i));
          for (const [at, d, remove] of writes) {
            const id = String(at % (docs.length + 3));
            if (remove && live.has(id)) {
              c.remove(id);
              live.delete(id);
            } else if (!remove) {
              c.write(toDoc(d, id), "upsert");
              live.set(id, d);
            }
            queries.forEach((q, i) => run(c, q, i));
          }
          const fresh = new Collection(resolveSchema(schema));
          // the same sequence order: ties go to the newest, so insertion order matters
          for (const d of [...c.documents()]) fresh.write(d);
          queries.forEach((q, i) => expect(strip(run(c, q, i))).toEqual(strip(run(fresh, q, i))));
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("an answer's JSON", () => {
  it("is the text JSON.stringify writes, whatever the query, page and fields asked for", () => {
    const c = courses();
    const q = fc.constantFrom("*", "kepemimpinan", "data", "kepem", "digital pemasaran", "speaking", "zzz");
    fc.assert(
      fc.property(
        q,
        fc.constantFrom("title", "title,skills", "skills,title,institution"),
        fc.option(fc.constantFrom("title", "title,rating"), { nil: undefined }),
        fc.option(fc.constantFrom("skills", "title"), { nil: undefined }),
        fc.integer({ min: 0, max: 5 }),
        fc.option(fc.constantFrom("none", "title", "skills,title"), { nil: undefined }),
        fc.boolean(),
        (text, queryBy, include, exclude, perPage, highlightFields, v1) => {
          const params = {
            q: text,
            query_by: queryBy,
            facet_by: "category,skills,rating",
            include_fields: include,
            exclude_fields: exclude,
            highlight_full_fields: "title",
            highlight_fields: highlightFields,
            enable_highlight_v1: v1,
            per_page: perPage,
          };
          const r = search(c, params);
          expect(resultJson(r)).toBe(JSON.stringify(r));
          // the second time the documents' JSON comes from the cache
          const again = search(c, params);
          expect(resultJson(again)).toBe(JSON.stringify(again));
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("facet counts over a text query's matches", () => {
  it("are the documents per value, with few values (byte columns) and many (over 254)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.boolean()), { minLength: 1, maxLength: 300 }),
        (distinct, rows) => {
          const c = new Collection(
            resolveSchema({
              name: "t",
              fields: [
                { name: "t", type: "string" },
                { name: "k", type: "string", facet: true },
                { name: "j", type: "string", facet: true, optional: true },
              ],
            }),
          );
          const live = new Map<string, { k: string; j?: string }>();
          rows.forEach(([a, b, drop], i) => {
            const doc = { k: `v${a % distinct}`, ...(b % 3 === 0 ? {} : { j: `w${b % 7}` }) };
            c.write({ id: String(i % 250), t: "kata", ...doc }, "upsert");
            live.set(String(i % 250), doc);
            if (drop && i % 5 === 0) {
              c.remove(String(i % 250));
              live.delete(String(i % 250));
            }
          });
          const r = search(c, { q: "kata", query_by: "t", facet_by: "k,j", max_facet_values: 500 });
          const expected = (field: "k" | "j") => {
            const counts = new Map<string, number>();
            for (const d of live.values()) {
              const v = d[field];
              if (v !== undefined) counts.set(v, (counts.get(v) ?? 0) + 1);
            }
            return Object.fromEntries(counts);
          };
          const got = (i: number) =>
            Object.fromEntries(r.facet_counts[i]!.counts.map((x) => [x.value, x.count]));
          expect(r.found).toBe(live.size);
          expect(got(0)).toEqual(expected("k"));
          expect(got(1)).toEqual(expected("j"));
        },
      ),
      { numRuns: 80 },
    );
  });
});
