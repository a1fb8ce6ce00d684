import { cardsOnScreen, PLACES_STORE, placeKey, placeNow, type Place } from "./scroll-place";

/**
 * Keeps the learner's place in the results from the scrolls they make and restores it on a return. Fetched by
 * `ScrollMemory` only once there is a place to keep or to restore, so a first visit does not load it.
 */

/** How long a return waits for its list before it gives up and leaves the page where it is. */
const WAIT_MS = 10_000;
/** How long a place that was reached is held against the page moving by itself (a late re-render). */
const SETTLE_MS = 1_500;
/** Positions kept (the latest searches of the tab). */
const KEEP = 30;

function readAll(): Record<string, Place> {
  try {
    return JSON.parse(window.sessionStorage.getItem(PLACES_STORE) ?? "{}") as Record<string, Place>;
  } catch {
    return {};
  }
}

/** Records a place for a results URL, the latest last (the oldest go past `KEEP`). */
export function rememberPlace(key: string, place: Place | null) {
  if (!place) return;
  const all = readAll();
  delete all[key];
  all[key] = place;
  try {
    window.sessionStorage.setItem(
      PLACES_STORE,
      JSON.stringify(Object.fromEntries(Object.entries(all).slice(-KEEP))),
    );
  } catch {
    // storage full or off (private mode): coming back starts at the top, as without this
  }
}

const save = () => rememberPlace(placeKey(), placeNow());

/**
 * From now until the returned stop: a return (`back`) waits until the list is as long again as when the learner
 * left (the browser search may still be loading the pages that "load more" added) and scrolls there; the
 * learner's own scrolls and leaving by a link record the place. `scrolled`: the learner is scrolling already
 * (that scroll fetched this module), so the place is recorded at once.
 */
export function keepPlace(back: boolean, scrolled: boolean): () => void {
  const saved = back ? readAll()[placeKey()] : undefined;

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
  if (scrolled) onScroll();
  return () => {
    stopRestoring();
    cancelAnimationFrame(pending);
    window.removeEventListener("scroll", onScroll);
    window.removeEventListener("click", onLeave, opts);
    window.removeEventListener("pagehide", onLeave);
    for (const e of ["wheel", "touchstart", "keydown", "pointerdown"] as const)
      window.removeEventListener(e, stopRestoring, opts);
  };
}
