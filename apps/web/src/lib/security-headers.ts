/**
 * The security headers of every web response, in one place (pure: next.config.ts imports it at build time,
 * proxy.ts on every page request).
 *
 * - Pages (everything proxy.ts routes) get a Content-Security-Policy with a fresh nonce per request: scripts
 *   run only with the nonce, and what they load inherits the trust ('strict-dynamic'), so no inline script
 *   without the nonce runs and no 'unsafe-inline' is needed for scripts. Next reads the nonce from the
 *   request's CSP header and puts it on its own scripts; our one inline script (the theme) reads it from
 *   `x-nonce`. Third-party hosts are allowed only when their adapter is configured.
 * - Every response (static files, route handlers, redirects, errors) gets the fixed headers below from
 *   next.config.ts, including a CSP that allows nothing, so a file opened on its own (an SVG, a JSON answer)
 *   can run nothing; a page's own CSP replaces it.
 */

import { TAG_MANAGER_CSP } from "@gk/analytics/tag-manager";
import { mapEmbedOrigin, type MapSettings, type TagManagerSettings } from "@gk/tenancy/schema";

export const NONCE_HEADER = "x-nonce";

/** Headers that do not depend on the request (next.config.ts sets them on every response). */
export const STATIC_SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: "x-content-type-options", value: "nosniff" },
  { key: "referrer-policy", value: "strict-origin-when-cross-origin" },
  // Powerful features none of our pages use, off for them and anything they embed. Fullscreen and
  // picture-in-picture keep their defaults: the lesson's video player asks for them.
  {
    key: "permissions-policy",
    value: [
      "accelerometer=()",
      "autoplay=()",
      "bluetooth=()",
      "browsing-topics=()",
      "camera=()",
      "display-capture=()",
      "geolocation=()",
      "gyroscope=()",
      "hid=()",
      "magnetometer=()",
      "microphone=()",
      "midi=()",
      "payment=()",
      "publickey-credentials-get=()",
      "screen-wake-lock=()",
      "serial=()",
      "usb=()",
      "xr-spatial-tracking=()",
    ].join(", "),
  },
  // for browsers without CSP frame-ancestors; the CSP's frame-ancestors wins where both are understood
  { key: "x-frame-options", value: "SAMEORIGIN" },
  // a window this site opens to another site (share links) cannot reach back into ours, nor ours into it
  { key: "cross-origin-opener-policy", value: "same-origin-allow-popups" },
];

/**
 * The headers of the build's own hashed files under /_next/static/ (scripts, styles, fonts): the ones that act
 * on a file that is not a document. Permissions-Policy, X-Frame-Options and Cross-Origin-Opener-Policy act
 * only on documents, and repeated on each of a page's dozen scripts they were ~5 kB a first visit sends for
 * nothing over HTTP/1.1. The referrer policy stays (a stylesheet's own requests follow it), nosniff and the
 * CSP that allows nothing too.
 */
export const ASSET_SECURITY_HEADERS = STATIC_SECURITY_HEADERS.filter(
  (h) => h.key === "x-content-type-options" || h.key === "referrer-policy",
);

/**
 * The headers of the build's scripts (/_next/static/**.js): nosniff alone, which makes the browser refuse a
 * script served with another type. A Content-Security-Policy or a referrer policy on a script's own response
 * acts on nothing (both govern documents, workers and stylesheets, and this product starts no worker from
 * its scripts), and a page loads nine to a dozen scripts, each paying ~150 bytes for them over HTTP/1.1 on
 * every first visit.
 */
export const SCRIPT_SECURITY_HEADERS = STATIC_SECURITY_HEADERS.filter(
  (h) => h.key === "x-content-type-options",
);

/** The CSP of every response that is not a page: nothing may load or run, nobody but us may frame it. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

/** Two years of https only, for every sub-domain of the visited host; sent only on https visits. */
export const HSTS = "max-age=63072000; includeSubDomains";

/** What varies by configuration: the other origins a page may talk to, embed, post to or be framed by. */
export interface CspSources {
  /** script hosts besides this site (for browsers without 'strict-dynamic'): the tag manager */
  script: readonly string[];
  /** image hosts besides this site: the tag manager's pixel fallback */
  img: readonly string[];
  /** fetch/XHR targets besides this site: the search nodes, analytics, error reporting */
  connect: readonly string[];
  /** embedded frames: the video player, the site's map once the visitor agrees */
  frame: readonly string[];
  /** form and sign-in navigations besides this site: the Google (OpenID Connect) issuer */
  formAction: readonly string[];
  /** who may frame the page besides this site (an LMS for its own site) */
  frameAncestors: readonly string[];
}

