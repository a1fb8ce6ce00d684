import { isDevelopmentHost, normalizeHost, resolveSite, sitesForGroup, type Locale, type RuntimeEnv } from "@gk/tenancy";
import { siteKey } from "./site-key";

export const LOCALES: readonly Locale[] = ["id", "en"];
export const DEFAULT_LOCALE: Locale = "id";

export type Routed =
  | { kind: "redirect"; pathname: string }
  | { kind: "rewrite"; pathname: string; site: string; referral: string | null; locale: Locale; path: string };

/**
 * Host + path → where the request goes. Indonesian has no prefix and English lives under /en
 * (next-intl's "as-needed"); `/id/...` redirects to the unprefixed path. Automatic detection is off (§1).
 * A build limited to a tenant group (TENANT_GROUP) serves the general site to hosts of other groups.
 */
export function routeRequest(
  host: string | null,
  pathname: string,
  opts: { appEnv?: RuntimeEnv; tenantGroup?: Parameters<typeof sitesForGroup>[0] },
): Routed {
  const normalized = normalizeHost(host);
  const env: RuntimeEnv = opts.appEnv ?? (normalized && !isDevelopmentHost(normalized) ? "production" : "development");
  const resolved = resolveSite(host, { env });
  const served = new Set(sitesForGroup(opts.tenantGroup).map((s) => s.slug));
  const site = served.has(resolved.site.slug) ? resolved.site : sitesForGroup(undefined).find((s) => s.slug === "general")!;
  const referral = site === resolved.site ? resolved.referral : null;

  const [, first = "", ...rest] = pathname.split("/");
  if (first === DEFAULT_LOCALE) return { kind: "redirect", pathname: `/${rest.join("/")}` };
  const prefixed = (LOCALES as string[]).includes(first);
  const locale = (prefixed ? first : DEFAULT_LOCALE) as Locale;
  const path = prefixed ? `/${rest.join("/")}` : pathname || "/";
  if (!site.locales.includes(locale)) return { kind: "redirect", pathname: path };
  const key = siteKey(site.slug, referral);
  return { kind: "rewrite", pathname: `/${key}/${locale}${path === "/" ? "" : path}`, site: site.slug, referral, locale, path };
}
