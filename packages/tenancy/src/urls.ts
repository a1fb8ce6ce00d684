import type { RuntimeEnv } from "./resolve-site";
import { FALLBACK_SITE, type SiteRef } from "./schema";

/**
 * Canonical URL of a page: built from the sub-domain of the visit, the user's referral code and
 * the path. The query and fragment of the visited path never enter it, so one page has one canonical URL
 * per site and referral.
 */
export function canonicalUrl({
  rootDomain,
  subdomain,
  referral,
  path,
}: {
  rootDomain: string;
  subdomain: string | null;
  referral?: string | null;
  path: string;
}): string {
  const pathname = (path.split(/[?#]/)[0] || "/").replace(/\/{2,}/g, "/");
  const clean = pathname.length > 1 ? pathname.replace(/\/$/, "") : "/";
  const host = subdomain ? `${subdomain}.${rootDomain}` : rootDomain;
  const url = new URL(`https://${host}${clean.startsWith("/") ? clean : `/${clean}`}`);
  if (referral) url.searchParams.set("referral", referral);
  return url.toString();
}

/** Pages whose path contains "kuliah" are not indexed. */
export function isNoindexPath(path: string): boolean {
  return (path.split(/[?#]/)[0] ?? "").toLowerCase().includes("kuliah");
}

/**
 * The host a site is reached at, by the same rules that recognise it: a whole host name claimed first in
 * production is its own domain; otherwise the first label it claims (development patterns first in
 * development, where whole production domains do not resolve), the label the rules give its type (business,
 * gate, `<referral>.tenant`), or none for the general site, which lives on the product domain itself.
 */
export function siteHost(
  site: SiteRef,
  { env, rootDomain, referral }: { env: RuntimeEnv; rootDomain: string; referral?: string | null },
): string {
  const dev = env === "development";
  const root = dev ? "localhost" : rootDomain;
  if (site.type === "general" || site.slug === FALLBACK_SITE) return root;
  if (site.type === "tenant" && referral) return `${referral}.tenant.${root}`;
  const first = site.hosts.production[0];
  if (!dev && first?.includes(".")) return first;
  const label =
    (dev ? site.hosts.development : []).concat(site.hosts.production).find((p) => !p.includes(".")) ??
    (site.type === "business" ? "business" : site.type === "gate" ? "gate" : site.slug);
  return `${label}.${root}`;
}

/**
 * Where a visit to a site that this build does not serve is sent: the same path and query on the site's own
 * origin. Production: `https://<host>`; development: `http://<label>.localhost:<devPort>`, the port every
 * site is served on in development (the visited port may belong to another group's server).
 */
export function siteUrl(
  site: SiteRef,
  {
    env,
    rootDomain,
    devPort,
    referral,
    path,
  }: { env: RuntimeEnv; rootDomain: string; devPort: number; referral?: string | null; path: string },
): string {
  const host = siteHost(site, { env, rootDomain, referral });
  const origin = env === "development" ? `http://${host}:${devPort}` : `https://${host}`;
  const url = new URL(path.startsWith("/") ? path : `/${path}`, origin);
  return url.toString();
}
