"use client";

import { useLayoutEffect } from "react";
import type * as KeeperModule from "./scroll-memory-keeper";
import { PLACES_STORE, placeKey, placeNow } from "./scroll-place";

/**
 * Back from a course lands where the learner was in the results, not at the top. The position and the number
 * of cards on screen are kept per results URL. Coming back by back/forward, the page waits until the list is
 * as long again and then scrolls there. The browser's own restoration cannot do it: it scrolls before the list
 * is rendered and lands short, at the top.
 *
 * The work is in `scroll-memory-keeper.ts`, fetched only once there is a place to keep or restore: the learner
 * scrolls, comes back, or has kept places in this tab before. A first visit that reads the top of the results
 * does not load it.
 */

/** How long after a back/forward a search page that mounts is a return. */
const RETURN_MS = 10_000;

// A back/forward makes the search page that mounts in the next moments a return (the router may mount it more
// than once while it restores it); any click (a link, a course card) ends that, so a search page reached by a
// link starts at its top as usual.
let returnedAt = Number.NEGATIVE_INFINITY;
let firstMount = true;

type Keeper = typeof KeeperModule;
let keeper: Promise<Keeper> | undefined;
let loaded: Keeper | undefined;
const loadKeeper = () =>
  (keeper ??= import("./scroll-memory-keeper").then(
    (m) => (loaded = m),
    (error: unknown) => {
      // a dropped chunk is asked for again by the next scroll or return, not cached as failed for the tab
      keeper = undefined;
      throw error;
    },
  ));

if (typeof window !== "undefined") {
  window.addEventListener("popstate", () => (returnedAt = performance.now()));
  window.addEventListener(
    "click",
    () => {
      returnedAt = Number.NEGATIVE_INFINITY;
      // leaving through a link in the moment between a first scroll and the keeper's arrival: the place is
      // taken now and written once it is here (the loaded keeper records clicks itself)
      const place = loaded ? null : placeNow();
      if (place && place.y > 0) {
        const key = placeKey();
        loadKeeper().then(
          (m) => m.rememberPlace(key, place),
          () => {},
        );
      }
    },
    true,
  );
}

function placesKept(): boolean {
  try {
    return window.sessionStorage.getItem(PLACES_STORE) !== null;
  } catch {
    return false;
  }
}

export function ScrollMemory() {
  useLayoutEffect(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    const back = performance.now() - returnedAt < RETURN_MS || (firstMount && nav?.type === "back_forward");
    firstMount = false;

    let gone = false;
    let stop: (() => void) | undefined;
    const wake = (scrolled: boolean) => {
      window.removeEventListener("scroll", onFirstScroll);
      loadKeeper().then(
        (m) => {
          if (!gone) stop = m.keepPlace(back, scrolled);
        },
        () => {
          if (!gone) window.addEventListener("scroll", onFirstScroll, { passive: true });
        },
      );
    };
    const onFirstScroll = () => wake(true);
    // the visitor may have scrolled before the page hydrated
    if (back || window.scrollY > 0 || placesKept()) wake(window.scrollY > 0);
    else window.addEventListener("scroll", onFirstScroll, { passive: true });
    return () => {
      gone = true;
      window.removeEventListener("scroll", onFirstScroll);
      stop?.();
    };
  }, []);
  return null;
}
