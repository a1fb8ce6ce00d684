import {
  buildGroup,
  DEFAULT_LOCALE,
  isDevelopmentHost,
  LOCALES,
  normalizeHost,
  resolveSiteRef,
  sitesForGroup,
  siteUrl,
  type Locale,
  type RuntimeEnv,
  type SiteGroup,
} from "@gk/tenancy";
import { siteKey } from "./site-key";

export type Routed =
  | { kind: "redirect"; pathname: string }
  /** The host belongs to a site of another tenant group: send the visit, path and query kept, to its origin. */
  | { kind: "elsewhere"; location: string; site: string; group: SiteGroup }
  | {
      kind: "rewrite";
      pathname: string;
      site: string;
      referral: string | null;
      locale: Locale;
      path: string;
    };

export interface RouteOptions {
  appEnv?: RuntimeEnv;
  /** TENANT_GROUP at run time; a build made for one group serves that group whatever this says. */
  tenantGroup?: SiteGroup;
  /** The query of the visit (with its `?`), kept when the visit is sent to another group's site. */
  search?: string;
  /** The product domain of production origins (PUBLIC_ROOT_DOMAIN). */
  rootDomain?: string;
  /** The port of development origins (`http://<site>.localhost:<port>`). */
  devPort?: number;
}

/**
 * The tenant group this server answers for: the group the build was made for, else TENANT_GROUP at run time
 * (an all-sites build limited by the environment), else none (every site). A group build started with
 * another group's name is a deployment mistake that would serve the wrong sites, so it stops the server.
 */
export function servedGroup(built: SiteGroup | null, runtime: SiteGroup | undefined): SiteGroup | undefined {
  if (built && runtime && built !== runtime) {
    throw new Error(
      `this web build serves the tenant group "${built}" but TENANT_GROUP is "${runtime}": start it with TENANT_GROUP=${built} or unset`,
    );
  }
  return built ?? runtime;
}

/**
 * Host + path → where the request goes. Indonesian has no prefix and English lives under /en
 * (next-intl's "as-needed"); `/id/...` redirects to the unprefixed path. Automatic language detection is off.
 * A server limited to a tenant group sends hosts of another group's site to that site's own origin, with the
 * path and query kept; unknown hosts, IP addresses and the product domain itself get the general site, which
 * every build holds as the fallback.
 */
export function routeRequest(host: string | null, pathname: string, opts: RouteOptions): Routed {
  const normalized = normalizeHost(host);
  const env: RuntimeEnv =
    opts.appEnv ?? (normalized && !isDevelopmentHost(normalized) ? "production" : "development");
  const resolved = resolveSiteRef(host, { env });
  const group = servedGroup(buildGroup, opts.tenantGroup);
  const site = sitesForGroup(group).find((s) => s.slug === resolved.ref.slug);
  if (!site) {
    const location = siteUrl(resolved.ref, {
      env,
      rootDomain: opts.rootDomain ?? "gurukita.id",
      devPort: opts.devPort ?? 3000,
      referral: resolved.referral,
      path: pathname + (opts.search ?? ""),
    });
    return { kind: "elsewhere", location, site: resolved.ref.slug, group: resolved.ref.group };
  }
  const referral = resolved.referral;

  const [, first = "", ...rest] = pathname.split("/");
  if (first === DEFAULT_LOCALE) return { kind: "redirect", pathname: `/${rest.join("/")}` };
  const prefixed = (LOCALES as readonly string[]).includes(first);
  const locale = (prefixed ? first : DEFAULT_LOCALE) as Locale;
  const path = prefixed ? `/${rest.join("/")}` : pathname || "/";
  if (!site.locales.includes(locale)) return { kind: "redirect", pathname: path };
  const key = siteKey(site.slug, referral);
  return {
    kind: "rewrite",
    pathname: `/${key}/${locale}${path === "/" ? "" : path}`,
    site: site.slug,
    referral,
    locale,
    path,
  };
}
