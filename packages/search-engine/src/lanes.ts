import { bitCount, LANE_BITS, LANE_FIELDS, LANE_TOKENS, type TokenMatch } from "./token-match";

/**
 * The several-word scorer on packed lanes (see laneOf): a document's lanes are summed over the query's
 * tokens, one addition per token, and each field's sum already orders fields as scoring does, so the best
 * field is a maximum over three integers. What scoreDoc finds with a loop over every field and token, with a
 * read and three branches each, costs here one read per token and a few shifts. Used when the query has at
 * most LANE_FIELDS fields, at most LANE_TOKENS tokens and field weights of 0–15 (what queryFields gives);
 * scoreDoc stays for the rest and answers the same scores.
 */

/** Module constants, not imports: an imported binding can cost a property read every time a loop reads it. */
const BITS: number = LANE_BITS;
const MASK: number = (1 << LANE_BITS) - 1;
const popcount: (x: number) => number = bitCount;

/** Whether the lanes scorer can score these tokens with these weights. */
export function lanesApply(matches: TokenMatch[], weights: Float64Array): boolean {
  if (matches.length > LANE_TOKENS || weights.length > LANE_FIELDS) return false;
  for (const w of weights) if (!(Number.isInteger(w) && w >= 0 && w <= 15)) return false;
  return matches.every((m) => m.lanes !== null);
}

/**
 * The best field of summed lanes, with its weight, and how many fields matched, as one integer: the best
 * lane in bits 6–15, its weight in bits 2–5, the matched fields in bits 0–1. A lane of a field no token is in
 * is 0, below any matched one, and a document of the intersection has every token in some field.
 */
function bestOf(sum: number, w0: number, w1: number, w2: number): number {
  const l0 = sum & MASK;
  const l1 = (sum >>> BITS) & MASK;
  const l2 = (sum >>> (2 * BITS)) & MASK;
  let best = (l0 << 4) | w0;
  const k1 = (l1 << 4) | w1;
  if (k1 > best) best = k1;
  const k2 = (l2 << 4) | w2;
  if (k2 > best) best = k2;
  const matched = (l0 >>> 7 !== 0 ? 1 : 0) + (l1 >>> 7 !== 0 ? 1 : 0) + (l2 >>> 7 !== 0 ? 1 : 0);
  return (best << 2) | matched;
}

/**
 * bestOf's answer as fieldScore's parts (words, 31 minus typos, 31 minus prefixes, weight, in that order of
 * bits), an integer the score is a multiple of, so the double is built once where it is stored.
 */
function keyOf(best: number): number {
  const lane = best >>> 6;
  const words = lane >>> 7;
  const typos = 2 * words - ((lane >>> 3) & 15);
  const prefixes = words - (lane & 7);
  return (words << 18) | ((31 - typos) << 13) | ((31 - prefixes) << 8) | ((best >>> 2) & 15);
}

/** What both scans read: the tokens' bitsets, their counts before each word, their lanes, the weights. */
export interface LaneScan {
  bits: Uint32Array[];
  before: Int32Array[];
  lanes: Uint32Array[];
  w0: number;
  w1: number;
  w2: number;
}

export function laneScan(
  matches: TokenMatch[],
  weights: Float64Array,
  bits: Uint32Array[],
  before: Int32Array[],
): LaneScan {
  return {
    bits,
    before,
    lanes: matches.map((m) => m.lanes!),
    w0: weights[0] ?? 0,
    w1: weights[1] ?? 0,
    w2: weights[2] ?? 0,
  };
}

/**
 * The rarest token's documents, each tested against the other tokens' bitsets; the matched ones written to
 * seqs (ascending) and their scores at the same places. Answers how many matched.
 */
export function probeLanes(
  base: Int32Array,
  rarest: number,
  scan: LaneScan,
  allowed: Uint8Array | null,
  seqs: Int32Array,
  scores: Float64Array,
): number {
  const { bits, before, lanes, w0, w1, w2 } = scan;
  const nTokens = lanes.length;
  const own = lanes[rarest]!;
  let n = 0;
  outer: for (let k = 0; k < base.length; k++) {
    const seq = base[k]!;
    if (allowed !== null && allowed[seq] === 0) continue;
    const w = seq >>> 5;
    const bit = 1 << (seq & 31);
    let sum = own[k]!;
    for (let t = 0; t < nTokens; t++) {
      if (t === rarest) continue;
      const word = bits[t]![w]!;
      if ((word & bit) === 0) continue outer;
      sum += lanes[t]![before[t]![w]! + popcount(word & (bit - 1))]!;
    }
    const best = bestOf(sum, w0, w1, w2);
    scores[n] = keyOf(best) * 2 ** 26 + (best & 3) * 2 ** 18;
    seqs[n++] = seq;
  }
  return n;
}

/** The tokens' bitsets ANDed a word (32 documents) at a time, the set bits read out; as probeLanes answers. */
export function andLanes(
  size: number,
  scan: LaneScan,
  allowed: Uint8Array | null,
  seqs: Int32Array,
  scores: Float64Array,
): number {
  const { bits, before, lanes, w0, w1, w2 } = scan;
  const nTokens = lanes.length;
  const nWords = (size + 31) >>> 5;
  const first = bits[0]!;
  let n = 0;
  for (let w = 0; w < nWords; w++) {
    let word = first[w]! | 0;
    for (let t = 1; t < nTokens && word !== 0; t++) word &= bits[t]![w]!;
    while (word !== 0) {
      const low = word & -word;
      word ^= low;
      const seq = (w << 5) | (31 - Math.clz32(low));
      if (allowed !== null && allowed[seq] === 0) continue;
      let sum = 0;
      for (let t = 0; t < nTokens; t++)
        sum += lanes[t]![before[t]![w]! + popcount(bits[t]![w]! & (low - 1))]!;
      const best = bestOf(sum, w0, w1, w2);
      scores[n] = keyOf(best) * 2 ** 26 + (best & 3) * 2 ** 18;
      seqs[n++] = seq;
    }
  }
  return n;
}
