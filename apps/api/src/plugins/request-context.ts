import type { Locale } from "@gk/contracts";
import { resolveSite, sites } from "@gk/tenancy";
import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../config";
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

/** Each request's language (Accept-Language) and site (from its Origin, checked against the registry). */
export function registerRequestContext(app: FastifyInstance, config: AppConfig) {
  app.decorateRequest("locale", "id");
  app.decorateRequest("site", null as unknown as RequestSite);
  app.decorateRequest("auth", null);
  app.addHook("onRequest", async (request) => {
    request.locale = localeFromHeader(request.headers["accept-language"]);
    const origin =
      typeof request.headers.origin === "string" && isAllowedOrigin(request.headers.origin, config.mode)
        ? request.headers.origin
        : null;
    const resolved = resolveSite(origin ? new URL(origin).host : null, {
      env: config.mode === "production" ? "production" : "development",
    });
    request.site = {
      slug: resolved.site.slug,
      referral: resolved.referral ?? resolved.site.referral ?? null,
      origin,
    };
  });
}
