"use client";

import { Button } from "@gk/ui/button";
import { useState, type ReactNode } from "react";

/**
 * The office map's one interactive part: the consent box (its words and pin rendered by the server, `children`)
 * with the "Show map" button, replaced by the provider's embed on the press. The choice holds for this page
 * view only.
 */
export function MapReveal({
  src,
  title,
  showLabel,
  children,
}: {
  src: string;
  title: string;
  showLabel: string;
  children: ReactNode;
}) {
  const [shown, setShown] = useState(false);
  if (shown)
    return (
      <iframe
        src={src}
        title={title}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        // the provider's page may run its map script, and nothing more: no navigating this tab, no forms
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        className="size-full border-0"
      />
    );
  return (
    <div
      className="flex size-full flex-col items-center justify-center gap-3 p-4 text-center"
      data-testid="map-consent"
    >
      {children}
      <Button variant="secondary" size="sm" onClick={() => setShown(true)}>
        {showLabel}
      </Button>
    </div>
  );
}
