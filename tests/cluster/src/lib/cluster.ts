import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createDatabase, repoRoot, type Database } from "@gk/db";
import { startNode, tail, type Proc } from "./processes";
import { GiveUp, until } from "./wait";

export const ROOT = repoRoot();

/**
 * A clean environment for a server process: the machine's basics and nothing of the test runner's (vitest sets
 * NODE_ENV=test and its own variables, which a production process must not see).
 */
export function baseEnv(): Record<string, string> {
  const keep = ["PATH", "HOME", "LANG", "TMPDIR"];
  return Object.fromEntries(keep.flatMap((k) => (process.env[k] ? [[k, process.env[k]]] : [])));
}

/** The URL of the real PostgreSQL the test run uses: TEST_POSTGRES_URL, or Debian's cluster started by the shared script. */
export async function postgresUrl(): Promise<string> {
  const script = pathToFileURL(join(ROOT, "scripts/lib/postgres.mjs")).href;
  const { ensurePostgres } = (await import(script)) as { ensurePostgres: () => string };
  return ensurePostgres();
}

export interface FreshDatabase {
  name: string;
  url: string;
  /** a small pool of our own, for the reconciliations done in SQL */
  sql: Database;
  drop(): Promise<void>;
}

/** A new, uniquely named database next to the one TEST_POSTGRES_URL names; `drop` removes it even while servers still hold connections. */
export async function createFreshDatabase(baseUrl: string): Promise<FreshDatabase> {
  const name = `gk_cluster_${randomBytes(5).toString("hex")}`;
  const admin = await createDatabase({ url: baseUrl, max: 1 });
  try {
    await admin.executeSql(`create database ${name}`);
  } finally {
    await admin.close();
  }
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const sql = await createDatabase({ url, max: 2 });
  return {
    name,
    url,
    sql,
    async drop() {
      await sql.close().catch(() => {});
      const again = await createDatabase({ url: baseUrl, max: 1 });
      try {
        await again.executeSql(`drop database if exists ${name} with (force)`);
      } finally {
        await again.close();
      }
    },
  };
}

/**
 * Migrates and seeds through @gk/db's own entry point (`pnpm --filter @gk/db db:setup` runs this same file):
 * the full seed, which takes a few seconds on PostgreSQL.
 */
export async function setupDatabase(url: string, logDir: string): Promise<{ ms: number }> {
  const started = Date.now();
  const proc = startNode("db-setup", ["--import", "tsx", "src/cli/setup.ts"], {
    cwd: join(ROOT, "packages/db"),
    env: { ...baseEnv(), DATABASE_URL: url },
    logDir,
  });
  const { code } = await withDeadline(proc.exited, 120_000, "db:setup");
  if (code !== 0) throw new Error(`db:setup failed with ${code}:\n${tail(proc)}`);
  return { ms: Date.now() - started };
}

export interface SearchNode {
  proc: Proc;
  url: string;
  adminKey: string;
}

/** The embedded search node (apps/search), on a port of its own choosing (it prints its URL), with its own data folder. */
export async function startSearchNode(logDir: string): Promise<SearchNode> {
  const adminKey = `cluster-${randomBytes(12).toString("hex")}`;
  const proc = startNode("search", ["--import", "tsx", "src/main.ts"], {
    cwd: join(ROOT, "apps/search"),
    env: {
      ...baseEnv(),
      SEARCH_PORT: "0",
      SEARCH_HOST: "127.0.0.1",
      SEARCH_API_KEY: adminKey,
      SEARCH_DATA_DIR: join(logDir, "search-data"),
    },
    logDir,
  });
  const url = await until(
    "the search node to print its address",
    () => {
      if (proc.hasExited()) throw new GiveUp(`the search node exited:\n${tail(proc)}`);
      return /Typesense-compatible server on (http:\/\/\S+)/.exec(proc.log())?.[1];
    },
    { timeoutMs: 60_000 },
  );
  await until("the search node's /health", async () => (await fetch(`${url}/health`)).ok, {
    timeoutMs: 30_000,
  });
  return { proc, url, adminKey };
}

export interface Replica {
  name: string;
  url: string;
  port: number;
  proc: Proc;
}

/**
 * One API replica as production runs it: apps/api's served entry (src/main.ts under tsx, as `pnpm --filter
 * @gk/api serve`), NODE_ENV=production, PostgreSQL and the search node by URL. The caches' lifetimes are set to
 * their maximum so that a change seen at once on the other replica can only be the invalidation at work.
 */
export async function startReplica(
  name: string,
  port: number,
  deps: { databaseUrl: string; search: SearchNode; logDir: string },
): Promise<Replica> {
  const proc = startNode(name, ["--import", "tsx", "src/main.ts"], {
    cwd: join(ROOT, "apps/api"),
    env: {
      ...baseEnv(),
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      DATABASE_URL: deps.databaseUrl,
      TYPESENSE_NODES: deps.search.url,
      TYPESENSE_API_KEY: deps.search.adminKey,
      SESSION_CACHE_SECONDS: "300",
      CATALOGUE_CACHE_SECONDS: "3600",
      PUBLIC_WEB_URL: "https://gurukita.id",
    },
    logDir: deps.logDir,
  });
  const url = `http://127.0.0.1:${port}`;
  await until(
    `${name} to answer /ready`,
    async () => {
      if (proc.hasExited()) throw new GiveUp(`${name} exited:\n${tail(proc)}`);
      return (await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2_000) })).status === 200;
    },
    { timeoutMs: 90_000, intervalMs: 200 },
  );
  return { name, url, port, proc };
}

export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
    }),
  ]);
}
