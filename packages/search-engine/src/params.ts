import { badRequest } from "./errors";
import { asText } from "./text";

/** Search parameters as they arrive (query string, JSON body or a scoped key): strings, numbers or bools. */
export type RawParams = Record<string, unknown>;

export interface Params {
  q: string;
  queryBy: string[];
  weights: number[];
  filterBy: string;
  sortBy: string;
  facetBy: string[];
  maxFacetValues: number;
  facetQuery: string;
  page: number;
  perPage: number;
  numTypos: number[];
  minLen1: number;
  minLen2: number;
  prefix: boolean[];
  dropTokensThreshold: number;
  typoTokensThreshold: number;
  startTag: string;
  endTag: string;
  includeFields: string[] | null;
  excludeFields: string[];
  snippetThreshold: number;
  fullFields: string[];
  /** the fields highlighted: null for every queried field (the default), [] for none (`none`) */
  highlightFields: string[] | null;
  /** whether hits carry the older `highlights` list beside `highlight` (Typesense's enable_highlight_v1) */
  highlightV1: boolean;
}

const list = (v: unknown): string[] =>
  v === undefined || v === null
    ? []
    : Array.isArray(v)
      ? v.map(asText)
      : asText(v)
          .split(",")
          .map((s) => s.trim())
          .filter((s) => s !== "");

function int(raw: RawParams, name: string, dflt: number): number {
  const v = raw[name];
  if (v === undefined || v === null || v === "") return dflt;
  const n = typeof v === "number" ? v : Number(v);
  if (!Number.isInteger(n) || n < 0) throw badRequest(`Parameter \`${name}\` must be an unsigned integer.`);
  return n;
}

function bool(v: unknown, name: string): boolean {
  if (v === true || v === "true") return true;
  if (v === false || v === "false") return false;
  throw badRequest(`Parameter \`${name}\` must be a boolean.`);
}

/** Reads Typesense's search parameters with its defaults (num_typos 2, min_len 4/7, prefix on, …). */
export function parseParams(raw: RawParams): Params {
  if (raw.q === undefined || raw.q === null) throw badRequest("Parameter `q` is required.");
  const queryBy = list(raw.query_by);
  const weights = list(raw.query_by_weights).map(Number);
  if (weights.length > 0 && weights.length !== queryBy.length)
    throw badRequest("Number of weights in `query_by_weights` does not match number of `query_by` fields.");
  if (weights.some((w) => !Number.isFinite(w) || w < 0))
    throw badRequest("Parameter `query_by_weights` must be a list of unsigned numbers.");
  const perPage = int(raw, "per_page", int(raw, "limit", 10));
  if (perPage > 250) throw badRequest("Only upto 250 hits can be fetched per page.");
  const numTypos = list(raw.num_typos ?? 2).map(Number);
  if (numTypos.some((n) => !Number.isInteger(n) || n < 0 || n > 2))
    throw badRequest("Value of `num_typos` must not be greater than 2.");
  const prefix = list(raw.prefix ?? true).map((p) => bool(p, "prefix"));
  const include = list(raw.include_fields);
  const highlightFields = list(raw.highlight_fields);
  return {
    q: asText(raw.q),
    queryBy,
    weights,
    filterBy: raw.filter_by === undefined || raw.filter_by === null ? "" : asText(raw.filter_by),
    sortBy: raw.sort_by === undefined || raw.sort_by === null ? "" : asText(raw.sort_by),
    facetBy: list(raw.facet_by),
    maxFacetValues: int(raw, "max_facet_values", 10),
    facetQuery: raw.facet_query === undefined || raw.facet_query === null ? "" : asText(raw.facet_query),
    page: Math.max(1, int(raw, "page", 1)),
    perPage,
    numTypos,
    minLen1: int(raw, "min_len_1typo", 4),
    minLen2: int(raw, "min_len_2typo", 7),
    prefix,
    dropTokensThreshold: int(raw, "drop_tokens_threshold", 1),
    typoTokensThreshold: int(raw, "typo_tokens_threshold", 1),
    startTag: raw.highlight_start_tag === undefined ? "<mark>" : asText(raw.highlight_start_tag),
    endTag: raw.highlight_end_tag === undefined ? "</mark>" : asText(raw.highlight_end_tag),
    includeFields: include.length > 0 ? include : null,
    excludeFields: list(raw.exclude_fields),
    snippetThreshold: int(raw, "snippet_threshold", 30),
    fullFields: list(raw.highlight_full_fields),
    highlightFields:
      highlightFields.length === 0 ? null : highlightFields.includes("none") ? [] : highlightFields,
    highlightV1:
      raw.enable_highlight_v1 === undefined ? true : bool(raw.enable_highlight_v1, "enable_highlight_v1"),
  };
}

/** Per-field setting given as one value or one per query_by field (Typesense accepts both). */
export const perField = <T>(values: T[], i: number): T => values[Math.min(i, values.length - 1)]!;
