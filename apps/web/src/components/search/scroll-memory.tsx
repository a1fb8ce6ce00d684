"use client";

import { useLayoutEffect } from "react";

/**
 * Back from a course lands where the learner was in the results, not at the top. The position and the number
 * of cards on screen are kept per results URL (sessionStorage: this tab only, gone with it). Coming back by
 * back/forward, the page waits until the list is as long again (the browser search may still be loading the
 * pages that "load more" added) and then scrolls there. The browser's own restoration cannot do it: it
 * scrolls before the list is rendered and lands short, at the top.
 */

const STORE = "gk:search-scroll";
const RESULTS = "[data-search-results]";
/** How long a return waits for its list before it gives up and leaves the page where it is. */
const WAIT_MS = 10_000;
/** How long a place that was reached is held against the page moving by itself (a late re-render). */
const SETTLE_MS = 1_500;
/** Positions kept (the latest searches of the tab). */
const KEEP = 30;

type Saved = { y: number; cards: number };

// A back/forward makes the search page that mounts in the next moments a return (the router may mount it more
// than once while it restores it); any click (a link, a course card) ends that, so a search page reached by a
// link starts at its top as usual.
let returnedAt = Number.NEGATIVE_INFINITY;
let firstMount = true;
if (typeof window !== "undefined") {
  window.addEventListener("popstate", () => (returnedAt = performance.now()));
  window.addEventListener("click", () => (returnedAt = Number.NEGATIVE_INFINITY), true);
}

const keyOf = () => window.location.pathname + window.location.search;
const cardsOnScreen = () => document.querySelectorAll(`${RESULTS} article`).length;

function readAll(): Record<string, Saved> {
  try {
    return JSON.parse(window.sessionStorage.getItem(STORE) ?? "{}") as Record<string, Saved>;
  } catch {
    return {};
  }
}

function save() {
  if (!document.querySelector(RESULTS)) return;
  const all = readAll();
  const key = keyOf();
  delete all[key];
  all[key] = { y: Math.round(window.scrollY), cards: cardsOnScreen() };
  try {
    window.sessionStorage.setItem(
      STORE,
      JSON.stringify(Object.fromEntries(Object.entries(all).slice(-KEEP))),
    );
  } catch {
    // storage full or off (private mode): coming back starts at the top, as without this
  }
}

export function ScrollMemory() {
  useLayoutEffect(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    const back = performance.now() - returnedAt < WAIT_MS || (firstMount && nav?.type === "back_forward");
    firstMount = false;
    const saved = back ? readAll()[keyOf()] : undefined;

    let restoring = saved !== undefined && saved.y > 0;
    let frame = 0;
    const stopRestoring = () => {
      restoring = false;
      cancelAnimationFrame(frame);
    };
    if (restoring && saved) {
      const until = performance.now() + WAIT_MS;
      let settleUntil = 0;
      const tick = () => {
        if (!restoring) return;
        const now = performance.now();
        const room = document.documentElement.scrollHeight - window.innerHeight;
        if (cardsOnScreen() >= saved.cards && room >= saved.y) {
          // the router may still re-render the page it restored (fresh data) and move it to the top: the place is
          // held for a moment after it was reached, as long as the learner does not scroll themselves
          if (Math.abs(window.scrollY - saved.y) > 2) window.scrollTo(0, saved.y);
          if (settleUntil === 0) settleUntil = now + SETTLE_MS;
        }
        if ((settleUntil !== 0 && now > settleUntil) || now > until) stopRestoring();
        else frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    }

    // positions are kept from scrolls the learner makes, not from the page moving while it is restored
    let pending = 0;
    const onScroll = () => {
      if (restoring || pending) return;
      pending = requestAnimationFrame(() => {
        pending = 0;
        if (!restoring) save();
      });
    };
    // leaving through a link: its position at that moment, whatever the last scroll frame kept
    const onLeave = () => {
      if (!restoring) save();
    };
    const opts = { capture: true, passive: true } as const;
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("click", onLeave, opts);
    window.addEventListener("pagehide", onLeave);
    for (const e of ["wheel", "touchstart", "keydown", "pointerdown"] as const)
      window.addEventListener(e, stopRestoring, opts);
    return () => {
      stopRestoring();
      cancelAnimationFrame(pending);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("click", onLeave, opts);
      window.removeEventListener("pagehide", onLeave);
      for (const e of ["wheel", "touchstart", "keydown", "pointerdown"] as const)
        window.removeEventListener(e, stopRestoring, opts);
    };
  }, []);
  return null;
}
