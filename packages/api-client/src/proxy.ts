import { PROXY_HEADER_PREFIX, PROXY_HEADERS } from "@gk/contracts";

/**
 * The web app's same-origin `/api/gk/*` prefix as a pass-through to the API, so the browser only ever talks to
 * its own origin (no CORS, no internal address). apps/web's route handler is one line:
 *
 *   export const { GET, POST, … } = createApiProxy({ apiUrl, secret, trustedHops });
 *
 * Method, path, query, headers and bodies pass through (bodies streamed both ways); status, status text and
 * headers of the answer are kept. When the API cannot be reached the caller gets 503 SERVER_BUSY in both
 * languages instead of a crash.
 *
 * Who is asking and for which site: every forwarding header the browser sent (X-Forwarded-*, X-Real-IP,
 * Forwarded, any `x-gk-*`) is removed, and the proxy says it itself in the headers of PROXY_HEADERS, with the
 * shared secret the API checks together with this server's address. The site is the Host the visitor asked
 * for; the visitor's address is the X-Forwarded-For entry written by the nearest of the `trustedHops`
 * proxies in front of this server (see `visitorAddress`).
 */
export interface ApiProxyOptions {
  /** The API's internal base URL, e.g. http://127.0.0.1:4000 */
  apiUrl: string;
  /** The secret the API expects from its trusted proxies (`API_PROXY_SECRET`). */
  secret: string;
  /**
   * How many proxies in front of this server append to X-Forwarded-For (Caddy alone: 1; a load balancer in
   * front of Caddy: 2). 0: the server faces browsers itself and passes on no address.
   */
  trustedHops?: number;
  /** The same-origin prefix that is removed before forwarding. */
  prefix?: string;
  fetch?: typeof fetch;
}

/**
 * The visitor's address from the X-Forwarded-For the web server received, or null when it cannot be known.
 *
 * Next's server (`next start` and the standalone server.js, Next 16) does not append to X-Forwarded-For: it
 * fills in the connection's peer address only when the header is missing and keeps one the client sent as
 * it is. So without a proxy in front the header may be anything the client chose, and no address is taken
 * (`hops` 0). Each proxy in front appends the address it received the request from (Caddy replaces the
 * header when its own peer is not one of its trusted proxies), so with `hops` proxies the visitor's address
 * is the `hops`-th entry from the right; entries further left are the client's own claims and never read.
 */
export function visitorAddress(forwardedFor: string | null, hops: number): string | null {
  if (!forwardedFor || hops < 1) return null;
  const entries = forwardedFor
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  return entries[Math.max(0, entries.length - hops)] ?? null;
}

// Hop-by-hop headers and the ones fetch recomputes: they describe this connection, not the request, and
// forwarding them would corrupt the next hop's framing.
const DROP_REQUEST = [
  "host",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "upgrade",
  "content-length",
  "expect",
  "te",
  "trailer",
  "proxy-connection",
];
// Forwarding headers a browser may send to pass itself off as someone else or as another site: never passed
// on (the API ignores them anyway; this keeps the next hop from being misled too).
const DROP_FORWARDING = [
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-forwarded-prefix",
  "x-forwarded-server",
  "x-forwarded-ssl",
  "x-real-ip",
  "x-client-ip",
  "x-cluster-client-ip",
  "true-client-ip",
  "cf-connecting-ip",
  "fastly-client-ip",
  "x-original-forwarded-for",
];
// fetch has already decoded the body, so the encoding and length of the original no longer hold.
const DROP_RESPONSE = [
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-encoding",
  "content-length",
  "upgrade",
  "trailer",
];

/**
 * The answer when the API does not answer at all (down, restarting, refused). The proxy cannot know the
 * visitor's language choice beyond a header, and the client shows `message` as it is, so it carries both.
 */
export const API_UNREACHABLE = {
  message: "Maaf, server sedang sibuk. (Sorry, the server is busy.)",
  code: "SERVER_BUSY",
} as const;

/**
 * The headers by which this web server vouches to the API for a visitor's request: the shared secret, the
 * host the visitor asked for (from the Host header the server received: a web server's request URL may carry
 * its own listening address instead; never the visitor's own X-Forwarded-Host) and, when it can be known, the
 * visitor's address. For the proxy and for the server's own calls made on a visitor's behalf (Google sign-in).
 */
export function vouchFor(
  request: Request,
  options: Pick<ApiProxyOptions, "secret" | "trustedHops">,
): Record<string, string> {
  const out: Record<string, string> = {
    [PROXY_HEADERS.secret]: options.secret,
    [PROXY_HEADERS.siteHost]: request.headers.get("host") ?? new URL(request.url).host,
  };
  const address = visitorAddress(request.headers.get("x-forwarded-for"), options.trustedHops ?? 0);
  if (address) out[PROXY_HEADERS.clientAddress] = address;
  return out;
}

export async function proxyToApi(request: Request, options: ApiProxyOptions): Promise<Response> {
  const prefix = (options.prefix ?? "/api/gk").replace(/\/+$/, "");
  const incoming = new URL(request.url);
  const path = incoming.pathname.startsWith(prefix)
    ? incoming.pathname.slice(prefix.length) || "/"
    : incoming.pathname;
  const target = `${options.apiUrl.replace(/\/+$/, "")}${path}${incoming.search}`;

  const headers = new Headers(request.headers);
  for (const name of [...DROP_REQUEST, ...DROP_FORWARDING]) headers.delete(name);
  for (const name of [...headers.keys()]) if (name.startsWith(PROXY_HEADER_PREFIX)) headers.delete(name);
  for (const [name, value] of Object.entries(vouchFor(request, options))) headers.set(name, value);

  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== null;
  const init: RequestInit & { duplex?: "half" } = {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    redirect: "manual",
    signal: request.signal,
  };
  if (hasBody) init.duplex = "half"; // required by fetch for a streamed request body

  let upstream: Response;
  try {
    upstream = await (options.fetch ?? globalThis.fetch)(target, init);
  } catch {
    return Response.json(API_UNREACHABLE, { status: 503, headers: { "cache-control": "no-store" } });
  }
  const out = new Headers(upstream.headers);
  for (const name of DROP_RESPONSE) out.delete(name);
  const nullBody = [101, 204, 205, 304].includes(upstream.status) || request.method === "HEAD";
  return new Response(nullBody ? null : upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: out,
  });
}

type Handler = (request: Request) => Promise<Response>;

export function createApiProxy(
  options: ApiProxyOptions,
): Record<"GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS", Handler> {
  const handler: Handler = (request) => proxyToApi(request, options);
  return {
    GET: handler,
    HEAD: handler,
    POST: handler,
    PUT: handler,
    PATCH: handler,
    DELETE: handler,
    OPTIONS: handler,
  };
}
