export * from "./schema";
export { buildRegistry, getSite, requireSite, sites, sitesForGroup, sitesOfType, villages } from "./registry";
export { normalizeHost, isDevelopmentHost } from "./host";
export { resolveSite, type ResolvedSite, type RuntimeEnv } from "./resolve-site";
export { tenantIndexSlug, tenantSearchIndexName } from "./search-index";
export { canonicalUrl, isNoindexPath } from "./urls";
export { webManifest } from "./manifest";
export { formatProblem, validateRegistry, validateSiteFile, validateVillagesFile, type ConfigProblem } from "./validate";
