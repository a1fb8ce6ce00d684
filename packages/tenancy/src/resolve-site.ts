import { isDevelopmentHost, normalizeHost } from "./host";
import { requireSite, sites } from "./registry";
import type { Site } from "./schema";

export type RuntimeEnv = "development" | "production";

export interface ResolvedSite {
  site: Site;
  /** The tenant referral slug for `*.tenant.*` hosts (spec §1: tenants are identified by a referral slug). */
  referral: string | null;
  /** The normalised host, or null for IPs and empty hosts. */
  host: string | null;
  /** The labels before the product domain (`trenggalek`, `sukamaju.tenant`), for canonical URLs. */
  subdomain: string | null;
}

/**
 * Host → site, spec §6. Rules in order:
 *   1. a whole host name claimed by a site's `hosts` (its own domain, e.g. belajar.trenggalekkab.go.id);
 *   2. tenant: the second label is `tenant` (`<village>.tenant.<domain>`), the first label is the referral;
 *   3. business: the first label contains `business`;
 *   4. gate: the first label is `gate`, or `ares-gate` in development;
 *   5. a first label claimed by a site's `hosts` (trenggalek, maluku-gate, menpan, …);
 *   6. anything else, IPs and empty hosts included: the general site.
 * Development (`env: "development"`) also accepts each site's development patterns; `*.localhost` hosts are
 * treated as sub-domains of the product, so `trenggalek.localhost:3000` is Trenggalek.
 */
export function resolveSite(rawHost: string | null | undefined, { env }: { env: RuntimeEnv }): ResolvedSite {
  const host = normalizeHost(rawHost);
  const general = requireSite("general");
  if (!host) return { site: general, referral: null, host: null, subdomain: null };

  const labels = host.split(".");
  const first = labels[0]!;
  const rootLabels = isDevelopmentHost(host) ? 1 : 2;
  const hasSubdomain = labels.length > rootLabels;
  const subdomain = hasSubdomain ? labels.slice(0, labels.length - rootLabels).join(".") : null;
  const envs: (keyof Site["hosts"])[] = env === "development" ? ["production", "development"] : ["production"];
  const claims = (site: Site, pattern: (p: string) => boolean) => envs.some((e) => site.hosts[e].some(pattern));
  const result = (site: Site, referral: string | null = null): ResolvedSite => ({ site, referral, host, subdomain });

  for (const site of sites.values()) {
    if (claims(site, (p) => p.includes(".") && p === host)) return result(site);
  }
  if (labels.length >= 3 && labels[1] === "tenant" && first) return result(requireSite("tenant"), first);
  if (!hasSubdomain) return result(general);
  if (first.includes("business")) return result(requireSite("business"));
  if (first === "gate" || (env === "development" && first === "ares-gate")) return result(requireSite("gate"));
  for (const site of sites.values()) {
    if (claims(site, (p) => !p.includes(".") && p === first)) return result(site);
  }
  return result(general);
}
