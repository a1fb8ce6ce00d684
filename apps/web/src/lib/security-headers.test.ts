import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "../proxy";
import {
  AMPLITUDE_ORIGIN,
  cspSources,
  createNonce,
  isHttpsVisit,
  NON_PAGE_CSP,
  pageCsp,
  STATIC_SECURITY_HEADERS,
} from "./security-headers";

/** A CSP as directive → sources. */
function parse(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe("the page CSP", () => {
  const csp = parse(pageCsp({ nonce: "abc123", https: false }));

  it("runs scripts only with the nonce, and what they load (strict-dynamic), never inline or eval", () => {
    expect(csp.get("script-src")).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
    expect(csp.get("script-src")).not.toContain("'unsafe-eval'");
    expect(csp.has("script-src-elem")).toBe(false);
    expect(csp.has("script-src-attr")).toBe(false);
  });

  it("lets only this site frame the page, and no plugin, base or foreign form", () => {
    expect(csp.get("frame-ancestors")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
  });

  it("upgrades insecure requests only on https visits", () => {
    expect(csp.has("upgrade-insecure-requests")).toBe(false);
    expect(parse(pageCsp({ nonce: "n", https: true })).has("upgrade-insecure-requests")).toBe(true);
  });

  it("allows eval only for React's development build", () => {
    expect(parse(pageCsp({ nonce: "n", https: false, dev: true })).get("script-src")).toContain(
      "'unsafe-eval'",
    );
  });
});

describe("third-party hosts", () => {
  it("are allowed only for the adapters that are configured", () => {
    const none = parse(pageCsp({ nonce: "n", https: true, sources: cspSources({}) }));
    expect(none.get("connect-src")).toEqual(["'self'"]);
    expect(none.get("frame-src")).toEqual(["'none'"]);
    expect(none.get("form-action")).toEqual(["'self'"]);

    const all = parse(
      pageCsp({
        nonce: "n",
        https: true,
        sources: cspSources({
          searchNodes: "https://search-1.gurukita.id, https://search-2.gurukita.id:8443/ts",
          amplitudeKey: "0123456789abcdef",
          sentryDsn: "https://key@o1.ingest.sentry.io/42",
          videoPlayers: "https://video.gurukita.id",
          googleIssuer: "https://accounts.google.com",
          googleClientId: "client-1",
        }),
      }),
    );
    expect(all.get("connect-src")).toEqual([
      "'self'",
      "https://search-1.gurukita.id",
      "https://search-2.gurukita.id:8443",
      AMPLITUDE_ORIGIN,
      "https://o1.ingest.sentry.io",
    ]);
    expect(all.get("frame-src")).toEqual(["https://video.gurukita.id"]);
    expect(all.get("form-action")).toEqual(["'self'", "https://accounts.google.com"]);
    // a Google issuer without a client id is not configured sign-in
    expect(cspSources({ googleIssuer: "https://accounts.google.com" }).formAction).toEqual([]);
  });

  it("never lets a malformed setting widen the policy", () => {
    const s = cspSources({ searchNodes: "javascript:alert(1),, *", videoPlayers: "'unsafe-inline'" });
    expect(s.connect.every((o) => /^https?:\/\/[^\s;']+$/.test(o))).toBe(true);
    expect(s.frame.every((o) => /^https?:\/\/[^\s;']+$/.test(o))).toBe(true);
  });
});

describe("the fixed headers", () => {
  const headers = new Map(STATIC_SECURITY_HEADERS.map((h) => [h.key, h.value]));

  it("are the ones every response carries", () => {
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("permissions-policy")).toMatch(/(^|, )camera=\(\)/);
    expect(headers.get("permissions-policy")).toMatch(/(^|, )geolocation=\(\)/);
    expect(headers.get("permissions-policy")).toMatch(/(^|, )microphone=\(\)/);
  });

  it("hold no colon, which next.config would read as a path parameter", () => {
    for (const value of [...headers.values(), NON_PAGE_CSP]) expect(value).not.toContain(":");
  });

  it("let a non-page response run nothing and be framed by nobody else", () => {
    const csp = parse(NON_PAGE_CSP);
    expect(csp.get("default-src")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'self'"]);
  });
});

describe("nonces and https", () => {
  it("are fresh and unguessable per request", () => {
    const seen = new Set(Array.from({ length: 200 }, createNonce));
    expect(seen.size).toBe(200);
    for (const n of seen) expect(n).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it("reads the scheme from the front proxy, else from the URL", () => {
    const h = (v?: string) => new Headers(v ? { "x-forwarded-proto": v } : {});
    expect(isHttpsVisit(h("https"), "http://localhost:3000/")).toBe(true);
    expect(isHttpsVisit(h("https, http"), "http://localhost:3000/")).toBe(true);
    expect(isHttpsVisit(h("http"), "https://x/")).toBe(false);
    expect(isHttpsVisit(h(), "https://belajar.gurukita.id/")).toBe(true);
    expect(isHttpsVisit(h(), "http://localhost:3000/")).toBe(false);
  });
});

describe("proxy.ts on a page request", () => {
  const visit = (path: string, headers: Record<string, string> = {}) =>
    proxy(
      new NextRequest(`http://localhost:3000${path}`, { headers: { host: "localhost:3000", ...headers } }),
    );

  it("sends the page CSP and hands Next the same policy and its nonce", () => {
    const res = visit("/search?q=excel");
    const csp = res.headers.get("content-security-policy")!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    // the rewritten request carries the policy (Next puts the nonce on its scripts) and x-nonce (the layout)
    expect(res.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
    expect(res.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("uses a new nonce for every request", () => {
    const a = visit("/").headers.get("content-security-policy");
    const b = visit("/").headers.get("content-security-policy");
    expect(a).not.toBe(b);
  });

  it("adds HSTS on an https visit, to pages and to its redirects", () => {
    const page = visit("/", { "x-forwarded-proto": "https" });
    expect(page.headers.get("strict-transport-security")).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(page.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    const guard = visit("/my-class", { "x-forwarded-proto": "https" });
    expect(guard.status).toBe(307);
    expect(guard.headers.get("strict-transport-security")).toBeTruthy();
  });
});
