/**
 * Which visits the page cache answers, and how a stored page is made safe to send. Pure rules, used by the
 * proxy (which visits go to the cache) and the cache's route handler (what it stores and sends).
 *
 * The rules:
 * - Only the pages whose anonymous view is the same for every visitor of a site and language: a site's home
 *   and a course's page. A signed-in visitor's pages show their own standing, so they are rendered per request.
 * - Only a plain document visit: GET, no session token, no query (a referral link or a search changes what
 *   the page says), and not one of Next's own navigations (those ask for the React payload, not HTML).
 * - A stored page was rendered with a placeholder nonce that no visitor ever sees (`placeholder.ts`); every
 *   answer replaces it with that answer's fresh nonce, so the page's Content-Security-Policy stays per response.
 */

/** The tag every stored page carries: the API's catalogue change notifications expire it. */
export const CATALOGUE_TAG = "catalogue";

/** The tags the revalidate route accepts (anything else is refused, so a caller cannot reach other caches). */
export const PAGE_CACHE_TAGS: readonly string[] = [CATALOGUE_TAG];

/** Request headers from the proxy to the cache's route handler: the page's key and the visited path. */
export const PAGE_KEY_HEADER = "x-gk-page-key";
export const PAGE_PATH_HEADER = "x-gk-page-path";

/** The rewritten path (`/<site key>/<locale>` + the page) of a site's home or of a course's page. */
const CACHEABLE = /^\/[^/]+\/(?:id|en)(?:\/course\/[^/]+)?$/;

export interface Visit {
  method: string;
  /** the rewritten pathname the proxy produced (`/<site key>/<locale>/…`) */
  pathname: string;
  /** the query of the visit, with its `?`, or "" */
  search: string;
  hasToken: boolean;
  headers: { get(name: string): string | null };
}

/** Whether the page cache may answer this visit. */
export function isCacheableVisit(visit: Visit): boolean {
  if (visit.method !== "GET" || visit.hasToken || visit.search !== "") return false;
  // Next's client navigations and prefetches ask for the React Server Components payload of the page
  if (visit.headers.get("rsc") !== null || visit.headers.get("next-router-prefetch") !== null) return false;
  return CACHEABLE.test(visit.pathname);
}

/** The key of a stored page: the scheme (the CSP and links differ between http and https) and the rewritten
 * path, which already names the site, its referral and the language. */
export function pageCacheKey(pathname: string, https: boolean): string {
  return `${https ? "https" : "http"}:${pathname}`;
}
