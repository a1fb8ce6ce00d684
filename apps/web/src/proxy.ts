import { guardRedirect } from "@gk/auth/redirects";
import { getSite } from "@gk/tenancy";
import { NextResponse, type NextRequest } from "next/server";
import { env } from "./env";
import { pageBytesAnswer } from "./lib/page-cache/answer";
import { installFront, rememberVisit } from "./lib/page-cache/front";
import { hotPages } from "./lib/page-cache/hot-pages";
import { isCacheableVisit, PAGE_KEY_HEADER, PAGE_PATH_HEADER, pageCacheKey } from "./lib/page-cache/policy";
import { PAGE_MARK_HEADER, pagePlaceholder } from "./lib/page-cache/placeholder";
import { publicEnv } from "./lib/public-env";
import { routeRequest } from "./lib/route";
import {
  createNonce,
  cspSources,
  HSTS,
  isHttpsVisit,
  NONCE_HEADER,
  pageCsp,
  withSiteSources,
} from "./lib/security-headers";
import { visitorHost } from "./lib/visitor-origin";

/** The hosts the configured third-party adapters need (none of an adapter that is not configured). */
const sources = cspSources({
  searchNodes: env.TYPESENSE_PUBLIC_NODES,
  amplitudeKey: publicEnv.amplitudeKey,
  sentryDsn: publicEnv.sentryDsn,
  videoPlayers: env.VIDEO_PLAYER_ORIGINS,
  googleIssuer: env.GOOGLE_ISSUER,
  googleClientId: env.GOOGLE_CLIENT_ID,
});

// serve.mjs answers the visits this proxy would answer from memory before they reach Next
// (lib/page-cache/front.ts)
installFront();

/** HSTS on an https visit (next.config.ts adds the fixed headers to every response). */
function secured<T extends Response>(response: T, https: boolean): T {
  if (https) response.headers.set("strict-transport-security", HSTS);
  return response;
}

/**
 * Every page request: the guards first (no token on a guarded page → /login?url=…, a token on
 * /login → home), then the Host picks the site (@gk/tenancy) and the request is rewritten into
 * /[site]/[locale]/... . The visited path and host also travel as request headers for metadata and the API.
 * A host of a site that this server's tenant group does not hold is sent to that site's own origin first.
 * Every page gets its Content-Security-Policy here, with a fresh nonce (lib/security-headers.ts). A home or
 * course page for a visitor without a session is answered by the page cache (lib/page-cache), with the same CSP.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const https = isHttpsVisit(request.headers, request.url);
  const host = visitorHost(request.headers);
  const routed = routeRequest(host, pathname, {
    appEnv: env.APP_ENV,
    tenantGroup: env.TENANT_GROUP,
    search,
    rootDomain: env.PUBLIC_ROOT_DOMAIN,
    devPort: env.PUBLIC_DEV_PORT,
  });
  // Another tenant group's site, before any guard (its own server applies them): temporary, because the
  // answer depends on which deployment the request reached (a load-balancer rule or a local port), not on
  // the page; a cached permanent redirect would outlive a fix of that routing.
  if (routed.kind === "elsewhere") return secured(NextResponse.redirect(routed.location, 307), https);

  const hasToken = Boolean(request.cookies.get("token")?.value);
  const to = guardRedirect({ path: pathname + search, hasToken });
  if (to) return secured(NextResponse.redirect(new URL(to, request.url), 307), https);

  const url = request.nextUrl.clone();
  if (routed.kind === "redirect") {
    url.pathname = routed.pathname;
    return secured(NextResponse.redirect(url, 308), https);
  }
  url.pathname = routed.pathname;
  // The page cache's own render of a page (lib/page-cache) uses its placeholder, which every answer
  // of the stored page replaces with that answer's nonce.
  const placeholder = pagePlaceholder();
  const cacheRender = request.headers.get(PAGE_MARK_HEADER) === placeholder;
  // Next takes the nonce for its own scripts from the request's CSP; the layout reads it from x-nonce
  const nonce = cacheRender ? placeholder : createNonce();
  // plus the hosts of the site's own adapters (its tag manager, its map), only on that site's pages
  const siteSources = withSiteSources(sources, getSite(routed.site));
  const cspWith = (n: string) =>
    pageCsp({ nonce: n, https, dev: env.NODE_ENV === "development", sources: siteSources });
  const csp = cspWith(nonce);
  // A home or course page for a visitor without a session comes from the page cache: the most visited
  // straight from memory, without entering Next's router, the others through its route handler.
  const visit = {
    method: request.method,
    pathname: url.pathname,
    search,
    hasToken,
    headers: request.headers,
  };
  const cacheKey =
    !cacheRender && env.PAGE_CACHE_SECONDS > 0 && isCacheableVisit(visit)
      ? pageCacheKey(url.pathname, https)
      : null;
  // the next visits like this one are answered before Next, by the web's server (serve.mjs), whenever the
  // page is in memory (kept by this visit's render, or already)
  if (cacheKey && host) rememberVisit({ https, host, path: pathname }, { key: cacheKey, csp: cspWith });
  const hot = cacheKey ? hotPages().get(cacheKey) : undefined;
  if (hot) return secured(pageBytesAnswer(hot, { nonce, csp }), https);

  const headers = new Headers(request.headers);
  headers.delete(PAGE_MARK_HEADER);
  headers.set("x-gk-path", routed.path + search);
  headers.set("x-gk-host", host ?? "");
  // The not-found page gets no route params, so it reads the language from here.
  headers.set("x-gk-locale", routed.locale);
  headers.set("content-security-policy", csp);
  headers.set(NONCE_HEADER, nonce);
  if (cacheKey) {
    headers.set(PAGE_MARK_HEADER, placeholder);
    headers.set(PAGE_KEY_HEADER, cacheKey);
    headers.set(PAGE_PATH_HEADER, pathname);
    url.pathname = "/api/page-cache";
  }
  const response = NextResponse.rewrite(url, { request: { headers } });
  response.headers.set("content-security-policy", csp);
  return secured(response, https);
}

export const config = {
  // Not: the API proxy, Google sign-in routes, per-site static assets, course art, Next internals and files
  // with an extension (except the manifest and the LMS link's index.php).
  matcher: [
    "/((?!api/|auth/google/|sites/|monitoring|_next/|favicon.ico|robots.txt|.*\\.(?:svg|png|jpg|jpeg|webp|ico|woff2|txt|xml)$).*)",
  ],
};
