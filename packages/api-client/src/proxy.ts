/**
 * The web app's same-origin `/api/gk/*` prefix (spec §7) as a pass-through to the API. apps/web's route
 * handler becomes one line:
 *
 *   export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = createApiProxy({ apiUrl: env.API_INTERNAL_URL });
 *
 * Bodies are streamed both ways; status, status text and headers are kept.
 */
export interface ApiProxyOptions {
  /** The API's internal base URL, e.g. http://127.0.0.1:4000 */
  apiUrl: string;
  /** The same-origin prefix that is removed before forwarding. */
  prefix?: string;
  fetch?: typeof fetch;
}

// Hop-by-hop headers (RFC 9110 §7.6.1) and the ones fetch recomputes; forwarding them would corrupt the answer.
const DROP_REQUEST = ["host", "connection", "keep-alive", "transfer-encoding", "upgrade", "content-length", "expect", "te", "trailer", "proxy-connection"];
// fetch has already decoded the body, so the encoding and length of the original no longer hold.
const DROP_RESPONSE = ["connection", "keep-alive", "transfer-encoding", "content-encoding", "content-length", "upgrade", "trailer"];

export async function proxyToApi(request: Request, options: ApiProxyOptions): Promise<Response> {
  const prefix = (options.prefix ?? "/api/gk").replace(/\/+$/, "");
  const incoming = new URL(request.url);
  const path = incoming.pathname.startsWith(prefix) ? incoming.pathname.slice(prefix.length) || "/" : incoming.pathname;
  const target = `${options.apiUrl.replace(/\/+$/, "")}${path}${incoming.search}`;

  const headers = new Headers(request.headers);
  for (const name of DROP_REQUEST) headers.delete(name);
  // The API derives the site from Origin/Host (ARCHITECTURE: tenancy), so it must see the visitor's host.
  if (!headers.has("x-forwarded-host")) headers.set("x-forwarded-host", incoming.host);
  if (!headers.has("x-forwarded-proto")) headers.set("x-forwarded-proto", incoming.protocol.replace(":", ""));

  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== null;
  const init: RequestInit & { duplex?: "half" } = {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    redirect: "manual",
    signal: request.signal,
  };
  if (hasBody) init.duplex = "half"; // required by fetch for a streamed request body

  const upstream = await (options.fetch ?? globalThis.fetch)(target, init);
  const out = new Headers(upstream.headers);
  for (const name of DROP_RESPONSE) out.delete(name);
  const nullBody = [101, 204, 205, 304].includes(upstream.status) || request.method === "HEAD";
  return new Response(nullBody ? null : upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: out });
}

type Handler = (request: Request) => Promise<Response>;

export function createApiProxy(options: ApiProxyOptions): Record<"GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS", Handler> {
  const handler: Handler = (request) => proxyToApi(request, options);
  return { GET: handler, HEAD: handler, POST: handler, PUT: handler, PATCH: handler, DELETE: handler, OPTIONS: handler };
}
