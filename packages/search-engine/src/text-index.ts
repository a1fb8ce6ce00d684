import { addToMap, lowerBoundString, removeFromMap } from "./postings";
import { distances } from "./typo";

/** A dictionary term a query token expands to, with the typos it took and whether it was a prefix match. */
export interface Candidate {
  term: string;
  typos: number;
  prefix: boolean;
}

export interface ExpandOptions {
  prefix: boolean;
  maxTypos: number;
}

/**
 * The inverted index of one text field: term → sorted document sequence numbers, plus a sorted term list
 * (rebuilt lazily after writes) for prefix ranges, and a cache of query-token expansions that lives until
 * the next write, since pages of the same search repeat the same tokens.
 */
export class TextIndex {
  readonly postings = new Map<string, number[]>();
  private sorted: string[] | null = null;
  private cache = new Map<string, Candidate[]>();

  add(term: string, seq: number): void {
    if (addToMap(this.postings, term, seq)) this.sorted = null;
    if (this.cache.size > 0) this.cache.clear();
  }

  remove(term: string, seq: number): void {
    if (removeFromMap(this.postings, term, seq)) this.sorted = null;
    if (this.cache.size > 0) this.cache.clear();
  }

  terms(): string[] {
    if (!this.sorted) this.sorted = [...this.postings.keys()].sort();
    return this.sorted;
  }

  /**
   * Terms matching a query token: the exact term, terms it is a prefix of (when prefix is on), and terms
   * within maxTypos edits of it, or of a prefix of them (prefix with typos, as Typesense does for the last
   * token). Each term appears once with its cheapest match.
   */
  expand(token: string, opts: ExpandOptions): Candidate[] {
    const key = `${opts.prefix ? 1 : 0}${opts.maxTypos}${token}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const out: Candidate[] = [];
    const seen = new Set<string>();
    if (this.postings.has(token)) {
      out.push({ term: token, typos: 0, prefix: false });
      seen.add(token);
    }
    const terms = this.terms();
    if (opts.prefix) {
      for (let i = lowerBoundString(terms, token); i < terms.length; i++) {
        const t = terms[i]!;
        if (!t.startsWith(token)) break;
        if (!seen.has(t)) {
          out.push({ term: t, typos: 0, prefix: true });
          seen.add(t);
        }
      }
    }
    if (opts.maxTypos > 0) {
      const k = opts.maxTypos;
      for (const t of terms) {
        if (seen.has(t)) continue;
        // without prefix matching a term much longer or shorter than the token cannot be within k edits
        if (!opts.prefix && Math.abs(t.length - token.length) > k) continue;
        if (opts.prefix && t.length < token.length - k) continue;
        const d = distances(token, t, k);
        if (d.full <= k) out.push({ term: t, typos: d.full, prefix: false });
        else if (opts.prefix && d.prefix <= k) out.push({ term: t, typos: d.prefix, prefix: true });
      }
    }
    if (this.cache.size > 2000) this.cache.clear();
    this.cache.set(key, out);
    return out;
  }
}
