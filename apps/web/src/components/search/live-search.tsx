"use client";

import type { SearchKey } from "@gk/contracts";
import { useRouter } from "next/navigation";
import { useEffect, useState, type ComponentType } from "react";
import { useApp } from "../providers";
import type { LiveProps, LiveSearchProps } from "./live-types";

/** What counts as the visitor turning to the page: then the browser search is fetched. */
const INTENT_EVENTS = [
  "pointerdown",
  "pointermove",
  "touchstart",
  "keydown",
  "focusin",
  "scroll",
  "wheel",
] as const;

/**
 * The browser half of the search page. The server render (`fallback`) is the first paint and a
 * working page on its own (every control a link or a GET form). When the visitor first turns to the page (a
 * pointer, a key, focus, scroll), the search key and react-instantsearch (a chunk of its own, ~100 kB) are
 * fetched; once the browser's own first search answers, the live UI takes the server list's place. The first
 * load carries none of it, and a page nobody touches never pays for it. The URL keeps the server's parameters
 * (lib/search-state), so a search made here reloads and shares as the same server-rendered page.
 *
 * Back to a search the browser made (a sort, a filter, load more) shows the server list of the page's first
 * render, which is not that search: then the browser search is fetched at once, and without it the server
 * renders the URL's search again.
 */
export function LiveSearch(props: LiveSearchProps) {
  const { api } = useApp();
  const router = useRouter();
  const [wanted, setWanted] = useState(false);
  const [stale, setStale] = useState(false);
  const [live, setLive] = useState<{ key: SearchKey; Live: ComponentType<LiveProps> } | null>(null);

  useEffect(() => {
    let current = true;
    const query = new URLSearchParams(window.location.search);
    // the address differs from the rendered search's query string: the browser may have made another search
    // here (a sort, a filter, load more) and come back to this render. The parser, fetched only then, decides.
    if (query.toString() !== props.renderedQuery)
      void import("@/lib/search-state").then(
        ({ parseSearchStateWith, rawFromSearchParams, sameSearch }) => {
          const fromUrl = parseSearchStateWith(rawFromSearchParams(query), props.vocabulary);
          if (current && !sameSearch(fromUrl, props.initial, true)) {
            setStale(true);
            setWanted(true);
          }
        },
        () => {
          // no parser (a dropped chunk): the live search still takes over on the visitor's first move
        },
      );
    const opts = { capture: true, passive: true } as const;
    const wake = () => setWanted(true);
    // the visitor may have scrolled before the page hydrated (user activation is no sign: a navigation by a
    // script or a test harness counts as one)
    if (window.scrollY > 0) wake();
    for (const e of INTENT_EVENTS) window.addEventListener(e, wake, opts);
    return () => {
      current = false;
      for (const e of INTENT_EVENTS) window.removeEventListener(e, wake, opts);
    };
    // the server's first state only: later URL changes are the live UI's own
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    Promise.all([api.request("searchKey", {}), import("./live-instantsearch")]).then(
      ([r, m]) => {
        if (!current) return;
        if (r.data.nodes.length > 0) setLive({ key: r.data, Live: m.Live });
        else if (stale) router.refresh();
      },
      // no key (API down, older API) or no chunk: the server render keeps working on its own, for the URL's search
      () => {
        if (current && stale) router.refresh();
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, stale, api, router]);

  // a server list of another search is shown dimmed and cannot be clicked until the URL's search replaces it
  const fallback = stale ? (
    <div inert className="opacity-60">
      {props.fallback}
    </div>
  ) : (
    props.fallback
  );
  if (!live) return <>{fallback}</>;
  return <live.Live {...props} fallback={fallback} searchKey={live.key} />;
}
