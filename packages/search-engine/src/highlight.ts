import { fold, words, type Word } from "./normalize";

export interface Marked {
  snippet: string;
  value: string;
  matched_tokens: string[];
}

/**
 * Wraps the words of a text whose folded form is one of the matched terms: the whole word, or its first
 * letters when the term was completed from a typed prefix. The snippet is the whole text when it has at most
 * `threshold` words, else a window of words around the first match (Typesense's snippet_threshold); `value`
 * is always the whole marked text.
 */
export function mark(
  text: string,
  matched: ReadonlyMap<string, number>,
  start: string,
  end: string,
  threshold: number,
): Marked | null {
  const ws = words(text);
  // where each word's mark stops (-1: not marked); a prefix maps onto the original letters only when
  // folding kept the length
  const stops: number[] = [];
  let first = -1;
  const matchedTokens: string[] = [];
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i]!;
    const len = matched.get(w.token);
    if (len === undefined) {
      stops.push(-1);
      continue;
    }
    if (first < 0) first = i;
    const stop =
      len > 0 && len < w.end - w.start && w.token.length === w.end - w.start ? w.start + len : w.end;
    stops.push(stop);
    matchedTokens.push(text.slice(w.start, stop));
  }
  if (first < 0) return null;
  const value = wrap(text, ws, stops, 0, text.length, 0, ws.length - 1, start, end);
  let snippet = value;
  if (ws.length > threshold) {
    const from = Math.max(0, first - Math.floor(threshold / 2));
    const to = Math.min(ws.length - 1, from + threshold - 1);
    snippet = wrap(text, ws, stops, ws[from]!.start, ws[to]!.end, from, to, start, end);
  }
  return { snippet, value, matched_tokens: matchedTokens };
}

/** text[from, to) with the marked words among words fromWord..toWord wrapped in the tags. */
function wrap(
  text: string,
  ws: Word[],
  stops: number[],
  from: number,
  to: number,
  fromWord: number,
  toWord: number,
  start: string,
  end: string,
): string {
  let out = "";
  let at = from;
  for (let i = fromWord; i <= toWord; i++) {
    const stop = stops[i]!;
    if (stop < 0) continue;
    out += text.slice(at, ws[i]!.start) + start + text.slice(ws[i]!.start, stop) + end;
    at = stop;
  }
  return out + text.slice(at, to);
}

/**
 * Facet-query highlighting: the part of each word that a query token is a prefix of is marked
 * ("lead" in "Leadership & Management" → "<mark>Lead</mark>ership & Management").
 */
export function markPrefixes(text: string, tokens: readonly string[], start: string, end: string): string {
  let out = "";
  let at = 0;
  for (const w of words(text)) {
    const t = tokens.find((q) => w.token.startsWith(q));
    if (!t) continue;
    // the folded prefix length maps onto the original when folding kept the length (the usual case)
    const len = fold(text.slice(w.start, w.end)).length === w.end - w.start ? t.length : w.end - w.start;
    out += text.slice(at, w.start) + start + text.slice(w.start, w.start + len) + end;
    at = w.start + len;
  }
  return out + text.slice(at);
}
