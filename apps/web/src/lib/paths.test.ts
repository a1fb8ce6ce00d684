import { describe, expect, it } from "vitest";
import { localePath, switchLocalePath, unprefixed } from "./paths";

describe("locale paths", () => {
  it("keeps Indonesian unprefixed and puts English under /en", () => {
    expect(localePath("id", "/course/a")).toBe("/course/a");
    expect(localePath("en", "/course/a")).toBe("/en/course/a");
    expect(localePath("en", "/")).toBe("/en");
    expect(localePath("id", "search")).toBe("/search");
  });
  it("switches language keeping path and query", () => {
    expect(switchLocalePath("en", "/search", "?q=excel")).toBe("/en/search?q=excel");
    expect(switchLocalePath("id", "/search", "?q=excel")).toBe("/search?q=excel");
  });
  it("reads the locale back from a browser pathname", () => {
    expect(unprefixed("/en/course/a")).toEqual({ locale: "en", path: "/course/a" });
    expect(unprefixed("/en")).toEqual({ locale: "en", path: "/" });
    expect(unprefixed("/english-course")).toEqual({ locale: "id", path: "/english-course" });
  });
});
