import type { Collection } from "./collection";
import type { Candidate } from "./text-index";

/** How a query token matched one field of one document: typos * 2 + (prefix match ? 1 : 0). */
export const NONE = 255;

/**
 * Where one query token matches across the query's fields: the documents holding it in some field, in
 * ascending order, and per document and field the cheapest way it matched there. This is the union of the
 * postings of every term the token expands to (typos, prefixes), which for a broad token means merging tens
 * of thousands of postings; the same tokens come back on page after page, so it is kept until the next write.
 */
export interface TokenMatch {
  seqs: Int32Array;
  /** codes[i * fields + f]: the code of seqs[i] in field f, NONE when the token is not in that field */
  codes: Uint8Array;
  /** per field: the terms the token expanded to, with how many leading letters to mark (0: the whole word) */
  marks: [string, number][][];
  /** the token's score per document were it the whole query, for the field weights named by soloKey */
  solo: Float64Array | null;
  soloKey: string;
  /** the places in seqs grouped by solo score, best first, and where each group starts (score.ts) */
  byScore: { order: Int32Array; starts: number[] } | null;
  /** built on first use (queries of several words): see bitsOf */
  bitset: Bitset | null;
  /** per document, its codes in every field packed for the several-word scorer (lanes.ts); null past 3 fields */
  lanes: Uint32Array | null;
}

/**
 * A token's codes in one document packed for the several-word scorer (lanes.ts): one lane of LANE_BITS bits
 * per field, up to LANE_FIELDS fields. A lane holds, from its top bits: 1 when the token is in the field,
 * 2 minus its typos, 1 when it matched whole (not as a prefix); 0 when the token is not in the field. Added
 * up over a query's tokens the parts never carry into each other (at most LANE_TOKENS tokens), and a lane's
 * value orders fields the way scoring does: more words, then fewer typos, then fewer prefixes.
 */
export const LANE_BITS = 10;
export const LANE_FIELDS = 3;
export const LANE_TOKENS = 7;

export function laneOf(code: number): number {
  return code === NONE ? 0 : (1 << 7) | ((2 - (code >> 1)) << 3) | (1 - (code & 1));
}

/** A bit per sequence number, and per 32-bit word the count of set bits in the words before it. */
export interface Bitset {
  bits: Uint32Array;
  before: Int32Array;
}

/**
 * The token's documents as a bitset over the collection's sequence numbers (size: how many it has), so a
 * query of several words tests membership with one read, and finds a document's place in seqs by counting.
 */
export function bitsOf(m: TokenMatch, size: number): Bitset {
  if (m.bitset !== null && m.bitset.bits.length === (size + 31) >>> 5) return m.bitset;
  const bits = new Uint32Array((size + 31) >>> 5);
  const seqs = m.seqs;
  for (let i = 0; i < seqs.length; i++) bits[seqs[i]! >>> 5]! |= 1 << (seqs[i]! & 31);
  const before = new Int32Array(bits.length);
  let count = 0;
  for (let w = 0; w < bits.length; w++) {
    before[w] = count;
    count += bitCount(bits[w]!);
  }
  m.bitset = { bits, before };
  return m.bitset;
}

/** Set bits of a 32-bit word. */
export function bitCount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** One query field as the token was expanded in it. */
export interface FieldExpansion {
  name: string;
  candidates: Candidate[];
}

interface Cache {
  version: number;
  map: Map<string, { match: TokenMatch; bytes: number }>;
  /** bytes the cached matches may come to (see bytesOf) */
  held: number;
}

const caches = new WeakMap<Collection, Cache>();
/** what the cached matches of one collection may hold: a few hundred broad words at 100,000 documents */
const MAX_BYTES = 48 * 1024 * 1024;
const MAX_ENTRIES = 4096;

/**
 * What a match comes to once every structure built on it is there: per document its number, codes, solo
 * score and place in the score order, and the bitset with its counts over the whole collection.
 */
function bytesOf(m: TokenMatch, fields: number, size: number): number {
  return m.seqs.length * (4 + fields + 4 + 8 + 4) + (size >>> 2) + 256;
}

