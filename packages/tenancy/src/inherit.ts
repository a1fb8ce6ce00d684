import { siteConfigSchema, type Site, type SiteConfigRaw } from "./schema";

/**
 * Sites from raw tenant.json data. A site without its own manifest or theme inherits its parent's
 * (transitively), so every resolved `Site` has both. Kept apart from the registry module so the generator
 * can use it without loading generated data.
 */
function inherit(bySlug: Map<string, SiteConfigRaw>, config: SiteConfigRaw, seen = new Set<string>()): Site {
  if (seen.has(config.slug)) throw new Error(`tenant parent cycle at "${config.slug}"`);
  seen.add(config.slug);
  const parent = config.parent ? bySlug.get(config.parent) : undefined;
  const base = parent ? inherit(bySlug, parent, seen) : undefined;
  const manifest = config.manifest ?? base?.manifest;
  const theme = config.theme ?? base?.theme;
  if (!manifest || !theme)
    throw new Error(`site "${config.slug}" has no manifest or theme and no parent that has one`);
  const { $schema: _s, ...rest } = config;
  return { ...rest, manifest, theme };
}

export function buildRegistry(raws: readonly unknown[]): ReadonlyMap<string, Site> {
  const configs = raws.map((r) => siteConfigSchema.parse(r));
  const bySlug = new Map(configs.map((c) => [c.slug, c]));
  return new Map(configs.map((c) => [c.slug, inherit(bySlug, c)]));
}
