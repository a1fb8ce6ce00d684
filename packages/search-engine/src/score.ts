import { andLanes, lanesApply, laneScan, probeLanes } from "./lanes";
import { bitCount, bitsOf, NONE as ABSENT, type TokenMatch } from "./token-match";

/**
 * The scoring loops of matching, over the documents of cached token matches. They run for every matched
 * document of every search, so they read typed arrays only and live in small functions of their own: small
 * functions that always see the same types stay optimised.
 */

/**
 * The code of a field a token is not in, as a constant of this module: an imported binding can cost a
 * property read (a getter call under tsx) every time a loop reads it.
 */
const NONE: number = ABSENT;

/** A field's score: words matched, then fewer typos, then whole words over prefixes, then its weight. */
function fieldScore(matched: number, typoSum: number, prefixes: number, weight: number): number {
  return (
    Math.min(matched, 255) * 2 ** 44 +
    (31 - Math.min(typoSum, 31)) * 2 ** 39 +
    (31 - Math.min(prefixes, 31)) * 2 ** 34 +
    weight * 2 ** 26
  );
}

/**
 * The token's score in each of its documents were it the whole query: kept on the match for the last field
 * weights asked for, since a one-word query scores the same documents the same way on every page.
 */
export function soloScores(match: TokenMatch, weights: Float64Array): Float64Array {
  const key = weights.join(",");
  if (match.solo !== null && match.soloKey === key) return match.solo;
  const nFields = weights.length;
  const codes = match.codes;
  const n = match.seqs.length;
  const out = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    let best = 0;
    let fieldsMatched = 0;
    for (let f = 0; f < nFields; f++) {
      const code = codes[k * nFields + f]!;
      if (code === NONE) continue;
      fieldsMatched++;
      const s = fieldScore(1, code >> 1, code & 1, weights[f]!);
      if (s > best) best = s;
    }
    out[k] = best + Math.min(fieldsMatched, 255) * 2 ** 18;
  }
  match.solo = out;
  match.soloKey = key;
  match.byScore = null;
  return out;
}

/**
 * The places of a one-token match's documents grouped by solo score, best group first (a one-word query has
 * a handful of distinct scores: which fields hold the word, whole or as a prefix, with typos or not), and
 * where each group starts; built once per match and weights, by counting.
 */
function groupsOf(match: TokenMatch, solo: Float64Array): { order: Int32Array; starts: number[] } {
  if (match.byScore !== null) return match.byScore;
  const distinct = [...new Set(solo)].sort((a, b) => b - a);
  const group = new Map(distinct.map((v, i) => [v, i]));
  const counts = new Int32Array(distinct.length + 1);
  for (let k = 0; k < solo.length; k++) counts[group.get(solo[k]!)! + 1]!++;
  for (let g = 1; g <= distinct.length; g++) counts[g]! += counts[g - 1]!;
  const starts = Array.from(counts);
  const next = counts.slice();
  const order = new Int32Array(solo.length);
  for (let k = 0; k < solo.length; k++) order[next[group.get(solo[k]!)!]!++] = k;
  match.byScore = { order, starts };
  return match.byScore;
}

/** One token: the documents passing the filter, written to seqs; answers how many. */
export function filterOne(match: TokenMatch, allowed: Uint8Array, seqs: Int32Array): number {
  const list = match.seqs;
  let n = 0;
  for (let k = 0; k < list.length; k++) {
    const seq = list[k]!;
    if (allowed[seq] === 1) seqs[n++] = seq;
  }
  return n;
}

/**
 * One token: sets the scores (by sequence number) of the documents the first k can be among, and answers
 * them. When the order starts with the text match, best first, only the best score groups holding k
 * documents that pass the filter can contribute: no document of a lower group comes before one of them.
 * Otherwise every document can, and every score is set.
 */
/** The candidates of a one-token page, reused from search to search like the match buffers. */
let candidates = new Int32Array(1024);

