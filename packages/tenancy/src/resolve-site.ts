import { isDevelopmentHost, normalizeHost } from "./host";
import { getSite, siteRefs } from "./registry";
import { FALLBACK_SITE, type Site, type SiteRef } from "./schema";

export type RuntimeEnv = "development" | "production";

export interface ResolvedSiteRef {
  /** The site the host belongs to; in a tenant-group build it may be a site that this build does not serve. */
  ref: SiteRef;
  /** The tenant referral slug for `*.tenant.*` hosts (tenants are identified by their referral slug). */
  referral: string | null;
  /** The normalised host, or null for IPs and empty hosts. */
  host: string | null;
  /** The labels before the product domain (`trenggalek`, `sukamaju.tenant`), for canonical URLs. */
  subdomain: string | null;
}

export interface ResolvedSite extends Omit<ResolvedSiteRef, "ref"> {
  site: Site;
}

/**
 * The host name picks the site. Rules in order:
 *   1. a whole host name claimed by a site's `hosts` (its own domain, e.g. belajar.trenggalekkab.go.id);
 *   2. tenant: the second label is `tenant` (`<village>.tenant.<domain>`), the first label is the referral;
 *   3. business: the first label contains `business`;
 *   4. gate: the first label is `gate`, or `ares-gate` in development;
 *   5. a first label claimed by a site's `hosts` (trenggalek, maluku-gate, menpan, …);
 *   6. anything else, IPs and empty hosts included: the general site.
 * Development (`env: "development"`) also accepts each site's development patterns; `*.localhost` hosts are
 * treated as sub-domains of the product, so `trenggalek.localhost:3000` is Trenggalek.
 */
export function resolveSiteRef(
  rawHost: string | null | undefined,
  { env }: { env: RuntimeEnv },
): ResolvedSiteRef {
  const host = normalizeHost(rawHost);
  const known = (slug: string) => {
    const ref = siteRefs.get(slug);
    if (!ref) throw new Error(`tenant registry has no site "${slug}"`);
    return ref;
  };
  const general = known(FALLBACK_SITE);
  if (!host) return { ref: general, referral: null, host: null, subdomain: null };

  const labels = host.split(".");
  const first = labels[0]!;
  const rootLabels = isDevelopmentHost(host) ? 1 : 2;
  const hasSubdomain = labels.length > rootLabels;
  const subdomain = hasSubdomain ? labels.slice(0, labels.length - rootLabels).join(".") : null;
  const envs: (keyof SiteRef["hosts"])[] =
    env === "development" ? ["production", "development"] : ["production"];
  const claims = (site: SiteRef, pattern: (p: string) => boolean) =>
    envs.some((e) => site.hosts[e].some(pattern));
  const result = (ref: SiteRef, referral: string | null = null): ResolvedSiteRef => ({
    ref,
    referral,
    host,
    subdomain,
  });

  for (const site of siteRefs.values()) {
    if (claims(site, (p) => p.includes(".") && p === host)) return result(site);
  }
  if (labels.length >= 3 && labels[1] === "tenant" && first) return result(known("tenant"), first);
  if (!hasSubdomain) return result(general);
  if (first.includes("business")) return result(known("business"));
  if (first === "gate" || (env === "development" && first === "ares-gate")) return result(known("gate"));
  for (const site of siteRefs.values()) {
    if (claims(site, (p) => !p.includes(".") && p === first)) return result(site);
  }
  return result(general);
}

/**
 * The host rules with the site's full config. Only for hosts of sites this build serves (always true in the
 * API and in an all-sites build); a tenant-group build checks with `resolveSiteRef` first.
 */
export function resolveSite(rawHost: string | null | undefined, { env }: { env: RuntimeEnv }): ResolvedSite {
  const { ref, ...rest } = resolveSiteRef(rawHost, { env });
  const site = getSite(ref.slug);
  if (!site)
    throw new Error(
      `host "${rest.host}" belongs to site "${ref.slug}" of the tenant group "${ref.group}", which this build does not serve`,
    );
  return { site, ...rest };
}
