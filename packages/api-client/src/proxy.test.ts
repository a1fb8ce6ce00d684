import { afterEach, describe, expect, it } from "vitest";
import { API_UNREACHABLE, createApiProxy, proxyToApi } from "./proxy";
import { sendJson, startTestServer } from "./test-server";

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
    const { POST } = createApiProxy({ apiUrl: api.url });
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
    expect(seen?.headers["x-forwarded-host"]).toBe("trenggalek.localhost:3000");
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
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: "NOT_FOUND" });
    const gone = await proxyToApi(new Request("http://localhost:3000/api/gk/gone", { method: "DELETE" }), {
      apiUrl: api.url,
    });
    expect(gone.status).toBe(204);
    expect(await gone.text()).toBe("");
  });

  it("tells the API the host the visitor asked for and passes the client address chain on untouched", async () => {
    const api = await startTestServer((_req, res) => sendJson(res, 200, { ok: true }));
    close = api.close;
    // a server's request URL may name its own listening address; the Host header names the site
    const request = new Request("http://127.0.0.1:3000/api/gk/profile", {
      headers: {
        host: "kemenkes.localhost:3000",
        "x-forwarded-host": "evil.example.com",
        "x-forwarded-for": "203.0.113.7, 10.0.0.2",
        "x-forwarded-proto": "https",
      },
    });
    expect((await proxyToApi(request, { apiUrl: api.url })).status).toBe(200);
    const [seen] = api.seen;
    expect(seen?.headers["x-forwarded-host"]).toBe("kemenkes.localhost:3000");
    expect(seen?.headers["x-forwarded-for"]).toBe("203.0.113.7, 10.0.0.2");
    expect(seen?.headers["x-forwarded-proto"]).toBe("https");
    expect(seen?.url).toBe("/profile");
  });

  it("answers 503 SERVER_BUSY in both languages when the API cannot be reached", async () => {
    const api = await startTestServer((_req, res) => sendJson(res, 200, {}));
    await api.close(); // nothing listens on its port any more
    const { GET, POST } = createApiProxy({ apiUrl: api.url });
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
      { apiUrl: api.url },
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });
});
