import type { CourseCard } from "@gk/contracts";
import { courseIndexFor, SEARCH_INDEXES, type CourseSearchDocument } from "@gk/search";
import type { SearchSort, SearchState } from "@/lib/search-state";

/**
 * The bridge between the search page's URL state (lib/search-params, what the server render reads) and
 * react-instantsearch's UI state, so the browser's InstantSearch and the server-rendered page agree on
 * one URL: q, sort, category, institution, page. Sorts are the §2 replicas of packages/search.
 */

const SORT_NAMES = { relevance: "relevance", rating: "rating", popular: "popularity", newest: "newest" } as const;
const SORTS = Object.keys(SORT_NAMES) as SearchSort[];

export const COURSES_INDEX = SEARCH_INDEXES.courses;

/** The index (plain collection or sort replica) for a sort; the collection is the one the API's key names. */
export function indexForSort(sort: SearchSort, collection: string = COURSES_INDEX): string {
  return courseIndexFor(SORT_NAMES[sort], collection);
}

export function sortForIndex(index: string | undefined, hasQuery: boolean, collection: string = COURSES_INDEX): SearchSort {
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

/** One course document as the search nodes return it: the fields a card needs. */
export type CourseHit = Omit<CourseSearchDocument, "description_id" | "description_en" | "skills" | "tags"> & { tags?: string[] };

const LEVELS = ["beginner", "intermediate", "advanced"] as const;

/**
 * A search hit as the card the server render shows. The index holds no enrolment window nor the viewer's
 * mandatory marks, so those read as "none" (the API's scoped key already limits hits to the visible catalogue).
 */
export function hitToCard(hit: CourseHit, locale: "id" | "en"): CourseCard {
  const en = locale === "en";
  return {
    id: hit.id,
    slug: hit.slug,
    name: (en ? hit.name_en : hit.name_id) || hit.name_id,
    category: { slug: hit.category, name: (en ? hit.category_name_en : hit.category_name_id) || hit.category_name_id },
    institution: { slug: hit.institution, name: (en ? hit.institution_name_en : hit.institution_name_id) || hit.institution_name_id },
    level: (LEVELS as readonly string[]).includes(hit.level) ? (hit.level as CourseCard["level"]) : "beginner",
    durationMinutes: hit.duration_minutes,
    priceRupiah: hit.price_rupiah,
    certificateOffered: hit.certificate,
    ratingAverage: hit.rating,
    ratingCount: hit.rating_count,
    popularity: hit.popularity,
    releasedAt: new Date(hit.release_date * 1000).toISOString(),
    lessonCount: hit.lesson_count,
    enrolmentClosesAt: null,
    tags: hit.tags ?? [],
    mandatory: false,
  };
}
