import type { Collection } from "./collection";
import { badRequest } from "./errors";
import { countFacets, type FacetCount } from "./facets";
import { filterBitmap } from "./filter-eval";
import { mark, type Marked } from "./highlight";
import { matchQuery, queryFields } from "./match";
import { oneTokenCandidates, oneTokenPage } from "./score";
import { tokenize } from "./normalize";
import { parseParams, type RawParams } from "./params";
import type { Doc } from "./schema";
import { comparator, leadOf, parseSort } from "./sort";
import { topK } from "./topk";
import { pageOf, sortedOrder, wildcardMatches, wildcardTally } from "./wildcard";
import { asText } from "./text";

const MAX_QUERY_TOKENS = 24;

export interface HighlightEntry {
  field: string;
  snippet?: string;
  snippets?: string[];
  value?: string;
  values?: string[];
  indices?: number[];
  matched_tokens: string[] | string[][];
}

export interface Hit {
  document: Doc;
  /** left out when the search asked for enable_highlight_v1=false */
  highlights?: HighlightEntry[];
  highlight: Record<string, unknown>;
  text_match: number;
}

export interface SearchResult {
  facet_counts: FacetCount[];
  found: number;
  out_of: number;
  page: number;
  hits: Hit[];
  request_params: { collection_name: string; first_q: string; per_page: number; q: string };
  search_cutoff: boolean;
  search_time_ms: number;
}

/** Runs one search with Typesense's parameters and answers a Typesense-shaped result. */
export function search(c: Collection, raw: RawParams): SearchResult {
  const started = performance.now();
  const p = parseParams(raw);
  const allowed = p.filterBy ? filterBitmap(c, p.filterBy) : null;
  // a bounded query keeps the drop-tokens retries (up to twice the tokens) bounded too
  const tokens = p.q.trim() === "*" ? [] : tokenize(p.q).slice(0, MAX_QUERY_TOKENS);
  const wildcard = tokens.length === 0;
  const fields = wildcard ? [] : queryFields(c, p);
  if (!wildcard && fields.length === 0) throw badRequest("No search fields specified for the query.");
  const keys = parseSort(c, p.sortBy, wildcard);
  const offset = (p.page - 1) * p.perPage;
  const tags = { start: p.startTag, end: p.endTag };
  let scores: Float64Array | null = null;
  let terms = new Map<string, Map<string, number>>();
  let found: number;
  let page: number[];
  let facet_counts: FacetCount[] = [];
  if (wildcard) {
    // listing pages: cached matches, sort orders and tallies (see wildcard.ts)
    const matched = wildcardMatches(c, p.filterBy);
    found = matched.length;
    const cmp = comparator(c, keys, null);
    const order = sortedOrder(c, JSON.stringify(keys), cmp);
    page = pageOf(order, allowed, offset, p.perPage);
    if (p.facetBy.length > 0)
      facet_counts = countFacets(c, matched, p.facetBy, p.maxFacetValues, p.facetQuery, tags, (field) =>
        wildcardTally(c, p.filterBy, field, matched),
      );
  } else {
    const m = matchQuery(c, p, fields, tokens, allowed);
    scores = m.scores;
    terms = m.terms;
    found = m.seqs.length;
    const k = offset + p.perPage;
    const textFirst = keys[0]?.field === "_text_match" && keys[0].desc;
    const rest = keys.slice(1);
    if (m.one && textFirst && !rest.some((key) => key.field === "_text_match")) {
      // one word, best match first: score group by group, each ranked by the other keys alone
      const cmp = comparator(c, rest, null);
      const lead = leadOf(c, rest, null);
      page = oneTokenPage(m.one.match, m.one.solo, k, allowed, m.scores, (group, need) =>
        topK(group, need, cmp, lead),
      ).slice(offset);
    } else {
      const among = m.one
        ? oneTokenCandidates(m.one.match, m.one.solo, m.seqs, m.scores, k, textFirst, allowed)
        : m.seqs;
      const placed = m.placed ? { aligned: m.placed, scores: m.scores } : null;
      page = topK(among, k, comparator(c, keys, scores), leadOf(c, keys, scores), placed).slice(offset);
    }
    if (p.facetBy.length > 0)
      facet_counts = countFacets(c, m.seqs, p.facetBy, p.maxFacetValues, p.facetQuery, tags);
  }
  // highlight_fields narrows the queried fields that are marked (`none`: none of them). A field outside
  // query_by has no matched terms here, so naming one marks nothing in it (Typesense marks the query's words).
  const marked = fields.map((f) => f.name).filter((n) => p.highlightFields?.includes(n) ?? true);
  const projection = projectionOf(p.includeFields, p.excludeFields);
  const hits = page.map((seq) =>
    buildHit(c.docs[seq]!, scores ? scores[seq]! : 0, marked, terms, p, projection),
  );
  return {
    facet_counts,
    found,
    out_of: c.count,
    page: p.page,
    hits,
    request_params: { collection_name: c.schema.name, first_q: p.q, per_page: p.perPage, q: p.q },
    search_cutoff: false,
    search_time_ms: Math.round(performance.now() - started),
  };
}

