export * from "./schema";
export {
  buildGroup,
  buildRegistry,
  getSite,
  requireSite,
  siteRefs,
  sites,
  sitesForGroup,
  sitesOfType,
  villages,
} from "./registry";
export { normalizeHost, isDevelopmentHost } from "./host";
export {
  resolveSite,
  resolveSiteRef,
  type ResolvedSite,
  type ResolvedSiteRef,
  type RuntimeEnv,
} from "./resolve-site";
export { tenantIndexSlug, tenantSearchIndexName } from "./search-index";
export { canonicalUrl, isNoindexPath, siteHost, siteUrl } from "./urls";
export { webManifest } from "./manifest";
export { COMPANY_IDLE_MINUTES, sessionLimits } from "./session";
export { phoneSignIn } from "./sign-in";
export {
  formatProblem,
  validateRegistry,
  validateSiteFile,
  validateVillagesFile,
  type ConfigProblem,
} from "./validate";
