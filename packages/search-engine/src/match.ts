import type { Collection } from "./collection";
import { badRequest } from "./errors";
import { type Params, perField } from "./params";
import { isText } from "./schema";
import { NONE as ABSENT, tokenMatch, type TokenMatch } from "./token-match";
import { allowedTypos } from "./typo";

export interface QueryField {
  name: string;
  weight: number;
  prefix: boolean;
  numTypos: number;
}

/** What matching found: the documents, their text-match scores and, per field, the terms that matched. */
export interface MatchResult {
  /** ascending; a view on a buffer the next match reuses */
  seqs: Int32Array;
  /** by sequence number, set for the matched documents */
  scores: Float64Array | null;
  /** per field: matched term → how many leading letters to mark (0: the whole word) */
  terms: Map<string, Map<string, number>>;
  tokens: string[];
}

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
  // the attempts share the match buffers: match the full query again for its answer
  return attempt(tokens, typos);
}

/**
 * The code of a field a token is not in, as a constant of this module: the loops below compare against it
 * for every document, and an imported binding can cost a property read (a getter call under tsx) each time.
 */
const NONE: number = ABSENT;

/**
 * Buffers of the matched documents and their scores, reused from search to search (searches run
 * synchronously, one at a time): a match result is read before the next match starts.
 */
let seqBuffer = new Int32Array(1024);
let scoreBuffer = new Float64Array(1024);

/** The first index ≥ from whose value is ≥ target, given list[from] < target: exponential, then binary search. */
function gallop(list: Int32Array, from: number, target: number): number {
  const len = list.length;
  let lo = from;
  let step = 1;
  let hi = lo + 1;
  while (hi < len && list[hi]! < target) {
    lo = hi;
    step *= 2;
    hi = lo + step;
  }
  if (hi > len) hi = len;
  lo++;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A field's score: words matched, then fewer typos, then whole words over prefixes, then its weight. */
function fieldScore(matched: number, typoSum: number, prefixes: number, weight: number): number {
  return (
    Math.min(matched, 255) * 2 ** 44 +
    (31 - Math.min(typoSum, 31)) * 2 ** 39 +
    (31 - Math.min(prefixes, 31)) * 2 ** 34 +
    weight * 2 ** 26
  );
}

/** Names the token and how each field expands it: the key of its cached match. */
function matchKey(token: string, fields: QueryField[], prefix: boolean[], maxTypos: number[]): string {
  let key = token;
  for (let f = 0; f < fields.length; f++) {
    const name = fields[f]!.name;
    key += `\u0000${name.length}:${name}${prefix[f] ? 1 : 0}${maxTypos[f]}`;
  }
  return key;
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
  const matches = tokens.map((token, ti) => {
    const last = ti === tokens.length - 1;
    const prefix = fields.map((f) => f.prefix && last);
    const maxTypos = fields.map((f) =>
      typos ? allowedTypos(token.length, f.numTypos, p.minLen1, p.minLen2) : 0,
    );
    const m = tokenMatch(c, matchKey(token, fields, prefix, maxTypos), token, () =>
      fields.map((f, i) => ({
        name: f.name,
        candidates: c.text.get(f.name)!.expand(token, { prefix: prefix[i]!, maxTypos: maxTypos[i]! }),
      })),
    );
    m.marks.forEach((fieldMarks, f) => {
      const seen = terms.get(fields[f]!.name)!;
      // a term is marked whole if any expansion matched it whole, else up to the longest typed prefix
      for (const [term, markLength] of fieldMarks) {
        const had = seen.get(term);
        if (had === undefined || (had !== 0 && (markLength === 0 || markLength > had)))
          seen.set(term, markLength);
      }
    });
    return m;
  });
  if (seqBuffer.length < size) seqBuffer = new Int32Array(Math.max(size, seqBuffer.length * 2));
  if (scoreBuffer.length < size) scoreBuffer = new Float64Array(Math.max(size, scoreBuffer.length * 2));
  const seqs = seqBuffer;
  const scores = scoreBuffer;
  const nTokens = matches.length;
  if (nTokens === 0) return { seqs: seqs.subarray(0, 0), scores, terms, tokens };
  const weights = new Float64Array(fields.map((f) => f.weight));
  const n =
    nTokens === 1
      ? scoreOne(matches[0]!, weights, allowed, seqs, scores)
      : scoreAll(matches, weights, allowed, seqs, scores);
  return { seqs: seqs.subarray(0, n), scores, terms, tokens };
}

// The loops below are kept in functions of their own: small functions that always see the same types stay
// optimised, where one large function mixing them was deoptimised again on every call.

/** One token: every document holding it matches; answers how many were written to seqs. */
function scoreOne(
  match: TokenMatch,
  weights: Float64Array,
  allowed: Uint8Array | null,
  seqs: Int32Array,
  scores: Float64Array,
): number {
  const nFields = weights.length;
  const list = match.seqs;
  const codes = match.codes;
  let n = 0;
  for (let k = 0; k < list.length; k++) {
    const seq = list[k]!;
    if (allowed !== null && allowed[seq] === 0) continue;
    seqs[n++] = seq;
    let best = 0;
    let fieldsMatched = 0;
    for (let f = 0; f < nFields; f++) {
      const code = codes[k * nFields + f]!;
      if (code === NONE) continue;
      fieldsMatched++;
      const s = fieldScore(1, code >> 1, code & 1, weights[f]!);
      if (s > best) best = s;
    }
    scores[seq] = best + Math.min(fieldsMatched, 255) * 2 ** 18;
  }
  return n;
}

/**
 * Several tokens: walks the rarest token's documents (ascending) and keeps those every other token (and the
 * filter) also holds, advancing through the other tokens' ascending lists.
 */
function scoreAll(
  matches: TokenMatch[],
  weights: Float64Array,
  allowed: Uint8Array | null,
  seqs: Int32Array,
  scores: Float64Array,
): number {
  const nFields = weights.length;
  const nTokens = matches.length;
  let rarest = 0;
  for (let i = 1; i < nTokens; i++) if (matches[i]!.seqs.length < matches[rarest]!.seqs.length) rarest = i;
  const lists = matches.map((m) => m.seqs);
  const codes = matches.map((m) => m.codes);
  const base = lists[rarest]!;
  const pos = new Int32Array(nTokens);
  const at = new Int32Array(nTokens);
  let n = 0;
  outer: for (let k = 0; k < base.length; k++) {
    const seq = base[k]!;
    if (allowed !== null && allowed[seq] === 0) continue;
    for (let t = 0; t < nTokens; t++) {
      if (t === rarest) {
        at[t] = k;
        continue;
      }
      const list = lists[t]!;
      const len = list.length;
      let i = pos[t]!;
      // a few steps in turn (lists of like size), then leaps (a list much longer than the rarest)
      const stop = i + 8 < len ? i + 8 : len;
      while (i < stop && list[i]! < seq) i++;
      if (i < len && list[i]! < seq) i = gallop(list, i, seq);
      pos[t] = i;
      if (i >= len) break outer;
      if (list[i] !== seq) continue outer;
      at[t] = i;
    }
    seqs[n++] = seq;
    let best = 0;
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
      const s = fieldScore(m, typoSum, prefixes, weights[f]!);
      if (s > best) best = s;
    }
    scores[seq] = best + Math.min(fieldsMatched, 255) * 2 ** 18;
  }
  return n;
}
