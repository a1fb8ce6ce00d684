/**
 * The origin the visitor used (`https://trenggalek.gurukita.id`), read from the request headers. Every place
 * that needs it uses this one rule: the Origin sent to the API (which picks the site from it), share links,
 * and the Google sign-in redirect URL, so all three name the same site.
 *
 * Behind the reverse proxy the Host header may be the proxy's upstream name, so the proxy's
 * X-Forwarded-Host and X-Forwarded-Proto win; each proxy on the way appends its own value, so the first
 * one in a comma-separated list is what the visitor sent. Without them the Host header is the visitor's own.
 * Without X-Forwarded-Proto the scheme is http on local development hosts and https everywhere else, since
 * every public site is served over https (Next's own server fills in X-Forwarded-Proto, so this guess only
 * matters when the headers come from somewhere else).
 */

/** What is read from the headers: `Headers`, or Next's read-only `headers()`. */
export interface HeaderSource {
  get(name: string): string | null;
}

function first(value: string | null): string | null {
  const head = value?.split(",")[0]?.trim();
  return head ? head : null;
}

const LOCAL_HOST = /^(localhost|[^:]+\.localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

/** The host the visitor asked for, or null when the request names none. */
export function visitorHost(headers: HeaderSource): string | null {
  return first(headers.get("x-forwarded-host")) ?? first(headers.get("host"));
}

/** The visitor's origin (`<scheme>://<host>`), or null when the request names no host. */
export function visitorOrigin(headers: HeaderSource): string | null {
  const host = visitorHost(headers);
  if (!host) return null;
  const forwarded = first(headers.get("x-forwarded-proto"))?.toLowerCase();
  const proto =
    forwarded === "http" || forwarded === "https" ? forwarded : LOCAL_HOST.test(host) ? "http" : "https";
  return `${proto}://${host}`;
}

/** The origin server pages assume when a request names no host at all: the local development server. */
export const FALLBACK_ORIGIN = "http://localhost:3000";
