import {
  blogPosts,
  bundleCourses,
  bundles,
  categories,
  courses,
  institutions,
  organisationCatalogue,
  organisationCoursePicks,
  organisations,
  type Db,
} from "@gk/db";
import { cardRating, type CourseSearchDocument } from "@gk/search";
import { and, asc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { EVERYONE, orgTag, PUBLIC } from "./collections";

/** What the index holds for one course; `published` false means "delete it everywhere". */
export interface CourseDoc extends CourseSearchDocument {
  updated_at: number;
  visibility: string[];
  published: boolean;
}

export interface MixedDoc {
  id: string;
  kind: "course" | "blog" | "bundle";
  slug: string;
  title_id: string;
  title_en: string;
  text_id: string;
  text_en: string;
  category?: string;
  popularity: number;
  visibility: string[];
  published: boolean;
}

export interface BundleDoc {
  /** the bundle's id for the public document, `<bundle id>_<org tag>` for an organisation's */
  id: string;
  /** the bundle every document of it shares (to find and remove the ones a change made stale) */
  bundle_id: string;
  slug: string;
  name_id: string;
  name_en: string;
  description_id: string;
  description_en: string;
  course_names: string[];
  categories: string[];
  price_rupiah: number;
  course_count: number;
  visibility: string[];
  published: boolean;
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

const courseColumns = {
  id: courses.id,
  slug: courses.slug,
  nameId: courses.nameId,
  nameEn: courses.nameEn,
  descriptionId: courses.descriptionId,
  descriptionEn: courses.descriptionEn,
  skills: courses.skills,
  tags: courses.tags,
  category: courses.categorySlug,
  categoryId: categories.nameId,
  categoryEn: categories.nameEn,
  institution: institutions.slug,
  institutionId: institutions.nameId,
  institutionEn: institutions.nameEn,
  level: courses.level,
  priceRupiah: courses.priceRupiah,
  certificate: courses.certificateOffered,
  rating: courses.ratingAverage,
  ratingCount: courses.ratingCount,
  popularity: courses.popularity,
  releasedAt: courses.releasedAt,
  lessonCount: courses.lessonCount,
  durationMinutes: courses.durationMinutes,
  updatedAt: courses.updatedAt,
  published: courses.published,
};

/** Organisation tags of the picks of these courses (every pick, whether or not the organisation restricts today). */
async function pickTags(db: Db, courseIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (courseIds.length === 0) return out;
  const rows = await db
    .select({ courseId: organisationCoursePicks.courseId, org: organisationCoursePicks.organisationId })
    .from(organisationCoursePicks)
    .where(inArray(organisationCoursePicks.courseId, courseIds));
  for (const r of rows) out.set(r.courseId, [...(out.get(r.courseId) ?? []), orgTag(r.org)]);
  return out;
}

function toCourseDoc(r: Awaited<ReturnType<typeof selectCourses>>[number], tags: string[]): CourseDoc {
  return {
    id: r.id,
    slug: r.slug,
    name_id: r.nameId,
    name_en: r.nameEn,
    description_id: r.descriptionId,
    description_en: r.descriptionEn,
    skills: r.skills.flatMap((s) => (s.id === s.en ? [s.id] : [s.id, s.en])),
    tags: r.tags,
    category: r.category,
    category_name_id: r.categoryId,
    category_name_en: r.categoryEn,
    institution: r.institution,
    institution_name_id: r.institutionId,
    institution_name_en: r.institutionEn,
    level: r.level,
    price_rupiah: r.priceRupiah,
    certificate: r.certificate,
    // the rating as cards show it (one decimal, rounded once from the database's value): a hit and a listing item
    // of the same course then read the same, and "highest rating" orders by the number the learner sees
    rating: cardRating(r.rating),
    rating_count: r.ratingCount,
    popularity: r.popularity,
    release_date: seconds(r.releasedAt),
    lesson_count: r.lessonCount,
    duration_minutes: r.durationMinutes,
    updated_at: seconds(r.updatedAt),
    visibility: r.published ? [PUBLIC, ...tags] : tags,
    published: r.published,
  };
}

function selectCourses(db: Db) {
  return db
    .select(courseColumns)
    .from(courses)
    .innerJoin(categories, eq(categories.slug, courses.categorySlug))
    .innerJoin(institutions, eq(institutions.id, courses.institutionId))
    .$dynamic();
}

/** Documents of these courses; ids that no longer exist come back in `missing` (to be deleted). */
export async function courseDocs(db: Db, ids: string[]): Promise<{ docs: CourseDoc[]; missing: string[] }> {
  if (ids.length === 0) return { docs: [], missing: [] };
  const rows = await selectCourses(db).where(inArray(courses.id, ids));
  const tags = await pickTags(db, ids);
  const docs = rows.map((r) => toCourseDoc(r, tags.get(r.id) ?? []));
  const found = new Set(docs.map((d) => d.id));
  return { docs, missing: ids.filter((id) => !found.has(id)) };
}

/** Every published course, in pages ordered by id (keyset), for the full reindex. */
export async function* allCourseDocs(db: Db, pageSize = 500): AsyncGenerator<CourseDoc[]> {
  let after: string | null = null;
  for (;;) {
    const rows = await selectCourses(db)
      .where(and(eq(courses.published, true), after ? gt(courses.id, after) : undefined))
      .orderBy(asc(courses.id))
      .limit(pageSize);
    if (rows.length === 0) return;
    const tags = await pickTags(
      db,
      rows.map((r) => r.id),
    );
    yield rows.map((r) => toCourseDoc(r, tags.get(r.id) ?? []));
    after = rows[rows.length - 1]!.id;
  }
}

export const countPublishedCourses = async (db: Db) =>
  Number(
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(courses)
        .where(eq(courses.published, true))
    )[0]?.n ?? 0,
  );

/** A course as a general-search / business-home document. */
export const courseAsMixed = (d: CourseDoc): MixedDoc => ({
  id: `course_${d.id}`,
  kind: "course",
  slug: d.slug,
  title_id: d.name_id,
  title_en: d.name_en,
  text_id: d.description_id,
  text_en: d.description_en,
  category: d.category,
  popularity: d.popularity,
  visibility: d.visibility,
  published: d.published,
});

/** Published blog posts (never curated). */
export async function blogDocs(db: Db, now = new Date()): Promise<MixedDoc[]> {
  const rows = await db.select().from(blogPosts).where(lte(blogPosts.publishedAt, now));
  return rows.map((p) => ({
    id: `blog_${p.id}`,
    kind: "blog",
    slug: p.slug,
    title_id: p.titleId,
    title_en: p.titleEn,
    text_id: p.excerptId || p.bodyId.slice(0, 500),
    text_en: p.excerptEn || p.bodyEn.slice(0, 500),
    popularity: 0,
    visibility: [EVERYONE],
    published: true,
  }));
}

/**
 * Bundles as the catalogue shows them: a bundle is visible in a scope when at least one of its published
 * courses is, and then shows only those courses. A document names courses, so each scope gets a document of
 * its own holding only what that scope may see: the public one (every published course, `visibility`
 * [public]) and one per organisation that picked any of its courses (only the picked ones, [org_…]). A
 * scoped key, which filters on the same tags as courses, so never reads the name of a course its reader
 * may not see. `ids` limits the bundles; undefined = all. `hidden` are the bundles with nothing to show.
 */
export async function bundleDocs(db: Db, ids?: string[]): Promise<{ docs: BundleDoc[]; hidden: string[] }> {
  if (ids && ids.length === 0) return { docs: [], hidden: [] };
  const rows = await db
    .select()
    .from(bundles)
    .where(ids ? inArray(bundles.id, ids) : undefined);
  if (rows.length === 0) return { docs: [], hidden: ids ?? [] };
  const members = await db
    .select({
      bundleId: bundleCourses.bundleId,
      courseId: courses.id,
      nameId: courses.nameId,
      nameEn: courses.nameEn,
      category: courses.categorySlug,
    })
    .from(bundleCourses)
    .innerJoin(courses, eq(courses.id, bundleCourses.courseId))
    .where(
      and(
        inArray(
          bundleCourses.bundleId,
          rows.map((b) => b.id),
        ),
        eq(courses.published, true),
      ),
    )
    .orderBy(asc(bundleCourses.bundleId), asc(bundleCourses.position));
  const tags = await pickTags(db, [...new Set(members.map((m) => m.courseId))]);
  const docs: BundleDoc[] = [];
  const hidden: string[] = [];
  for (const b of rows) {
    const mine = members.filter((m) => m.bundleId === b.id);
    if (!b.published || mine.length === 0) {
      hidden.push(b.id);
      continue;
    }
    const doc = (id: string, visible: typeof mine, visibility: string): BundleDoc => ({
      id,
      bundle_id: b.id,
      slug: b.slug,
      name_id: b.nameId,
      name_en: b.nameEn,
      description_id: b.descriptionId,
      description_en: b.descriptionEn,
      course_names: visible.flatMap((m) => [m.nameId, m.nameEn]),
      categories: [...new Set(visible.map((m) => m.category))],
      price_rupiah: b.priceRupiah,
      course_count: visible.length,
      visibility: [visibility],
      published: true,
    });
    docs.push(doc(b.id, mine, PUBLIC));
    const orgs = [...new Set(mine.flatMap((m) => tags.get(m.courseId) ?? []))].sort();
    for (const tag of orgs)
      docs.push(
        doc(
          `${b.id}_${tag}`,
          mine.filter((m) => (tags.get(m.courseId) ?? []).includes(tag)),
          tag,
        ),
      );
  }
  for (const id of ids ?? []) if (!rows.some((b) => b.id === id)) hidden.push(id);
  return { docs, hidden };
}

export const bundleAsMixed = (d: BundleDoc): MixedDoc => ({
  id: `bundle_${d.id}`,
  kind: "bundle",
  slug: d.slug,
  title_id: d.name_id,
  title_en: d.name_en,
  text_id: d.description_id,
  text_en: d.description_en,
  popularity: d.course_count,
  visibility: d.visibility,
  published: true,
});

/** Bundles that contain any of these courses (their documents change with them). */
export async function bundlesOf(db: Db, courseIds: string[]): Promise<string[]> {
  if (courseIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: bundleCourses.bundleId })
    .from(bundleCourses)
    .where(inArray(bundleCourses.courseId, courseIds));
  return rows.map((r) => r.id);
}

