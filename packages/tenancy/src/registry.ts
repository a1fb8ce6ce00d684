import { rawSites, rawVillages } from "./generated/registry";
import { siteConfigSchema, villagesSchema, type Site, type SiteConfigRaw, type SiteGroup, type SiteType } from "./schema";

/**
 * The registry of sites, parsed once from the generated data. A site without its own manifest or theme
 * inherits its parent's (transitively), so every resolved `Site` has both.
 */
function inherit(bySlug: Map<string, SiteConfigRaw>, config: SiteConfigRaw, seen = new Set<string>()): Site {
  if (seen.has(config.slug)) throw new Error(`tenant parent cycle at "${config.slug}"`);
  seen.add(config.slug);
  const parent = config.parent ? bySlug.get(config.parent) : undefined;
  const base = parent ? inherit(bySlug, parent, seen) : undefined;
  const manifest = config.manifest ?? base?.manifest;
  const theme = config.theme ?? base?.theme;
  if (!manifest || !theme) throw new Error(`site "${config.slug}" has no manifest or theme and no parent that has one`);
  const { $schema: _s, ...rest } = config;
  return { ...rest, manifest, theme };
}

export function buildRegistry(raws: readonly unknown[]): ReadonlyMap<string, Site> {
  const configs = raws.map((r) => siteConfigSchema.parse(r));
  const bySlug = new Map(configs.map((c) => [c.slug, c]));
  return new Map(configs.map((c) => [c.slug, inherit(bySlug, c)]));
}

export const sites: ReadonlyMap<string, Site> = buildRegistry(rawSites);
export const villages = villagesSchema.parse(rawVillages);

export function getSite(slug: string): Site | undefined {
  return sites.get(slug);
}

/** The site of a slug that the registry is required to have (general, business, gate, tenant). */
export function requireSite(slug: string): Site {
  const site = sites.get(slug);
  if (!site) throw new Error(`tenant registry has no site "${slug}"`);
  return site;
}

export function sitesOfType(type: SiteType): Site[] {
  return [...sites.values()].filter((s) => s.type === type);
}

/**
 * Sites a build serves. With TENANT_GROUP unset every site is built; otherwise only that group's sites
 * plus the general site, which is the fallback of every unknown host.
 */
export function sitesForGroup(group: SiteGroup | undefined): Site[] {
  return [...sites.values()].filter((s) => !group || s.group === group || s.slug === "general");
}
