import { guardRedirect } from "@gk/auth/redirects";
import { NextResponse, type NextRequest } from "next/server";
import { env } from "./env";
import { routeRequest } from "./lib/route";
import { visitorHost } from "./lib/visitor-origin";

/**
 * Every page request: the guards first (no token on a guarded page → /login?url=…, a token on
 * /login → home), then the Host picks the site (@gk/tenancy) and the request is rewritten into
 * /[site]/[locale]/... . The visited path and host also travel as request headers for metadata and the API.
 * A host of a site that this server's tenant group does not hold is sent to that site's own origin first.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
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
  if (routed.kind === "elsewhere") return NextResponse.redirect(routed.location, 307);

  const to = guardRedirect({
    path: pathname + search,
    hasToken: Boolean(request.cookies.get("token")?.value),
  });
  if (to) return NextResponse.redirect(new URL(to, request.url), 307);

  const url = request.nextUrl.clone();
  if (routed.kind === "redirect") {
    url.pathname = routed.pathname;
    return NextResponse.redirect(url, 308);
  }
  url.pathname = routed.pathname;
  const headers = new Headers(request.headers);
  headers.set("x-gk-path", routed.path + search);
  headers.set("x-gk-host", host ?? "");
  return NextResponse.rewrite(url, { request: { headers } });
}

export const config = {
  // Not: the API proxy, Google sign-in routes, per-site static assets, course art, Next internals and files
  // with an extension (except the manifest and the LMS link's index.php).
  matcher: [
    "/((?!api/|auth/google/|sites/|course-art/|monitoring|_next/|favicon.ico|robots.txt|.*\\.(?:svg|png|jpg|jpeg|webp|ico|woff2|txt|xml)$).*)",
  ],
};
