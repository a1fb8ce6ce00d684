import { describe, expect, it } from "vitest";
import { sitesInGroup } from "../scripts/build-registry";
import * as all from "./generated/registry";
import * as company from "./generated/registry.company";
import * as core from "./generated/registry.core";
import * as government from "./generated/registry.government";
import * as regional from "./generated/registry.regional";
import { buildRegistry } from "./inherit";
import { sites } from "./registry";
import { SITE_GROUPS, type SiteRef } from "./schema";

const modules = { core, regional, government, company } as const;
const slugs = (raws: readonly unknown[]) => raws.map((r) => (r as SiteRef).slug);

describe("a data module per tenant group (what a group's web build bundles)", () => {
  it("the all-sites module holds every site and knows no group", () => {
    expect(all.registryGroup).toBeNull();
    expect(slugs(all.rawSites)).toEqual([...sites.keys()]);
    expect(all.otherSites).toEqual([]);
  });

  it.each(SITE_GROUPS)(
    "%s: its sites, the general site and their parents in full; the rest as host patterns only",
    (group) => {
      const m = modules[group];
      expect(m.registryGroup).toBe(group);
      const held = slugs(m.rawSites);
      const expected = sitesInGroup([...sites.values()], group).map((s) => s.slug);
      expect(held).toEqual(expected);
      for (const site of sites.values()) {
        if (site.group === group) expect(held).toContain(site.slug);
      }
      expect(held).toContain("general");
      // every site is known exactly once, either in full or as a reference
      expect([...held, ...slugs(m.otherSites)].sort()).toEqual([...sites.keys()].sort());
      for (const ref of m.otherSites)
        expect(Object.keys(ref as object).sort()).toEqual(["group", "hosts", "slug", "type"]);
      // the held sites still resolve their inheritance (manifest, theme) within the module
      const registry = buildRegistry(m.rawSites);
      for (const slug of held) expect(registry.get(slug)).toEqual(sites.get(slug));
    },
  );

  it("the regional build holds Trenggalek and the other regional sites and no company or government site", () => {
    const held = slugs(regional.rawSites);
    expect(held).toEqual(["general", "jambi", "muarojambi", "pesawaran", "trenggalek"]);
    const text = JSON.stringify(regional.rawSites);
    for (const site of sites.values()) {
      if (site.group !== "company" && site.group !== "government") continue;
      expect(text).not.toContain(site.metadata.title.id);
      expect(text).not.toContain(`/sites/${site.slug}/`);
    }
  });

  it("government and company builds hold the business site as the parent of their manifest and icons", () => {
    expect(slugs(government.rawSites)).toContain("business");
    expect(slugs(company.rawSites)).toContain("business");
    expect(slugs(core.rawSites)).toEqual(["business", "gate", "general", "maluku", "tenant"]);
  });

  it("village slugs travel only with the village tenant site", () => {
    expect(core.rawVillages).toEqual(all.rawVillages);
    expect(regional.rawVillages).toBeNull();
    expect(company.rawVillages).toBeNull();
  });
});
