import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import * as Sentry from "@sentry/nextjs";
import { afterAll, describe, expect, it } from "vitest";
import { initSentryClient, initSentryForRuntime, initSentryServer } from "./sentry-init";

// A real HTTP server stands in for the error-reporting service: the SDK sends its envelopes here.
const received: Array<{ url: string; body: string }> = [];
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    const raw = Buffer.concat(chunks);
    received.push({
      url: req.url ?? "",
      body: req.headers["content-encoding"] === "gzip" ? gunzipSync(raw).toString() : raw.toString(),
    });
    res.writeHead(200, { "content-type": "application/json" });
    res.end("{}");
  });
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const port = (server.address() as AddressInfo).port;
afterAll(async () => {
  await Sentry.close(2000);
  await new Promise((resolve) => server.close(resolve));
});

describe("Sentry init", () => {
  it("is a no-op without a DSN", () => {
    expect(initSentryClient({ dsn: undefined })).toBe(false);
    expect(initSentryServer({ dsn: "" })).toBe(false);
    expect(initSentryForRuntime("nodejs", {})).toBe(false);
    expect(Sentry.getClient()).toBeUndefined();
  });

  it("starts on the server with trace rate 1, environment production and the unhandled-error handlers, and reports", async () => {
    expect(initSentryForRuntime("browser", { dsn: `http://public@127.0.0.1:${port}/1` })).toBe(false);
    expect(initSentryForRuntime("nodejs", { dsn: `http://public@127.0.0.1:${port}/1` })).toBe(true);
    const client = Sentry.getClient();
    expect(client?.getOptions()).toMatchObject({ tracesSampleRate: 1, environment: "production" });
    expect(client?.getIntegrationByName("OnUnhandledRejection")).toBeDefined();
    expect(client?.getIntegrationByName("OnUncaughtException")).toBeDefined();

    Sentry.captureException(new Error("kursus gagal dimuat"));
    await Sentry.flush(15_000); // generous: the suite may run beside other packages on 2 cores
    const envelope = received.find((r) => r.body.includes("kursus gagal dimuat"));
    expect(envelope?.url).toMatch(/^\/api\/1\/envelope\/\?.*sentry_key=public/);
    expect(envelope?.body).toContain('"environment":"production"');
  });
});
