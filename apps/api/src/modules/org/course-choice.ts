import type { Locale, OrgCourseListQuery, OrgCourseRow } from "@gk/contracts";
import { categories, courses, institutions, organisationCatalogue, organisationCoursePicks } from "@gk/db";
import { cardText } from "@gk/search";
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { courseLabelColumns } from "../catalogue/cards";
import { catalogueChanged } from "../catalogue/changed";
import { enqueueCourseSync } from "../search-sync/jobs";
import { likePattern, type CompanyAdmin } from "./admin-guard";

type Query = OrgCourseListQuery;

/** The choice as the console shows it. No row yet means "picked" with nothing picked: a company is closed by default. */
export async function catalogueChoice(ctx: AppContext, orgId: string) {
  const [choice] = await ctx.db
    .select({ visibility: organisationCatalogue.visibility })
    .from(organisationCatalogue)
    .where(eq(organisationCatalogue.organisationId, orgId));
  const [n] = await ctx.db
    .select({
      picked: count(),
      mandatory: sql<number>`count(*) filter (where ${organisationCoursePicks.mandatory})`,
    })
    .from(organisationCoursePicks)
    .innerJoin(courses, eq(courses.id, organisationCoursePicks.courseId))
    .where(and(eq(organisationCoursePicks.organisationId, orgId), sql`${courses.published}`));
  return {
    visibility: choice?.visibility ?? ("picked" as const),
    picked: Number(n?.picked ?? 0),
    mandatory: Number(n?.mandatory ?? 0),
  };
}

const pickJoin = (orgId: string) =>
  and(eq(organisationCoursePicks.courseId, courses.id), eq(organisationCoursePicks.organisationId, orgId));

const rowColumns = {
  ...courseLabelColumns,
  pickedCourse: organisationCoursePicks.courseId,
  mandatory: organisationCoursePicks.mandatory,
  dueAt: organisationCoursePicks.dueAt,
};
type Row = { [K in keyof typeof rowColumns]: (typeof rowColumns)[K]["_"]["data"] | null };

const toRow = (r: Row, locale: Locale): OrgCourseRow => ({
  id: r.id!,
  slug: r.slug!,
  name: cardText(locale, r.nameId!, r.nameEn),
  category: { slug: r.categorySlug!, name: cardText(locale, r.categoryId!, r.categoryEn) },
  institution: { slug: r.institutionSlug!, name: cardText(locale, r.institutionId!, r.institutionEn) },
  level: r.level!,
  durationMinutes: r.durationMinutes!,
  picked: r.pickedCourse !== null,
  mandatory: r.mandatory === true,
  dueAt: r.dueAt ? r.dueAt.toISOString() : null,
});

