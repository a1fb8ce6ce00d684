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
}

/** One query field as the token was expanded in it. */
export interface FieldExpansion {
  name: string;
  candidates: Candidate[];
}

interface Cache {
  version: number;
  map: Map<string, TokenMatch>;
  /** postings held by the cached matches, the measure of their memory */
  held: number;
}

const caches = new WeakMap<Collection, Cache>();
/** about 7 bytes per held posting with three fields: a few tens of MB at most per collection */
const MAX_HELD = 4_000_000;
const MAX_ENTRIES = 4096;

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
  if (hit) return hit;
  const made = build(c, token, expand());
  const size = made.seqs.length;
  // the oldest entries go first; a single match larger than the budget is answered but not kept
  if (size <= MAX_HELD) {
    while (cache.map.size > 0 && (cache.held + size > MAX_HELD || cache.map.size >= MAX_ENTRIES)) {
      const [oldKey, old] = cache.map.entries().next().value!;
      cache.map.delete(oldKey);
      cache.held -= old.seqs.length;
    }
    cache.map.set(key, made);
    cache.held += size;
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
  for (let i = 0; i < n; i++) {
    const seq = seqs[i]!;
    mark[seq] = 0;
    for (let f = 0; f < nFields; f++) {
      const arr = arrs[f]!;
      codes[i * nFields + f] = arr[seq]!;
      arr[seq] = NONE;
    }
  }
  return { seqs, codes, marks };
}
