import { describe, expect, it } from "vitest";
import { parseSearchState, searchHref } from "@/lib/search-params";
import { fromUiState, hitToCard, indexForSort, sortForIndex, toUiState, type CourseHit } from "./instantsearch-state";

describe("InstantSearch state and the page URL", () => {
  it("maps each sort to its replica and back", () => {
    expect(indexForSort("relevance")).toBe("courses");
    expect(indexForSort("rating")).toBe("courses/sort/rating:desc");
    expect(indexForSort("popular")).toBe("courses/sort/popularity:desc");
    expect(indexForSort("newest")).toBe("courses/sort/release_date:desc");
    expect(sortForIndex("courses/sort/rating:desc", false)).toBe("rating");
    expect(sortForIndex(undefined, true)).toBe("relevance");
    expect(sortForIndex("unknown", false)).toBe("popular");
  });
  it("round-trips a URL state through the UI state to the same href", () => {
    const s = parseSearchState({ q: "kepemimpinan", sort: "newest", category: ["leadership-management"], institution: "ugm", page: "2" });
    const ui = toUiState(s);
    expect(ui).toEqual({ query: "kepemimpinan", sortBy: "courses/sort/release_date:desc", refinementList: { category: ["leadership-management"], institution: ["ugm"] }, page: 2 });
    const back = fromUiState(ui);
    expect(back).toEqual(s);
    expect(searchHref("/search", back, { page: back.page })).toBe("/search?q=kepemimpinan&sort=newest&category=leadership-management&institution=ugm&page=2");
  });
  it("defaults an empty UI state to the popular listing", () => {
    expect(fromUiState({})).toEqual({ q: "", sort: "popular", categories: [], institutions: [], page: 1 });
  });
});

describe("a hit as a course card", () => {
  const hit: CourseHit = {
    id: "c1", slug: "memimpin-tim", name_id: "Memimpin Tim", name_en: "Leading Teams", tags: ["bestseller"],
    category: "leadership-management", category_name_id: "Kepemimpinan", category_name_en: "Leadership",
    institution: "ugm", institution_name_id: "UGM", institution_name_en: "",
    level: "expert", price_rupiah: 150000, certificate: true, rating: 4.6, rating_count: 12, popularity: 90,
    release_date: 1_790_000_000, lesson_count: 8, duration_minutes: 95,
  };
  it("uses the locale's names, falling back to Indonesian", () => {
    const en = hitToCard(hit, "en");
    expect(en.name).toBe("Leading Teams");
    expect(en.category.name).toBe("Leadership");
    expect(en.institution.name).toBe("UGM");
    expect(hitToCard(hit, "id").name).toBe("Memimpin Tim");
  });
  it("converts times and keeps unknown levels inside the card's enum", () => {
    const c = hitToCard(hit, "id");
    expect(c.releasedAt).toBe(new Date(1_790_000_000_000).toISOString());
    expect(c.level).toBe("beginner");
    expect(c).toMatchObject({ priceRupiah: 150000, certificateOffered: true, ratingAverage: 4.6, ratingCount: 12, mandatory: false, enrolmentClosesAt: null });
  });
});
