import type { CourseCard, Locale } from "@gk/contracts";
import { courses, type Db } from "@gk/db";
import { COURSE_SORT_BY, SEARCH_INDEXES } from "@gk/search";
import { inArray, sql, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Client } from "typesense";
import { Errors } from "typesense";
import { toCard, type CardRow } from "../catalogue/cards";
import { preparedOnce, statementScope } from "../catalogue/prepared";
import { cardsStatement, countCards, institutionIn, ORDER, selectCards } from "../catalogue/queries";
import type { CatalogueScope } from "../catalogue/scope";
import { COURSE_QUERY_BY, COURSE_QUERY_WEIGHTS, visibilityFilter } from "./collections";

export interface CourseSearch {
  q: string;
  sort: "relevance" | "rating" | "popular" | "newest";
  categories: string[];
  institutions: string[];
  page: number;
  perPage: number;
}

export interface CourseSearchResult {
  items: CourseCard[];
  total: number;
  source: "search" | "database";
}

/** The search page's sort names (as in its URL) to the one meaning every search path shares (@gk/search). */
const SORT_BY: Record<CourseSearch["sort"], string> = {
  relevance: COURSE_SORT_BY.relevance,
  rating: COURSE_SORT_BY.rating,
  popular: COURSE_SORT_BY.popularity,
  newest: COURSE_SORT_BY.newest,
};

/** A filter value list the engine reads literally (backticks keep slugs with hyphens whole). */
const list = (values: string[]) => `[${values.map((v) => `\`${v.replace(/`/g, "")}\``).join(",")}]`;

/** The cards of a page of hits, as a prepared statement per kind of scope and page size (see catalogue/prepared). */
async function cardsByIds(db: Db, scope: CatalogueScope, ids: string[]): Promise<CardRow[]> {
  const { shape, org } = statementScope(scope);
  const statement = preparedOnce(db, JSON.stringify(["search_cards", shape.kind, ids.length]), (name) =>
    cardsStatement(db, shape, {
      where: [sql`${courses.id} = any(${sql.placeholder("ids")})`],
      orderBy: ORDER.popular,
      limit: ids.length,
    }).prepare(name),
  );
  return await statement.execute({ ids, org });
}

/**
 * The server-side course search (no JavaScript, server rendering): the search node answers with the same
 * visibility filter a scoped key carries; the cards come from the catalogue's own queries, so a hit the
 * scope cannot see is dropped even if the index lagged behind a curation change.
 */
async function fromIndex(
  db: Db,
  client: Client,
  scope: CatalogueScope,
  s: CourseSearch,
  locale: Locale,
): Promise<CourseSearchResult> {
  const filters = [visibilityFilter(scope)];
  if (s.categories.length > 0) filters.push(`category:=${list(s.categories)}`);
  if (s.institutions.length > 0) filters.push(`institution:=${list(s.institutions)}`);
  const res = await client
    .collections(SEARCH_INDEXES.courses)
    .documents()
    .search({
      q: s.q || "*",
      query_by: COURSE_QUERY_BY,
      query_by_weights: COURSE_QUERY_WEIGHTS,
      filter_by: filters.join(" && "),
      sort_by: SORT_BY[s.sort],
      page: s.page,
      per_page: s.perPage,
      include_fields: "id",
    });
  const ids = (res.hits ?? []).map((h) => String((h.document as { id: string }).id));
  const rows = ids.length === 0 ? [] : await cardsByIds(db, scope, ids);
  const order = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return { items: rows.map((r) => toCard(r, locale)), total: res.found, source: "search" };
}

/** Every word must appear in a name, a description or a tag (either language); no typo tolerance. */
function wordsMatch(q: string): SQL | undefined {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return undefined;
  const haystack = sql`lower(${courses.nameId} || ' ' || ${courses.nameEn} || ' ' || ${courses.descriptionId} || ' ' || ${courses.descriptionEn} || ' ' || array_to_string(${courses.tags}, ' '))`;
  return sql.join(
    words.map((w) => sql`${haystack} like ${`%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`),
    sql` and `,
  );
}

/** The plain SQL search over the catalogue, with the catalogue's own visibility rules (its queries, its scope). */
export async function fromDatabase(
  db: Db,
  scope: CatalogueScope,
  s: CourseSearch,
  locale: Locale,
): Promise<CourseSearchResult> {
  const where = [
    wordsMatch(s.q),
    s.categories.length > 0 ? inArray(courses.categorySlug, s.categories) : undefined,
    s.institutions.length > 0 ? institutionIn(s.institutions) : undefined,
  ];
  const orderBy = ORDER[s.sort === "relevance" ? "popular" : s.sort];
  const [rows, total] = await Promise.all([
    selectCards(db, scope, { where, orderBy, limit: s.perPage, offset: (s.page - 1) * s.perPage }),
    countCards(db, scope, where),
  ]);
  return { items: rows.map((r) => toCard(r, locale)), total, source: "database" };
}

/** A node that cannot answer (down, timing out, 5xx) — as opposed to a request it refused. */
const isUnavailable = (e: unknown) =>
  !(e instanceof Errors.RequestMalformed || e instanceof Errors.ObjectUnprocessable);

export async function searchCourses(
  db: Db,
  client: Client,
  scope: CatalogueScope,
  s: CourseSearch,
  locale: Locale,
  log: FastifyBaseLogger,
): Promise<CourseSearchResult> {
  try {
    return await fromIndex(db, client, scope, s, locale);
  } catch (err) {
    if (!isUnavailable(err)) throw err;
    log.warn(
      { err: { name: (err as Error).name, message: (err as Error).message }, degraded: "search" },
      "search: node unavailable, answering from the database",
    );
    return fromDatabase(db, scope, s, locale);
  }
}
