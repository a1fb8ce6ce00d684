// API benchmark (issue 4): requests per second and p99 of
//   - GET /profile with a valid bearer token (session lookup joined with user, account and organisation), and
//   - POST /auth/v2/login (argon2id at OWASP parameters: m=19 MiB, t=2, p=1, by design the slow part),
// each beside a bare route of the same server in the same run, on PGlite and on PostgreSQL. The API runs as its
// own process; autocannon loads it from this one over loopback.
// `tsx bench/api/run.ts [pglite] [postgres]`; seconds per run: BENCH_SECONDS.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createDatabase } from "../../packages/db/src/index";
import { DEMO_USERS, runSeed, SEED_STEPS } from "../../packages/db/src/seed/index";

interface Result {
  latency: { p50: number; p99: number; average: number };
  requests: { average: number };
  non2xx: number;
  errors: number;
}
type Cannon = (opts: Record<string, unknown>) => Promise<Result>;
const autocannon = (await import("autocannon")).default as unknown as Cannon;

const here = fileURLToPath(new URL(".", import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const wanted = process.argv.slice(2);
const DRIVERS = (["pglite", "postgres"] as const).filter((d) => wanted.length === 0 || wanted.includes(d));
const learner = DEMO_USERS.find((u) => u.key === "learner")!;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** A fresh database with the accounts seed only (organisations and demo users). */
async function prepare(driver: "pglite" | "postgres"): Promise<{ url: string; cleanup: () => Promise<void> }> {
  let url: string;
  let cleanup: () => Promise<void>;
  if (driver === "pglite") {
    const dir = mkdtempSync(join(tmpdir(), "gk-bench-api-"));
    url = `file:${join(dir, "pg")}`;
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const script = pathToFileURL(join(here, "../../scripts/lib/postgres.mjs")).href;
    const base = ((await import(script)) as { ensurePostgres: () => string }).ensurePostgres();
    const name = `gk_bench_${randomBytes(4).toString("hex")}`;
    const admin = await createDatabase({ url: base, max: 1 });
    await admin.executeSql(`create database ${name}`, []);
    await admin.close();
    const u = new URL(base);
    u.pathname = `/${name}`;
    url = u.toString();
    cleanup = async () => {
      const drop = await createDatabase({ url: base, max: 1 });
      await drop.executeSql(`drop database if exists ${name} with (force)`, []);
      await drop.close();
    };
  }
  const database = await createDatabase({ url });
  await database.migrate();
  await runSeed(database, { steps: SEED_STEPS.filter((s) => s.name === "organisations" || s.name === "demo-users"), log: null });
  await database.close();
  return { url, cleanup };
}

async function startApi(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", join(here, "server.ts")], {
    cwd: join(here, ".."),
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the API did not start")), 120_000);
    child.stdout!.on("data", (b: Buffer) => {
      if (b.toString().includes("ready")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on("exit", (code) => reject(new Error(`the API exited with ${code}`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

const load = (url: string, connections: number, request: Record<string, unknown>) =>
  autocannon({ url, connections, duration: SECONDS, requests: [request] });

const loginBody = JSON.stringify({ username: learner.email, password: learner.password });
const rows: string[] = [];
for (const driver of DRIVERS) {
  console.log(`\n${driver}: preparing`);
  const { url: databaseUrl, cleanup } = await prepare(driver);
  const { child, url } = await startApi(databaseUrl);
  try {
    const res = await fetch(`${url}/auth/v2/login`, { method: "POST", headers: { "content-type": "application/json" }, body: loginBody });
    const token = ((await res.json()) as { data: { token: string } }).data.token;
    const profile = { method: "GET", path: "/profile", headers: { authorization: `Bearer ${token}` } };
    const login = { method: "POST", path: "/auth/v2/login", headers: { "content-type": "application/json" }, body: loginBody };
    await load(url, 50, profile); // warm-up (JIT, pool, caches)
    const bare50 = await load(url, 50, { method: "GET", path: "/bench/bare" });
    const prof = await load(url, 50, profile);
    // login is bounded by argon2id (~19 MiB and tens of ms of CPU per hash); 8 connections keep the queue sane
    const bare8 = await load(url, 8, { method: "GET", path: "/bench/bare" });
    const log = await load(url, 8, login);
    for (const r of [bare50, prof, bare8, log]) if (r.non2xx > 0 || r.errors > 0) throw new Error(`load run had ${r.non2xx} non-2xx and ${r.errors} errors`);
    const f = (r: Result) => `${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms`;
    const ratio = (r: Result, bare: Result) => `${((100 * r.requests.average) / bare.requests.average).toFixed(1)} %`;
    const row = `| ${driver} | ${f(bare50)} | ${f(prof)} | **${ratio(prof, bare50)}** | ${f(bare8)} | ${f(log)} | ${ratio(log, bare8)} |`;
    console.log(row);
    rows.push(row);
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    await cleanup();
  }
}

const table = [
  `Run: ${new Date().toISOString()}, ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${SECONDS} s per load run.`,
  "",
  "| database | bare route (50 conn.) | GET /profile (50 conn.) | profile / bare | bare route (8 conn.) | POST /auth/v2/login (8 conn.) | login / bare |",
  "|---|---|---|---:|---|---|---:|",
  ...rows,
].join("\n");
writeFileSync(join(here, "last-run.md"), `${table}\n`);
console.log(`\n${table}`);
