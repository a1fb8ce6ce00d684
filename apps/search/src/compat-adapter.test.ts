import { COURSE_HIT_PARAMS, createSearchClient } from "@gk/search";
import TypesenseInstantSearchAdapter from "typesense-instantsearch-adapter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSE_SCHEMA, COURSES, start, type Running } from "./test-support";

type Result = {
  nbHits: number;
  page: number;
  hitsPerPage: number;
  hits: { objectID: string; _highlightResult: Record<string, { value: string }> }[];
  facets?: Record<string, Record<string, number>>;
};
type Client = {
  search(r: unknown[]): Promise<{ results: Result[] }>;
  searchForFacetValues(
    r: unknown[],
  ): Promise<{ facetHits: { value: string; highlighted: string; count: number }[] }[]>;
};

/** typesense-instantsearch-adapter, unmodified, as react-instantsearch drives it, against our server. */
describe("InstantSearch adapter compatibility", () => {
  let ts: Running;
  let searchKey: string;
  beforeAll(async () => {
    ts = await start();
    await ts.admin.collections().create(COURSE_SCHEMA);
    await ts.admin.collections("courses").documents().import(COURSES, { action: "upsert" });
    searchKey = (await ts.admin.keys().create({ actions: ["documents:search"], collections: ["courses"] }))
      .value!;
  });
  afterAll(() => ts.stop());

  const adapterClient = (apiKey: string): Client =>
    new TypesenseInstantSearchAdapter({
      server: {
        apiKey,
        nodes: [{ host: "127.0.0.1", port: ts.port, protocol: "http" }],
        cacheSearchResultsForSeconds: 0,
      },
      additionalSearchParameters: { query_by: "title,skills" },
    }).searchClient as unknown as Client;

  it("searches, highlights, facets and pages like Algolia's client", async () => {
    const { results } = await adapterClient(searchKey).search([
      {
        indexName: "courses",
        params: {
          query: "kepemimpian",
          hitsPerPage: 5,
          page: 0,
          facets: ["category", "institution"],
          highlightPreTag: "<em>",
          highlightPostTag: "</em>",
        },
      },
    ]);
    const r = results[0]!;
    expect(r.nbHits).toBe(2);
    expect(r.page).toBe(0);
    expect(r.hitsPerPage).toBe(5);
    expect(r.hits.map((h) => h.objectID).sort()).toEqual(["c1", "c2"]);
    expect(r.hits.find((h) => h.objectID === "c2")!._highlightResult.title!.value).toBe(
      "<em>Kepemimpinan</em> Strategis di Era Digital",
    );
    expect(r.facets!.category).toEqual({ "Leadership & Management": 2 });
  });

  it("uses sort replicas as index names and refinements as filters", async () => {
    const { results } = await adapterClient(searchKey).search([
      {
        indexName: "courses/sort/rating:desc",
        params: {
          query: "",
          hitsPerPage: 3,
          facetFilters: [["institution:Institut Teknologi Bandung", "institution:Universitas Indonesia"]],
        },
      },
      {
        indexName: "courses/sort/release_date:desc",
        params: { query: "", hitsPerPage: 2, numericFilters: ["rating>=4"] },
      },
    ]);
    expect(results[0]!.hits.map((h) => h.objectID)).toEqual(["c4", "c2", "c1"]);
    expect(results[1]!.hits.map((h) => h.objectID)).toEqual(["c3", "c2"]);
  });

  it("searches facet values with highlighting", async () => {
    const [r] = await adapterClient(searchKey).searchForFacetValues([
      {
        indexName: "courses",
        params: { facetName: "category", facetQuery: "lead", query: "", facets: ["category"] },
      },
    ]);
    expect(r!.facetHits).toEqual([
      expect.objectContaining({
        value: "Leadership & Management",
        count: 2,
        highlighted: expect.stringContaining("Lead") as unknown,
      }),
    ]);
  });

  it("keeps a scoped key's catalogue whatever the browser filters", async () => {
    const scoped = ts.admin.keys().generateScopedSearchKey(searchKey, { filter_by: "company_ids:=acme" });
    const { results } = await adapterClient(scoped).search([
      {
        indexName: "courses",
        params: { query: "", hitsPerPage: 50, facetFilters: [["company_ids:globex"]] },
      },
    ]);
    expect(results[0]!.hits.map((h) => h.objectID)).toEqual(["c3"]);
  });

  it("fails on a wrong key", async () => {
    await expect(
      adapterClient("wrong").search([{ indexName: "courses", params: { query: "" } }]),
    ).rejects.toThrow();
  });

  it("@gk/search's course search asks for cards only: the same hits in the same order, without skills", async () => {
    const nodes = `http://127.0.0.1:${ts.port}`;
    const client = (extra?: typeof COURSE_HIT_PARAMS) =>
      createSearchClient({
        nodes,
        apiKey: searchKey,
        queryBy: "title,skills",
        cache: false,
        extra,
      }) as unknown as Client;
    const req = [
      { indexName: "courses/sort/rating:desc", params: { query: "kepemimpinan", page: 0, hitsPerPage: 10 } },
    ];
    const [full] = (await client().search(req)).results;
    const [lean] = (await client(COURSE_HIT_PARAMS).search(req)).results;
    expect(lean!.hits.map((h) => h.objectID)).toEqual(full!.hits.map((h) => h.objectID));
    expect(lean!.nbHits).toBe(full!.nbHits);
    expect(full!.hits.some((h) => "skills" in h)).toBe(true);
    expect(lean!.hits.some((h) => "skills" in h)).toBe(false);
  });

  it("@gk/search's client: the adapter over a node list, with the search cache in front", async () => {
    const nodes = `http://127.0.0.1:${ts.port}`;
    const cached = createSearchClient({
      nodes,
      apiKey: searchKey,
      queryBy: "title,skills",
    }) as unknown as Client;
    const uncached = createSearchClient({
      nodes,
      apiKey: searchKey,
      queryBy: "title,skills",
      cache: false,
    }) as unknown as Client;
    const req = [{ indexName: "courses", params: { query: "analisis", page: 0, hitsPerPage: 10 } }];
    expect((await cached.search(req)).results[0]!.nbHits).toBe(1);
    await ts.admin.collections("courses").documents("c4").delete();
    // the cached client answers the same query, page, filters and hits per page from its cache
    expect((await cached.search(req)).results[0]!.nbHits).toBe(1);
    expect((await uncached.search(req)).results[0]!.nbHits).toBe(0);
    expect(
      (
        await cached.search([
          { indexName: "courses", params: { query: "analisis", page: 1, hitsPerPage: 10 } },
        ])
      ).results[0]!.nbHits,
    ).toBe(0);
  });
});
