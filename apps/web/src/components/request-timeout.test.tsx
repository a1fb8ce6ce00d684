import { ANALYTICS } from "@gk/analytics";
import { REQUEST_TIMEOUT_MS } from "@gk/api-client";
import { startTestServer } from "@gk/api-client/testing";
import { fireEvent, screen } from "@testing-library/react";
import type { ServerResponse } from "node:http";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderPage, type TestApi } from "@/test/app";
import { useApp } from "./providers";

/** Something on a page that asks the API on a press, as every client form does. */
function AskApi() {
  const { api } = useApp();
  return (
    <button type="button" onClick={() => void api.request("courses", {}).catch(() => undefined)}>
      Muat
    </button>
  );
}

// The browser's API client against a real HTTP server that takes every request and never answers: after the
// request timeout (shortened here; the product's is 90 s) the visitor reads that it timed out, in their language.
describe("an API call that never gets an answer", () => {
  const held: ServerResponse[] = [];
  // the toast bar is a lazy chunk; compiling it on first use here takes longer than a toast stays up
  beforeAll(async () => void (await import("@gk/ui/toast")), 30_000);
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    for (const res of held.splice(0)) res.destroy();
    await close?.();
  });

  it("is 90 s in the product: the web's figure is the API client's default", () => {
    expect(ANALYTICS.requestTimeoutMs).toBe(90_000);
    expect(REQUEST_TIMEOUT_MS).toBe(ANALYTICS.requestTimeoutMs);
  });

  for (const [locale, text] of [
    ["id", "Server tidak menjawab dalam 2 detik. Periksa koneksimu, lalu coba lagi."],
    ["en", "The server did not answer within 2 seconds. Check your connection, then try again."],
  ] as const) {
    it(`says it timed out (${locale})`, { timeout: 30_000 }, async () => {
      const silent = await startTestServer((_req, res) => void held.push(res));
      close = silent.close;
      renderPage(<AskApi />, { api: silent as unknown as TestApi, locale, at: "/", requestTimeoutMs: 2_000 });
      fireEvent.click(await screen.findByRole("button", { name: "Muat" }));
      expect(await screen.findByText(text, {}, { timeout: 5_000 })).toBeTruthy();
      expect(silent.seen.map((r) => r.url)).toContain("/api/gk/courses");
    });
  }
});