/**
 * The organisation a tenant index follows (by referral) when it restricts its catalogue to picks: the
 * same rule as the catalogue's site scope. null = the index holds the whole published catalogue.
 */
export async function restrictingOrgOf(db: Db, referral: string): Promise<string | null> {
  const [row] = await db
    .select({ id: organisations.id, kind: organisations.kind, visibility: organisationCatalogue.visibility })
    .from(organisations)
    .leftJoin(organisationCatalogue, eq(organisationCatalogue.organisationId, organisations.id))
    .where(eq(organisations.referral, referral))
    .limit(1);
  // closed by default: a company that has not chosen yet shows its picks (none), not everything
  const restricts = row?.visibility === "picked" || (row?.kind === "company" && row.visibility !== "all");
  return row && restricts ? row.id : null;
}

/**
 * Courses whose rows or picks changed after `since`, whether any organisation changed its curation, and
 * the next watermark: the clock read before the queries minus a margin, so a transaction that committed late with an
 * earlier timestamp is still seen by the next sweep (re-syncing a course twice is harmless).
 */
export async function changedSince(
  db: Db,
  since: Date,
  now = new Date(),
  marginMs = 5_000,
): Promise<{ courseIds: string[]; curationChanged: boolean; next: Date }> {
  const at = since.toISOString();
  const changed = await db
    .select({ id: courses.id })
    .from(courses)
    .where(sql`${courses.updatedAt} > ${at}::timestamptz`);
  const picked = await db
    .select({ id: organisationCoursePicks.courseId })
    .from(organisationCoursePicks)
    .where(sql`${organisationCoursePicks.pickedAt} > ${at}::timestamptz`);
  const curation = await db
    .select({ id: organisationCatalogue.organisationId })
    .from(organisationCatalogue)
    .where(sql`${organisationCatalogue.updatedAt} > ${at}::timestamptz`);
  // the API's clock: the write paths stamp updated_at with it too (applyRating sets `new Date()`)
  const next = new Date(Math.max(since.getTime(), now.getTime() - marginMs));
  return {
    courseIds: [...new Set([...changed, ...picked].map((r) => r.id))],
    curationChanged: curation.length > 0,
    next,
  };
}

/** Picks of published courses per organisation: what the index's `org_…` tags must add up to. */
export async function pickCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ org: organisationCoursePicks.organisationId, n: sql<number>`count(*)::int` })
    .from(organisationCoursePicks)
    .innerJoin(courses, eq(courses.id, organisationCoursePicks.courseId))
    .where(eq(courses.published, true))
    .groupBy(organisationCoursePicks.organisationId);
  return new Map(rows.map((r) => [r.org, Number(r.n)]));
}

export async function pickedCourseIds(db: Db, organisationId: string): Promise<string[]> {
  const rows = await db
    .select({ id: organisationCoursePicks.courseId })
    .from(organisationCoursePicks)
    .innerJoin(courses, eq(courses.id, organisationCoursePicks.courseId))
    .where(and(eq(organisationCoursePicks.organisationId, organisationId), eq(courses.published, true)));
  return rows.map((r) => r.id);
}
