import type { ServerResponse } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClient, REQUEST_TIMEOUT_MS } from "./client";
import { ApiTimeoutError, isApiError, isApiTimeout } from "./errors";
import { startTestServer } from "./test-server";

// A real HTTP server on 127.0.0.1 that takes the request and never answers (or never finishes the body):
// the client gives up after its timeout. The tests inject a short timeout; the default is 90 s.
const held: ServerResponse[] = [];
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  for (const res of held.splice(0)) res.destroy();
  await close?.();
  close = undefined;
  vi.useRealTimers();
});

async function silentServer(how: "no-answer" | "no-body-end") {
  const server = await startTestServer((_req, res) => {
    held.push(res);
    if (how === "no-body-end") {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"data":');
    }
  });
  close = server.close;
  return server;
}

describe("the request timeout", () => {
  it("is 90 s by default", () => {
    expect(REQUEST_TIMEOUT_MS).toBe(90_000);
  });

  it("aborts a call the server never answers, as an ApiTimeoutError, and tells onTimeout", async () => {
    const server = await silentServer("no-answer");
    const timeouts: ApiTimeoutError[] = [];
    const client = createApiClient({
      baseUrl: server.url,
      // long enough for Node to load its fetch on the first call and send the request
      timeoutMs: 600,
      onTimeout: (e) => void timeouts.push(e),
    });
    const started = Date.now();
    const error = await client.request("profile").catch((e: unknown) => e);
    expect(isApiTimeout(error)).toBe(true);
    expect(isApiError(error)).toBe(false);
    expect((error as ApiTimeoutError).timeoutMs).toBe(600);
    expect((error as ApiTimeoutError).url).toBe(`${server.url}/profile`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(590);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(timeouts).toHaveLength(1);
    expect(server.seen).toHaveLength(1);
  });

  it("covers the body too: headers without the rest of the answer time out", async () => {
    const server = await silentServer("no-body-end");
    const client = createApiClient({ baseUrl: server.url, timeoutMs: 600 });
    await expect(client.request("profile")).rejects.toBeInstanceOf(ApiTimeoutError);
  });

  it("leaves the caller's own abort an abort, not a timeout", async () => {
    const server = await silentServer("no-answer");
    const timeouts: unknown[] = [];
    const client = createApiClient({
      baseUrl: server.url,
      timeoutMs: 5_000,
      onTimeout: (e) => void timeouts.push(e),
    });
    const controller = new AbortController();
    const call = client.request("profile", undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await call.catch((e: unknown) => e);
    expect(isApiTimeout(error)).toBe(false);
    expect((error as Error).name).toBe("AbortError");
    expect(timeouts).toEqual([]);
  });

  it("a client without a timeout setting aborts at 90 s, not before", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const client = createApiClient({
      baseUrl: "http://127.0.0.1:9",
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    });
    const call = client.request("profile").catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(89_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expect(isApiTimeout(await call)).toBe(true);
  });
});
