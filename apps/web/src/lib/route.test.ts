import { describe, expect, it } from "vitest";
import { SITE_GROUPS, sites } from "@gk/tenancy";
import { routeRequest, servedGroup } from "./route";
import { parseSiteKey, siteKey } from "./site-key";

describe("routeRequest: host + path → /[site]/[locale]/path", () => {
  it.each([
    ["localhost:3000", "/", "/general/id"],
    ["localhost:3000", "/course/dasar-excel", "/general/id/course/dasar-excel"],
    ["localhost:3000", "/en", "/general/en"],
    ["localhost:3000", "/en/course/a", "/general/en/course/a"],
    ["business.localhost:3000", "/", "/business/id"],
    ["trenggalek.localhost:3000", "/my-class", "/trenggalek/id/my-class"],
    ["sukamaju.tenant.localhost:3000", "/", "/tenant--sukamaju/id"],
    ["ares-gate.localhost:3000", "/en", "/gate/en"],
    ["trenggalek.gurukita.id", "/", "/trenggalek/id"],
    ["ares-gate.gurukita.id", "/", "/general/id"],
    // a path that looks like a site segment cannot pick another site
    ["localhost:3000", "/trenggalek/id", "/general/id/trenggalek/id"],
  ])("%s %s → %s", (host, path, expected) => {
    expect(routeRequest(host, path, {})).toMatchObject({ kind: "rewrite", pathname: expected });
  });

  it("redirects the default locale's prefix away (as-needed)", () => {
    expect(routeRequest("localhost:3000", "/id/course/a", {})).toEqual({
      kind: "redirect",
      pathname: "/course/a",
    });
    expect(routeRequest("localhost:3000", "/id", {})).toEqual({ kind: "redirect", pathname: "/" });
  });

  it("a server limited to a tenant group serves its own sites and the general site (the fallback of unknown hosts)", () => {
    const regional = { tenantGroup: "regional" } as const;
    const to = (host: string, path: string) => routeRequest(host, path, regional);
    expect(to("trenggalek.localhost:3100", "/")).toMatchObject({
      kind: "rewrite",
      pathname: "/trenggalek/id",
    });
    expect(to("jambikota.localhost:3100", "/en/search")).toMatchObject({
      kind: "rewrite",
      pathname: "/jambi/en/search",
    });
    expect(to("localhost:3100", "/")).toMatchObject({ kind: "rewrite", pathname: "/general/id" });
    expect(to("127.0.0.1:3100", "/")).toMatchObject({ kind: "rewrite", pathname: "/general/id" });
    expect(to("unknown.gurukita.id", "/")).toMatchObject({ kind: "rewrite", pathname: "/general/id" });
  });
});

describe("routeRequest: a host of another tenant group's site goes to that site's own origin", () => {
  const regional = { tenantGroup: "regional", rootDomain: "gurukita.id", devPort: 3000 } as const;
  it.each([
    // development: http://<label>.localhost on the development port, whatever port this server listens on
    ["business.localhost:3100", "/", "", "http://business.localhost:3000/", "business", "core"],
    [
      "business.localhost:3100",
      "/en/course/dasar-excel",
      "?utm_source=wa&x=1",
      "http://business.localhost:3000/en/course/dasar-excel?utm_source=wa&x=1",
      "business",
      "core",
    ],
    [
      "bandara.localhost:3100",
      "/id/explore",
      "?q=k3",
      "http://angkasa.localhost:3000/id/explore?q=k3",
      "angkasa",
      "company",
    ],
    ["sehat.localhost:3100", "/", "", "http://kemenkes.localhost:3000/", "kemenkes", "government"],
    [
      "sukamaju.tenant.localhost:3100",
      "/my-class",
      "",
      "http://sukamaju.tenant.localhost:3000/my-class",
      "tenant",
      "core",
    ],
    ["ares-gate.localhost:3100", "/", "", "http://gate.localhost:3000/", "gate", "core"],
    ["ares-gate-maluku.localhost:3100", "/", "", "http://maluku-gate.localhost:3000/", "maluku", "core"],
    [
      "moodle.localhost:3100",
      "/local/x/index.php",
      "?type=course&slug=a",
      "http://moodle.localhost:3000/local/x/index.php?type=course&slug=a",
      "lms",
      "company",
    ],
    // production: https on the site's first production host
    [
      "bandara.gurukita.id",
      "/course/a",
      "?ref=1",
      "https://angkasa.gurukita.id/course/a?ref=1",
      "angkasa",
      "company",
    ],
    ["business.gurukita.id", "/", "", "https://business.gurukita.id/", "business", "core"],
    ["menpanrb.gurukita.id", "/", "", "https://menpan.gurukita.id/", "menpan", "government"],
  ])("%s%s%s → %s", (host, path, search, location, site, group) => {
    expect(routeRequest(host, path, { ...regional, search })).toEqual({
      kind: "elsewhere",
      location,
      site,
      group,
    });
  });

  it("uses the configured product domain and development port", () => {
    const r = routeRequest("perbankan.belajar.example", "/", {
      tenantGroup: "core",
      rootDomain: "belajar.example",
      devPort: 3000,
    });
    expect(r).toMatchObject({ kind: "elsewhere", location: "https://banking.belajar.example/" });
    const d = routeRequest("trenggalek.localhost:3000", "/", { tenantGroup: "company", devPort: 4300 });
    expect(d).toMatchObject({ kind: "elsewhere", location: "http://trenggalek.localhost:4300/" });
  });

  it("every site of every other group is sent away, none is served as the general site", () => {
    for (const group of SITE_GROUPS) {
      for (const site of sites.values()) {
        const label = site.hosts.development[0];
        if (!label || site.slug === "general") continue;
        const r = routeRequest(`${label}.localhost:3100`, "/", { tenantGroup: group });
        if (site.group === group) expect(r).toMatchObject({ kind: "rewrite", site: site.slug });
        else expect(r).toMatchObject({ kind: "elsewhere", site: site.slug, group: site.group });
      }
    }
  });

  it("an unlimited server serves every site, as before", () => {
    expect(routeRequest("business.localhost:3000", "/", {})).toMatchObject({
      kind: "rewrite",
      pathname: "/business/id",
    });
    expect(routeRequest("bandara.localhost:3000", "/", {})).toMatchObject({
      kind: "rewrite",
      pathname: "/angkasa/id",
    });
  });

  it("a build made for one group refuses to be started as another", () => {
    expect(servedGroup("regional", undefined)).toBe("regional");
    expect(servedGroup("regional", "regional")).toBe("regional");
    expect(servedGroup(null, "company")).toBe("company");
    expect(servedGroup(null, undefined)).toBeUndefined();
    expect(() => servedGroup("regional", "company")).toThrow(/TENANT_GROUP=regional/);
  });
});

describe("site keys", () => {
  it("round-trip slug and referral", () => {
    expect(parseSiteKey(siteKey("tenant", "sukamaju"))).toEqual({ slug: "tenant", referral: "sukamaju" });
    expect(parseSiteKey(siteKey("general", null))).toEqual({ slug: "general", referral: null });
  });
});
