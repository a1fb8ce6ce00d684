import { describe, expect, it } from "vitest";
import { cardCount, cardRating, cardText } from "./course-card";
import { facetRequests, MAX_FACET_VALUES } from "./facets";

describe("card rules", () => {
  it("falls back from a missing English text to the Indonesian one", () => {
    expect(cardText("en", "Memimpin Tim", "Leading Teams")).toBe("Leading Teams");
    expect(cardText("en", "Memimpin Tim", "")).toBe("Memimpin Tim");
    expect(cardText("en", "Memimpin Tim", "  ")).toBe("Memimpin Tim");
    expect(cardText("en", "Memimpin Tim", null)).toBe("Memimpin Tim");
    expect(cardText("id", "Memimpin Tim", "Leading Teams")).toBe("Memimpin Tim");
  });
  it("rounds a rating to one decimal, once, from the full value", () => {
    // a PostgreSQL real as JavaScript reads it: 4.35 stored is a little less than 4.35
    expect(cardRating(Math.fround(4.35))).toBe(4.3);
    expect(cardRating(4.5612)).toBe(4.6);
    expect(cardRating(4.6)).toBe(4.6);
    expect(cardRating(cardRating(4.5612))).toBe(4.6);
    expect(cardRating(Number.NaN)).toBe(0);
  });
  it("keeps counts whole and not negative", () => {
    expect(cardCount(12.6)).toBe(13);
    expect(cardCount(-3)).toBe(0);
    expect(cardCount(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe("facet requests", () => {
  it("asks the facets nobody selected from once, and each selected facet without its own filter", () => {
    const { requests, disjunctive } = facetRequests("courses", ["category", "institution"], {
      query: "kepemimpian",
      selected: { category: ["leadership-management"], institution: [] },
    });
    expect(disjunctive).toEqual(["category"]);
    expect(requests).toEqual([
      {
        indexName: "courses",
        params: {
          query: "kepemimpian",
          hitsPerPage: 0,
          page: 0,
          facets: ["category", "institution"],
          maxValuesPerFacet: MAX_FACET_VALUES,
          facetFilters: [["category:leadership-management"]],
        },
      },
      {
        indexName: "courses",
        params: {
          query: "kepemimpian",
          hitsPerPage: 0,
          page: 0,
          facets: ["category"],
          maxValuesPerFacet: MAX_FACET_VALUES,
          facetFilters: [],
        },
      },
    ]);
  });
  it("ORs the values of one facet and ANDs the facets", () => {
    const { requests } = facetRequests("courses", ["category", "institution"], {
      query: "",
      selected: { category: ["a", "b"], institution: ["ugm"] },
    });
    expect(requests.map((r) => r.params.facetFilters)).toEqual([
      [["category:a", "category:b"], ["institution:ugm"]],
      [["institution:ugm"]],
      [["category:a", "category:b"]],
    ]);
  });
});
