/**
 * How a course reads on a card, whichever source it comes from. The catalogue (the API's rows) and the search
 * nodes (the hits the browser gets) both go through these rules, and the search index is written with them,
 * so a card never changes its name or rating when the browser's search takes over from the server's list.
 */

import type { Locale } from "@gk/contracts";

/**
 * A text in the card's language. Indonesian is always written; an English text that is missing (empty or
 * blank) falls back to the Indonesian one rather than leaving an empty name on the card.
 */
export function cardText(locale: Locale, id: string, en: string | null | undefined): string {
  return locale === "en" && en && en.trim() !== "" ? en : id;
}

/**
 * A rating average as cards show it: one decimal. Rounded once, from the source's full value; rounding an
 * already rounded value again would move x.x5 values (the index once kept two decimals and cards disagreed).
 */
export function cardRating(average: number): number {
  return Number.isFinite(average) ? Math.round(average * 10) / 10 : 0;
}

/** Counts on a card (ratings, learners, lessons, minutes) are whole and never negative. */
export function cardCount(n: number): number {
  return Number.isFinite(n) ? Math.max(0, Math.round(n)) : 0;
}
