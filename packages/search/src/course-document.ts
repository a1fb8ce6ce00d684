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
