import { describe, expect, it } from "vitest";
import { mapEmbedOrigin, mapEmbedUrl, mapSettingsSchema, tagManagerSettingsSchema } from "./adapters";
import { getSite } from "./registry";
import { siteConfigSchema } from "./schema";

const office = { address: { id: "Kantor", en: "Office" }, lat: -8.0503, lon: 111.7086 };

describe("the map of a site's office", () => {
  it("fills OpenStreetMap's embed by default, with a box around the point and its marker", () => {
    const url = new URL(mapEmbedUrl(mapSettingsSchema.parse(office)));
    expect(url.origin).toBe("https://www.openstreetmap.org");
    expect(url.pathname).toBe("/export/embed.html");
    expect(url.searchParams.get("marker")).toBe("-8.0503,111.7086");
    const [west, south, east, north] = url.searchParams.get("bbox")!.split(",").map(Number);
    expect(west).toBeLessThan(111.7086);
    expect(east).toBeGreaterThan(111.7086);
    expect(south).toBeLessThan(-8.0503);
    expect(north).toBeGreaterThan(-8.0503);
  });

  it("takes another provider's template, whose origin is the one the CSP allows", () => {
    const map = mapSettingsSchema.parse({
      ...office,
      zoom: 12,
      embedUrl: "https://maps.example.id/embed?q={lat},{lon}&z={zoom}",
    });
    expect(mapEmbedUrl(map)).toBe("https://maps.example.id/embed?q=-8.0503,111.7086&z=12");
    expect(mapEmbedOrigin(map)).toBe("https://maps.example.id");
    expect(mapEmbedOrigin(undefined)).toBeNull();
  });

  it("refuses a template that is not https, names another placeholder or has no plain host", () => {
    for (const embedUrl of [
      "http://maps.example.id/e?q={lat}",
      "https://maps.example.id/e?q={address}",
      "https://*.example.id/e",
      "javascript:alert(1)",
    ]) {
      expect(mapSettingsSchema.safeParse({ ...office, embedUrl }).success, embedUrl).toBe(false);
    }
  });
});

describe("the tag manager and analytics settings", () => {
  it("accept a GTM container id only", () => {
    expect(tagManagerSettingsSchema.safeParse({ containerId: "GTM-AB12CD3" }).success).toBe(true);
    expect(tagManagerSettingsSchema.safeParse({ containerId: "G-AB12CD3" }).success).toBe(false);
    expect(tagManagerSettingsSchema.safeParse({ containerId: "GTM-x'; script" }).success).toBe(false);
  });

  it("are optional and strict in tenant.json", () => {
    const base = getSite("general")!;
    const { manifest: _m, theme: _t, ...raw } = base;
    expect(siteConfigSchema.safeParse(raw).success).toBe(true);
    const bad = siteConfigSchema.safeParse({
      ...raw,
      analytics: { sessionRecording: { sampleRate: 1.5 } },
    });
    expect(bad.success).toBe(false);
    const good = siteConfigSchema.parse({
      ...raw,
      tagManager: { containerId: "GTM-AB12CD3" },
      analytics: { sessionRecording: { idleMinutes: 10, maxHours: 2, sampleRate: 0.1 } },
    });
    expect(good.tagManager?.containerId).toBe("GTM-AB12CD3");
    expect(good.analytics?.sessionRecording?.sampleRate).toBe(0.1);
  });

  it("trenggalek shows its office on a map", () => {
    expect(getSite("trenggalek")?.map?.address.id).toMatch(/Trenggalek/);
  });
});
