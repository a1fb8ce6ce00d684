import { bigint, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { courses } from "./catalogue";

/**
 * Answers worked out once and kept in the database, for reads that would otherwise assemble the same rows on
 * every first visit (the long tail of a large catalogue, where nearly every visit to a course page is the first
 * one since the last change).
 *
 * A course page as the API answers it, per language, without what depends on who asks (the site's picks, the
 * related courses): the JSON text, stored as sent. It is current only while `version` equals the course's
 * `page_version`, which the triggers of migration 0017 move on every change the page shows; a stale row is
 * simply ignored and replaced on the next visit, so no change can be missed and nothing has to delete it.
 */
export const coursePages = pgTable(
  "course_pages",
  {
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    version: bigint("version", { mode: "number" }).notNull(),
    body: text("body").notNull(),
    /** the course's card as listings show it to an open catalogue (not mandatory, no due date: the last two
     * fields, which a restricted scope's statement replaces from its picks) */
    card: text("card").notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.locale] })],
);

/**
 * How many published courses the whole catalogue has per category and institution, kept by a trigger on `courses`
 * (migration 0018) in the same transaction as any change, whoever makes it: a listing's total is then the sum of a
 * few rows instead of a count of every matching course on each first visit of a listing page (bench/catalogue).
 * Restricted scopes (a company's or a site's picks) are few courses and are still counted from the picks.
 */
export const courseCounts = pgTable(
  "course_counts",
  {
    categorySlug: text("category_slug").notNull(),
    institutionId: uuid("institution_id").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.categorySlug, t.institutionId] })],
);