export function oneTokenCandidates(
  match: TokenMatch,
  solo: Float64Array,
  matched: Int32Array,
  scores: Float64Array,
  k: number,
  textMatchFirst: boolean,
  allowed: Uint8Array | null,
): Int32Array {
  const list = match.seqs;
  if (!textMatchFirst) {
    for (let i = 0; i < list.length; i++) scores[list[i]!] = solo[i]!;
    return matched;
  }
  const { order, starts } = groupsOf(match, solo);
  if (candidates.length < list.length)
    candidates = new Int32Array(Math.max(list.length, candidates.length * 2));
  const out = candidates;
  let n = 0;
  for (let g = 0; g + 1 < starts.length && n < k; g++) {
    for (let at = starts[g]!; at < starts[g + 1]!; at++) {
      const i = order[at]!;
      const seq = list[i]!;
      if (allowed !== null && allowed[seq] === 0) continue;
      scores[seq] = solo[i]!;
      out[n++] = seq;
    }
  }
  return out.subarray(0, n);
}

/**
 * One token, the page sorted by the text match first: the first k documents passing the filter, group by
 * group from the best score. Every document of a group beats every one of the next, so a group is ranked
 * only by the sort's other keys (top: the top `need` of a group's documents by them) and only while the page
 * is not full; the documents' scores are never read, and only the page's are set (its hits carry them).
 */
export function oneTokenPage(
  match: TokenMatch,
  solo: Float64Array,
  k: number,
  allowed: Uint8Array | null,
  scores: Float64Array,
  top: (group: Int32Array, need: number) => number[],
): number[] {
  const list = match.seqs;
  const { order, starts } = groupsOf(match, solo);
  if (candidates.length < list.length)
    candidates = new Int32Array(Math.max(list.length, candidates.length * 2));
  const page: number[] = [];
  for (let g = 0; g + 1 < starts.length && page.length < k; g++) {
    let n = 0;
    for (let at = starts[g]!; at < starts[g + 1]!; at++) {
      const seq = list[order[at]!]!;
      if (allowed === null || allowed[seq] === 1) candidates[n++] = seq;
    }
    if (n === 0) continue;
    const score = solo[order[starts[g]!]!]!;
    for (const seq of top(candidates.subarray(0, n), k - page.length)) {
      scores[seq] = score;
      page.push(seq);
    }
  }
  return page;
}

/** A module constant for the same reason as NONE: scoreAll counts bits for every matched document. */
const popcount: (x: number) => number = bitCount;

/**
 * Several tokens: the documents every token (and the filter) holds. When the rarest token is in few
 * documents, its list is walked and each other token's bitset tested with one read; when it is in many,
 * the tokens' bitsets are ANDed a word (32 documents) at a time and the set bits of the result read out.
 * A document's place in a token's list, for its codes, is the count of set bits before it. Writes the
 * matched documents, ascending, to seqs and their scores to scores at the same places (read in order by
 * top k, where scores by sequence number were a write and a read at random per document); answers how
 * many matched.
 */
export function scoreAll(
  matches: TokenMatch[],
  weights: Float64Array,
  allowed: Uint8Array | null,
  size: number,
  seqs: Int32Array,
  scores: Float64Array,
): number {
  const nTokens = matches.length;
  let rarest = 0;
  for (let i = 1; i < nTokens; i++) if (matches[i]!.seqs.length < matches[rarest]!.seqs.length) rarest = i;
  const dense = matches[rarest]!.seqs.length * 8 > size;
  const sets = matches.map((m, t) => (t === rarest && !dense ? null : bitsOf(m, size)));
  const bits = sets.map((b) => b?.bits ?? new Uint32Array(0));
  const before = sets.map((b) => b?.before ?? new Int32Array(0));
  if (lanesApply(matches, weights)) {
    const scan = laneScan(matches, weights, bits, before);
    return dense
      ? andLanes(size, scan, allowed, seqs, scores)
      : probeLanes(matches[rarest]!.seqs, rarest, scan, allowed, seqs, scores);
  }
  const scoring: Scoring = {
    codes: matches.map((m) => m.codes),
    weights,
    at: new Int32Array(nTokens),
    scores,
  };
  return dense
    ? andWords(bits, before, allowed, size, seqs, scoring)
    : probeRarest(matches[rarest]!.seqs, rarest, bits, before, allowed, seqs, scoring);
}

