import { describe, expect, it } from "vitest";
import { villages } from "./registry";
import { tenantSearchIndexName } from "./search-index";

describe("tenantSearchIndexName: demo village, listed villages, other referrals", () => {
  it.each([
    ["desademo", "development", "dev_tenant_desa_index"],
    ["desademo", "production", "prod_tenant_desa_index"],
    ["sukamaju", "development", "dev_tenant_gerbangsari_index"],
    ["gerbangsari", "production", "prod_tenant_gerbangsari_index"],
    ["SukaMaju", "production", "prod_tenant_gerbangsari_index"],
    ["trenggalek", "production", "prod_tenant_trenggalek_index"],
    ["pt-maju-jaya", "development", "dev_tenant_pt-maju-jaya_index"],
  ] as const)("%s in %s → %s", (referral, env, name) => {
    expect(tenantSearchIndexName(referral, { env })).toBe(name);
  });

  it("knows about 70 villages, including the demo village and the shared slug", () => {
    expect(villages.villages.length).toBeGreaterThanOrEqual(65);
    expect(villages.villages.length).toBeLessThanOrEqual(80);
    expect(villages.villages).toContain(villages.demoVillage);
    expect(villages.villages).toContain(villages.sharedVillage);
  });

  it("every listed village other than the demo searches the shared index", () => {
    for (const v of villages.villages.filter((v) => v !== villages.demoVillage)) {
      expect(tenantSearchIndexName(v, { env: "production" })).toBe("prod_tenant_gerbangsari_index");
    }
  });
});
