// What every benchmark shares: autocannon's result type, a free port, a fresh database on either driver, the
// API started as its own process, and the machine line printed above each table.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createDatabase } from "../../packages/db/src/index";
import { benchEnv } from "./env";

export interface Result {
  latency: { p50: number; p99: number; average: number };
  requests: { average: number };
  non2xx: number;
  errors: number;
  statusCodeStats?: Record<string, { count: number }>;
}
type Cannon = (opts: Record<string, unknown>) => Promise<Result>;
export const autocannon = (await import("autocannon")).default as unknown as Cannon;

const here = fileURLToPath(new URL(".", import.meta.url));
export const SECONDS = benchEnv.seconds(8);

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** The drivers named on the command line (`pglite`, `postgres`), or both. */
export function wantedDrivers(): ("pglite" | "postgres")[] {
  const wanted = process.argv.slice(2);
  return (["pglite", "postgres"] as const).filter((d) => wanted.length === 0 || wanted.includes(d));
}

/** A new, empty database: a PGlite folder in tmp, or a new database next to the test PostgreSQL. */
export async function freshDatabaseUrl(
  driver: "pglite" | "postgres",
  prefix: string,
): Promise<{ url: string; cleanup: () => Promise<void> }> {
  if (driver === "pglite") {
    const dir = mkdtempSync(join(tmpdir(), `gk-bench-${prefix}-`));
    return {
      url: `file:${join(dir, "pg")}`,
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const script = pathToFileURL(join(here, "../../scripts/lib/postgres.mjs")).href;
  const base = ((await import(script)) as { ensurePostgres: () => string }).ensurePostgres();
  const name = `gk_bench_${randomBytes(4).toString("hex")}`;
  const admin = await createDatabase({ url: base, max: 1 });
  await admin.executeSql(`create database ${name}`, []);
  await admin.close();
  const u = new URL(base);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    cleanup: async () => {
      const drop = await createDatabase({ url: base, max: 1 });
      await drop.executeSql(`drop database if exists ${name} with (force)`, []);
      await drop.close();
    },
  };
}

/** Starts lib/api-server.ts over a prepared database and waits for its "ready". */
/** `env`: extra environment of the API process (e.g. `CATALOGUE_CACHE_SECONDS: "0"` to measure without a cache). */
export async function startApi(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the API process there (open it in Chrome's DevTools)
  const profileDir = benchEnv.cpuProfileDir();
  const profile = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", join(here, "api-server.ts")], {
    cwd: join(here, ".."),
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the API did not start")), 120_000);
    child.stdout.on("data", (b: Buffer) => {
      if (b.toString().includes("ready")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on("exit", (code) => reject(new Error(`the API exited with ${code}`)));
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return; // killed by the run itself
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  };
  return { child, url: `http://127.0.0.1:${port}`, stop };
}

export function machineLine(): string {
  return `${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export function assertAllOk(results: Result[]): void {
  for (const r of results) {
    if (r.non2xx > 0 || r.errors > 0)
      throw new Error(
        `load run had ${r.non2xx} non-2xx and ${r.errors} errors: ${JSON.stringify(r.statusCodeStats ?? {})}`,
      );
  }
}
