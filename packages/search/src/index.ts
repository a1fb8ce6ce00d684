export { createSearchClient, type SearchAdapterOptions } from "./adapter";
export { SEARCH_CACHE_DEFAULTS, SearchCache, searchCacheKey, type SearchCacheKey } from "./cache";
export {
  COURSE_SORT_BY,
  COURSE_SORT_OPTIONS,
  courseIndexFor,
  parseIndexName,
  SEARCH_INDEXES,
  sortReplica,
  type CourseSort,
  type SearchIndex,
} from "./index-names";
export { EMBEDDED_NODE, parseNodes, type SearchNode } from "./nodes";
export {
  COURSE_HIT_PARAMS,
  COURSE_QUERY_BY,
  COURSE_QUERY_WEIGHTS,
  type CourseSearchDocument,
} from "./course-document";
export { cardCount, cardRating, cardText } from "./course-card";
export {
  facetCounts,
  facetRequests,
  MAX_FACET_VALUES,
  type FacetCounts,
  type FacetSelection,
} from "./facets";