export const NO_EXTRA_SOURCES: CspSources = {
  script: [],
  img: [],
  connect: [],
  frame: [],
  formAction: [],
  frameAncestors: [],
};

/** A plain host name or IP address: no wildcard or quote that would mean something else inside a CSP. */
const PLAIN_HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9-]+(?:\.[a-z0-9-]+)*)$/i;

/**
 * The origin of a URL (`https://o1.ingest.sentry.io` of a Sentry DSN), or null when it is not an http(s) URL
 * of a plain host, so a malformed setting can never add a wildcard or keyword to the policy.
 */
export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url.includes("://") ? url : `http://${url}`);
    if (u.protocol !== "https:" && u.protocol !== "http:") return null;
    return PLAIN_HOST.test(u.hostname) ? u.origin : null;
  } catch {
    return null;
  }
}

const origins = (urls: ReadonlyArray<string | undefined>): string[] => [
  ...new Set(urls.map(originOf).filter((o): o is string => o !== null)),
];

/** The ingest host of amplitude-js 8 (its default endpoint); loaded only with an analytics key. */
export const AMPLITUDE_ORIGIN = "https://api.amplitude.com";

/** Each optional adapter adds its hosts only when it is configured. */
export function cspSources(config: {
  /** the search node list handed to browsers (comma-separated URLs), for the live search */
  searchNodes?: string;
  amplitudeKey?: string;
  sentryDsn?: string;
  /** comma-separated origins of the video player the lessons embed */
  videoPlayers?: string;
  /** Google sign-in: the issuer, when a client id is configured */
  googleIssuer?: string;
  googleClientId?: string;
}): CspSources {
  const list = (s: string | undefined) => (s ?? "").split(",").map((x) => x.trim());
  return {
    script: [],
    img: [],
    connect: origins([
      ...list(config.searchNodes),
      config.amplitudeKey ? AMPLITUDE_ORIGIN : undefined,
      config.sentryDsn,
    ]),
    frame: origins(list(config.videoPlayers)),
    formAction: config.googleClientId ? origins([config.googleIssuer]) : [],
    frameAncestors: [],
  };
}

/**
 * The hosts of the site's own adapters (tenant.json) added to the deployment's: Google Tag Manager with GA4
 * when the site has a container id, the map provider's origin when it shows its office on a map. A site
 * without either gets the deployment's sources unchanged.
 */
export function withSiteSources(
  sources: CspSources,
  site: { tagManager?: TagManagerSettings; map?: MapSettings } | undefined,
): CspSources {
  const tags = site?.tagManager ? TAG_MANAGER_CSP : null;
  const map = originOf(mapEmbedOrigin(site?.map) ?? undefined);
  if (!tags && !map) return sources;
  const add = (base: readonly string[], more: readonly string[]) => [...new Set([...base, ...more])];
  return {
    ...sources,
    script: add(sources.script, tags?.script ?? []),
    img: add(sources.img, tags?.img ?? []),
    connect: add(sources.connect, tags?.connect ?? []),
    frame: add(sources.frame, map ? [map] : []),
  };
}

/** A fresh, unguessable nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Whether the visit is over https: the front proxy's X-Forwarded-Proto (its first value), else the URL. */
export function isHttpsVisit(headers: { get(name: string): string | null }, url: string): boolean {
  const forwarded = headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  if (forwarded) return forwarded === "https";
  return url.startsWith("https:");
}

/** The page CSP. `dev` adds 'unsafe-eval', which React's development build needs (never in production). */
export function pageCsp({
  nonce,
  https,
  dev = false,
  sources = NO_EXTRA_SOURCES,
}: {
  nonce: string;
  https: boolean;
  dev?: boolean;
  sources?: CspSources;
}): string {
  const join = (...parts: ReadonlyArray<string>) => parts.join(" ");
  const directives = [
    "default-src 'self'",
    join(
      "script-src",
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...sources.script,
      ...(dev ? ["'unsafe-eval'"] : []),
    ),
    // style elements need the nonce too; style attributes (the site's colours on <html>, positioned menus)
    // are allowed. Browsers without the -elem/-attr directives fall back to style-src.
    "style-src 'self' 'unsafe-inline'",
    `style-src-elem 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    join("img-src", "'self'", "data:", "blob:", ...sources.img),
    "font-src 'self'",
    join("connect-src", "'self'", ...sources.connect),
    "media-src 'self'",
    join("frame-src", ...(sources.frame.length ? sources.frame : ["'none'"])),
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    join("form-action", "'self'", ...sources.formAction),
    join("frame-ancestors", "'self'", ...sources.frameAncestors),
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}
