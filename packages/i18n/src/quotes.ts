/**
 * The four motivational quotes that rotate in the site footer live in `common.quotes.q1…q4` in both
 * languages; these helpers pick which one shows.
 */
export const QUOTE_KEYS = ["q1", "q2", "q3", "q4"] as const;
export type QuoteKey = (typeof QUOTE_KEYS)[number];
/** How long one quote stays before the next (the spec gives no figure; 8 s reads comfortably). */
export const QUOTE_ROTATE_MS = 8_000;

/** The quote shown at a point in time: every client shows the same one in the same window. */
export function quoteKeyAt(nowMs: number, intervalMs: number = QUOTE_ROTATE_MS): QuoteKey {
  const index = Math.floor(nowMs / intervalMs) % QUOTE_KEYS.length;
  return QUOTE_KEYS[index] as QuoteKey;
}

export function nextQuoteKey(current: QuoteKey): QuoteKey {
  return QUOTE_KEYS[(QUOTE_KEYS.indexOf(current) + 1) % QUOTE_KEYS.length] as QuoteKey;
}
