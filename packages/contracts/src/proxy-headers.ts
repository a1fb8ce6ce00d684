/**
 * How a proxy in front of the API (the web app's same-origin /api/gk route, the deployment's Caddy) tells the
 * API who is asking and for which site. The API believes these headers only from a peer address it trusts
 * (`TRUSTED_PROXIES`) that also sends the shared secret (`API_PROXY_SECRET`); from anyone else they are
 * ignored, and a proxy removes whatever a browser sent under these names before setting its own.
 */
export const PROXY_HEADERS = {
  /** the shared secret that proves the sender is one of our proxies */
  secret: "x-gk-proxy-secret",
  /** the visitor's own address, as the proxy learned it */
  clientAddress: "x-gk-client-address",
  /** the host the visitor asked for (`kemenkes.gurukita.id`), which names the site */
  siteHost: "x-gk-site-host",
} as const;

/** Every header of this scheme starts with this; a proxy drops all of them from the incoming request. */
export const PROXY_HEADER_PREFIX = "x-gk-";

/**
 * The secret development and tests use when none is set. Production refuses it: an API that trusts proxies
 * needs a real one, and so does a web server behind a proxy.
 */
export const DEV_PROXY_SECRET = "gk-dev-proxy-secret-not-for-production";

/** The shortest secret production accepts. */
export const MIN_PROXY_SECRET_LENGTH = 32;
