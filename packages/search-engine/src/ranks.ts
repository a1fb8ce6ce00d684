import { lowerBound } from "./postings";

/**
 * A number field's values as ranks, a byte per document, kept up to date on every write while the field has
 * at most 255 distinct values (a rating, a level, a flag): rank 1 is the smallest value, equal values share a
 * rank, 0 is no value. Sorting compares ranks exactly as it compares the values, and top k reads a byte per
 * candidate instead of a double: the float column of 100,000 documents is 800 KB, read at random by every
 * search, and its byte column 100 KB, which stays in the processor's caches. A field past 255 values loses
 * its byte column for good (ranks null) and sorts from its float column, as every field did before.
 */
export class SortRanks {
  /** the values ranked, ascending: values[r - 1] has rank r; a value nobody holds any more may stay */
  private values: number[] = [];
  /** how many documents hold each of values */
  private holders: number[] = [];
  /** per sequence number, its document's rank; null once the field had more values than a byte ranks */
  ranks: Uint8Array | null;

  constructor(capacity: number) {
    this.ranks = new Uint8Array(capacity);
  }

  grow(capacity: number): void {
    if (!this.ranks) return;
    const next = new Uint8Array(capacity);
    next.set(this.ranks);
    this.ranks = next;
  }

  /** Document seq holds v now (NaN: no value). */
  set(seq: number, v: number): void {
    const ranks = this.ranks;
    if (!ranks) return;
    if (Number.isNaN(v)) {
      ranks[seq] = 0;
      return;
    }
    let at = lowerBound(this.values, v);
    if (this.values[at] !== v) {
      if (this.values.length >= 255) {
        this.compact();
        if (this.values.length >= 255) {
          this.ranks = null;
          this.values = [];
          this.holders = [];
          return;
        }
        at = lowerBound(this.values, v);
      }
      // a new value between others: every rank above it moves up one
      this.values.splice(at, 0, v);
      this.holders.splice(at, 0, 0);
      for (let s = 0; s < ranks.length; s++) if (ranks[s]! > at) ranks[s]!++;
    }
    this.holders[at]!++;
    ranks[seq] = at + 1;
  }

  /** Document seq holds no value any more. */
  clear(seq: number): void {
    const ranks = this.ranks;
    if (!ranks) return;
    const r = ranks[seq]!;
    if (r === 0) return;
    this.holders[r - 1]!--;
    ranks[seq] = 0;
  }

  /** Drops the values nobody holds, renumbering the ranks (only when a new value needs a place). */
  private compact(): void {
    const ranks = this.ranks!;
    const renumber = new Uint8Array(256);
    const values: number[] = [];
    const holders: number[] = [];
    for (let i = 0; i < this.values.length; i++) {
      if (this.holders[i] === 0) continue;
      values.push(this.values[i]!);
      holders.push(this.holders[i]!);
      renumber[i + 1] = values.length;
    }
    for (let s = 0; s < ranks.length; s++) ranks[s] = renumber[ranks[s]!]!;
    this.values = values;
    this.holders = holders;
  }
}
