import { courseCardSchema, type Locale } from "@gk/contracts";
import { coursePages, courses, organisationCoursePicks, type Db } from "@gk/db";
import { and, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { scopeJoin, toCard, viewerMarkColumns, viewerMarks, type CardRow, type ScopeShape } from "./cards";
import { pageColumns, storedPage, storePages, type PageRow } from "./course-page-build";
import { preparedOnce, statementScope } from "./prepared";
import { cardsJson, cardsStatement, isPublished, jsonCardRow, ORDER, type CardJson } from "./queries";
import type { CatalogueScope } from "./scope";

const relatedCardsSchema = z.array(courseCardSchema);
type StoredRow = { body: string; related: CardJson[]; mandatory: boolean; dueAt: string | null };

/**
 * The statements of a course page, built once per database and kind of scope and run as prepared statements
 * (building a statement of this size costs the API more than PostgreSQL takes to run it):
 * - `stored`: the page as stored for the language, if current, with the viewer's marks from the site's picks;
 * - `related`: the category's most popular other courses visible in the scope;
 * - `page`: everything the page shows, from the tables, when no current page is stored.
 * `stored` and `page` both apply the scope: a course the viewer may not see is not found by either.
 */
function pageStatements(db: Db, shape: ScopeShape) {
  const slug = sql.placeholder("slug");
  const tag = shape.kind === "all" ? "open" : "restricted";
  const join = scopeJoin(shape);
  // related courses: by the course's category, taken in a subquery
  const sameCategory = sql`${courses.categorySlug} = (select c.category_slug from ${courses} c where c.slug = ${slug})`;
  const related = { where: [sameCategory, ne(courses.slug, slug)], orderBy: ORDER.popular, limit: 4 };
  let stored = db
    .select({
      body: coursePages.body,
      // in the same round trip: at a few hundred microseconds a page, a second statement's round trip counted
      related: cardsJson(db, shape, related),
      ...viewerMarkColumns(shape),
    })
    .from(courses)
    .innerJoin(
      coursePages,
      and(
        eq(coursePages.courseId, courses.id),
        eq(coursePages.locale, sql.placeholder("locale")),
        eq(coursePages.version, courses.pageVersion),
      ),
    )
    .$dynamic();
  if (join) stored = stored.innerJoin(organisationCoursePicks, join.on);
  // drizzle runs a statement as a prepared one (postgres.js names it after its text) when it is given a name
  return {
    stored: stored
      .where(and(isPublished, eq(courses.slug, slug)))
      .limit(1)
      .prepare(`course_page_stored_${tag}`),
    page: cardsStatement(
      db,
      shape,
      { where: [eq(courses.slug, slug)], orderBy: [], limit: 1 },
      pageColumns,
    ).prepare(`course_page_${tag}`),
    related: cardsStatement(db, shape, related).prepare(`course_related_${tag}`),
  };
}

/** The answer: the stored page reopened to add what depends on the viewer (their marks, related courses). */
function answer(body: string, marks: Pick<CardRow, "mandatory" | "dueAt">, related: unknown[]): string {
  const { mandatory, dueAt } = viewerMarks(marks);
  return `{"data":${body.slice(0, -1)},"mandatory":${mandatory},"dueAt":${JSON.stringify(dueAt)},"related":${JSON.stringify(related)}}}`;
}

/**
 * The course page's answer as JSON (`{ data }`), or undefined when the course is not visible in the scope: card,
 * texts, sections with lesson titles, quiz facts, latest reviews and related courses. The shared part comes from the
 * read model; a visit that finds it missing or stale builds it from the tables and keeps it for the next one.
 */
export async function courseDetailJson(
  db: Db,
  scope: CatalogueScope,
  slug: string,
  locale: Locale,
): Promise<string | undefined> {
  const { shape, org } = statementScope(scope);
  const statements = preparedOnce(db, `course_page_${shape.kind}`, () => pageStatements(db, shape));
  const params = { slug, org, locale };
  // the same check the route's response serialiser makes; the stored part was checked when built
  const cards = (rows: CardRow[]) => relatedCardsSchema.parse(rows.map((r) => toCard(r, locale)));
  const [stored] = (await statements.stored.execute(params)) as StoredRow[];
  if (stored) return answer(stored.body, stored, cards(stored.related.map(jsonCardRow)));
  // none stored for this version yet (or the course is not visible): from the tables, kept for the next visit
  const [[row], related] = (await Promise.all([
    statements.page.execute(params),
    statements.related.execute(params),
  ])) as [PageRow[], CardRow[]];
  if (!row) return undefined;
  const page = storedPage(row, locale);
  await storePages(db, [page]);
  return answer(page.body, row, cards(related));
}
