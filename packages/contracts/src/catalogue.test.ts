import { describe, expect, it } from "vitest";
import { courseListRequestSchema, endpoints, HOME_SECTIONS, reviewUpsertRequestSchema } from "./index";

describe("catalogue contracts", () => {
  it("has one GET endpoint per home section, in page order, plus trending searches", () => {
    const home = Object.values(endpoints)
      .filter((e) => e.path.startsWith("/home/"))
      .map((e) => e.path.slice("/home/".length));
    expect(home).toEqual([...HOME_SECTIONS, "trending-searches"]);
  });

  it("listing: defaults, several categories, perPage capped at 50, unknown sort refused", () => {
    expect(courseListRequestSchema.parse({})).toMatchObject({ sort: "popular", page: 1, perPage: 20 });
    expect(
      courseListRequestSchema.parse({ category: ["digital-it", "agriculture"], perPage: "50" }).perPage,
    ).toBe(50);
    expect(courseListRequestSchema.safeParse({ perPage: 51 }).success).toBe(false);
    expect(courseListRequestSchema.safeParse({ sort: "cheapest" }).success).toBe(false);
    expect(courseListRequestSchema.safeParse({ category: "not-a-category" }).success).toBe(false);
  });

  it("a rating is 1 (poor) to 5 (extraordinary)", () => {
    expect(reviewUpsertRequestSchema.safeParse({ courseSlug: "a", rating: 0 }).success).toBe(false);
    expect(reviewUpsertRequestSchema.safeParse({ courseSlug: "a", rating: 6 }).success).toBe(false);
    expect(reviewUpsertRequestSchema.parse({ courseSlug: "a", rating: 5 }).body).toBe("");
  });
});
