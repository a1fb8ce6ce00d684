import { NextResponse, type NextRequest } from "next/server";
import { env } from "./env";
import { routeRequest } from "./lib/route";

/**
 * Every page request: the Host picks the site (@gk/tenancy, spec §6) and the request is rewritten into
 * /[site]/[locale]/... . The visited path and site also travel as request headers for metadata.
 */
export function proxy(request: NextRequest) {
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  const routed = routeRequest(host, request.nextUrl.pathname, { appEnv: env.APP_ENV, tenantGroup: env.TENANT_GROUP });
  const url = request.nextUrl.clone();
  if (routed.kind === "redirect") {
    url.pathname = routed.pathname;
    return NextResponse.redirect(url, 308);
  }
  url.pathname = routed.pathname;
  const headers = new Headers(request.headers);
  headers.set("x-gk-path", routed.path + request.nextUrl.search);
  headers.set("x-gk-host", host ?? "");
  return NextResponse.rewrite(url, { request: { headers } });
}

export const config = {
  // Not: the API proxy, per-site static assets, Next internals and files with an extension (except the manifest).
  matcher: ["/((?!api/|sites/|_next/|favicon.ico|robots.txt|.*\\.(?:svg|png|jpg|jpeg|webp|ico|woff2|txt|xml)$).*)"],
};
