import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { dataDir, migrationsFolder } from "./paths";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The Drizzle database, the same type over both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface SqlResult {
  rows: Record<string, unknown>[];
}

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** where it lives: the PGlite folder, `memory://`, or the PostgreSQL URL without its password */
  location: string;
  /** the PostgreSQL URL, for libraries that open their own pool (pg-boss); undefined on PGlite */
  connectionString?: string;
  /** run the committed migrations (idempotent; serialised across processes on PostgreSQL) */
  migrate(): Promise<void>;
  /** raw SQL with positional parameters, for libraries that bring their own SQL (pg-boss) */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /**
   * LISTEN on a channel: `onMessage` gets each NOTIFY payload, `onListening` runs each time the listening
   * connection is (re-)established, after which notifications sent while it was down are lost. On PGlite (one
   * process) notifications come from the same process only.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onListening?: () => void,
  ): Promise<() => Promise<void>>;
  /** NOTIFY a channel (delivered after the sender's transaction commits; this statement runs on its own) */
  notify(channel: string, payload: string): Promise<void>;
  /** true when a trivial query answers (readiness) */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /**
   * unset: PGlite in `data/pglite` of the repository (created on first use);
   * `memory://`: PGlite in memory; `file:<path>` or a plain path: PGlite there;
   * `postgres://…` / `postgresql://…`: PostgreSQL.
   */
  url?: string | undefined;
  /** PostgreSQL pool size */
  max?: number;
  /**
   * PGlite only: start from this dumped data directory (`dumpPglite()`) instead of an empty cluster. The tests
   * use it to skip initdb and the migrations for every fresh database.
   */
  pgliteImage?: Blob | undefined;
}

export const defaultPgliteDir = () => join(dataDir(), "pglite");

const MIGRATION_LOCK = 4_242_001;

export async function createDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const url = options.url?.trim() || undefined;
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgres(url, options.max ?? 10);
  return openPglite(url, options.pgliteImage);
}

/** The data directory of a PGlite database as one uncompressed tarball (for `pgliteImage`). */
export async function dumpPglite(database: Database): Promise<Blob> {
  if (database.driver !== "pglite") throw new Error("dumpPglite: not a PGlite database");
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir("none");
}

async function openPglite(url: string | undefined, image: Blob | undefined): Promise<Database> {
  let dir: string;
  if (!url) dir = defaultPgliteDir();
  else if (url === "memory://") dir = url;
  else dir = resolve(url.replace(/^file:/, ""));
  // PGlite does not create missing parent folders.
  if (dir !== "memory://") mkdirSync(dirname(dir), { recursive: true });
  const client = await PGlite.create({
    ...(dir === "memory://" ? {} : { dataDir: dir }),
    ...(image ? { loadDataDir: image } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: "pglite",
    location: dir,
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder });
    },
    executeSql: async (text, values) => {
      // PGlite's query() takes one statement; parameterless scripts (pg-boss's schema) go through exec().
      if (values && values.length > 0)
        return { rows: (await client.query(text, values)).rows as Record<string, unknown>[] };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    listen: async (channel, onMessage, onListening) => {
      const unlisten = await client.listen(channel, onMessage);
      onListening?.();
      return unlisten;
    },
    notify: async (channel, payload) => {
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    ping: async () => {
      try {
        await client.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const sql = postgres(url, {
    max,
    onnotice: () => {},
    connect_timeout: 10,
    // Only the statements the API names and prepares (the catalogue's hottest reads) are affected: each is written
    // so its generic plan is the good one (no parameter where a partial index must apply, LIMIT written out), yet
    // PostgreSQL kept planning some anew at every run (custom plans for a list parameter it could not size),
    // which cost more than running them. Unnamed statements are planned once per run either way.
    connection: { plan_cache_mode: "force_generic_plan" },
  });
  const db = drizzlePostgres(sql, { schema }) as unknown as Db;
  return {
    db,
    driver: "postgres",
    connectionString: url,
    location: url.replace(/:[^:@/]*@/, ":***@"),
    migrate: async () => {
      // Several API replicas may start at once: one migrates, the others wait on the advisory lock.
      const conn = await sql.reserve();
      try {
        await conn`select pg_advisory_lock(${MIGRATION_LOCK})`;
        await migratePostgres(db as never, { migrationsFolder });
      } finally {
        await conn`select pg_advisory_unlock(${MIGRATION_LOCK})`;
        conn.release();
      }
    },
    executeSql: async (text, values) => {
      const result = (await sql.unsafe(text, (values ?? []) as never[])) as unknown as unknown[];
      // A script of several statements answers one result per statement; keep the last, like PGlite's exec().
      const last =
        result.length > 0 && Array.isArray(result[result.length - 1])
          ? (result[result.length - 1] as unknown[])
          : result;
      return { rows: [...last] as Record<string, unknown>[] };
    },
    listen: async (channel, onMessage, onListening) => {
      // postgres.js keeps one dedicated connection for LISTEN and re-listens after a reconnect
      const { unlisten } = await sql.listen(channel, onMessage, onListening);
      return unlisten;
    },
    notify: async (channel, payload) => {
      await sql.notify(channel, payload);
    },
    ping: async () => {
      try {
        await sql`select 1`;
        return true;
      } catch {
        return false;
      }
    },
    close: () => sql.end({ timeout: 5 }),
  };
}
