import type { Collection } from "./collection";
import { badRequest } from "./errors";
import { type Params, perField } from "./params";
import { isText } from "./schema";
import { allowedTypos } from "./typo";

export interface QueryField {
  name: string;
  weight: number;
  prefix: boolean;
  numTypos: number;
}

/** What matching found: the documents, their text-match scores and, per field, the terms that matched. */
export interface MatchResult {
  seqs: number[];
  scores: Float64Array | null;
  /** per field: matched term → how many leading letters to mark (0: the whole word) */
  terms: Map<string, Map<string, number>>;
  tokens: string[];
}

const NONE = 255;

/** query_by fields with weights: given ones scaled to 0..15, else falling by position like Typesense. */
export function queryFields(c: Collection, p: Params): QueryField[] {
  const max = p.weights.length > 0 ? Math.max(...p.weights, 1) : 1;
  return p.queryBy.map((name, i) => {
    const f = c.field(name);
    if (!f) throw badRequest(`Could not find a field named \`${name}\` in the schema.`);
    if (!isText(f.type)) throw badRequest(`Field \`${name}\` should be a string or a string array.`);
    if (!f.index) throw badRequest(`Field \`${name}\` is marked as a non-indexed field in the schema.`);
    const weight = p.weights.length > 0 ? Math.round((p.weights[i]! / max) * 15) : Math.max(0, 15 - i);
    return { name, weight, prefix: perField(p.prefix, i), numTypos: perField(p.numTypos, i) };
  });
}

/**
 * Finds the documents holding every token (in any query field), first without typos, then with the
 * allowed typos when fewer than typo_tokens_threshold documents matched, then dropping tokens from the
 * right and then from the left while fewer than drop_tokens_threshold matched (Typesense's order).
 */
export function matchQuery(
  c: Collection,
  p: Params,
  fields: QueryField[],
  tokens: string[],
  allowed: Uint8Array | null,
): MatchResult {
  const attempt = (ts: string[], typos: boolean) => matchTokens(c, p, fields, ts, typos, allowed);
  let typos = false;
  let best = attempt(tokens, false);
  if (best.seqs.length < p.typoTokensThreshold) best = attempt(tokens, (typos = true));
  if (best.seqs.length >= p.dropTokensThreshold || tokens.length < 2) return best;
  for (let keep = tokens.length - 1; keep >= 1; keep--) {
    const r = attempt(tokens.slice(0, keep), true);
    if (r.seqs.length >= p.dropTokensThreshold) return r;
  }
  for (let from = 1; from < tokens.length; from++) {
    const r = attempt(tokens.slice(from), true);
    if (r.seqs.length >= p.dropTokensThreshold) return r;
  }
  // the attempts share the score buffer: score the full query again for its answer
  return attempt(tokens, typos);
}

/**
 * Scratch buffers reused from search to search (searches run synchronously, one at a time). After use only
 * the entries a search touched are reset, so a query costs what its postings cost, not the collection's size.
 */
const clean = { zero: [] as Uint8Array[], none: [] as Uint8Array[] };
let scoreBuffer = new Float64Array(1024);
/** buffers kept for reuse; a query with more tokens × fields than this allocates the rest afresh */
const POOL_MAX = 24;

function take(pool: Uint8Array[], size: number, fill: number): Uint8Array {
  const i = pool.findIndex((b) => b.length >= size);
  if (i >= 0) return pool.splice(i, 1)[0]!;
  return new Uint8Array(Math.max(size, 1024)).fill(fill);
}

