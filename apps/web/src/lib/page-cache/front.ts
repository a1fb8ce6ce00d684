import { LRUCache } from "lru-cache";
import { createNonce, HSTS, isHttpsVisit, STATIC_SECURITY_HEADERS } from "../security-headers";
import { visitorHost } from "../visitor-origin";
import { keptPageAnswer, type PageAnswer } from "./answer";
import { hotPages } from "./hot-pages";
import { PAGE_MARK_HEADER, pagePlaceholder } from "./placeholder";

/**
 * The front of the page cache: the web's server (serve.mjs) asks it about every request before handing the
 * request to Next, and it answers the visits the proxy would answer from its memory, without Next.
 *
 * Why: on two cores Next's proxy alone, doing no work of ours, answers about 1,400 requests a second, and a
 * page from the proxy's memory about 800, where the same HTML as a static file goes at 3,000. The front
 * answers faster than the file (bench/web/README.md).
 *
 * How it stays right: it decides nothing itself. When the proxy sends a visit to the page cache, it tells
 * the front which page that visit was (the page's key) and the Content-Security-Policy it sends (with the
 * placeholder for the nonce). The proxy's answer to a visit depends only on the scheme, the host and the path
 * (the routing and the guards are fixed per process), given that the visit is a plain GET without a session
 * token, a query or Next's navigation headers; the front asks the same of the raw request and looks the visit
 * up. The page itself is read from the proxy's memory at every answer, so a catalogue change (which empties
 * that memory) sends the next visit to Next again. Anything the front does not know goes to Next.
 *
 * The proxy runs in Next's bundle and serve.mjs outside it, in one process: the front is reached through
 * globalThis, like the memory itself.
 */

/** A request as Node's http server hands it over (the part the front reads). */
export interface FrontRequest {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}

/** What the front knows of a visit the proxy sent to the page cache. */
interface KnownVisit {
  /** the page's key in the proxy's memory */
  key: string;
  /** the CSP the proxy sent, with the placeholder where each answer's nonce goes */
  csp: string;
}

/** The visits the front knows: at most this many (one per site, language and page visited). */
const KNOWN_VISITS = 20_000;

const KNOWN = Symbol.for("gk.pageCache.frontVisits");

function knownVisits(): LRUCache<string, KnownVisit> {
  const holder = globalThis as { [KNOWN]?: LRUCache<string, KnownVisit> };
  holder[KNOWN] ??= new LRUCache<string, KnownVisit>({ max: KNOWN_VISITS });
  return holder[KNOWN];
}

function visitId(https: boolean, host: string, path: string): string {
  return `${https ? "https" : "http"}://${host}${path}`;
}

/** One copy of each CSP (there is one per site and scheme), however many visits name it. */
const cspCopies = new Map<string, string>();

/** The proxy sent this visit to the page cache: the front may answer the next ones like it, from memory. */
export function rememberVisit(
  { https, host, path }: { https: boolean; host: string; path: string },
  visit: { key: string; csp: (nonce: string) => string },
): void {
  const id = visitId(https, host, path);
  const known = knownVisits();
  if (known.get(id)?.key === visit.key) return;
  const csp = visit.csp(pagePlaceholder());
  if (!cspCopies.has(csp)) cspCopies.set(csp, csp);
  known.set(id, { key: visit.key, csp: cspCopies.get(csp)! });
}

/** A session cookie, read as Next reads cookies; any non-empty `token` counts, so a visit with one is never
 * taken for an anonymous one. */
function hasToken(cookie: string | undefined): boolean {
  if (!cookie) return false;
  return cookie.split(/;\s*/).some((pair) => {
    const eq = pair.indexOf("=");
    return eq > 0 && pair.slice(0, eq) === "token" && pair.slice(eq + 1).trim() !== "";
  });
}

/** Whether the browser takes gzip: by name, or by `*` when gzip is not named; not with a weight of 0. */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  const weights = new Map<string, number>();
  for (const coding of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = coding.split(";").map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    if (name) weights.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  return (weights.get("gzip") ?? weights.get("*") ?? 0) > 0;
}

function header(request: FrontRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** The answer to a visit the proxy would answer from its memory, or null (the request goes to Next). */
export function frontAnswer(request: FrontRequest): PageAnswer | null {
  const url = request.url ?? "";
  // the proxy's own rules for the cache: a plain GET, no query, no session, not a navigation of Next's
  if (request.method !== "GET" || !url.startsWith("/") || url.includes("?")) return null;
  if (request.headers.rsc !== undefined || request.headers["next-router-prefetch"] !== undefined) return null;
  // the cache's own render of a page (store.ts) must reach Next: answered from memory, it would store a page
  // that carries another answer's nonce in place of the placeholder
  if (request.headers[PAGE_MARK_HEADER] !== undefined) return null;
  const headers = { get: (name: string) => header(request, name) ?? null };
  const host = visitorHost(headers);
  if (!host) return null;
  // Next's server speaks plain http; a visit over https says so in X-Forwarded-Proto, as it does to Next
  const https = isHttpsVisit(headers, "http:");
  const known = knownVisits().get(visitId(https, host, url));
  const page = known && hotPages().get(known.key);
  // the session cookie is read last: most requests (scripts, images, other pages) are not known visits
  if (!known || !page || hasToken(header(request, "cookie"))) return null;
  const nonce = createNonce();
  // a browser that takes gzip gets the page's gzipped copy; until that copy is made, Next answers (and
  // compresses) as before
  const gzipped = acceptsGzip(header(request, "accept-encoding")) ? page.gzipWithNonce(nonce) : undefined;
  if (gzipped === null) return null;
  const answer = keptPageAnswer(page, {
    nonce,
    csp: known.csp.replaceAll(pagePlaceholder(), nonce),
    from: "front",
    gzipped,
  });
  answer.headers.vary = "Accept-Encoding";
  // what Next adds to every answer (next.config.ts), since this one does not pass through Next
  for (const { key, value } of STATIC_SECURITY_HEADERS) answer.headers[key] = value;
  if (https) answer.headers["strict-transport-security"] = HSTS;
  return answer;
}

const FRONT = Symbol.for("gk.pageCache.front");

/** Makes the front reachable from serve.mjs (the proxy calls this when its bundle loads). */
export function installFront(): void {
  (globalThis as { [FRONT]?: typeof frontAnswer })[FRONT] = frontAnswer;
}
