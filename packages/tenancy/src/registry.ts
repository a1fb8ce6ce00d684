// The data module is chosen when the web app is built: "#registry-data" is every site (package.json
// "imports"), and apps/web/next.config.ts points it at generated/registry.<group>.ts when TENANT_GROUP is
// set, so a group's build bundles only its own sites' config.
import { otherSites, rawSites, rawVillages, registryGroup } from "#registry-data";
import { buildRegistry } from "./inherit";
import {
  FALLBACK_SITE,
  siteGroupSchema,
  villagesSchema,
  type Site,
  type SiteGroup,
  type SiteRef,
  type SiteType,
  type Villages,
} from "./schema";

export { buildRegistry } from "./inherit";

/** The sites this build serves in full, parsed once from the generated data. */
export const sites: ReadonlyMap<string, Site> = buildRegistry(rawSites);

/** The tenant group this build was made for; null when it holds every site. */
export const buildGroup: SiteGroup | null =
  registryGroup === null ? null : siteGroupSchema.parse(registryGroup);

/**
 * Every site known to the host rules, in slug order (the order the rules try host claims in): the sites
 * served here in full, and the bare references of the others, whose hosts are sent to their own domains.
 */
export const siteRefs: ReadonlyMap<string, SiteRef> = new Map(
  [...sites.values(), ...(otherSites as SiteRef[])]
    .sort((a, b) => a.slug.localeCompare(b.slug))
    .map((s) => [s.slug, s]),
);

/** A build without the village tenant site has no village list: no referral of it is a village there. */
export const villages: Villages =
  rawVillages === null
    ? { demoVillage: "", villageBase: "", sharedVillage: "", villages: [] }
    : villagesSchema.parse(rawVillages);

export function getSite(slug: string): Site | undefined {
  return sites.get(slug);
}

/** The site of a slug that the registry is required to have (general, business, gate, tenant). */
export function requireSite(slug: string): Site {
  const site = sites.get(slug);
  if (!site) {
    const elsewhere = siteRefs.get(slug);
    if (elsewhere)
      throw new Error(
        `site "${slug}" belongs to the tenant group "${elsewhere.group}", which this build (${buildGroup}) does not serve`,
      );
    throw new Error(`tenant registry has no site "${slug}"`);
  }
  return site;
}

export function sitesOfType(type: SiteType): Site[] {
  return [...sites.values()].filter((s) => s.type === type);
}

/**
 * Sites a build serves. With no group every site of this build; otherwise only that group's sites plus the
 * general site, which is the fallback of every unknown host in every build. A parent of another group that
 * a group's build holds for its children's manifest and icons is not served.
 */
export function sitesForGroup(group: SiteGroup | undefined | null): Site[] {
  return [...sites.values()].filter((s) => !group || s.group === group || s.slug === FALLBACK_SITE);
}