function matchTokens(
  c: Collection,
  p: Params,
  fields: QueryField[],
  tokens: string[],
  typos: boolean,
  allowed: Uint8Array | null,
): MatchResult {
  const size = c.size;
  const terms = new Map<string, Map<string, number>>(fields.map((f) => [f.name, new Map<string, number>()]));
  // codes[token][field][seq] = typos * 2 + (prefix match ? 1 : 0), NONE when absent
  const codes: Uint8Array[][] = [];
  const any: Uint8Array[] = [];
  // per token, the documents holding it in some field, listed once each (the union of its candidates)
  const lists: number[][] = [];
  tokens.forEach((token, ti) => {
    const last = ti === tokens.length - 1;
    const union = take(clean.zero, size, 0);
    const list: number[] = [];
    const perField = fields.map((f) => {
      const maxTypos = typos ? allowedTypos(token.length, f.numTypos, p.minLen1, p.minLen2) : 0;
      const index = c.text.get(f.name)!;
      const cands = index.expand(token, { prefix: f.prefix && last, maxTypos });
      const arr = take(clean.none, size, NONE);
      const seen = terms.get(f.name)!;
      for (const cand of cands) {
        const code = cand.typos * 2 + (cand.prefix ? 1 : 0);
        // a word completed from a typed prefix is marked up to what was typed, as Typesense does
        const markLength = cand.prefix && cand.typos === 0 ? token.length : 0;
        const had = seen.get(cand.term);
        if (had === undefined || (had !== 0 && (markLength === 0 || markLength > had)))
          seen.set(cand.term, markLength);
        const postings = index.postings.get(cand.term);
        if (!postings) continue;
        for (let k = 0; k < postings.length; k++) {
          const seq = postings[k]!;
          if (code < arr[seq]!) arr[seq] = code;
          if (union[seq] === 0) {
            union[seq] = 1;
            list.push(seq);
          }
        }
      }
      return arr;
    });
    codes.push(perField);
    any.push(union);
    lists.push(list);
  });
  // walk the rarest token's documents and keep those every other token (and the filter) also holds
  let rarest = 0;
  for (let i = 1; i < lists.length; i++) if (lists[i]!.length < lists[rarest]!.length) rarest = i;
  const seqs: number[] = [];
  const base = lists[rarest] ?? [];
  const nTokens = tokens.length;
  outer: for (let k = 0; k < base.length; k++) {
    const seq = base[k]!;
    if (allowed && allowed[seq] === 0) continue;
    for (let i = 0; i < nTokens; i++) if (any[i]![seq] === 0) continue outer;
    seqs.push(seq);
  }
  if (scoreBuffer.length < size) scoreBuffer = new Float64Array(Math.max(size, scoreBuffer.length * 2));
  const scores = scoreBuffer;
  for (const seq of seqs) {
    let best = 0;
    let fieldsMatched = 0;
    for (let fi = 0; fi < fields.length; fi++) {
      let m = 0;
      let typoSum = 0;
      let prefixes = 0;
      for (let ti = 0; ti < tokens.length; ti++) {
        const code = codes[ti]![fi]![seq]!;
        if (code === NONE) continue;
        m++;
        typoSum += code >> 1;
        prefixes += code & 1;
      }
      if (m === 0) continue;
      fieldsMatched++;
      // words matched, then fewer typos, then whole words over prefixes, then the field's weight
      const s =
        Math.min(m, 255) * 2 ** 44 +
        (31 - Math.min(typoSum, 31)) * 2 ** 39 +
        (31 - Math.min(prefixes, 31)) * 2 ** 34 +
        fields[fi]!.weight * 2 ** 26;
      if (s > best) best = s;
    }
    scores[seq] = best + Math.min(fieldsMatched, 255) * 2 ** 18;
  }
  for (let ti = 0; ti < tokens.length; ti++) {
    const list = lists[ti]!;
    const union = any[ti]!;
    for (let k = 0; k < list.length; k++) union[list[k]!] = 0;
    if (clean.zero.length < POOL_MAX) clean.zero.push(union);
    for (const arr of codes[ti]!) {
      for (let k = 0; k < list.length; k++) arr[list[k]!] = NONE;
      if (clean.none.length < POOL_MAX) clean.none.push(arr);
    }
  }
  return { seqs, scores, terms, tokens };
}
