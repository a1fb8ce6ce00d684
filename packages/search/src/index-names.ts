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

const SORT_FIELDS: Record<Exclude<CourseSort, "relevance">, string> = {
  rating: "rating",
  popularity: "popularity",
  newest: "release_date",
};

export function sortReplica(collection: string, field: string, direction: "asc" | "desc" = "desc"): string {
  return `${collection}/sort/${field}:${direction}`;
}

/** The index name to search for a course sort choice ("relevance" is the plain collection). */
export function courseIndexFor(sort: CourseSort, collection: string = SEARCH_INDEXES.courses): string {
  return sort === "relevance" ? collection : sortReplica(collection, SORT_FIELDS[sort]);
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
