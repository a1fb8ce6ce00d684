"use client";

import type { SearchKey } from "@gk/contracts";
import { useEffect, useState, type ComponentType, type ReactNode } from "react";
import type { SearchState, SearchVocabulary } from "@/lib/search-state";
import { useApp } from "../providers";
import type { LiveLabels } from "./live-results";
import type { LiveProps } from "./live-instantsearch";

export type LiveSearchProps = {
  initial: SearchState;
  base: string;
  locale: "id" | "en";
  labels: LiveLabels;
  names: Record<string, string>;
  /** the sorts and categories the contracts allow, to read the URL in the browser */
  vocabulary: SearchVocabulary;
  fallback: ReactNode;
};

/** What counts as the visitor turning to the page: then the browser search is fetched. */
const INTENT_EVENTS = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "scroll", "wheel"] as const;

/**
 * The browser half of the search page (spec §2, issue 7 item 5). The server render (`fallback`) is the first
 * paint and a working page on its own (every control a link or a GET form). When the visitor first turns to the
 * page (a pointer, a key, focus, scroll), the search key and react-instantsearch (a chunk of its own, ~100 kB)
 * are fetched; once the browser's own first search answers, the live UI takes the server list's place. The
 * first load carries none of it, and a page nobody touches never pays for it. The URL keeps the server's
 * parameters (lib/search-state), so a search made here reloads and shares as the same server-rendered page.
 */
export function LiveSearch(props: LiveSearchProps) {
  const { api } = useApp();
  const [wanted, setWanted] = useState(false);
  const [live, setLive] = useState<{ key: SearchKey; Live: ComponentType<LiveProps> } | null>(null);

  useEffect(() => {
    const opts = { capture: true, passive: true } as const;
    const wake = () => setWanted(true);
    // the visitor may have scrolled before the page hydrated (user activation is no sign: a navigation by a
    // script or a test harness counts as one)
    if (window.scrollY > 0) wake();
    for (const e of INTENT_EVENTS) window.addEventListener(e, wake, opts);
    return () => {
      for (const e of INTENT_EVENTS) window.removeEventListener(e, wake, opts);
    };
  }, []);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    Promise.all([api.request("searchKey", {}), import("./live-instantsearch")]).then(
      ([r, m]) => current && r.data.nodes.length > 0 && setLive({ key: r.data, Live: m.Live }),
      // no key (API down, older API) or no chunk: the server render keeps working on its own
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, api]);

  if (!live) return <>{props.fallback}</>;
  return <live.Live {...props} searchKey={live.key} />;
}