/** The cached match of a token (key names the token and how each field expands it), or a new one. */
export function tokenMatch(
  c: Collection,
  key: string,
  token: string,
  expand: () => FieldExpansion[],
): TokenMatch {
  let cache = caches.get(c);
  if (!cache || cache.version !== c.version) {
    cache = { version: c.version, map: new Map(), held: 0 };
    caches.set(c, cache);
  }
  const hit = cache.map.get(key);
  if (hit) return hit.match;
  const fields = expand();
  const made = build(c, token, fields);
  const bytes = bytesOf(made, fields.length, c.size);
  // the oldest entries go first; a single match larger than the budget is answered but not kept
  if (bytes <= MAX_BYTES) {
    while (cache.map.size > 0 && (cache.held + bytes > MAX_BYTES || cache.map.size >= MAX_ENTRIES)) {
      const [oldKey, old] = cache.map.entries().next().value!;
      cache.map.delete(oldKey);
      cache.held -= old.bytes;
    }
    cache.map.set(key, { match: made, bytes });
    cache.held += bytes;
  }
  return made;
}

/**
 * Scratch for building matches, reused between builds (searches run one at a time): a code per document and
 * field, NONE between uses, and a mark per document, 0 between uses; only the entries a build touched are reset.
 */
let scratchCodes: Uint8Array[] = [];
let seen = new Uint8Array(0);

function scratch(size: number, fields: number): Uint8Array[] {
  if (seen.length < size) {
    const cap = Math.max(size, seen.length * 2, 1024);
    seen = new Uint8Array(cap);
    scratchCodes = [];
  }
  while (scratchCodes.length < fields) scratchCodes.push(new Uint8Array(seen.length).fill(NONE));
  return scratchCodes;
}

function build(c: Collection, token: string, fields: FieldExpansion[]): TokenMatch {
  const size = c.size;
  const nFields = fields.length;
  const arrs = scratch(size, nFields);
  const mark = seen;
  const list: number[] = [];
  const marks: [string, number][][] = [];
  for (let f = 0; f < nFields; f++) {
    const { name, candidates } = fields[f]!;
    const postingsOf = c.text.get(name)!.postings;
    const arr = arrs[f]!;
    const fieldMarks: [string, number][] = [];
    for (const cand of candidates) {
      const code = cand.typos * 2 + (cand.prefix ? 1 : 0);
      // a word completed from a typed prefix is marked up to what was typed, as Typesense does
      fieldMarks.push([cand.term, cand.prefix && cand.typos === 0 ? token.length : 0]);
      const postings = postingsOf.get(cand.term);
      if (!postings) continue;
      for (let k = 0; k < postings.length; k++) {
        const seq = postings[k]!;
        if (code < arr[seq]!) arr[seq] = code;
        if (mark[seq] === 0) {
          mark[seq] = 1;
          list.push(seq);
        }
      }
    }
    marks.push(fieldMarks);
  }
  const n = list.length;
  const seqs = new Int32Array(n);
  if (n > size >> 5) {
    // a broad token: reading the marks in order is cheaper than sorting the list
    let at = 0;
    for (let s = 0; s < size && at < n; s++) if (mark[s] === 1) seqs[at++] = s;
  } else {
    seqs.set(list);
    seqs.sort();
  }
  const codes = new Uint8Array(n * nFields);
  const lanes = nFields <= LANE_FIELDS ? new Uint32Array(n) : null;
  for (let i = 0; i < n; i++) {
    const seq = seqs[i]!;
    mark[seq] = 0;
    let packed = 0;
    for (let f = 0; f < nFields; f++) {
      const arr = arrs[f]!;
      const code = arr[seq]!;
      codes[i * nFields + f] = code;
      packed += laneOf(code) << (LANE_BITS * f);
      arr[seq] = NONE;
    }
    if (lanes !== null) lanes[i] = packed;
  }
  return { seqs, codes, marks, solo: null, soloKey: "", byScore: null, bitset: null, lanes };
}
