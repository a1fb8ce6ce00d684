import { describe, expect, it } from "vitest";
import { parseSearchState, searchHref, toggle } from "./search-params";

describe("search state in the URL", () => {
  it("parses query, sort, repeated filters and pages, dropping unknown values", () => {
    const s = parseSearchState({
      q: " excel ",
      sort: "rating",
      category: ["leadership-management", "nope", "leadership-management"],
      institution: "ugm",
      page: "3",
    });
    expect(s).toEqual({
      q: "excel",
      sort: "rating",
      categories: ["leadership-management"],
      institutions: ["ugm"],
      page: 3,
    });
    expect(parseSearchState({ sort: "cheapest", page: "-4" })).toMatchObject({ sort: "popular", page: 1 });
    expect(parseSearchState({ q: "excel" })).toMatchObject({ sort: "relevance" });
  });
  it("round-trips through the href and resets the page on a change", () => {
    const s = parseSearchState({ q: "excel", category: ["leadership-management"], page: "2" });
    const href = searchHref("/search", s, { sort: "newest" });
    expect(href).toBe("/search?q=excel&sort=newest&category=leadership-management");
    const back = parseSearchState(Object.fromEntries(new URL(href, "http://x").searchParams));
    expect(back).toMatchObject({ q: "excel", sort: "newest", page: 1 });
    expect(searchHref("/en/search", s, { page: 3 })).toBe(
      "/en/search?q=excel&category=leadership-management&page=3",
    );
  });
  it("toggles a filter value", () => {
    expect(toggle(["a"], "b")).toEqual(["a", "b"]);
    expect(toggle(["a", "b"], "a")).toEqual(["b"]);
  });
});
