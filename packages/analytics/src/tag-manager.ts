import { toDataLayerEvent, type DataLayerEvent } from "./ga4";

/** Where the container script comes from, and what it and GA4 then talk to (the page's CSP, only when configured). */
export const GTM_ORIGIN = "https://www.googletagmanager.com";
/**
 * The hosts Google documents for a GTM container running GA4 (tagmanager/web/csp): the container script,
 * GA4's collection endpoints (regional sub-domains, hence the wildcards) and its pixel fallback.
 */
export const TAG_MANAGER_CSP = {
  script: ["https://*.googletagmanager.com"],
  connect: [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
  ],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
} as const;

const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

export function gtmScriptUrl(containerId: string): string {
  return `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
}

/** The part of the browser the adapter touches; tests hand in happy-dom's window. */
export interface TagManagerWindow {
  dataLayer?: unknown[];
  document: Pick<Document, "createElement" | "head" | "querySelector">;
}

export interface TagManagerOptions {
  /** tenant.json `tagManager.containerId`; without one every call does nothing. */
  containerId?: string | null;
  window?: TagManagerWindow;
  logger?: Pick<Console, "error">;
}

/**
 * Google Tag Manager with GA4-style pushes. `load()` adds the container script once (the page's CSP lets it in
 * through 'strict-dynamic', since our own trusted bundle inserts it); `push(event, props)` takes a product event
 * (EVENTS) and appends its GA4 entry to `window.dataLayer`. Without a container id, or outside a browser,
 * nothing is loaded and nothing is pushed.
 */
export function createTagManager(options: TagManagerOptions) {
  const win = options.window ?? (typeof window === "undefined" ? undefined : window);
  const id = options.containerId && CONTAINER_ID.test(options.containerId) ? options.containerId : null;
  const enabled = Boolean(id && win);
  const logger = options.logger ?? console;
  let lastPage: string | null = null;

  const layer = (): unknown[] => {
    const w = win as TagManagerWindow;
    w.dataLayer ??= [];
    return w.dataLayer;
  };

  return {
    enabled,

    /** Starts the container: the gtm.js start entry, then its script, once per page. */
    load(): void {
      if (!enabled) return;
      const src = gtmScriptUrl(id as string);
      const doc = (win as TagManagerWindow).document;
      if (doc.querySelector(`script[src="${src}"]`)) return;
      try {
        layer().push({ "gtm.start": Date.now(), event: "gtm.js" });
        const script = doc.createElement("script");
        script.async = true;
        script.src = src;
        doc.head.appendChild(script);
      } catch (error) {
        logger.error("[tag-manager] load failed", error);
      }
    },

    /** A product event as its GA4 entry; a second page_view of the same path (a login state settling) is dropped. */
    push(event: string, properties: Record<string, unknown> = {}): DataLayerEvent | null {
      if (!enabled) return null;
      const entry = toDataLayerEvent(event, properties);
      if (!entry) return null;
      if (entry.event === "page_view") {
        if (entry.page_path === lastPage) return null;
        lastPage = entry.page_path as string;
      }
      // GA4's ecommerce object is merged across pushes in the data layer; clearing it first keeps one
      // purchase's items out of the next
      if ("ecommerce" in entry) layer().push({ ecommerce: null });
      layer().push(entry);
      return entry;
    },
  };
}

export type TagManager = ReturnType<typeof createTagManager>;
