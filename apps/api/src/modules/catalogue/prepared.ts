import type { Db } from "@gk/db";
import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { ScopeShape } from "./cards";
import type { CatalogueScope } from "./scope";

/**
 * The catalogue's hottest reads (a course page, a listing page) as statements built once per database and shape,
 * then run as prepared statements with only their values bound. On the first visit of a page, which is nearly
 * every visit in the long tail of a large catalogue, building a statement of this size cost the API more than
 * PostgreSQL took to run it, and PostgreSQL parsed and planned it anew each time (bench/catalogue).
 *
 * Shapes are few (scope kind, sort, filters present or not, a page among the first ones); the cache is bounded all
 * the same, so an unusual mix cannot make it grow without end.
 */
const byDatabase = new WeakMap<Db, LRUCache<string, { statement: unknown }>>();

export function preparedOnce<T>(db: Db, key: string, build: (name: string) => T): T {
  let statements = byDatabase.get(db);
  if (!statements) {
    statements = new LRUCache({ max: 500 });
    byDatabase.set(db, statements);
  }
  const held = statements.get(key);
  if (held) return held.statement as T;
  const statement = build(key);
  statements.set(key, { statement });
  return statement;
}

/** A scope as a prepared statement takes it: the organisation as a placeholder (one statement serves every
 * organisation), and its value to bind. */
export function statementScope(scope: CatalogueScope): { shape: ScopeShape; org: string | undefined } {
  return scope.kind === "all"
    ? { shape: { kind: "all" }, org: undefined }
    : { shape: { kind: "site", organisationId: sql.placeholder("org") }, org: scope.organisationId };
}
