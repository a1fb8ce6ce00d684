import type { ReactNode } from "react";
import { MapReveal } from "./map-reveal";

/** The provider's name as the visitor knows it: OpenStreetMap by default, else the embed's host. */
export function mapProviderName(embedUrl: string): string {
  const host = new URL(embedUrl).hostname;
  return /(^|\.)openstreetmap\.org$/.test(host) ? "OpenStreetMap" : host.replace(/^www\./, "");
}

/** The office map's words in the page's language (`common.maps`), read by the server. */
export interface OfficeMapLabels {
  /** "The map is loaded from {provider} …" */
  consent: string;
  /** "Show map" */
  show: string;
  /** the embed's accessible name, with the address */
  frameTitle: string;
}

/**
 * The site's office on a map, behind consent: until the visitor presses "Show map" this is a static box that
 * loads nothing from the provider (no request, so no IP address or cookie reaches it); the press loads the
 * provider's embed. Rendered by the server: only the press and the embed (`MapReveal`) run in the browser.
 */
export function OfficeMap({
  embedUrl,
  labels,
  icon,
}: {
  embedUrl: string;
  labels: OfficeMapLabels;
  /** the consent box's pin, rendered by the server (no icon library in the browser) */
  icon?: ReactNode;
}) {
  return (
    <div className="aspect-[4/3] w-full max-w-sm overflow-hidden rounded-card border border-line bg-surface">
      <MapReveal src={embedUrl} title={labels.frameTitle} showLabel={labels.show}>
        {icon}
        <p className="text-sm text-ink-muted">{labels.consent}</p>
      </MapReveal>
    </div>
  );
}
