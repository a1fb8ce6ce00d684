import { describe, expect, it } from "vitest";
import { SearchCache, searchCacheKey } from "./cache";
import { COURSE_SORT_OPTIONS, courseIndexFor, parseIndexName, sortReplica } from "./index-names";
import { parseNodes } from "./nodes";

describe("index names", () => {
  it("names the course sort replicas: rating, popularity, newest", () => {
    // the tie-break travels in the name: the browser's search sorts as the API's server-side search does
    expect(courseIndexFor("rating")).toBe("courses/sort/rating:desc,rating_count:desc");
    expect(courseIndexFor("popularity")).toBe("courses/sort/popularity:desc");
    expect(courseIndexFor("newest")).toBe("courses/sort/release_date:desc");
    expect(courseIndexFor("relevance")).toBe("courses");
    expect(parseIndexName(sortReplica("dev_tenant_x_index", "rating:asc"))).toEqual({
      collection: "dev_tenant_x_index",
      sortBy: "rating:asc",
    });
    expect(parseIndexName("courses")).toEqual({ collection: "courses", sortBy: null });
  });
  it("labels every sort option in Indonesian and English", () => {
    for (const o of COURSE_SORT_OPTIONS) expect(o.label.id && o.label.en).toBeTruthy();
  });
});

describe("node list", () => {
  it("reads URLs with default ports and paths", () => {
    expect(parseNodes("http://127.0.0.1:8108, https://ts.example.com/api/")).toEqual([
      { host: "127.0.0.1", port: 8108, protocol: "http" },
      { host: "ts.example.com", port: 443, protocol: "https", path: "/api" },
    ]);
    expect(parseNodes(["localhost:9000"])).toEqual([{ host: "localhost", port: 9000, protocol: "http" }]);
    expect(() => parseNodes(" , ")).toThrow(/empty/);
    expect(() => parseNodes("ftp://x")).toThrow(/http/);
  });
});

describe("search cache", () => {
  it("keys by query, page, filter string and hits per page with its defaults", () => {
    expect(searchCacheKey()).toBe(searchCacheKey({ query: "", page: 0, filters: "", hitsPerPage: 1000 }));
    expect(searchCacheKey({ query: "a" })).not.toBe(searchCacheKey({ filters: "a" }));
    expect(searchCacheKey({ page: 1 })).not.toBe(searchCacheKey({ hitsPerPage: 1 }));
  });
  it("expires entries and drops the oldest past its size", () => {
    let now = 0;
    const c = new SearchCache<number>({ ttlMs: 1000, maxEntries: 2, now: () => now });
    c.set({ query: "a" }, 1);
    c.set({ query: "b" }, 2);
    expect(c.get({ query: "a" })).toBe(1);
    c.set({ query: "c" }, 3);
    expect(c.size).toBe(2);
    expect(c.get({ query: "a" })).toBeUndefined();
    now = 1001;
    expect(c.get({ query: "c" })).toBeUndefined();
  });
});
