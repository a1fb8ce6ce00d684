import type { Db } from "@gk/db";
import { fillPlaceholders } from "drizzle-orm";
import { preparedOnce } from "./prepared";

/** What a statement builder gives: its SQL with the placeholders' places, and a prepared statement of it. */
interface Buildable {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<unknown> };
}

/** The one method of postgres.js this needs: a statement run prepared, its columns as the bytes received. */
interface PostgresJs {
  unsafe(
    query: string,
    params: unknown[],
    options: { prepare: boolean },
  ): { raw(): Promise<(Buffer | null)[][]> };
}

const postgresJs = (db: Db): PostgresJs | undefined => {
  const client = (db as unknown as { $client?: Partial<PostgresJs> }).$client;
  return typeof client?.unsafe === "function" ? (client as PostgresJs) : undefined;
};

/**
 * A statement built once per database and key (as `preparedOnce`), run prepared, whose rows come back as each
 * column's text in UTF-8 bytes, unmapped: for an answer that is JSON text the database already holds (the
 * listing's stored cards), which then goes into the answer as it came. On PostgreSQL the rows are postgres.js's raw
 * rows: no column decoded into a string, no row mapped by Drizzle (with the joining and splicing of the cards'
 * strings, a fifth of the API's time on an uncached listing: bench/catalogue). On PGlite, which hands rows over
 * already decoded, through Drizzle's prepared statement, each value then encoded.
 */
export function textStatement(
  db: Db,
  key: string,
  build: () => Buildable,
): (values: Record<string, unknown>) => Promise<(Buffer | null)[][]> {
  const client = postgresJs(db);
  return preparedOnce(db, key, (name) => {
    const statement = build();
    if (client) {
      const { sql, params } = statement.toSQL();
      return (values: Record<string, unknown>) =>
        client.unsafe(sql, fillPlaceholders(params, values), { prepare: true }).raw();
    }
    const prepared = statement.prepare(name);
    return async (values: Record<string, unknown>) => {
      const rows = (await prepared.execute(values)) as Record<string, unknown>[];
      return rows.map((row) =>
        Object.values(row).map((v) => (v === null || v === undefined ? null : Buffer.from(String(v)))),
      );
    };
  });
}
