import { CATEGORY_SLUGS, SEARCH_SORTS } from "@gk/contracts";
import {
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
