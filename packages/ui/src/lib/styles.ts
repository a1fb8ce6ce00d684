// Shared class fragments, so every interactive piece has the same visible focus ring and touch target.

/**
 * A 2 px brand outline that shows on keyboard focus only (WCAG 2.4.7). `outline-none` also sets the outline
 * style variable to none, so the focused state must set the style back to solid or the ring never shows.
 */
export const focusRing =
  "outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-ink";

/** The same ring drawn inside the element, for items that fill an edge of the screen (the bottom navigation). */
export const focusRingInset =
  "outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-ink";

/** At least 44 × 44 px, the smallest comfortable touch target on a phone. */
export const touchTarget = "min-h-11 min-w-11";
