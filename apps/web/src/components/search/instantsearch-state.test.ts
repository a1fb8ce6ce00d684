import { describe, expect, it } from "vitest";
import { parseSearchState, searchHref } from "@/lib/search-params";
import { fromUiState, indexForSort, sortForIndex, toUiState } from "./instantsearch-state";

describe("InstantSearch state and the page URL", () => {
  it("maps each sort to its replica and back", () => {
    expect(indexForSort("relevance")).toBe("courses");
    expect(indexForSort("rating")).toBe("courses/sort/rating:desc,rating_count:desc");
    expect(indexForSort("popular")).toBe("courses/sort/popularity:desc");
    expect(indexForSort("newest")).toBe("courses/sort/release_date:desc");
    expect(sortForIndex("courses/sort/rating:desc,rating_count:desc", false)).toBe("rating");
    expect(sortForIndex(undefined, true)).toBe("relevance");
    expect(sortForIndex("unknown", false)).toBe("popular");
  });
  it("round-trips a URL state through the UI state to the same href", () => {
    const s = parseSearchState({
      q: "kepemimpinan",
      sort: "newest",
      category: ["leadership-management"],
      institution: "ugm",
      page: "2",
    });
    const ui = toUiState(s);
    expect(ui).toEqual({
      query: "kepemimpinan",
      sortBy: "courses/sort/release_date:desc",
      refinementList: { category: ["leadership-management"], institution: ["ugm"] },
      page: 2,
    });
    const back = fromUiState(ui);
    expect(back).toEqual(s);
    expect(searchHref("/search", back, { page: back.page })).toBe(
      "/search?q=kepemimpinan&sort=newest&category=leadership-management&institution=ugm&page=2",
    );
  });
  it("defaults an empty UI state to the popular listing", () => {
    expect(fromUiState({})).toEqual({ q: "", sort: "popular", categories: [], institutions: [], page: 1 });
  });
});