/** Every published course with whether the company picked it; the admin chooses from the whole catalogue. */
export async function listCourses(ctx: AppContext, admin: CompanyAdmin, query: Query, locale: Locale) {
  const orgId = admin.organisation.id;
  const q = query.q?.trim();
  const where = and(
    sql`${courses.published}`,
    query.category ? eq(courses.categorySlug, query.category) : undefined,
    q
      ? or(
          ilike(courses.nameId, likePattern(q)),
          ilike(courses.nameEn, likePattern(q)),
          ilike(institutions.nameId, likePattern(q)),
          ilike(institutions.nameEn, likePattern(q)),
        )
      : undefined,
    query.picked === "picked"
      ? sql`${organisationCoursePicks.courseId} is not null`
      : query.picked === "unpicked"
        ? isNull(organisationCoursePicks.courseId)
        : query.picked === "mandatory"
          ? eq(organisationCoursePicks.mandatory, true)
          : undefined,
  );
  const from = () =>
    ctx.db
      .select(rowColumns)
      .from(courses)
      .innerJoin(categories, eq(categories.slug, courses.categorySlug))
      .innerJoin(institutions, eq(institutions.id, courses.institutionId))
      .leftJoin(organisationCoursePicks, pickJoin(orgId));
  const [rows, [total], choice] = await Promise.all([
    from()
      .where(where)
      .orderBy(desc(courses.popularity), asc(courses.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    ctx.db
      .select({ n: count() })
      .from(courses)
      .innerJoin(institutions, eq(institutions.id, courses.institutionId))
      .leftJoin(organisationCoursePicks, pickJoin(orgId))
      .where(where),
    catalogueChoice(ctx, orgId),
  ]);
  const items = rows.map((r) => toRow(r, locale));
  return { locale, choice, items, page: query.page, perPage: query.perPage, total: Number(total?.n ?? 0) };
}

/**
 * After any change to the picks: the catalogue caches are emptied at once (this process, and the others by
 * notification) and the changed courses are queued for the search index, whose documents carry the
 * organisations that picked them.
 */
async function picksChanged(ctx: AppContext, courseIds: string[]) {
  await catalogueChanged(ctx);
  await enqueueCourseSync(ctx.jobs, courseIds);
}

export async function setVisibility(ctx: AppContext, admin: CompanyAdmin, visibility: "all" | "picked") {
  const orgId = admin.organisation.id;
  const now = new Date();
  await ctx.db
    .insert(organisationCatalogue)
    .values({ organisationId: orgId, visibility, updatedAt: now })
    .onConflictDoUpdate({
      target: organisationCatalogue.organisationId,
      set: { visibility, updatedAt: now },
    });
  await catalogueChanged(ctx);
  return catalogueChoice(ctx, orgId);
}

/** A due date is the end of that day in Jakarta time (WIB, UTC+7). */
const dueAtOf = (date: string | null) => (date ? new Date(`${date}T23:59:59.999+07:00`) : null);

export async function pickCourse(
  ctx: AppContext,
  admin: CompanyAdmin,
  input: { courseId: string; mandatory: boolean; dueDate: string | null },
  locale: Locale,
) {
  const orgId = admin.organisation.id;
  const [course] = await ctx.db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, input.courseId), sql`${courses.published}`));
  if (!course) throw new ApiError("NOT_FOUND");
  const dueAt = input.mandatory ? dueAtOf(input.dueDate) : null;
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(organisationCoursePicks)
      .values({ organisationId: orgId, courseId: course.id, mandatory: input.mandatory, dueAt })
      .onConflictDoUpdate({
        target: [organisationCoursePicks.organisationId, organisationCoursePicks.courseId],
        set: { mandatory: input.mandatory, dueAt },
      });
    // the first pick records the choice "picked" (a company without a choice is closed already)
    await tx
      .insert(organisationCatalogue)
      .values({ organisationId: orgId, visibility: "picked" })
      .onConflictDoNothing();
  });
  await picksChanged(ctx, [course.id]);
  const [row] = await courseRows(ctx, orgId, [course.id], locale);
  return { course: row!, choice: await catalogueChoice(ctx, orgId) };
}

async function courseRows(ctx: AppContext, orgId: string, ids: string[], locale: Locale) {
  const rows = await ctx.db
    .select(rowColumns)
    .from(courses)
    .innerJoin(categories, eq(categories.slug, courses.categorySlug))
    .innerJoin(institutions, eq(institutions.id, courses.institutionId))
    .leftJoin(organisationCoursePicks, pickJoin(orgId))
    .where(inArray(courses.id, ids));
  return rows.map((r) => toRow(r, locale));
}

export async function unpickCourse(ctx: AppContext, admin: CompanyAdmin, courseId: string) {
  const orgId = admin.organisation.id;
  const removed = await ctx.db
    .delete(organisationCoursePicks)
    .where(
      and(eq(organisationCoursePicks.organisationId, orgId), eq(organisationCoursePicks.courseId, courseId)),
    )
    .returning({ id: organisationCoursePicks.courseId });
  if (removed.length === 0) throw new ApiError("NOT_FOUND");
  await picksChanged(ctx, [courseId]);
  return catalogueChoice(ctx, orgId);
}

/** Picks (not mandatory) or unpicks every published course of a category at once. */
export async function bulkByCategory(
  ctx: AppContext,
  admin: CompanyAdmin,
  input: { category: string; action: "pick" | "unpick" },
) {
  const orgId = admin.organisation.id;
  const ids = (
    await ctx.db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.categorySlug, input.category), sql`${courses.published}`))
  ).map((r) => r.id);
  let changed: string[] = [];
  if (ids.length > 0) {
    if (input.action === "pick") {
      changed = await ctx.db.transaction(async (tx) => {
        const rows = await tx
          .insert(organisationCoursePicks)
          .values(ids.map((courseId) => ({ organisationId: orgId, courseId })))
          .onConflictDoNothing()
          .returning({ id: organisationCoursePicks.courseId });
        await tx
          .insert(organisationCatalogue)
          .values({ organisationId: orgId, visibility: "picked" })
          .onConflictDoNothing();
        return rows.map((r) => r.id);
      });
    } else {
      changed = (
        await ctx.db
          .delete(organisationCoursePicks)
          .where(
            and(
              eq(organisationCoursePicks.organisationId, orgId),
              inArray(organisationCoursePicks.courseId, ids),
            ),
          )
          .returning({ id: organisationCoursePicks.courseId })
      ).map((r) => r.id);
    }
  }
  if (changed.length > 0) await picksChanged(ctx, changed);
  return { changed: changed.length, choice: await catalogueChoice(ctx, orgId) };
}
