import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRIVERS, startTestApi, type TestApi } from "../test/harness";
import pkg from "../package.json" with { type: "json" };
import { createServer } from "./server";

describe.each(DRIVERS)("server basics on %s", (driver) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(driver, { startJobs: false });
  });
  afterAll(() => api?.close());

  it("answers /health and /ready with the database reachable and the release version", async () => {
    expect(pkg.version).toMatch(/^\d+\.\d+\.\d+/);
    expect((await api.app.inject("/health")).json()).toEqual({ status: "ok", version: pkg.version });
    const ready = await api.app.inject("/ready");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok", version: pkg.version, database: driver });
  });

  it("serves the OpenAPI document listing every call with its bodies, and the /docs page", async () => {
    const doc = (await api.app.inject("/docs/json")).json<{
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    for (const path of [
      "/profile",
      "/auth/v2/login",
      "/auth/v2/account-chooser",
      "/auth/register",
      "/auth/social",
      "/auth/logout",
      "/auth/password/email",
      "/auth/password/reset",
      "/auth/login-register",
      "/auth/password/change",
      "/org/members",
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(doc.paths["/auth/register"]!.post!.requestBody).toBeTruthy();
    expect((await api.app.inject("/docs")).statusCode).toBeLessThan(400);
  });

  it("gives every response a request id and security headers", async () => {
    const res = await api.app.inject({ url: "/health", headers: { "x-request-id": "trace-12345678" } });
    expect(res.headers["x-request-id"]).toBe("trace-12345678");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["strict-transport-security"]).toBeTruthy();
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    // the same on an error answer
    const missing = await api.app.inject("/nope");
    expect(missing.headers["x-content-type-options"]).toBe("nosniff");
    expect(missing.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
  });

  it("answers unknown paths with 404 in Indonesian, or English on request", async () => {
    const id = await api.app.inject("/nope");
    expect(id.statusCode).toBe(404);
    expect(id.json()).toEqual({ code: "NOT_FOUND", message: "Halaman atau data tidak ditemukan." });
    const en = await api.app.inject({ url: "/nope", headers: { "accept-language": "en-US,en;q=0.9" } });
    expect(en.json().message).toBe("The page or data was not found.");
  });

  it("allows CORS only for origins of the tenant registry", async () => {
    const ask = (origin: string) =>
      api.app.inject({
        method: "OPTIONS",
        url: "/auth/v2/login",
        headers: { origin, "access-control-request-method": "POST" },
      });
    expect((await ask("http://trenggalek.localhost:3000")).headers["access-control-allow-origin"]).toBe(
      "http://trenggalek.localhost:3000",
    );
    expect((await ask("https://business.gurukita.id")).headers["access-control-allow-origin"]).toBe(
      "https://business.gurukita.id",
    );
    expect((await ask("https://evil.example.com")).headers["access-control-allow-origin"]).toBeUndefined();
    expect((await ask("http://localhost:5555")).headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("stops taking requests when closing but finishes the one in flight", async () => {
    let release!: () => void;
    let arrived!: () => void;
    const handling = new Promise<void>((r) => (arrived = r));
    // a second server on the same database: closing it leaves the suite's server and database alone
    const other = await createServer({
      database: api.database,
      config: api.config,
      startJobs: false,
      extend: (app) =>
        app.get("/slow", () => {
          arrived();
          return new Promise((r) => (release = () => r({ done: true })));
        }),
    });
    const address = await other.listen({ host: "127.0.0.1", port: 0 });
    const inFlight = fetch(`${address}/slow`).then((r) => r.json());
    // the request is in the handler, so it is in flight when closing starts
    await handling;
    const closing = other.close();
    // closing has begun once the listening socket is shut: no new connection is taken from here on
    await expect.poll(() => other.server.listening, { timeout: 5000, interval: 10 }).toBe(false);
    release();
    expect(await inFlight).toEqual({ done: true });
    await closing;
    await expect(fetch(`${address}/health`)).rejects.toThrow();
  });
});
