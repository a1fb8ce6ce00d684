import { describe, expect, it } from "vitest";
import createMiddleware from "next-intl/middleware";
import { NextRequest } from "next/server";
import { localePath, unprefixed } from "./paths";
import { LOCALES, routing } from "./routing";

describe("localePath: Indonesian without a prefix, English under /en", () => {
  it("keeps an Indonesian path as it is", () => {
    expect(localePath("id", "/course/a")).toBe("/course/a");
    expect(localePath("id", "/")).toBe("/");
  });

  it("puts an English path under /en, the home page being /en itself", () => {
    expect(localePath("en", "/course/a")).toBe("/en/course/a");
    expect(localePath("en", "/")).toBe("/en");
    expect(localePath("en", "/login")).toBe("/en/login");
  });

  it("adds the leading slash a relative path lacks", () => {
    expect(localePath("id", "search")).toBe("/search");
    expect(localePath("en", "search")).toBe("/en/search");
  });

  it("leaves a query on the path", () => {
    expect(localePath("en", "/search?q=excel")).toBe("/en/search?q=excel");
    expect(localePath("id", "/search?q=excel")).toBe("/search?q=excel");
  });
});

describe("unprefixed: the language of a visited path", () => {
  it("reads English from the /en prefix and strips it", () => {
    expect(unprefixed("/en/course/a")).toEqual({ locale: "en", path: "/course/a" });
    expect(unprefixed("/en")).toEqual({ locale: "en", path: "/" });
    expect(unprefixed("/en/")).toEqual({ locale: "en", path: "/" });
  });

  it("keeps a query or hash that follows the prefix directly", () => {
    expect(unprefixed("/en?url=%2Fx")).toEqual({ locale: "en", path: "/?url=%2Fx" });
    expect(unprefixed("/en/login?url=%2Fx")).toEqual({ locale: "en", path: "/login?url=%2Fx" });
  });

  it("treats every other path as Indonesian, unchanged", () => {
    expect(unprefixed("/course/a")).toEqual({ locale: "id", path: "/course/a" });
    expect(unprefixed("/english-course")).toEqual({ locale: "id", path: "/english-course" });
    expect(unprefixed("/")).toEqual({ locale: "id", path: "/" });
    expect(unprefixed("")).toEqual({ locale: "id", path: "/" });
  });

  it("is the inverse of localePath", () => {
    for (const locale of LOCALES)
      for (const path of ["/", "/course/a", "/search?q=excel"])
        expect(unprefixed(localePath(locale, path))).toEqual({ locale, path });
  });
});

// The helper must agree with the routing next-intl actually applies: each built path is served, without a
// redirect, in the language it was built for.
describe("localePath agrees with the next-intl routing", () => {
  const middleware = createMiddleware(routing);
  it.each(LOCALES.flatMap((locale) => ["/", "/course/excel"].map((path) => [locale, path] as const)))(
    "%s %s",
    (locale, path) => {
      const url = new URL(localePath(locale, path), "http://localhost:3000");
      const response = middleware(new NextRequest(url));
      expect(response.headers.get("location")).toBeNull();
      expect(response.headers.get("x-middleware-request-x-next-intl-locale")).toBe(locale);
    },
  );
});
