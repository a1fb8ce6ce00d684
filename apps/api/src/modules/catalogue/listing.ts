import type { CourseSort, Locale } from "@gk/contracts";
import { courseCounts, coursePages, courses, institutions, organisationCoursePicks, type Db } from "@gk/db";
import { and, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { scopeJoin, type CardRow, type ScopeShape } from "./cards";
import { OPEN_CARD_END } from "./course-page-build";
import { preparedOnce, statementScope } from "./prepared";
import { textStatement } from "./text-statement";
import { cardsStatement, countStatement, institutionIn, isPublished, literal, ORDER } from "./queries";
import type { CatalogueScope } from "./scope";

export interface ListingFilter {
  categories: string[];
  institutions: string[];
}

/** Pages deeper than this are rare: they run as one-off statements rather than each keeping a prepared one. */
const PREPARED_PAGES = 10;

/** A table whose rows have a category and an institution: the courses, or their kept counts. */
type ByCategoryAndInstitution = { categorySlug: AnyColumn; institutionId: AnyColumn };

/** The filter's conditions on `table`, with the lists as placeholders bound when the statement runs. */
function filterWhere(filter: ListingFilter, table: ByCategoryAndInstitution = courses) {
  return [
    filter.categories.length > 0 ? sql`${table.categorySlug} = any(${sql.placeholder("cats")})` : undefined,
    filter.institutions.length > 0 ? institutionIn(sql.placeholder("insts"), table.institutionId) : undefined,
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

/**
 * The statement of how many published courses visible in the scope match the filter. The whole catalogue's are the
 * sum of its kept counts per category and institution (course_counts, moved by a trigger with every change of a
 * course): a few rows instead of every matching course. A restricted scope counts its picks, which are few.
 */
function totalStatement(db: Db, shape: ScopeShape, filter: ListingFilter) {
  if (shape.kind !== "all") return countStatement(db, shape, filterWhere(filter));
  return db
    .select({ n: sql<number>`coalesce(sum(${courseCounts.n}), 0)::int` })
    .from(courseCounts)
    .where(and(...filterWhere(filter, courseCounts)));
}

/** How many published courses visible in the scope match the filter (one count serves every sort and page). */
export async function countListed(db: Db, scope: CatalogueScope, filter: ListingFilter): Promise<number> {
  const { shape, org } = statementScope(scope);
  const key = JSON.stringify(["listing_count", ...shapeKey(scope, filter)]);
  const statement = preparedOnce(db, key, (name) => totalStatement(db, shape, filter).prepare(name));
  const [row] = await statement.execute({ org, cats: filter.categories, insts: filter.institutions });
  return Number(row?.n ?? 0);
}

type ListingPage = { sort: CourseSort; page: number; perPage: number };

/**
 * One page of the listing from the course read model (course_pages), in one statement of one row: the stored cards
 * that are current, the page's number of courses and of current cards, and the filter's total. In a restricted scope the card's marks come from the picks:
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
  const cards = db
    .select({ card: card.as("card") })
    .from(sql`(${pageRows}) as "courses" left join ${coursePages} on ${current}`)
    .orderBy(...ORDER[page.sort]);
  // One row: the page's cards joined by commas in the page's order (an aggregate keeps the order of its sorted
  // subquery), how many courses the page has and how many of them have a current card, and the filter's total (a
  // subquery of its own, which PostgreSQL runs once). One row of four columns instead of a row per card: less for
  // the driver to read and nothing for the API to join.
  return db
    .select({
      items: sql<string | null>`string_agg(p.card, ',')`,
      count: sql<number>`count(*)::int`,
      stored: sql<number>`count(p.card)::int`,
      total: sql<number>`(${totalStatement(db, shape, filter)})`,
    })
    .from(sql`(${cards}) as p`);
}

/**
 * One page of the listing as the text of its `items` array, the cards' stored JSON joined by commas as UTF-8 bytes,
 * with how many cards there are and the filter's total: one round trip, and no card parsed, assembled or even
 * decoded. Undefined when that cannot answer (a card of the page not stored yet, an empty page, a deep page): the
 * caller assembles the page from the tables.
 */
export async function listStoredPage(
  db: Db,
  scope: CatalogueScope,
  filter: ListingFilter,
  page: ListingPage,
  locale: Locale,
): Promise<{ items: Buffer; count: number; total: number } | undefined> {
  if (page.page > PREPARED_PAGES) return undefined;
  const { shape, org } = statementScope(scope);
  const key = JSON.stringify(["listing_page", ...shapeKey(scope, filter), page]);
  const run = textStatement(db, key, () => storedCardsStatement(db, shape, filter, page));
  const [row] = await run({ org, cats: filter.categories, insts: filter.institutions, locale });
  const [items, count, stored, total] = row ?? [];
  const n = count ? Number(count.toString("latin1")) : 0;
  if (!items || !stored || !total || n === 0 || Number(stored.toString("latin1")) !== n) return undefined;
  return { items, count: n, total: Number(total.toString("latin1")) };
}