/**
 * Scores a document from its place in each token's list (at), the same way a one-token score is built.
 * The best field is found as one integer, its parts in fieldScore's order (words, typos, prefixes, weight;
 * each fits its bits), and turned into the score once at the end. A plain function of its arrays: as a
 * method reading them from `this`, and with doubles built up in the loop, the optimiser boxed numbers on
 * every call, an allocation per matched document.
 */
function scoreDoc(
  codes: Uint8Array[],
  weights: Float64Array,
  at: Int32Array,
  scores: Float64Array,
  place: number,
): void {
  const nFields = weights.length;
  const nTokens = codes.length;
  let best = -1;
  let fieldsMatched = 0;
  for (let f = 0; f < nFields; f++) {
    let m = 0;
    let typoSum = 0;
    let prefixes = 0;
    for (let t = 0; t < nTokens; t++) {
      const code = codes[t]![at[t]! * nFields + f]!;
      if (code === NONE) continue;
      m++;
      typoSum += code >> 1;
      prefixes += code & 1;
    }
    if (m === 0) continue;
    fieldsMatched++;
    const key =
      (Math.min(m, 255) << 18) |
      ((31 - Math.min(typoSum, 31)) << 13) |
      ((31 - Math.min(prefixes, 31)) << 8) |
      (weights[f]! | 0);
    if (key > best) best = key;
  }
  // fieldScore of the best field, written out: a call answering a double would box it
  scores[place] =
    (best >>> 18) * 2 ** 44 +
    ((best >>> 13) & 31) * 2 ** 39 +
    ((best >>> 8) & 31) * 2 ** 34 +
    (best & 255) * 2 ** 26 +
    Math.min(fieldsMatched, 255) * 2 ** 18;
}

/** What scoreDoc reads: the tokens' codes, the field weights, each token's place (at) and the scores. */
interface Scoring {
  codes: Uint8Array[];
  weights: Float64Array;
  at: Int32Array;
  scores: Float64Array;
}

function probeRarest(
  base: Int32Array,
  rarest: number,
  bits: Uint32Array[],
  before: Int32Array[],
  allowed: Uint8Array | null,
  seqs: Int32Array,
  scoring: Scoring,
): number {
  const nTokens = bits.length;
  const { codes, weights, at, scores } = scoring;
  let n = 0;
  outer: for (let k = 0; k < base.length; k++) {
    const seq = base[k]!;
    if (allowed !== null && allowed[seq] === 0) continue;
    const w = seq >>> 5;
    const bit = 1 << (seq & 31);
    for (let t = 0; t < nTokens; t++) {
      if (t === rarest) {
        at[t] = k;
        continue;
      }
      const word = bits[t]![w]!;
      if ((word & bit) === 0) continue outer;
      at[t] = before[t]![w]! + popcount(word & (bit - 1));
    }
    scoreDoc(codes, weights, at, scores, n);
    seqs[n++] = seq;
  }
  return n;
}

function andWords(
  bits: Uint32Array[],
  before: Int32Array[],
  allowed: Uint8Array | null,
  size: number,
  seqs: Int32Array,
  scoring: Scoring,
): number {
  const nTokens = bits.length;
  const nWords = (size + 31) >>> 5;
  const { codes, weights, at, scores } = scoring;
  let n = 0;
  for (let w = 0; w < nWords; w++) {
    let word = bits[0]![w]! | 0;
    for (let t = 1; t < nTokens && word !== 0; t++) word &= bits[t]![w]!;
    while (word !== 0) {
      const low = word & -word;
      word ^= low;
      const seq = (w << 5) | (31 - Math.clz32(low));
      if (allowed !== null && allowed[seq] === 0) continue;
      for (let t = 0; t < nTokens; t++) at[t] = before[t]![w]! + popcount(bits[t]![w]! & (low - 1));
      scoreDoc(codes, weights, at, scores, n);
      seqs[n++] = seq;
    }
  }
  return n;
}