/** The fields a search asks for (include_fields, exclude_fields), with a key naming that choice. */
interface Projection {
  include: string[] | null;
  exclude: string[];
  key: string;
}

const projectionOf = (include: string[] | null, exclude: string[]): Projection | null =>
  include || exclude.length > 0
    ? { include, exclude, key: `${include?.join(",") ?? ""}|${exclude.join(",")}` }
    : null;

/**
 * The last projection of each stored document, kept: a search page asks for the same fields every time, and
 * handing back the same object lets its JSON be written once (json.ts) instead of on every page. A write stores
 * a new document object, so a kept projection never outlives the document it was cut from.
 */
const projected = new WeakMap<Doc, { key: string; doc: Doc }>();

function project(doc: Doc, projection: Projection | null): Doc {
  if (!projection) return doc;
  const kept = projected.get(doc);
  if (kept && kept.key === projection.key) return kept.doc;
  const { include, exclude } = projection;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(doc)) {
    if (include && !include.includes(k)) continue;
    if (exclude.includes(k)) continue;
    out[k] = v;
  }
  projected.set(doc, { key: projection.key, doc: out as Doc });
  return out as Doc;
}

function buildHit(
  doc: Doc,
  score: number,
  fields: string[],
  terms: Map<string, Map<string, number>>,
  p: ReturnType<typeof parseParams>,
  projection: Projection | null,
): Hit {
  const highlights: HighlightEntry[] = [];
  const highlight: Record<string, unknown> = {};
  // plain loops and objects built key by key, in the order the answer's JSON has them: twelve hits with
  // three fields each are built on every search page
  for (const name of fields) {
    const matched = terms.get(name);
    const v = doc[name];
    if (!matched || matched.size === 0 || v === undefined) continue;
    const full = p.fullFields.includes(name);
    if (Array.isArray(v)) {
      const values = v as string[];
      const marks: (Marked | null)[] = [];
      const indices: number[] = [];
      for (let i = 0; i < values.length; i++) {
        const m = mark(values[i]!, matched, p.startTag, p.endTag, p.snippetThreshold);
        marks.push(m);
        if (m) indices.push(i);
      }
      if (indices.length === 0) continue;
      const entry: HighlightEntry = {
        field: name,
        indices,
        matched_tokens: indices.map((i) => marks[i]!.matched_tokens),
        snippets: indices.map((i) => marks[i]!.snippet),
      };
      if (full) entry.values = indices.map((i) => marks[i]!.value);
      highlights.push(entry);
      const perValue: Record<string, unknown>[] = [];
      for (let i = 0; i < values.length; i++) {
        const m = marks[i];
        perValue.push(m ? markedEntry(m, full) : { matched_tokens: [], snippet: values[i]! });
      }
      highlight[name] = perValue;
    } else {
      const m = mark(asText(v), matched, p.startTag, p.endTag, p.snippetThreshold);
      if (!m) continue;
      const entry: HighlightEntry = { field: name, matched_tokens: m.matched_tokens, snippet: m.snippet };
      if (full) entry.value = m.value;
      highlights.push(entry);
      highlight[name] = markedEntry(m, full);
    }
  }
  const document = project(doc, projection);
  // the keys in the order Typesense writes them; without the older list when the search turned it off
  return p.highlightV1
    ? { document, highlights, highlight, text_match: score }
    : { document, highlight, text_match: score };
}

function markedEntry(m: Marked, full: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = { matched_tokens: m.matched_tokens, snippet: m.snippet };
  if (full) out.value = m.value;
  return out;
}
