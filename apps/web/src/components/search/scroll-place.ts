/**
 * Where the learner is in a list of results, shared by the search page's first-load part (`scroll-memory.tsx`)
 * and the part that keeps and restores places (`scroll-memory-keeper.ts`), fetched once there is something to
 * keep.
 */

/** Positions live in sessionStorage: this tab only, gone with it. */
export const PLACES_STORE = "gk:search-scroll";
const RESULTS = "[data-search-results]";

export type Place = { y: number; cards: number };

/** A place is kept per results URL. */
export const placeKey = () => window.location.pathname + window.location.search;

export const cardsOnScreen = () => document.querySelectorAll(`${RESULTS} article`).length;

/** The learner's place now, or nothing when no results are on screen. */
export const placeNow = (): Place | null =>
  document.querySelector(RESULTS) ? { y: Math.round(window.scrollY), cards: cardsOnScreen() } : null;
