import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { HSTS, STATIC_SECURITY_HEADERS } from "../security-headers";
import { PageBytes } from "./answer";
import { acceptsGzip, frontAnswer, rememberVisit, type FrontRequest } from "./front";
import { hotPages, pagesChanged } from "./hot-pages";
import { pagePlaceholder } from "./placeholder";

/**
 * The front answers, before Next, exactly the visits the proxy would answer from its memory: same scheme, host
 * and path, a plain GET without a session, a query or Next's navigation headers, while the page is in memory.
 */

const KEY = "http:/general/id/course/dasar-excel";
const HOST = "localhost:3000";
const PATH = "/course/dasar-excel";

function storePage(key = KEY): PageBytes {
  const p = pagePlaceholder();
  const page = PageBytes.of(
    `<script nonce="${p}">a()</script><h1>Dasar Excel</h1>`,
    `</f.woff2>; rel=preload; nonce="${p}"`,
  );
  hotPages().set(key, page);
  return page;
}

const csp = (nonce: string) => `script-src 'nonce-${nonce}' 'strict-dynamic'`;

function request(over: Partial<FrontRequest> & { header?: Record<string, string> } = {}): FrontRequest {
  return { method: "GET", url: PATH, ...over, headers: { host: HOST, ...over.header } };
}

const html = (answer: { body: Uint8Array } | null) => new TextDecoder().decode(answer?.body);

afterEach(() => pagesChanged());

describe("the page cache's front", () => {
  it("answers a visit the proxy sent to the page cache, each time with its own nonce everywhere", () => {
    storePage();
    rememberVisit({ https: false, host: HOST, path: PATH }, { key: KEY, csp });
    const a = frontAnswer(request());
    const b = frontAnswer(request());
    expect(a?.status).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(a!.headers["content-security-policy"]!)![1]!;
    expect(html(a)).toBe(`<script nonce="${nonce}">a()</script><h1>Dasar Excel</h1>`);
    expect(a!.headers.link).toBe(`</f.woff2>; rel=preload; nonce="${nonce}"`);
    expect(html(a)).not.toContain(pagePlaceholder());
    expect(b!.headers["content-security-policy"]).not.toBe(a!.headers["content-security-policy"]);
    expect(a!.headers["x-gk-page-cache"]).toBe("front");
    // what Next adds to its own answers, since this one never passes through it
    for (const { key, value } of STATIC_SECURITY_HEADERS) expect(a!.headers[key]).toBe(value);
    expect(a!.headers["strict-transport-security"]).toBeUndefined();
    expect(a!.headers["cache-control"]).toContain("no-store");
  });

  it("leaves every visit it was not told of to Next", () => {
    // a page of its own: the visits the front knows outlive a test (they are fixed per process)
    const path = "/course/dasar-word";
    const key = "http:/general/id/course/dasar-word";
    storePage(key);
    const visit = (over: Parameters<typeof request>[0] = {}) => request({ url: path, ...over });
    expect(frontAnswer(visit())).toBeNull();
    rememberVisit({ https: false, host: HOST, path }, { key, csp });
    // another host, another path, another scheme
    expect(frontAnswer(visit({ header: { host: "trenggalek.localhost:3000" } }))).toBeNull();
    expect(frontAnswer(visit({ url: "/en/course/dasar-excel" }))).toBeNull();
    expect(frontAnswer(visit({ header: { "x-forwarded-proto": "https" } }))).toBeNull();
    // the proxy's rules: GET only, no query, no session, not a navigation of Next's
    expect(frontAnswer(visit({ method: "HEAD" }))).toBeNull();
    expect(frontAnswer(visit({ method: "POST" }))).toBeNull();
    expect(frontAnswer(visit({ url: `${path}?ref=ABC123` }))).toBeNull();
    expect(frontAnswer(visit({ url: `${path}?` }))).toBeNull();
    expect(frontAnswer(visit({ header: { rsc: "1" } }))).toBeNull();
    expect(frontAnswer(visit({ header: { "next-router-prefetch": "1" } }))).toBeNull();
    // the cache's own render of the page goes to Next, whatever the memory holds (kept, the front's answer
    // would put one visitor's nonce into every later answer)
    expect(frontAnswer(visit({ header: { "x-gk-page-mark": pagePlaceholder() } }))).toBeNull();
    expect(frontAnswer(visit({ header: { "x-gk-page-mark": "anything" } }))).toBeNull();
    expect(frontAnswer(visit({ header: { cookie: "theme=dark; token=abc" } }))).toBeNull();
    // any non-empty session cookie counts, whichever of two Next would read
    expect(frontAnswer(visit({ header: { cookie: "token=; token=abc" } }))).toBeNull();
    // a cookie that is not the session changes nothing
    expect(frontAnswer(visit({ header: { cookie: "theme=dark; token=" } }))).not.toBeNull();
    expect(frontAnswer(visit())).not.toBeNull();
  });

  it("reads the host and scheme the reverse proxy forwards, as the proxy does", () => {
    storePage("https:/trenggalek/id/course/dasar-excel");
    rememberVisit(
      { https: true, host: "trenggalek.gurukita.id", path: PATH },
      { key: "https:/trenggalek/id/course/dasar-excel", csp },
    );
    const answer = frontAnswer(
      request({ header: { "x-forwarded-host": "trenggalek.gurukita.id", "x-forwarded-proto": "https" } }),
    );
    expect(html(answer)).toContain("Dasar Excel");
    expect(answer!.headers["strict-transport-security"]).toBe(HSTS);
    expect(frontAnswer(request({ header: { "x-forwarded-host": "trenggalek.gurukita.id" } }))).toBeNull();
  });

  it("sends the next visit to Next once the catalogue changed", () => {
    storePage();
    rememberVisit({ https: false, host: HOST, path: PATH }, { key: KEY, csp });
    expect(frontAnswer(request())).not.toBeNull();
    pagesChanged();
    expect(frontAnswer(request())).toBeNull();
    // rendered again and kept by the route handler: the front answers it again
    storePage();
    expect(html(frontAnswer(request()))).toContain("Dasar Excel");
  });

  it("sends the page gzipped ahead to a browser that takes gzip, once that copy is made", async () => {
    const page = storePage();
    rememberVisit({ https: false, host: HOST, path: PATH }, { key: KEY, csp });
    const gzipVisit = request({ header: { "accept-encoding": "gzip, deflate, br, zstd" } });
    // not made yet: Next answers this one (and compresses it itself)
    expect(frontAnswer(gzipVisit)).toBeNull();
    await page.gzipReady;
    const answer = frontAnswer(gzipVisit)!;
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    const nonce = /'nonce-([^']+)'/.exec(answer.headers["content-security-policy"]!)![1]!;
    expect(gunzipSync(answer.body).toString("utf8")).toBe(
      `<script nonce="${nonce}">a()</script><h1>Dasar Excel</h1>`,
    );
    // a browser that refuses gzip gets the bytes as they are
    const plain = frontAnswer(request({ header: { "accept-encoding": "gzip;q=0, br" } }))!;
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(html(plain)).toContain("Dasar Excel");
  });

  it("reads Accept-Encoding as HTTP does", () => {
    expect(acceptsGzip("gzip")).toBe(true);
    expect(acceptsGzip("br, GZIP;q=0.5")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("gzip;q=0.000, *")).toBe(false);
    expect(acceptsGzip("br, deflate")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
