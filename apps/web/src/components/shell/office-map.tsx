"use client";

import { useTranslations } from "@gk/i18n/client";
import { Button } from "@gk/ui/button";
import { useState, type ReactNode } from "react";

/** The provider's name as the visitor knows it: OpenStreetMap by default, else the embed's host. */
export function mapProviderName(embedUrl: string): string {
  const host = new URL(embedUrl).hostname;
  return /(^|\.)openstreetmap\.org$/.test(host) ? "OpenStreetMap" : host.replace(/^www\./, "");
}

/**
 * The site's office on a map, behind consent: until the visitor presses "Show map" this is a static box that
 * loads nothing from the provider (no request, so no IP address or cookie reaches it); the press loads the
 * provider's embed. The choice holds for this page view only.
 */
export function OfficeMap({
  address,
  embedUrl,
  icon,
}: {
  address: string;
  embedUrl: string;
  /** the consent box's pin, rendered by the server (no icon library in the browser) */
  icon?: ReactNode;
}) {
  const t = useTranslations("common");
  const [shown, setShown] = useState(false);
  const provider = mapProviderName(embedUrl);
  return (
    <div className="aspect-[4/3] w-full max-w-sm overflow-hidden rounded-card border border-line bg-surface">
      {shown ? (
        <iframe
          src={embedUrl}
          title={t("maps.frameTitle", { address })}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          // the provider's page may run its map script, and nothing more: no navigating this tab, no forms
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          className="size-full border-0"
        />
      ) : (
        <div
          className="flex size-full flex-col items-center justify-center gap-3 p-4 text-center"
          data-testid="map-consent"
        >
          {icon}
          <p className="text-sm text-ink-muted">{t("maps.consent", { provider })}</p>
          <Button variant="secondary" size="sm" onClick={() => setShown(true)}>
            {t("maps.show")}
          </Button>
        </div>
      )}
    </div>
  );
}
