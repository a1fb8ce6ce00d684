import type { CourseSort } from "@gk/contracts";
import { courses, type Db } from "@gk/db";
import { sql } from "drizzle-orm";
import type { CardRow } from "./cards";
import { preparedOnce, statementScope } from "./prepared";
import { cardsStatement, countStatement, institutionIn, ORDER } from "./queries";
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
