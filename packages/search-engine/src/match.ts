import type { Collection } from "./collection";
import { badRequest } from "./errors";
import { type Params, perField } from "./params";
import { isText } from "./schema";
import { filterOne, scoreAll, soloScores } from "./score";
import { tokenMatch, type TokenMatch } from "./token-match";
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
  /**
   * by sequence number, set for the matched documents; for a one-token match only once oneTokenCandidates
   * has picked the documents the page can be among
   */
  scores: Float64Array;
  /**
   * several tokens: the scores by place in seqs (a view on a reused buffer); top k copies into scores the
   * ones it compares (see topk.ts)
   */
  placed: Float64Array | null;
  /** a one-token match: the token's match and its documents' scores, by place in its list */
  one: { match: TokenMatch; solo: Float64Array } | null;
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
  // direct calls, not a closure made per search: under tsx every named closure is also given its name
  let typos = false;
  let best = matchTokens(c, p, fields, tokens, false, allowed);
  if (best.seqs.length < p.typoTokensThreshold)
    best = matchTokens(c, p, fields, tokens, (typos = true), allowed);
  if (best.seqs.length >= p.dropTokensThreshold || tokens.length < 2) return best;
  for (let keep = tokens.length - 1; keep >= 1; keep--) {
    const r = matchTokens(c, p, fields, tokens.slice(0, keep), true, allowed);
    if (r.seqs.length >= p.dropTokensThreshold) return r;
  }
  for (let from = 1; from < tokens.length; from++) {
    const r = matchTokens(c, p, fields, tokens.slice(from), true, allowed);
    if (r.seqs.length >= p.dropTokensThreshold) return r;
  }
  // the attempts share the match buffers: match the full query again for its answer
  return matchTokens(c, p, fields, tokens, typos, allowed);
}

/**
 * Buffers of the matched documents and their scores, reused from search to search (searches run
 * synchronously, one at a time): a match result is read before the next match starts.
 */
let seqBuffer = new Int32Array(1024);
let scoreBuffer = new Float64Array(1024);
let placeBuffer = new Float64Array(1024);

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
  if (placeBuffer.length < size) placeBuffer = new Float64Array(Math.max(size, placeBuffer.length * 2));
  const seqs = seqBuffer;
  const scores = scoreBuffer;
  const nTokens = matches.length;
  if (nTokens === 0) return { seqs: seqs.subarray(0, 0), scores, placed: null, one: null, terms, tokens };
  const weights = new Float64Array(fields.map((f) => f.weight));
  if (nTokens === 1) {
    const match = matches[0]!;
    // without a filter every document of the token matched: its own list is the answer's, unchanged
    const matched = allowed === null ? match.seqs : seqs.subarray(0, filterOne(match, allowed, seqs));
    const one = { match, solo: soloScores(match, weights) };
    return { seqs: matched, scores, placed: null, one, terms, tokens };
  }
  const n = scoreAll(matches, weights, allowed, size, seqs, placeBuffer);
  return { seqs: seqs.subarray(0, n), scores, placed: placeBuffer.subarray(0, n), one: null, terms, tokens };
}
