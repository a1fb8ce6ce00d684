import { describe, expect, it } from "vitest";
import { facetValues, overallCountsHold, serverFacetCounts } from "./search-facets";
import { parseSearchState } from "./search-params";

describe("facet counts of the server's list", () => {
  const overall = { "leadership-management": 48, "data-science": 30 };
  it("uses the search node's counts for the search when it answered", () => {
    const s = parseSearchState({ q: "kepemimpian" });
    const node = { category: { "leadership-management": 5 }, institution: { ugm: 2 } };
    expect(serverFacetCounts("category", s, node, overall)).toEqual({
      counts: { "leadership-management": 5 },
      shown: true,
    });
  });
  it("never shows the catalogue's overall numbers for a query or another facet's selection", () => {
    expect(serverFacetCounts("category", parseSearchState({ q: "kepemimpian" }), null, overall)).toEqual({
      counts: overall,
      shown: false,
    });
    expect(overallCountsHold(parseSearchState({}), "category")).toBe(true);
    // its own selection does not change a facet's counts (values of one facet are ORed)
    expect(overallCountsHold(parseSearchState({ category: "leadership-management" }), "category")).toBe(true);
    expect(overallCountsHold(parseSearchState({ institution: "ugm" }), "category")).toBe(false);
    expect(overallCountsHold(parseSearchState({ institution: "ugm" }), "institution")).toBe(true);
  });
});

describe("facet values in display order", () => {
  const names: Record<string, string> = { a: "Akuntansi", b: "Bisnis", c: "Coding" };
  it("orders by results then name, leaves out values without results but keeps selected ones", () => {
    const values = facetValues({ a: 2, b: 5, c: 2, d: 0 }, (v) => names[v] ?? v, ["e"]);
    expect(values.map((v) => [v.value, v.count, v.selected])).toEqual([
      ["b", 5, false],
      ["a", 2, false],
      ["c", 2, false],
      ["e", 0, true],
    ]);
  });
  it("hides numbers that are not for this search but keeps their order", () => {
    expect(facetValues({ a: 1, b: 3 }, (v) => v, [], false).map((v) => [v.value, v.count])).toEqual([
      ["b", null],
      ["a", null],
    ]);
  });
});
