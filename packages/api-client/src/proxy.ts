/**
 * The web app's same-origin `/api/gk/*` prefix as a pass-through to the API, so the browser only ever talks to
 * its own origin (no CORS, no internal address). apps/web's route handler is one line:
 *
 *   export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = createApiProxy({ apiUrl: env.API_INTERNAL_URL });
 *
 * Method, path, query, headers and bodies pass through (bodies streamed both ways); status, status text and
 * headers of the answer are kept. When the API cannot be reached the caller gets 503 SERVER_BUSY in both
 * languages instead of a crash.
 */
export interface ApiProxyOptions {
  /** The API's internal base URL, e.g. http://127.0.0.1:4000 */
  apiUrl: string;
  /** The same-origin prefix that is removed before forwarding. */
  prefix?: string;
  fetch?: typeof fetch;
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

export async function proxyToApi(request: Request, options: ApiProxyOptions): Promise<Response> {
  const prefix = (options.prefix ?? "/api/gk").replace(/\/+$/, "");
  const incoming = new URL(request.url);
  const path = incoming.pathname.startsWith(prefix)
    ? incoming.pathname.slice(prefix.length) || "/"
    : incoming.pathname;
  const target = `${options.apiUrl.replace(/\/+$/, "")}${path}${incoming.search}`;

  const headers = new Headers(request.headers);
  for (const name of DROP_REQUEST) headers.delete(name);
  // The host the visitor asked for, from the Host header the server received (a web server's request URL may
  // carry its own listening address instead). Always replaced, never taken from the visitor's own
  // X-Forwarded-Host, which anyone can send.
  headers.set("x-forwarded-host", request.headers.get("host") ?? incoming.host);
  if (!headers.has("x-forwarded-proto")) headers.set("x-forwarded-proto", incoming.protocol.replace(":", ""));
  // X-Forwarded-For passes through as it came: the web server in front (Next adds the peer address when the
  // header is missing) or the load balancer owns it, and the API reads the client address from it only when
  // TRUST_PROXY says those hops are trusted.

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
