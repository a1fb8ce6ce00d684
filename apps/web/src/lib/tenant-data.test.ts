import { getSite } from "@gk/tenancy";
import { describe, expect, it } from "vitest";
import { tenantData } from "./tenant-data";

describe("tenantData (the site kept in the browser's auth store)", () => {
  it("is the routed site and referral with the visited host and its sub-domain", () => {
    const site = getSite("tenant")!;
    expect(tenantData({ site, referral: "sukamaju" }, "sukamaju.tenant.localhost:3000")).toEqual({
      site,
      referral: "sukamaju",
      host: "sukamaju.tenant.localhost",
      subdomain: "sukamaju.tenant",
    });
  });

  it("without a host header it still names the site", () => {
    const site = getSite("general")!;
    expect(tenantData({ site, referral: null }, null)).toEqual({
      site,
      referral: null,
      host: null,
      subdomain: null,
    });
  });
});
