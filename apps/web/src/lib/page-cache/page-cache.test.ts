import { describe, expect, it } from "vitest";
import { PageBytes } from "./answer";
import { createHotPages } from "./hot-pages";
import { isCacheableVisit, pageCacheKey, type Visit } from "./policy";

const visit = (over: Partial<Visit> & { header?: Record<string, string> } = {}): Visit => ({
  method: "GET",
  pathname: "/trenggalek/id/course/dasar-excel",
  search: "",
  hasToken: false,
  headers: new Headers(over.header ?? {}),
  ...over,
});

describe("which visits the page cache answers", () => {
  it("answers a site's home and a course page, in either language, for a visitor without a session", () => {
    for (const pathname of [
      "/general/id",
      "/trenggalek/en",
      "/general/id/course/x",
      "/kemenkes/en/course/y",
    ]) {
      expect(isCacheableVisit(visit({ pathname })), pathname).toBe(true);
    }
  });

  it("leaves every other visit to the page itself", () => {
    expect(isCacheableVisit(visit({ hasToken: true }))).toBe(false);
    expect(isCacheableVisit(visit({ search: "?ref=ABC123" }))).toBe(false);
    expect(isCacheableVisit(visit({ method: "POST" }))).toBe(false);
    expect(isCacheableVisit(visit({ method: "HEAD" }))).toBe(false);
    // Next's own navigations ask for the React payload, not the HTML
    expect(isCacheableVisit(visit({ header: { rsc: "1" } }))).toBe(false);
    expect(isCacheableVisit(visit({ header: { "next-router-prefetch": "1" } }))).toBe(false);
    for (const pathname of [
      "/general/id/course/x/learn/0b3c",
      "/general/id/search",
      "/general/id/dashboard",
      "/general/id/course",
      "/general/fr/course/x",
    ]) {
      expect(isCacheableVisit(visit({ pathname })), pathname).toBe(false);
    }
  });

  it("keys a page by scheme and the rewritten path (site, referral, language, page)", () => {
    expect(pageCacheKey("/general/id/course/x", false)).toBe("http:/general/id/course/x");
    expect(pageCacheKey("/general/id/course/x", true)).not.toBe(pageCacheKey("/general/id/course/x", false));
  });
});

describe("a stored page sent with this answer's nonce", () => {
  const placeholder = "gkphTESTplaceholder0000";
  const html =
    `<script nonce="${placeholder}">a()</script><p>Kursus — Dasar Ékonomi</p>` +
    `<script nonce="${placeholder}" src="/x.js"></script>{"nonce":"${placeholder}"}`;

  it("carries the nonce wherever the placeholder was, and nothing else changes", () => {
    const page = PageBytes.of(html, null, placeholder);
    const sent = new TextDecoder().decode(page.withNonce("n0nce+/A=="));
    expect(sent).toBe(html.replaceAll(placeholder, "n0nce+/A=="));
    expect(sent).not.toContain(placeholder);
    // two answers, two nonces, from the same stored bytes
    expect(new TextDecoder().decode(page.withNonce("other"))).toContain('nonce="other"');
    expect(page.byteLength).toBe(new TextEncoder().encode(html.replaceAll(placeholder, "")).byteLength);
  });

  it("sends the render's preload header with the same nonce", () => {
    const link = `</f.woff2>; rel=preload; as="font"; nonce="${placeholder}", </a.css>; rel=preload; nonce="${placeholder}"`;
    const page = PageBytes.of(html, link, placeholder);
    expect(page.linkWithNonce("abc")).toBe(link.replaceAll(placeholder, "abc"));
    expect(PageBytes.of(html, null, placeholder).linkWithNonce("abc")).toBeNull();
  });

  it("keeps a page without any placeholder as it is", () => {
    const page = PageBytes.of("<p>tanpa skrip</p>", null, placeholder);
    expect(new TextDecoder().decode(page.withNonce("n"))).toBe("<p>tanpa skrip</p>");
  });
});

describe("the pages kept in memory", () => {
  const page = (n: number) => PageBytes.of("x".repeat(n), null, "gkph");

  it("lets the least recently used pages go when over the size bound", () => {
    const hot = createHotPages(250, 60_000);
    hot.set("a", page(100));
    hot.set("b", page(100));
    expect(hot.get("a")).toBeDefined(); // a is now the most recently used
    hot.set("c", page(100));
    expect(hot.get("b")).toBeUndefined();
    expect(hot.get("a")).toBeDefined();
    expect(hot.get("c")).toBeDefined();
  });

  it("forgets a page after its lifetime", async () => {
    const hot = createHotPages(1_000, 30);
    hot.set("a", page(10));
    expect(hot.get("a")).toBeDefined();
    await new Promise((r) => setTimeout(r, 60));
    expect(hot.get("a")).toBeUndefined();
  });
});
