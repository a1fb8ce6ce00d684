/**
 * The course document of the search indexes: written by the API's indexer (apps/api search-sync), read by the
 * browser's search UI (apps/web). One definition so the two cannot drift.
 */
export interface CourseSearchDocument {
  id: string;
  slug: string;
  name_id: string;
  name_en: string;
  description_id: string;
  description_en: string;
  skills: string[];
  tags: string[];
  category: string;
  category_name_id: string;
  category_name_en: string;
  institution: string;
  institution_name_id: string;
  institution_name_en: string;
  level: string;
  price_rupiah: number;
  certificate: boolean;
  rating: number;
  rating_count: number;
  popularity: number;
  release_date: number;
  lesson_count: number;
  duration_minutes: number;
}

/** Text fields searched, heaviest first: names, then skills and tags, then descriptions. */
export const COURSE_QUERY_BY =
  "name_id,name_en,skills,tags,category_name_id,category_name_en,institution_name_id,description_id,description_en";
export const COURSE_QUERY_WEIGHTS = "6,6,3,3,2,2,2,1,1";

/**
 * What the browser's course search asks for besides the query: the document without what a card never shows
 * (both languages' descriptions and the skills, most of a document's bytes), and no marked snippets (the cards
 * show none; Typesense writes each mark twice, in the `highlight` object and the older `highlights` list).
 * The order of the hits does not change, only what each one carries: a smaller answer over a slow phone's
 * connection, and less for the search node to write.
 */
export const COURSE_HIT_PARAMS = {
  exclude_fields: "description_id,description_en,skills",
  highlight_fields: "none",
  enable_highlight_v1: false,
} as const;
