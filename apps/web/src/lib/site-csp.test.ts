import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "../proxy";
import { NO_EXTRA_SOURCES, pageCsp, withSiteSources } from "./security-headers";

/** A CSP as directive → sources. */
const parse = (csp: string) =>
  new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );

const office = { address: { id: "Kantor", en: "Office" }, lat: -8.05, lon: 111.7, zoom: 16 };

describe("a site's own adapters in its page CSP", () => {
  it("add nothing for a site without a tag manager or a map", () => {
    expect(withSiteSources(NO_EXTRA_SOURCES, {})).toBe(NO_EXTRA_SOURCES);
    const csp = parse(
      pageCsp({ nonce: "n", https: true, sources: withSiteSources(NO_EXTRA_SOURCES, undefined) }),
    );
    expect(csp.get("script-src")).toEqual(["'self'", "'nonce-n'", "'strict-dynamic'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.get("frame-src")).toEqual(["'none'"]);
  });

  it("a container id adds Google Tag Manager's and GA4's hosts, and no frame", () => {
    const csp = parse(
      pageCsp({
        nonce: "n",
        https: true,
        sources: withSiteSources(NO_EXTRA_SOURCES, { tagManager: { containerId: "GTM-AB12CD3" } }),
      }),
    );
    expect(csp.get("script-src")).toContain("https://*.googletagmanager.com");
    expect(csp.get("connect-src")).toEqual([
      "'self'",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    ]);
    expect(csp.get("img-src")).toContain("https://*.google-analytics.com");
    expect(csp.get("frame-src")).toEqual(["'none'"]);
  });

  it("a map adds only its provider's origin to frame-src", () => {
    const osm = withSiteSources(NO_EXTRA_SOURCES, { map: office });
    expect(osm.frame).toEqual(["https://www.openstreetmap.org"]);
    expect(osm.connect).toEqual([]);
    const own = withSiteSources(
      { ...NO_EXTRA_SOURCES, frame: ["https://video.gurukita.id"] },
      { map: { ...office, embedUrl: "https://maps.example.id/embed?q={lat},{lon}" } },
    );
    expect(own.frame).toEqual(["https://video.gurukita.id", "https://maps.example.id"]);
  });

  it("are applied per site by the proxy: Trenggalek's map, nothing on the general site", () => {
    const frameSrc = (host: string) =>
      parse(
        proxy(new NextRequest(`http://${host}/`, { headers: { host } })).headers.get(
          "content-security-policy",
        ) ?? "",
      ).get("frame-src");
    expect(frameSrc("trenggalek.localhost:3000")).toContain("https://www.openstreetmap.org");
    expect(frameSrc("localhost:3000")).not.toContain("https://www.openstreetmap.org");
  });
});
