import type { CourseSort } from "@gk/contracts";
import { categories, courses, institutions, organisationCoursePicks, type Db } from "@gk/db";
import { and, count, eq, inArray, sql, type AnyColumn, type Placeholder, type SQL } from "drizzle-orm";
import { cardColumns, scopeJoin, viewerMarkColumns, type CardRow, type ScopeShape } from "./cards";
import type { CatalogueScope } from "./scope";

/**
 * Order clauses that match the listing indexes of @gk/db exactly (DESC NULLS LAST, then id), so PostgreSQL
 * reads pages straight from an index instead of sorting.
 */
export const ORDER: Record<CourseSort, SQL[]> = {
  rating: [
    sql`${courses.ratingAverage} desc nulls last`,
    sql`${courses.ratingCount} desc nulls last`,
    sql`${courses.id}`,
  ],
  popular: [sql`${courses.popularity} desc nulls last`, sql`${courses.id}`],
  newest: [sql`${courses.releasedAt} desc nulls last`, sql`${courses.id}`],
};

/**
 * `published` as a bare column, never `= $1`: the driver prepares statements and PostgreSQL switches them to a
 * generic plan after five runs; a parameter there would hide that the partial listing indexes
 * (`WHERE published`) apply, and every page would become a scan and a sort.
 */
export const isPublished = sql`${courses.published}`;

/**
 * LIMIT and OFFSET written into the statement instead of bound: with bound values the generic plan of a
 * prepared statement guesses 10 % of the rows and sorts them all (13 ms at 10,000 courses) instead of reading
 * the first page from the index (0.5 ms). Only integers reach here (zod-validated, then checked again).
 */
export function literal(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return sql.raw(String(n)) as unknown as number;
}

export interface CardQuery {
  where?: (SQL | undefined)[];
  orderBy: SQL[];
  limit: number;
  offset?: number;
}

function base(db: Db, scope: ScopeShape, columns: Record<string, unknown>) {
  const join = scopeJoin(scope);
  let q = db
    .select(columns as never)
    .from(courses)
    .innerJoin(categories, eq(categories.slug, courses.categorySlug))
    .innerJoin(institutions, eq(institutions.id, courses.institutionId))
    .$dynamic();
  if (join) q = q.innerJoin(organisationCoursePicks, join.on);
  return q;
}

/** The statement of published course cards visible in the scope, built but not run (so it can be prepared). */
export function cardsStatement(
  db: Db,
  scope: ScopeShape,
  query: CardQuery,
  extra: Record<string, unknown> = {},
) {
  return base(db, scope, { ...cardColumns, ...viewerMarkColumns(scope), ...extra })
    .where(and(isPublished, ...(query.where ?? [])))
    .orderBy(...query.orderBy)
    .limit(literal(query.limit))
    .offset(literal(query.offset ?? 0));
}

/**
 * The same cards as one JSON array, for a statement that wants them beside other columns in one round trip. Each
 * card is an object of the card's columns under their names (timestamps as ISO text); `jsonCardRow` makes it a row.
 */
export function cardsJson(db: Db, scope: ScopeShape, query: CardQuery): SQL<CardJson[]> {
  const columns = { ...cardColumns, ...viewerMarkColumns(scope) };
  const fields = Object.entries(columns).map(([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`);
  const cards = base(db, scope, { card: sql`json_build_object(${sql.join(fields, sql`, `)})`.as("card") })
    .where(and(isPublished, ...(query.where ?? [])))
    .orderBy(...query.orderBy)
    .limit(literal(query.limit));
  // json_agg keeps the order of its sorted subquery
  return sql<CardJson[]>`(select coalesce(json_agg(x.card), '[]'::json) from (${cards}) x)`;
}

export type CardJson = Omit<CardRow, "releasedAt" | "enrolmentClosesAt"> & {
  releasedAt: string;
  enrolmentClosesAt: string | null;
};

export const jsonCardRow = (card: CardJson): CardRow =>
  ({
    ...card,
    releasedAt: new Date(card.releasedAt),
    enrolmentClosesAt: card.enrolmentClosesAt === null ? null : new Date(card.enrolmentClosesAt),
  }) as CardRow;

/** Published course cards visible in the scope. */
export async function selectCards(
  db: Db,
  scope: CatalogueScope,
  query: CardQuery,
  extra: Record<string, unknown> = {},
): Promise<CardRow[]> {
  return await cardsStatement(db, scope, query, extra);
}

/** Counting needs no card columns: no joins but the scope's, so PostgreSQL can count from an index alone. */
export function countStatement(db: Db, scope: ScopeShape, where: (SQL | undefined)[] = []) {
  const join = scopeJoin(scope);
  let q = db.select({ n: count() }).from(courses).$dynamic();
  if (join) q = q.innerJoin(organisationCoursePicks, join.on);
  return q.where(and(isPublished, ...where));
}

export async function countCards(
  db: Db,
  scope: CatalogueScope,
  where: (SQL | undefined)[] = [],
): Promise<number> {
  const [row] = await countStatement(db, scope, where);
  return Number(row?.n ?? 0);
}

/** Filter by institution slugs without joining institutions (ids come from a tiny subquery); the slugs may be a
 * placeholder for a text array, bound when a prepared statement runs. `column` is the institution id filtered:
 * the course's, or that of another table keyed by institution (the kept counts). */
export const institutionIn = (slugs: string[] | Placeholder, column: AnyColumn = courses.institutionId) =>
  Array.isArray(slugs)
    ? sql`${column} in (select ${institutions.id} from ${institutions} where ${inArray(institutions.slug, slugs)})`
    : sql`${column} in (select ${institutions.id} from ${institutions} where ${institutions.slug} = any(${slugs}))`;
