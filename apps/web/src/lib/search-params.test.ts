import { describe, expect, it } from "vitest";
import { parseSearchState, renderedQuery, searchHref, toggle } from "./search-params";

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

  it("spells the rendered query as the browser spells its address, so an unchanged search is known at once", () => {
    // what Next hands the page for ?q=kerja%20tim&category=a&category=b&sort=newest
    const raw = { q: "kerja tim", category: ["a", "b"], sort: "newest", empty: undefined };
    const address = "?q=kerja%20tim&category=a&category=b&sort=newest";
    expect(renderedQuery(raw)).toBe(new URLSearchParams(address).toString());
    expect(renderedQuery({ q: "café+1" })).toBe(new URLSearchParams("?q=caf%C3%A9%2B1").toString());
    // another search in the address is never taken for the rendered one
    expect(renderedQuery(raw)).not.toBe(new URLSearchParams("?q=kerja%20tim&sort=newest").toString());
  });
});
