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

const values = (scope: CatalogueScope, filter: ListingFilter) => ({
  org: statementScope(scope).org,
  cats: filter.categories,
  insts: filter.institutions,
});

/** One page of the listing: the cards of published courses visible in the scope that match the filter. */
export async function listCards(
  db: Db,
  scope: CatalogueScope,
  filter: ListingFilter,
  page: { sort: CourseSort; page: number; perPage: number },
): Promise<CardRow[]> {
  const build = () =>
    cardsStatement(db, statementScope(scope).shape, {
      where: filterWhere(filter),
      orderBy: ORDER[page.sort],
      limit: page.perPage,
      offset: (page.page - 1) * page.perPage,
    });
  if (page.page > PREPARED_PAGES) return await build().execute(values(scope, filter));
  const key = JSON.stringify([
    "listing",
    scope.kind === "all",
    filter.categories.length > 0,
    filter.institutions.length > 0,
    page,
  ]);
  const statement = preparedOnce(db, key, (name) => build().prepare(name));
  return await statement.execute(values(scope, filter));
}

/** How many published courses visible in the scope match the filter (one count serves every sort and page). */
export async function countListed(db: Db, scope: CatalogueScope, filter: ListingFilter): Promise<number> {
  const key = JSON.stringify([
    "listing_count",
    scope.kind === "all",
    filter.categories.length > 0,
    filter.institutions.length > 0,
  ]);
  const statement = preparedOnce(db, key, (name) =>
    countStatement(db, statementScope(scope).shape, filterWhere(filter)).prepare(name),
  );
  const [row] = await statement.execute(values(scope, filter));
  return Number(row?.n ?? 0);
}
