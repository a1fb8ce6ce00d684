import { describe, expect, it } from "vitest";
import { siteRefs } from "./registry";
import { canonicalUrl, isNoindexPath, siteHost, siteUrl } from "./urls";

describe("canonicalUrl: sub-domain, referral and path", () => {
  it.each([
    [{ subdomain: null, path: "/" }, "https://gurukita.id/"],
    [
      { subdomain: "trenggalek", path: "/course/dasar-excel" },
      "https://trenggalek.gurukita.id/course/dasar-excel",
    ],
    [{ subdomain: null, path: "/course/a/?utm_source=x#top" }, "https://gurukita.id/course/a"],
    [
      { subdomain: "business", path: "/my-class", referral: "bank-nusa" },
      "https://business.gurukita.id/my-class?referral=bank-nusa",
    ],
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

describe("siteHost / siteUrl: where a visit to a site not served here goes", () => {
  const ref = (slug: string) => siteRefs.get(slug)!;
  it.each([
    ["business", "production", null, "business.gurukita.id"],
    ["business", "development", null, "business.localhost"],
    ["gate", "development", null, "gate.localhost"],
    ["maluku", "development", null, "maluku-gate.localhost"],
    ["maluku", "production", null, "maluku-gate.gurukita.id"],
    ["angkasa", "production", null, "angkasa.gurukita.id"],
    ["tenant", "development", "sukamaju", "sukamaju.tenant.localhost"],
    ["general", "production", null, "gurukita.id"],
    ["general", "development", null, "localhost"],
    ["trenggalek", "development", null, "trenggalek.localhost"],
  ] as const)("%s in %s (referral %s) → %s", (slug, env, referral, host) => {
    expect(siteHost(ref(slug), { env, rootDomain: "gurukita.id", referral })).toBe(host);
  });

  it("a whole host name listed first in production is the site's own domain", () => {
    const own = {
      ...ref("trenggalek"),
      hosts: { production: ["belajar.trenggalekkab.go.id", "trenggalek"], development: ["trenggalek"] },
    };
    expect(siteHost(own, { env: "production", rootDomain: "gurukita.id" })).toBe(
      "belajar.trenggalekkab.go.id",
    );
    expect(siteHost(own, { env: "development", rootDomain: "gurukita.id" })).toBe("trenggalek.localhost");
  });

  it("keeps path and query, unlike the canonical URL", () => {
    const opts = { rootDomain: "gurukita.id", devPort: 3000, path: "/en/search?q=excel&page=2" };
    expect(siteUrl(ref("business"), { ...opts, env: "development" })).toBe(
      "http://business.localhost:3000/en/search?q=excel&page=2",
    );
    expect(siteUrl(ref("business"), { ...opts, env: "production" })).toBe(
      "https://business.gurukita.id/en/search?q=excel&page=2",
    );
  });
});
