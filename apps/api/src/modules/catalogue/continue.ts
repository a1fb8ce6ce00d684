import type { CourseCard, Locale } from "@gk/contracts";
import type { Db } from "@gk/db";
import type { CatalogueScope } from "./scope";

export interface ContinueItem {
  progressPercent: number | null;
  nextLessonId: string | null;
}

/**
 * "Continue your course": the learner's courses in progress, most recently studied first. Progress lives in
 * the learning tables (enrolments and lesson progress), which this function reads once they exist.
 */
export async function continueCourses(db: Db, scope: CatalogueScope, userId: string, limit: number, locale: Locale) {
  void db;
  void scope;
  void userId;
  void limit;
  void locale;
  return [] as (CourseCard & ContinueItem)[];
}
