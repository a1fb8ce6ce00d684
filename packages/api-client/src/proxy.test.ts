import { afterEach, describe, expect, it } from "vitest";
import { PROXY_HEADERS } from "@gk/contracts";
import { API_UNREACHABLE, createApiProxy, proxyToApi, visitorAddress, vouchFor } from "./proxy";
import { sendJson, startTestServer } from "./test-server";

const secret = "test-proxy-secret";
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe("the same-origin /api/gk proxy, forwarding to a real HTTP server", () => {
  it("strips the prefix, keeps method, query, body and headers, and returns status and headers", async () => {
    const api = await startTestServer((req, res) =>
      sendJson(res, 201, { echo: JSON.parse(req.body) as unknown }, { "set-cookie": "a=1", "x-api": "yes" }),
    );
    close = api.close;
    const { POST } = createApiProxy({ apiUrl: api.url, secret });
    const request = new Request("http://trenggalek.localhost:3000/api/gk/auth/register?ref=x", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: "Bearer t",
        origin: "http://trenggalek.localhost:3000",
      },
      body: JSON.stringify({ fullName: "Sari" }),
    });
    const response = await POST(request);
    expect(response.status).toBe(201);
    expect(response.statusText).toBe("Created");
    expect(response.headers.get("x-api")).toBe("yes");
    expect(response.headers.get("set-cookie")).toBe("a=1");
    expect(await response.json()).toEqual({ echo: { fullName: "Sari" } });

    const [seen] = api.seen;
    expect(seen?.method).toBe("POST");
    expect(seen?.url).toBe("/auth/register?ref=x");
    expect(seen?.headers.authorization).toBe("Bearer t");
    expect(seen?.headers.origin).toBe("http://trenggalek.localhost:3000");
    expect(seen?.headers[PROXY_HEADERS.siteHost]).toBe("trenggalek.localhost:3000");
    expect(seen?.headers[PROXY_HEADERS.secret]).toBe(secret);
    expect(seen?.headers.host).toBe(new URL(api.url).host);
  });

  it("passes error statuses through untouched and handles body-less answers", async () => {
    const api = await startTestServer((req, res) => {
      if (req.url === "/gone") {
        res.writeHead(204);
        res.end();
      } else sendJson(res, 404, { message: "Course not found", code: "NOT_FOUND" });
    });
    close = api.close;
    const missing = await proxyToApi(new Request("http://localhost:3000/api/gk/courses/x"), {
      apiUrl: `${api.url}/`,
      secret,
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: "NOT_FOUND" });
    const gone = await proxyToApi(new Request("http://localhost:3000/api/gk/gone", { method: "DELETE" }), {
      apiUrl: api.url,
      secret,
    });
    expect(gone.status).toBe(204);
    expect(await gone.text()).toBe("");
  });

  it("drops every forwarding header the browser sent and names the visitor's host and address itself", async () => {
    const api = await startTestServer((_req, res) => sendJson(res, 200, { ok: true }));
    close = api.close;
    // a server's request URL may name its own listening address; the Host header names the site
    const request = new Request("http://127.0.0.1:3000/api/gk/profile", {
      headers: {
        host: "kemenkes.localhost:3000",
        "x-forwarded-host": "evil.example.com",
        // what the browser claimed, then the address the one proxy in front of the web server appended
        "x-forwarded-for": "203.0.113.7, 10.0.0.2, 198.51.100.44",
        "x-forwarded-proto": "https",
        "x-real-ip": "203.0.113.8",
        forwarded: "for=203.0.113.9;host=evil.example.com",
        "true-client-ip": "203.0.113.10",
        [PROXY_HEADERS.clientAddress]: "203.0.113.11",
        [PROXY_HEADERS.siteHost]: "evil.example.com",
        [PROXY_HEADERS.secret]: "guessed",
        "x-gk-anything-else": "1",
      },
    });
    expect((await proxyToApi(request, { apiUrl: api.url, secret, trustedHops: 1 })).status).toBe(200);
    const [seen] = api.seen;
    expect(seen?.url).toBe("/profile");
    expect(seen?.headers[PROXY_HEADERS.siteHost]).toBe("kemenkes.localhost:3000");
    expect(seen?.headers[PROXY_HEADERS.clientAddress]).toBe("198.51.100.44");
    expect(seen?.headers[PROXY_HEADERS.secret]).toBe(secret);
    for (const name of [
      "x-forwarded-for",
      "x-forwarded-host",
      "x-forwarded-proto",
      "x-real-ip",
      "forwarded",
      "true-client-ip",
      "x-gk-anything-else",
    ])
      expect(seen?.headers[name], name).toBeUndefined();
  });

  it("passes on no address when no proxy in front of the web server wrote one", async () => {
    const api = await startTestServer((_req, res) => sendJson(res, 200, { ok: true }));
    close = api.close;
    // Next keeps a client's own X-Forwarded-For as it is, so without a proxy in front it proves nothing
    const request = new Request("http://localhost:3000/api/gk/profile", {
      headers: { "x-forwarded-for": "203.0.113.7", [PROXY_HEADERS.clientAddress]: "203.0.113.7" },
    });
    expect((await proxyToApi(request, { apiUrl: api.url, secret })).status).toBe(200);
    expect(api.seen[0]?.headers[PROXY_HEADERS.clientAddress]).toBeUndefined();
    expect(api.seen[0]?.headers["x-forwarded-for"]).toBeUndefined();
  });

  it("takes the address written by the nearest trusted proxy, never one further left", () => {
    const chain = "1.1.1.1, 203.0.113.7, 10.0.0.2";
    expect(visitorAddress(chain, 0)).toBeNull();
    expect(visitorAddress(chain, 1)).toBe("10.0.0.2");
    expect(visitorAddress(chain, 2)).toBe("203.0.113.7");
    expect(visitorAddress(chain, 3)).toBe("1.1.1.1");
    // fewer entries than proxies: every entry was written by one of them, the first is the visitor
    expect(visitorAddress("203.0.113.7", 2)).toBe("203.0.113.7");
    expect(visitorAddress(" , ", 1)).toBeNull();
    expect(visitorAddress(null, 1)).toBeNull();
  });

  it("vouches for a visitor the same way in the web server's own calls (Google sign-in)", () => {
    const request = new Request("http://127.0.0.1:3000/auth/google/callback?code=x", {
      headers: { host: "trenggalek.localhost:3000", "x-forwarded-for": "192.0.2.1, 198.51.100.9" },
    });
    expect(vouchFor(request, { secret, trustedHops: 1 })).toEqual({
      [PROXY_HEADERS.secret]: secret,
      [PROXY_HEADERS.siteHost]: "trenggalek.localhost:3000",
      [PROXY_HEADERS.clientAddress]: "198.51.100.9",
    });
    expect(vouchFor(request, { secret })[PROXY_HEADERS.clientAddress]).toBeUndefined();
  });

  it("answers 503 SERVER_BUSY in both languages when the API cannot be reached", async () => {
    const api = await startTestServer((_req, res) => sendJson(res, 200, {}));
    await api.close(); // nothing listens on its port any more
    const { GET, POST } = createApiProxy({ apiUrl: api.url, secret });
    for (const response of [
      await GET(new Request("http://localhost:3000/api/gk/courses?page=2")),
      await POST(
        new Request("http://localhost:3000/api/gk/auth/v2/login", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        }),
      ),
    ]) {
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual(API_UNREACHABLE);
    }
    expect(API_UNREACHABLE.message).toMatch(/server sedang sibuk/);
    expect(API_UNREACHABLE.message).toMatch(/the server is busy/);
  });

  it("answers HEAD without a body", async () => {
    const api = await startTestServer((_req, res) => sendJson(res, 200, { big: "x".repeat(100) }));
    close = api.close;
    const response = await proxyToApi(
      new Request("http://localhost:3000/api/gk/health", { method: "HEAD" }),
      { apiUrl: api.url, secret },
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });
});
