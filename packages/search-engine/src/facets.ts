import type { Collection, FacetIndex } from "./collection";
import { notFound, badRequest } from "./errors";
import { markPrefixes } from "./highlight";
import { tokenize } from "./normalize";
import { isNumeric } from "./schema";

export interface FacetCount {
  field_name: string;
  sampled: boolean;
  counts: { count: number; highlighted: string; value: string }[];
  stats: { total_values: number; min?: number; max?: number; sum?: number; avg?: number };
}

/**
 * Counts facet values over the matched documents. `facet_query` ("field:text") keeps, for that field, the
 * values whose words start with every token of the text, and marks the matched part in `highlighted`.
 */
export function countFacets(
  c: Collection,
  matched: ArrayLike<number>,
  facetBy: string[],
  maxValues: number,
  facetQuery: string,
  tags: { start: string; end: string },
  tallyOf?: (field: string, index: FacetIndex) => Int32Array,
): FacetCount[] {
  let fq: { field: string; tokens: string[] } | null = null;
  if (facetQuery !== "") {
    const colon = facetQuery.indexOf(":");
    if (colon < 0) throw badRequest("Facet query must be in the `facet_field: value` format.");
    fq = { field: facetQuery.slice(0, colon).trim(), tokens: tokenize(facetQuery.slice(colon + 1)) };
    if (!facetBy.includes(fq.field))
      throw badRequest(
        "Facet query refers to a facet field `" + fq.field + "` that is not part of `facet_by` parameter.",
      );
  }
  // without a cache to read them from, the fields are counted together: one pass over the matches
  const counted = tallyOf
    ? null
    : tallies(
        facetBy.map((name) => c.facets.get(name) ?? null),
        matched,
      );
  return facetBy.map((name, at) => {
    const field = c.field(name);
    const index = c.facets.get(name);
    if (!field || !index) throw notFound(`Could not find a facet field named \`${name}\` in the schema.`);
    const counts = counted ? counted[at]! : tallyOf!(name, index);
    const tokens = fq && fq.field === name ? fq.tokens : null;
    const keep: number[] = [];
    for (let n = 0; n < counts.length; n++) {
      if (counts[n] === 0) continue;
      if (tokens && tokens.length > 0) {
        const ws = tokenize(index.values[n]!);
        if (!tokens.every((t) => ws.some((w) => w.startsWith(t)))) continue;
      }
      keep.push(n);
    }
    if (keep.length <= 64) sortByCount(keep, counts, index.values);
    else keep.sort((a, b) => counts[b]! - counts[a]! || (index.values[a]! < index.values[b]! ? -1 : 1));
    const stats: FacetCount["stats"] = { total_values: keep.length };
    if (isNumeric(field.type) && field.type !== "bool" && keep.length > 0) {
      let min = Infinity;
      let max = -Infinity;
      let sum = 0;
      let n = 0;
      for (const k of keep) {
        const v = Number(index.values[k]);
        min = Math.min(min, v);
        max = Math.max(max, v);
        sum += v * counts[k]!;
        n += counts[k]!;
      }
      Object.assign(stats, { min, max, sum, avg: sum / n });
    }
    return {
      field_name: name,
      sampled: false,
      counts: keep.slice(0, maxValues).map((k) => ({
        count: counts[k]!,
        highlighted:
          tokens && tokens.length > 0
            ? markPrefixes(index.values[k]!, tokens, tags.start, tags.end)
            : index.values[k]!,
        value: index.values[k]!,
      })),
      stats,
    };
  });
}

/**
 * Value numbers by count, most first, ties by value: an insertion sort with the comparison inline, for the
 * tens of values a field has with a count on a search page, where Array.prototype.sort called its
 * comparator, a function call, for each of their hundreds of comparisons on every page (a field with more
 * values keeps that sort: an insertion sort is quadratic).
 */
function sortByCount(keep: number[], counts: Int32Array, values: string[]): void {
  for (let i = 1; i < keep.length; i++) {
    const x = keep[i]!;
    const cx = counts[x]!;
    let j = i - 1;
    for (; j >= 0; j--) {
      const y = keep[j]!;
      const cy = counts[y]!;
      // y stays before x when it has more, or as many and a smaller value
      if (cy > cx || (cy === cx && values[y]! < values[x]!)) break;
      keep[j + 1] = y;
    }
    keep[j + 1] = x;
  }
}

/** How many of the matched documents hold each value of a facet field, by value number. */
export function tally(index: FacetIndex, matched: ArrayLike<number>): Int32Array {
  const counts = new Int32Array(index.values.length);
  const single = index.single;
  for (let i = 0; i < matched.length; i++) {
    const seq = matched[i]!;
    const v = single[seq]!;
    if (v >= 0) counts[v]!++;
    else if (v === -2) for (const n of index.perDoc[seq] as number[]) counts[n]!++;
  }
  return counts;
}

/**
 * Tallies of several facet fields over the same matches (null: no such field, an empty tally). Fields where
 * every document holds at most one value are counted in one pass over the matches, each without a branch:
 * the count of "no value" goes to a slot before the first value. Each field is counted in four copies of its
 * tally, a document's copy its place in the matches modulo 4, added up at the end: with twenty-odd values,
 * neighbouring documents often hold the same one, and an increment waiting on the previous one's store to
 * the same counter is what such a loop spends its time on.
 */
