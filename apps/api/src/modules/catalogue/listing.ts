import type { CourseSort, Locale } from "@gk/contracts";
import { coursePages, courses, institutions, organisationCoursePicks, type Db } from "@gk/db";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { scopeJoin, type CardRow, type ScopeShape } from "./cards";
import { OPEN_CARD_END } from "./course-page-build";
import { preparedOnce, statementScope } from "./prepared";
import { cardsStatement, countStatement, institutionIn, isPublished, literal, ORDER } from "./queries";
import type { CatalogueScope } from "./scope";

export interface ListingFilter {
  categories: string[];
  institutions: string[];
}

/** Pages deeper than this are rare: they run as one-off statements rather than each keeping a prepared one. */
const PREPARED_PAGES = 10;

/** The filter's conditions, with the lists as placeholders bound when the statement runs. */
function filterWhere(filter: ListingFilter) {
  return [
    filter.categories.length > 0 ? sql`${courses.categorySlug} = any(${sql.placeholder("cats")})` : undefined,
    filter.institutions.length > 0 ? institutionIn(sql.placeholder("insts")) : undefined,
  ];
}

/** What a statement's shape depends on besides the page: the kind of scope and which filters are present. */
const shapeKey = (scope: CatalogueScope, filter: ListingFilter) => [
  scope.kind === "all",
  filter.categories.length > 0,
  filter.institutions.length > 0,
];

/** One page of the listing: the cards of published courses visible in the scope that match the filter. */
export async function listCards(
  db: Db,
  scope: CatalogueScope,
  filter: ListingFilter,
  page: { sort: CourseSort; page: number; perPage: number },
): Promise<CardRow[]> {
  const { shape, org } = statementScope(scope);
  const values = { org, cats: filter.categories, insts: filter.institutions };
  const build = () =>
    cardsStatement(db, shape, {
      where: filterWhere(filter),
      orderBy: ORDER[page.sort],
      limit: page.perPage,
      offset: (page.page - 1) * page.perPage,
    });
  if (page.page > PREPARED_PAGES) return await build().execute(values);
  const key = JSON.stringify(["listing", ...shapeKey(scope, filter), page]);
  const statement = preparedOnce(db, key, (name) => build().prepare(name));
  return await statement.execute(values);
}

/** How many published courses visible in the scope match the filter (one count serves every sort and page). */
export async function countListed(db: Db, scope: CatalogueScope, filter: ListingFilter): Promise<number> {
  const { shape, org } = statementScope(scope);
  const key = JSON.stringify(["listing_count", ...shapeKey(scope, filter)]);
  const statement = preparedOnce(db, key, (name) =>
    countStatement(db, shape, filterWhere(filter)).prepare(name),
  );
  const [row] = await statement.execute({ org, cats: filter.categories, insts: filter.institutions });
  return Number(row?.n ?? 0);
}

type ListingPage = { sort: CourseSort; page: number; perPage: number };

/**
 * One page of the listing from the course read model (course_pages): each course's stored card, current or null,
 * and the filter's total beside it, in one statement. In a restricted scope the card's marks come from the picks:
 * the stored card ends with an open catalogue's, which are replaced.
 *
 * The page's courses are chosen first and only they are joined with their cards. With a category or institution
 * filter they are chosen per category (or institution) from that one's own sorted index, each giving at most the
 * rows up to this page, then merged: reading the catalogue-wide index and skipping every course of another
 * category cost most of the statement.
 */
function storedCardsStatement(db: Db, shape: ScopeShape, filter: ListingFilter, page: ListingPage) {
  const join = scopeJoin(shape);
  const order = sql.join(ORDER[page.sort], sql`, `);
  const where = filterWhere(filter);
  const atInstitutions = where[1];
  const marks = join ? sql`, ${join.mandatory} as mandatory, ${join.dueAt} as due_at` : sql``;
  const picks = join ? sql` inner join ${organisationCoursePicks} on ${join.on}` : sql``;
  // `filters`: the filter's conditions that the driving category or institution does not already state (stated
  // twice, PostgreSQL misjudges how many rows match and sorts a whole category instead of reading its index)
  const chosen = (filters: (SQL | undefined)[], limit: number, offset: number) =>
    sql`select ${courses.id}, ${courses.pageVersion}, ${courses.ratingAverage}, ${courses.ratingCount}, ${courses.popularity}, ${courses.releasedAt}${marks} from ${courses}${picks} where ${and(isPublished, ...filters)} order by ${order} limit ${literal(limit)} offset ${literal(offset)}`;
  const upTo = page.page * page.perPage;
  const skip = (page.page - 1) * page.perPage;
  // the derived tables are named "courses" so that the sort's column references apply to them
  const pageRows =
    filter.categories.length > 0
      ? sql`select "courses".* from unnest(${sql.placeholder("cats")}::text[]) as k(slug) cross join lateral (${chosen([sql`${courses.categorySlug} = k.slug`, atInstitutions], upTo, 0)}) as "courses" order by ${order} limit ${literal(page.perPage)} offset ${literal(skip)}`
      : filter.institutions.length > 0
        ? sql`select "courses".* from ${institutions} cross join lateral (${chosen([sql`${courses.institutionId} = ${institutions.id}`], upTo, 0)}) as "courses" where ${institutions.slug} = any(${sql.placeholder("insts")}) order by ${order} limit ${literal(page.perPage)} offset ${literal(skip)}`
        : chosen(where, page.perPage, skip);
  const stored = sql<string | null>`${coursePages.card}`;
  const card: SQL<string | null> = join
    ? sql`case when "courses".mandatory then left(${stored}, ${sql.raw(String(-OPEN_CARD_END.length))}) || ',"mandatory":true,"dueAt":' || coalesce(to_json("courses".due_at)::text, 'null') || '}' else ${stored} end`
    : stored;
  const current = and(
    eq(coursePages.courseId, courses.id),
    eq(coursePages.locale, sql.placeholder("locale")),
    eq(coursePages.version, courses.pageVersion),
  );
  // the count is a subquery of its own: PostgreSQL runs it once for the statement, not once per row
  const total = sql<number>`(${countStatement(db, shape, where)})`;
  return db
    .select({ card, total })
    .from(sql`(${pageRows}) as "courses" left join ${coursePages} on ${current}`)
    .orderBy(...ORDER[page.sort]);
}

/**
 * One page of the listing as the cards' JSON texts joined by commas, with how many there are and the total: one
 * round trip and no card to assemble. Undefined when that cannot answer (a card of the page not stored yet, an
 * empty page, a deep page): the caller assembles the page from the tables.
 */
export async function listStoredCards(
  db: Db,
  scope: CatalogueScope,
  filter: ListingFilter,
  page: ListingPage,
  locale: Locale,
): Promise<{ items: string; count: number; total: number } | undefined> {
  if (page.page > PREPARED_PAGES) return undefined;
  const { shape, org } = statementScope(scope);
  const key = JSON.stringify(["listing_stored", ...shapeKey(scope, filter), page]);
  const statement = preparedOnce(db, key, (name) =>
    storedCardsStatement(db, shape, filter, page).prepare(name),
  );
  const rows = (await statement.execute({
    org,
    cats: filter.categories,
    insts: filter.institutions,
    locale,
  })) as { card: string | null; total: number | string }[];
  if (rows.length === 0 || rows.some((r) => r.card === null)) return undefined;
  return { items: rows.map((r) => r.card).join(","), count: rows.length, total: Number(rows[0]!.total) };
}
