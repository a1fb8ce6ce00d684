import { browserStorage, readTokenCookie, TOKEN_COOKIE, TOKEN_KEY } from "./stored-token";

export { readTokenCookie, storedToken, TOKEN_COOKIE, TOKEN_KEY } from "./stored-token";

/**
 * The session token: kept in localStorage under `token` for the browser code and in a cookie
 * `token` so that the server (proxy.ts, server components) sees it too.
 */
const HOUR = 60 * 60;
/**
 * 7 days plus a 7-hour offset. The product's clocks run on WIB (UTC+7); the old client set the
 * cookie's expiry as a local date, and the offset keeps the same effective lifetime for UTC-based expiry.
 */
export const TOKEN_COOKIE_MAX_AGE_SECONDS = 7 * 24 * HOUR + 7 * HOUR;

export interface TokenStore {
  get(): string | null;
  /** `domain` (e.g. ".gurukita.id") shares the cookie with the product's sub-domains. */
  set(token: string, options?: { domain?: string }): void;
  remove(options?: { domain?: string }): void;
}

export interface TokenStoreEnv {
  storage?: Pick<Storage, "getItem" | "setItem" | "removeItem"> | null;
  document?: { cookie: string } | null;
  /** Default cookie domain for set/remove when the call gives none. */
  domain?: string;
  /** Whether the page was loaded over https (then the cookie is `secure`); default: the page's location. */
  secure?: () => boolean;
  now?: () => number;
}

/**
 * The `token` cookie. It stays readable by the page's scripts (the browser code keeps the token in
 * localStorage too), so it cannot be HttpOnly; it is `samesite=lax` so other sites' requests do not carry
 * it, and `secure` whenever the site is served over https so it never travels over plain http.
 */
export function tokenCookie(
  token: string,
  { domain, now = Date.now(), secure = false }: { domain?: string; now?: number; secure?: boolean } = {},
): string {
  const expires = new Date(now + TOKEN_COOKIE_MAX_AGE_SECONDS * 1000).toUTCString();
  const parts = [
    `${TOKEN_COOKIE}=${encodeURIComponent(token)}`,
    "path=/",
    `expires=${expires}`,
    `max-age=${TOKEN_COOKIE_MAX_AGE_SECONDS}`,
    "samesite=lax",
  ];
  if (secure) parts.push("secure");
  if (domain) parts.push(`domain=${domain}`);
  return parts.join("; ");
}

function expiredCookie(domain: string | undefined, secure: boolean): string {
  const parts = [`${TOKEN_COOKIE}=`, "path=/", "expires=Thu, 01 Jan 1970 00:00:00 GMT", "max-age=0"];
  if (secure) parts.push("secure");
  if (domain) parts.push(`domain=${domain}`);
  return parts.join("; ");
}

/** True when the page was loaded over https (false outside a browser). */
function pageIsHttps(): boolean {
  return typeof location !== "undefined" && location.protocol === "https:";
}

export function createTokenStore(env: TokenStoreEnv = {}): TokenStore {
  const storage = () => (env.storage === undefined ? browserStorage() : env.storage);
  const doc = () =>
    env.document === undefined ? (typeof document === "undefined" ? null : document) : env.document;
  const now = env.now ?? (() => Date.now());
  const secure = env.secure ?? pageIsHttps;

  return {
    get() {
      return storage()?.getItem(TOKEN_KEY) || readTokenCookie(doc()?.cookie) || null;
    },
    set(token, options = {}) {
      storage()?.setItem(TOKEN_KEY, token);
      const d = doc();
      if (!d) return;
      d.cookie = tokenCookie(token, { now: now(), secure: secure() });
      const domain = options.domain ?? env.domain;
      if (domain) d.cookie = tokenCookie(token, { domain, now: now(), secure: secure() });
    },
    remove(options = {}) {
      storage()?.removeItem(TOKEN_KEY);
      const d = doc();
      if (!d) return;
      d.cookie = expiredCookie(undefined, secure());
      const domain = options.domain ?? env.domain;
      if (domain) d.cookie = expiredCookie(domain, secure());
    },
  };
}
