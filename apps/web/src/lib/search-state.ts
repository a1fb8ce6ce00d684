import type { CATEGORY_SLUGS, SEARCH_SORTS } from "@gk/contracts";

/**
 * The search page's URL state without a value import from @gk/contracts, so the browser can read and write it
 * without the zod schemas; the allowed sorts and categories come in as data (lib/search-params passes the
 * contracts' lists on the server, the page hands the same lists to the browser).
 */
export type SearchSort = (typeof SEARCH_SORTS)[number];
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/** The search page's state, all of it in the URL so a search can be shared and reloaded. */
export interface SearchState {
  q: string;
  /** relevance is the default with a query, popularity without one */
  sort: SearchSort;
  categories: string[];
  institutions: string[];
  /** pages loaded so far ("load more") */
  page: number;
}

export interface SearchVocabulary {
  sorts: readonly string[];
  categories: readonly string[];
}

/** Courses per page of results: "load more" adds one page, in the server's list and the browser's search alike. */
export const PER_PAGE = 20;

export type RawSearchParams = Record<string, string | string[] | undefined>;
/** A query parameter's values as a list, however Next or the URL handed them over. */
export const paramValues = (v: string | string[] | undefined) =>
  v === undefined ? [] : Array.isArray(v) ? v : [v];
const SLUG = /^[a-z0-9-]{1,200}$/;

export function parseSearchStateWith(raw: RawSearchParams, vocabulary: SearchVocabulary): SearchState {
  const q = String(paramValues(raw.q)[0] ?? "")
    .trim()
    .slice(0, 100);
  const fallback: SearchSort = q ? "relevance" : "popular";
  const sort = vocabulary.sorts.includes(String(raw.sort)) ? (raw.sort as SearchSort) : fallback;
  const page = Math.min(20, Math.max(1, Number.parseInt(String(raw.page ?? "1"), 10) || 1));
  return {
    q,
    sort,
    categories: [...new Set(paramValues(raw.category))].filter((c) => vocabulary.categories.includes(c)),
    institutions: [...new Set(paramValues(raw.institution))].filter((s) => SLUG.test(s)).slice(0, 50),
    page,
  };
}

/** URLSearchParams (the browser's location) as the raw record parseSearchStateWith reads. */
export function rawFromSearchParams(params: URLSearchParams): RawSearchParams {
  const raw: RawSearchParams = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    raw[key] = all.length > 1 ? all : all[0];
  }
  return raw;
}

/** The query string of a state (default values left out, so shared links stay short). */
export function searchHref(base: string, s: SearchState, change: Partial<SearchState> = {}): string {
  const next = { ...s, page: 1, ...change };
  const p = new URLSearchParams();
  if (next.q) p.set("q", next.q);
  if (next.sort !== (next.q ? "relevance" : "popular")) p.set("sort", next.sort);
  for (const c of next.categories) p.append("category", c);
  for (const i of next.institutions) p.append("institution", i);
  if (next.page > 1) p.set("page", String(next.page));
  const qs = p.toString();
  return qs ? `${base}?${qs}` : base;
}

export function toggle(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/** Same search, same number of pages. */
export function sameSearch(a: SearchState, b: SearchState, withPage = false): boolean {
  return (
    a.q === b.q &&
    a.sort === b.sort &&
    a.categories.join() === b.categories.join() &&
    a.institutions.join() === b.institutions.join() &&
    (!withPage || a.page === b.page)
  );
}
