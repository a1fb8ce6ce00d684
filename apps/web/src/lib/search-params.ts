import { CATEGORY_SLUGS, SEARCH_SORTS } from "@gk/contracts";
import {
  paramValues,
  parseSearchStateWith,
  type RawSearchParams,
  type SearchState,
  type SearchVocabulary,
} from "./search-state";

export { searchHref, toggle, type SearchSort, type SearchState } from "./search-state";

/** The sorts and categories the contracts allow; the search page hands them to the browser as data. */
export const SEARCH_VOCABULARY: SearchVocabulary = {
  sorts: [...SEARCH_SORTS],
  categories: [...CATEGORY_SLUGS],
};

export function parseSearchState(raw: RawSearchParams): SearchState {
  return parseSearchStateWith(raw, SEARCH_VOCABULARY);
}

/**
 * The query string the page was rendered for, in URLSearchParams' own spelling. The browser compares it with
 * its address (`new URLSearchParams(location.search).toString()`) to know at once that it still shows that
 * search, without the parser; a different spelling of the same search only costs it the full comparison.
 */
export function renderedQuery(raw: RawSearchParams): string {
  const pairs = Object.entries(raw).flatMap(([k, v]) => paramValues(v).map((x) => [k, x]));
  return new URLSearchParams(pairs).toString();
}
