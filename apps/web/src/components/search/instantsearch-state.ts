import { courseIndexFor, SEARCH_INDEXES } from "@gk/search";
import type { SearchSort, SearchState } from "@/lib/search-state";

/**
 * The bridge between the search page's URL state (lib/search-params, what the server render reads) and
 * react-instantsearch's UI state, so the browser's InstantSearch and the server-rendered page agree on
 * one URL: q, sort, category, institution, page. Sorts are the sort replicas of packages/search.
 */

const SORT_NAMES = {
  relevance: "relevance",
  rating: "rating",
  popular: "popularity",
  newest: "newest",
} as const;
const SORTS = Object.keys(SORT_NAMES) as SearchSort[];

export const COURSES_INDEX = SEARCH_INDEXES.courses;

/** The index (plain collection or sort replica) for a sort; the collection is the one the API's key names. */
export function indexForSort(sort: SearchSort, collection: string = COURSES_INDEX): string {
  return courseIndexFor(SORT_NAMES[sort], collection);
}

export function sortForIndex(
  index: string | undefined,
  hasQuery: boolean,
  collection: string = COURSES_INDEX,
): SearchSort {
  const found = SORTS.find((s) => indexForSort(s, collection) === index);
  return found ?? (hasQuery ? "relevance" : "popular");
}

/** The slice of InstantSearch's UiState the page uses (page is 1-based there, as in our URL). */
export interface CourseUiState {
  query?: string;
  sortBy?: string;
  refinementList?: { category?: string[]; institution?: string[] };
  page?: number;
}

export function toUiState(s: SearchState, collection: string = COURSES_INDEX): CourseUiState {
  return {
    ...(s.q ? { query: s.q } : {}),
    sortBy: indexForSort(s.sort, collection),
    refinementList: { category: [...s.categories], institution: [...s.institutions] },
    ...(s.page > 1 ? { page: s.page } : {}),
  };
}

export function fromUiState(ui: CourseUiState, collection: string = COURSES_INDEX): SearchState {
  const q = (ui.query ?? "").trim();
  return {
    q,
    sort: sortForIndex(ui.sortBy, q.length > 0, collection),
    categories: [...(ui.refinementList?.category ?? [])],
    institutions: [...(ui.refinementList?.institution ?? [])],
    page: Math.max(1, ui.page ?? 1),
  };
}
