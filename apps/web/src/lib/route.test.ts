import { describe, expect, it } from "vitest";
import { routeRequest } from "./route";
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
    const r = routeRequest(host, path, {});
    expect(r.kind).toBe("rewrite");
    expect(r.pathname).toBe(expected);
  });

  it("redirects the default locale's prefix away (as-needed)", () => {
    expect(routeRequest("localhost:3000", "/id/course/a", {})).toEqual({ kind: "redirect", pathname: "/course/a" });
    expect(routeRequest("localhost:3000", "/id", {})).toEqual({ kind: "redirect", pathname: "/" });
  });

  it("serves the general site to hosts outside the build's tenant group", () => {
    expect(routeRequest("menpan.localhost:3000", "/", { tenantGroup: "regional" }).pathname).toBe("/general/id");
    expect(routeRequest("trenggalek.localhost:3000", "/", { tenantGroup: "regional" }).pathname).toBe("/trenggalek/id");
    expect(routeRequest("sukamaju.tenant.localhost:3000", "/", { tenantGroup: "regional" }).pathname).toBe("/general/id");
  });
});

describe("site keys", () => {
  it("round-trip slug and referral", () => {
    expect(parseSiteKey(siteKey("tenant", "sukamaju"))).toEqual({ slug: "tenant", referral: "sukamaju" });
    expect(parseSiteKey(siteKey("general", null))).toEqual({ slug: "general", referral: null });
  });
});
