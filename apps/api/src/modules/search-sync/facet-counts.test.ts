import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SearchKey } from "@gk/contracts";
import {
  COURSE_QUERY_BY,
  COURSE_QUERY_WEIGHTS,
  createSearchClient,
  facetCounts,
  type FacetSelection,
} from "@gk/search";
import { createSearchServer, type SearchServer } from "@gk/search-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueFixture } from "../../../test/catalogue-fixtures";
import { DRIVERS, startTestApi, testConfig, type TestApi } from "../../../test/harness";
import { indexingClient } from "./client";
import { Indexer } from "./indexer";

const ADMIN = "facet-test-admin-key";

/**
 * The search page's filter counts (the web's server render asks them with @gk/search's `facetCounts`, the
 * browser's InstantSearch asks the same requests): against the real search server with the seeded catalogue
 * indexed by the API, each value's count is the number of results the API's own search gives when that value
 * is picked, for the same query and the other filters. The catalogue's overall counts (GET /categories),
 * which the page showed before, are not.
 */
describe.each(DRIVERS)("facet counts of a search on %s", (driver) => {
  let api: TestApi;
  let search: SearchServer;
  let key: SearchKey;
  const dataDir = mkdtempSync(join(tmpdir(), "gk-facets-search-"));

  beforeAll(async () => {
    search = createSearchServer({ apiKey: ADMIN, dataDir });
    const url = await search.listen(0);
    api = await startTestApi(driver, {
      config: testConfig({ TYPESENSE_NODES: url, TYPESENSE_API_KEY: ADMIN }),
    });
    await catalogueFixture(api.database.db, api.config);
    await new Indexer(api.database.db, indexingClient(api.config.search), api.config.search).reindexAll();
    key = (await api.app.inject({ url: "/search/key" })).json().data as SearchKey;
  }, 90_000);
  afterAll(async () => {
    await api?.close();
    await search?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const countsFor = (s: FacetSelection) =>
    facetCounts(
      createSearchClient({
        nodes: key.nodes,
        apiKey: key.key,
        queryBy: COURSE_QUERY_BY,
        queryByWeights: COURSE_QUERY_WEIGHTS,
        cache: false,
      }),
      key.collections.courses,
      ["category", "institution"],
      s,
    );
  const totalOf = async (params: Record<string, string | string[]>) => {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) for (const one of [v].flat()) qs.append(k, one);
    const res = await api.app.inject({ url: `/search/courses?${qs}` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { total: number; source: string };
    expect(data.source).toBe("search");
    return data.total;
  };

  it("counts each category for the misspelt query, not for the whole catalogue", async () => {
    const q = "kepemimpian";
    const counts = await countsFor({ query: q, selected: {} });
    const categories = Object.entries(counts.category ?? {});
    expect(categories.length).toBeGreaterThan(0);
    for (const [slug, count] of categories) expect(count, slug).toBe(await totalOf({ q, category: slug }));
    // every course has one category: the counts add up to the search's total
    expect(categories.reduce((sum, [, n]) => sum + n, 0)).toBe(await totalOf({ q }));
    // what the page showed before: the overall numbers, which promise results the query does not have
    const overall = (await api.app.inject({ url: "/categories" })).json().data.items as {
      slug: string;
      courseCount: number;
    }[];
    const promised = overall.filter(
      (c) => c.courseCount > 0 && c.courseCount !== (counts.category?.[c.slug] ?? 0),
    );
    expect(promised.length).toBeGreaterThan(0);
  });

  it("counts a facet for the other facet's selection, and keeps its own values visible", async () => {
    const all = await countsFor({ query: "", selected: {} });
    const [institution] = Object.entries(all.institution ?? {}).sort((a, b) => b[1] - a[1])[0]!;
    const [category] = Object.keys(all.category ?? {});
    const counts = await countsFor({
      query: "",
      selected: { institution: [institution], category: [category!] },
    });
    // categories: for the institution picked (whatever category is picked)
    for (const [slug, count] of Object.entries(counts.category ?? {}))
      expect(count, slug).toBe(await totalOf({ institution, category: slug }));
    // institutions: for the category picked, the picked institution among the others
    for (const [slug, count] of Object.entries(counts.institution ?? {}))
      expect(count, slug).toBe(await totalOf({ category: category!, institution: slug }));
    expect(Object.keys(counts.category ?? {}).length).toBeGreaterThan(1);
  });
});
