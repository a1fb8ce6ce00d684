import { afterEach, describe, expect, it } from "vitest";
import { createApiProxy, proxyToApi } from "./proxy";
import { sendJson, startTestServer } from "./test-server";

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe("the same-origin /api/gk proxy, forwarding to a real HTTP server", () => {
  it("strips the prefix, keeps method, query, body and headers, and returns status and headers", async () => {
    const api = await startTestServer((req, res) => sendJson(res, 201, { echo: JSON.parse(req.body) }, { "set-cookie": "a=1", "x-api": "yes" }));
    close = api.close;
    const { POST } = createApiProxy({ apiUrl: api.url });
    const request = new Request("http://trenggalek.localhost:3000/api/gk/auth/register?ref=x", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer t", origin: "http://trenggalek.localhost:3000" },
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
    const missing = await proxyToApi(new Request("http://localhost:3000/api/gk/courses/x"), { apiUrl: `${api.url}/` });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: "NOT_FOUND" });
    const gone = await proxyToApi(new Request("http://localhost:3000/api/gk/gone", { method: "DELETE" }), { apiUrl: api.url });
    expect(gone.status).toBe(204);
    expect(await gone.text()).toBe("");
  });
});
