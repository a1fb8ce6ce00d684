import { env } from "@/env";

/**
 * The same-origin prefix /api/gk/* of §7, proxied to the API. Method, body, query and headers pass through;
 * hop-by-hop headers are dropped. When the API cannot be reached the caller gets a 503 with the spec's
 * "server is busy" message in both languages, never a crash.
 */
const HOP = ["connection", "keep-alive", "transfer-encoding", "upgrade", "host", "content-length"];

async function forward(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const target = new URL(`/${path.map(encodeURIComponent).join("/")}${new URL(request.url).search}`, env.API_INTERNAL_URL);
  const headers = new Headers(request.headers);
  for (const h of HOP) headers.delete(h);
  headers.set("x-forwarded-host", request.headers.get("host") ?? "");
  try {
    const hasBody = !["GET", "HEAD"].includes(request.method);
    const res = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: "manual",
    });
    const out = new Headers(res.headers);
    for (const h of HOP) out.delete(h);
    out.delete("content-encoding");
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers: out });
  } catch {
    return Response.json(
      { message: "Maaf, server sedang sibuk. (Sorry, the server is busy.)", code: "SERVER_BUSY" },
      { status: 503 },
    );
  }
}

export { forward as GET, forward as POST, forward as PUT, forward as PATCH, forward as DELETE };
