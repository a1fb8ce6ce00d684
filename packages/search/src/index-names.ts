/**
 * Index names (courses, general search, bundles, business home page) and the course sort
 * replicas of the search page's "sort by" (highest rating, popularity, newest). A replica name is
 * "<collection>/sort/<field>:<direction>", which both the InstantSearch adapter and our search server read
 * as the base collection sorted that way, so no duplicate index is kept.
 */
export const SEARCH_INDEXES = {
  courses: "courses",
  general: "general_search",
  bundles: "bundles",
  business: "business_home",
} as const;

export type SearchIndex = (typeof SEARCH_INDEXES)[keyof typeof SEARCH_INDEXES];

export type CourseSort = "relevance" | "rating" | "popularity" | "newest";

/**
 * What each course sort means, for every path that searches: the browser's InstantSearch (the replica name
 * carries it) and the API's server-side search (the page before the browser search takes over, a reload, a
 * Back the router answers from the server). One definition, so those paths show the same list in the same
 * order: a tie-break the one path has and the other lacks reorders equal ratings after a reload. "relevance"
 * is what the engine does for the plain collection (text match, then the default sorting field, popularity).
 * The catalogue's SQL fallback orders the same fields the same way (apps/api catalogue/queries).
 */
export const COURSE_SORT_BY: Record<CourseSort, string> = {
  relevance: "_text_match:desc,popularity:desc",
  rating: "rating:desc,rating_count:desc",
  popularity: "popularity:desc",
  newest: "release_date:desc",
};

/** A collection sorted by a `sort_by` (one or more `field:direction`, comma-separated). */
export function sortReplica(collection: string, sortBy: string): string {
  return `${collection}/sort/${sortBy}`;
}

/** The index name to search for a course sort choice ("relevance" is the plain collection). */
export function courseIndexFor(sort: CourseSort, collection: string = SEARCH_INDEXES.courses): string {
  return sort === "relevance" ? collection : sortReplica(collection, COURSE_SORT_BY[sort]);
}

/** The sort options of the course search page, in display order, labelled in Indonesian and English. */
export const COURSE_SORT_OPTIONS: readonly {
  value: string;
  sort: CourseSort;
  label: { id: string; en: string };
}[] = [
  { value: SEARCH_INDEXES.courses, sort: "relevance", label: { id: "Paling relevan", en: "Most relevant" } },
  {
    value: courseIndexFor("rating"),
    sort: "rating",
    label: { id: "Rating tertinggi", en: "Highest rating" },
  },
  {
    value: courseIndexFor("popularity"),
    sort: "popularity",
    label: { id: "Terpopuler", en: "Most popular" },
  },
  { value: courseIndexFor("newest"), sort: "newest", label: { id: "Terbaru", en: "Newest" } },
];

/** Splits a replica name back into its collection and sort_by (the inverse of sortReplica). */
export function parseIndexName(name: string): { collection: string; sortBy: string | null } {
  const m = /^(.+?)\/sort\/(.+)$/.exec(name);
  return m ? { collection: m[1]!, sortBy: m[2]! } : { collection: name, sortBy: null };
}