export function tallies(indexes: (FacetIndex | null)[], matched: ArrayLike<number>): Int32Array[] {
  const flat = indexes.filter((x): x is FacetIndex => x !== null && x.multi === 0);
  const counts = flat.map((x) => new Int32Array(COPIES * (x.values.length + 1)));
  // two fields at a time, from their byte columns when both have one
  let f = 0;
  for (; f + 1 < flat.length; f += 2) {
    const [a, b] = [flat[f]!, flat[f + 1]!];
    const sa = a.values.length + 1;
    const sb = b.values.length + 1;
    if (a.small && b.small) countTwoSmall(a.small, counts[f]!, sa, b.small, counts[f + 1]!, sb, matched);
    else countTwo(a.single, counts[f]!, sa, b.single, counts[f + 1]!, sb, matched);
  }
  if (f < flat.length) {
    const x = flat[f]!;
    const sx = x.values.length + 1;
    if (x.small) countOneSmall(x.small, counts[f]!, sx, matched);
    else countOne(x.single, counts[f]!, sx, matched);
  }
  return indexes.map((x) => {
    if (x === null) return new Int32Array(0);
    const at = flat.indexOf(x);
    return at >= 0 ? folded(counts[at]!, x.values.length + 1) : tally(x, matched);
  });
}

const COPIES = 4;

/** The copies of a tally added into the first, answered without the slot of "no value". */
function folded(counts: Int32Array, stride: number): Int32Array {
  for (let j = 0; j < stride; j++)
    counts[j] = counts[j]! + counts[stride + j]! + counts[2 * stride + j]! + counts[3 * stride + j]!;
  return counts.subarray(1, stride);
}

/** Counts from a byte column (value number + 1, 0 for none): the slot before the first value takes "none". */
function countOneSmall(
  small: Uint8Array,
  counts: Int32Array,
  stride: number,
  matched: ArrayLike<number>,
): void {
  const n = matched.length;
  let i = 0;
  for (; i + 3 < n; i += 4) {
    counts[small[matched[i]!]!]!++;
    counts[stride + small[matched[i + 1]!]!]!++;
    counts[2 * stride + small[matched[i + 2]!]!]!++;
    counts[3 * stride + small[matched[i + 3]!]!]!++;
  }
  for (; i < n; i++) counts[small[matched[i]!]!]!++;
}

function countTwoSmall(
  a: Uint8Array,
  countsA: Int32Array,
  sa: number,
  b: Uint8Array,
  countsB: Int32Array,
  sb: number,
  matched: ArrayLike<number>,
): void {
  const n = matched.length;
  let i = 0;
  for (; i + 3 < n; i += 4) {
    const s0 = matched[i]!;
    const s1 = matched[i + 1]!;
    const s2 = matched[i + 2]!;
    const s3 = matched[i + 3]!;
    countsA[a[s0]!]!++;
    countsA[sa + a[s1]!]!++;
    countsA[2 * sa + a[s2]!]!++;
    countsA[3 * sa + a[s3]!]!++;
    countsB[b[s0]!]!++;
    countsB[sb + b[s1]!]!++;
    countsB[2 * sb + b[s2]!]!++;
    countsB[3 * sb + b[s3]!]!++;
  }
  for (; i < n; i++) {
    const seq = matched[i]!;
    countsA[a[seq]!]!++;
    countsB[b[seq]!]!++;
  }
}

/** As the byte-column counts, from the Int32 column (value number, -1 for none) of a field past 254 values. */
function countOne(single: Int32Array, counts: Int32Array, stride: number, matched: ArrayLike<number>): void {
  const n = matched.length;
  let i = 0;
  for (; i + 3 < n; i += 4) {
    counts[single[matched[i]!]! + 1]!++;
    counts[stride + single[matched[i + 1]!]! + 1]!++;
    counts[2 * stride + single[matched[i + 2]!]! + 1]!++;
    counts[3 * stride + single[matched[i + 3]!]! + 1]!++;
  }
  for (; i < n; i++) counts[single[matched[i]!]! + 1]!++;
}

function countTwo(
  a: Int32Array,
  countsA: Int32Array,
  sa: number,
  b: Int32Array,
  countsB: Int32Array,
  sb: number,
  matched: ArrayLike<number>,
): void {
  const n = matched.length;
  let i = 0;
  for (; i + 3 < n; i += 4) {
    const s0 = matched[i]!;
    const s1 = matched[i + 1]!;
    const s2 = matched[i + 2]!;
    const s3 = matched[i + 3]!;
    countsA[a[s0]! + 1]!++;
    countsA[sa + a[s1]! + 1]!++;
    countsA[2 * sa + a[s2]! + 1]!++;
    countsA[3 * sa + a[s3]! + 1]!++;
    countsB[b[s0]! + 1]!++;
    countsB[sb + b[s1]! + 1]!++;
    countsB[2 * sb + b[s2]! + 1]!++;
    countsB[3 * sb + b[s3]! + 1]!++;
  }
  for (; i < n; i++) {
    const seq = matched[i]!;
    countsA[a[seq]! + 1]!++;
    countsB[b[seq]! + 1]!++;
  }
}
