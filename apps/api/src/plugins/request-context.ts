import type { Locale } from "@gk/contracts";
import { resolveSite, sites } from "@gk/tenancy";
import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../config";
import { requestOriginReader } from "../http/client-address";
import { localeFromHeader } from "../i18n";
import type { Authenticated } from "../modules/auth/sessions";

export interface RequestSite {
  /** tenant slug of the registry (general, trenggalek, …) */
  slug: string;
  /** the organisation referral the site follows, or the village referral of a tenant host */
  referral: string | null;
  /** the web origin the request came from when it is one of ours, for links in mail */
  origin: string | null;
}

declare module "fastify" {
  interface FastifyRequest {
    locale: Locale;
    site: RequestSite;
    auth: Authenticated | null;
    /** the client's address: the one a trusted proxy vouches for, else the connection's peer */
    clientAddress: string;
  }
}

/** Origins of the tenant registry: any host the registry resolves, on the product domain or a site's own. */
export function isAllowedOrigin(origin: string, mode: AppConfig["mode"]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const host = url.hostname;
  if (
    mode !== "production" &&
    url.protocol === "http:" &&
    (host === "localhost" || host.endsWith(".localhost")) &&
    url.port === "3000"
  )
    return true;
  if (url.protocol !== "https:" || url.port) return false;
  return knownProductionHost(host);
}

const productDomains = new Set<string>();
const ownHosts = new Set<string>();
for (const s of sites.values()) {
  const h = new URL(s.metadata.url).hostname;
  if (s.slug === "general") productDomains.add(h);
  else ownHosts.add(h);
  for (const p of s.hosts.production) if (p.includes(".")) ownHosts.add(p);
}
function knownProductionHost(host: string): boolean {
  if (ownHosts.has(host)) return true;
  for (const d of productDomains) if (host === d || host.endsWith(`.${d}`)) return true;
  return false;
}

/** Whether a bare host (`kemenkes.gurukita.id`, `trenggalek.localhost:3000`) is one of our sites' hosts. */
function allowedHost(host: string, mode: AppConfig["mode"]): string | null {
  for (const scheme of ["https", "http"]) {
    const origin = `${scheme}://${host}`;
    if (isAllowedOrigin(origin, mode)) return origin;
  }
  return null;
}

/**
 * Each request's language (Accept-Language), client address and site. The site is the one the request is
 * for, whether or not the browser sent an Origin (a same-origin GET carries none): the host a trusted proxy
 * names, else the Origin, else the Host header when it is one of our sites' hosts (a browser's call that
 * reached the API through a proxy which keeps the Host). An unknown host or origin is the general site.
 */
export function registerRequestContext(app: FastifyInstance, config: AppConfig) {
  const readOrigin = requestOriginReader(config);
  app.decorateRequest("locale", "id");
  app.decorateRequest("clientAddress", "");
  app.decorateRequest("site", null as unknown as RequestSite);
  app.decorateRequest("auth", null);
  app.addHook("onRequest", async (request) => {
    request.locale = localeFromHeader(request.headers["accept-language"]);
    const from = readOrigin(request.raw.socket?.remoteAddress ?? request.ip, request.headers);
    request.clientAddress = from.clientAddress;
    const sent =
      typeof request.headers.origin === "string" && isAllowedOrigin(request.headers.origin, config.mode)
        ? request.headers.origin
        : null;
    const host = typeof request.headers.host === "string" ? request.headers.host.toLowerCase() : null;
    const siteHost =
      from.siteHost ?? (sent ? new URL(sent).host : host && allowedHost(host, config.mode) ? host : null);
    const resolved = resolveSite(siteHost, {
      env: config.mode === "production" ? "production" : "development",
    });
    // links in mail go to the origin the visitor used: the one sent when it names the site, else the site host's
    const origin =
      sent && new URL(sent).host === siteHost ? sent : siteHost ? allowedHost(siteHost, config.mode) : null;
    request.site = {
      slug: resolved.site.slug,
      referral: resolved.referral ?? resolved.site.referral ?? null,
      origin,
    };
  });
}
