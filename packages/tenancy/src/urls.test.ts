import { describe, expect, it } from "vitest";
import { canonicalUrl, isNoindexPath } from "./urls";

describe("canonicalUrl: sub-domain, referral and path (§2)", () => {
  it.each([
    [{ subdomain: null, path: "/" }, "https://gurukita.id/"],
    [{ subdomain: "trenggalek", path: "/course/dasar-excel" }, "https://trenggalek.gurukita.id/course/dasar-excel"],
    [{ subdomain: null, path: "/course/a/?utm_source=x#top" }, "https://gurukita.id/course/a"],
    [{ subdomain: "business", path: "/my-class", referral: "bank-nusa" }, "https://business.gurukita.id/my-class?referral=bank-nusa"],
    [{ subdomain: null, path: "//blog//tips" }, "https://gurukita.id/blog/tips"],
    [{ subdomain: null, path: "" }, "https://gurukita.id/"],
  ])("%j → %s", (input, expected) => {
    expect(canonicalUrl({ rootDomain: "gurukita.id", ...input })).toBe(expected);
  });
});

describe("isNoindexPath: paths containing kuliah", () => {
  it.each([
    ["/kuliah", true],
    ["/program/kuliah-online", true],
    ["/en/KULIAH", true],
    ["/course/a", false],
    ["/course/a?ref=kuliah", false],
  ])("%s → %s", (path, noindex) => {
    expect(isNoindexPath(path)).toBe(noindex);
  });
});
