import { z } from "zod";

/**
 * Per-site settings of the optional third-party adapters (tag manager, map embed, session recording). Each is
 * optional: a site without it loads nothing from that third party and the product works in full.
 */

/**
 * Google Tag Manager. `containerId` is the public id of the site's container (`GTM-XXXXXXX`); with it the web
 * loads the container script and pushes GA4-style events to `window.dataLayer`. Without it: nothing.
 */
export const tagManagerSettingsSchema = z
  .object({
    containerId: z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, "must be a container id such as GTM-AB12CD3"),
  })
  .strict();
export type TagManagerSettings = z.output<typeof tagManagerSettingsSchema>;

/** OpenStreetMap's embed page: free, no key. `{bbox}` is west,south,east,north around the point. */
export const DEFAULT_MAP_EMBED_URL =
  "https://www.openstreetmap.org/export/embed.html?bbox={bbox}&layer=mapnik&marker={lat},{lon}";

const MAP_PLACEHOLDERS = ["lat", "lon", "zoom", "bbox"] as const;

/**
 * The office of the site's organisation, shown in the footer as its address with a map that loads only after
 * the visitor agrees. `embedUrl` is the provider's embed URL with `{lat}`, `{lon}`, `{zoom}` and `{bbox}`
 * placeholders (https only); unset, OpenStreetMap's embed.
 */
export const mapSettingsSchema = z
  .object({
    address: z.object({ id: z.string().min(1), en: z.string().min(1) }).strict(),
    lat: z.number().min(-90).max(90),
    lon: z.number().min(-180).max(180),
    zoom: z.number().int().min(1).max(19).default(16),
    embedUrl: z
      .string()
      .regex(
        /^https:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+\/[^\s"'<>]*$/i,
        "must be an https URL of a plain host name (placeholders {lat} {lon} {zoom} {bbox})",
      )
      .refine(
        (url) =>
          [...url.matchAll(/\{([^}]*)\}/g)].every((m) =>
            (MAP_PLACEHOLDERS as readonly string[]).includes(m[1]!),
          ),
        "only the placeholders {lat}, {lon}, {zoom} and {bbox} are allowed",
      )
      .optional(),
  })
  .strict();
export type MapSettings = z.output<typeof mapSettingsSchema>;

/**
 * Session recording of the product analytics (Amplitude), overriding the defaults of @gk/analytics (idle 30
 * minutes, at most 24 hours, sampled at 0 %: off). `sampleRate` is the share of sessions recorded (0–1).
 */
export const analyticsSettingsSchema = z
  .object({
    sessionRecording: z
      .object({
        idleMinutes: z
          .number()
          .int()
          .min(1)
          .max(24 * 60)
          .optional(),
        maxHours: z.number().int().min(1).max(24).optional(),
        sampleRate: z.number().min(0).max(1).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type AnalyticsSettings = z.output<typeof analyticsSettingsSchema>;

/** Degrees of latitude/longitude around the point for a zoom level: about the width of a 640 px wide map. */
function span(zoom: number): number {
  return 360 / 2 ** zoom;
}

const fixed = (n: number) => n.toFixed(5).replace(/\.?0+$/, "");

/** The embed URL of a site's map: its provider's template with the point filled in. */
export function mapEmbedUrl(map: MapSettings): string {
  const half = span(map.zoom);
  const bbox = [map.lon - half, map.lat - half / 2, map.lon + half, map.lat + half / 2].map(fixed).join(",");
  const values: Record<(typeof MAP_PLACEHOLDERS)[number], string> = {
    lat: fixed(map.lat),
    lon: fixed(map.lon),
    zoom: String(map.zoom),
    bbox,
  };
  return (map.embedUrl ?? DEFAULT_MAP_EMBED_URL).replace(
    /\{(lat|lon|zoom|bbox)\}/g,
    (_m, name: keyof typeof values) => encodeURIComponent(values[name]).replace(/%2C/g, ","),
  );
}

/** The origin the map frame loads from (the page's CSP frame-src), or null without a map. */
export function mapEmbedOrigin(map: MapSettings | undefined): string | null {
  if (!map) return null;
  return new URL(map.embedUrl ?? DEFAULT_MAP_EMBED_URL).origin;
}
