import { boolean, index, pgEnum, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { organisations } from "./accounts";
import { courses } from "./catalogue";

/**
 * Organisation curation: which courses an organisation's users see. One model serves two audiences:
 * - a company (organisation kind "company") whose catalogue visibility is "picked": its members see only the
 *   courses it picked, and picks marked mandatory appear under "mandatory courses";
 * - a regional or government site, reached through the organisation whose referral is the site's referral
 *   (@gk/tenancy): "picked" restricts the site's catalogue to its picks, and picks marked featured are shown
 *   first on the site's home.
 * No row in organisation_catalogue means the whole catalogue is visible.
 */
export const catalogueVisibility = pgEnum("catalogue_visibility", ["all", "picked"]);

export const organisationCatalogue = pgTable("organisation_catalogue", {
  organisationId: uuid("organisation_id")
    .primaryKey()
    .references(() => organisations.id, { onDelete: "cascade" }),
  visibility: catalogueVisibility("visibility").notNull().default("all"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const organisationCoursePicks = pgTable(
  "organisation_course_picks",
  {
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    mandatory: boolean("mandatory").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    /** for a mandatory pick: the date by which members should have finished it (optional) */
    dueAt: timestamp("due_at", { withTimezone: true }),
    pickedAt: timestamp("picked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.courseId] }),
    index("organisation_course_picks_course_idx").on(t.courseId),
  ],
);

export type OrganisationCatalogue = typeof organisationCatalogue.$inferSelect;
export type OrganisationCoursePick = typeof organisationCoursePicks.$inferSelect;
