import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRIVERS, startTestApi, testConfig, type TestApi } from "../../test/harness";
import { isLoopbackAddress } from "./dev-only";

const SOME_ID = "5b0a4a4e-7a43-4f55-9a4e-0c8b4cf3c1a1";

describe("isLoopbackAddress", () => {
  it("knows loopback in both families, and nothing else", () => {
    for (const a of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"])
      expect(isLoopbackAddress(a)).toBe(true);
    for (const a of [
      "10.0.0.5",
      "192.168.1.2",
      "203.0.113.7",
      "::ffff:203.0.113.7",
      "fe80::1",
      "",
      undefined,
    ])
      expect(isLoopbackAddress(a)).toBe(false);
  });
});

describe.each(DRIVERS)("the development routes on %s", (driver) => {
  let api: TestApi;
  let notFound: { status: number; body: string };
  beforeAll(async () => {
    api = await startTestApi(driver);
    const r = await api.app.inject({ url: "/no-such-page", remoteAddress: "203.0.113.7" });
    notFound = { status: r.statusCode, body: r.body };
  });
  afterAll(() => api?.close());

  it("answer the developer at this machine", async () => {
    for (const remoteAddress of ["127.0.0.1", "::1"]) {
      const page = await api.app.inject({ url: "/dev/outbox", remoteAddress });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("<h1>");
    }
  });

  it.each([
    ["another machine", "203.0.113.7", {}],
    ["the local network", "10.0.0.5", {}],
    [
      "a proxy on this machine relaying someone (the web's /api/gk)",
      "127.0.0.1",
      { "x-forwarded-host": "localhost:3000" },
    ],
    ["a proxy on this machine naming the client", "127.0.0.1", { "x-forwarded-for": "203.0.113.7" }],
    ["a proxy claiming the client is local", "127.0.0.1", { "x-forwarded-for": "127.0.0.1" }],
    ["a standard Forwarded header", "::1", { forwarded: "for=203.0.113.7" }],
  ])("do not exist for %s", async (_who, remoteAddress, headers) => {
    for (const url of ["/dev/outbox", `/dev/outbox/${SOME_ID}`]) {
      const r = await api.app.inject({ url, remoteAddress, headers });
      expect(r.statusCode).toBe(notFound.status);
      expect(r.body).toBe(notFound.body);
    }
  });

  it("are not registered at all under NODE_ENV=production", async () => {
    // NODE_ENV becomes config.mode (configFromEnv); the rest of a production environment (real secrets) is
    // beside the point here
    const prod = await startTestApi(driver, {
      config: testConfig({}, (c) => {
        c.mode = "production";
      }),
    });
    try {
      expect(prod.app.hasRoute({ method: "GET", url: "/dev/outbox" })).toBe(false);
      expect(prod.app.hasRoute({ method: "GET", url: "/dev/outbox/:id" })).toBe(false);
      const r = await prod.app.inject({ url: "/dev/outbox", remoteAddress: "127.0.0.1" });
      expect(r.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
    // and a development server does have them, so the check above is not vacuous
    expect(api.app.hasRoute({ method: "GET", url: "/dev/outbox" })).toBe(true);
  });
});
