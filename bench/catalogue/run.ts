// Catalogue benchmark (issue 5): over a 10,000-course catalogue, requests per second and latency of
//   - a listing with a filter and a sort (two categories, one of the three sorts, pages 1–3), and
//   - a course page (detail with sections, lessons, quiz facts, reviews and related courses),
// beside a bare route of the same server in the same run, at 50 connections, on PGlite and on PostgreSQL.
// The API runs as its own process; autocannon loads it from this one over loopback.
// `tsx bench/catalogue/run.ts [pglite] [postgres]`; courses: BENCH_COURSES; seconds per run: BENCH_SECONDS.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createDatabase } from "../../packages/db/src/index";
import { seedCatalogue } from "../../packages/db/src/seed/index";

interface Result {
  latency: { p50: number; p99: number; average: number };
  requests: { average: number };
  non2xx: number;
  errors: number;
  statusCodeStats?: Record<string, { count: number }>;
}
type Cannon = (opts: Record<string, unknown>) => Promise<Result>;
const autocannon = (await import("autocannon")).default as unknown as Cannon;

const here = fileURLToPath(new URL(".", import.meta.url));
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const COURSES = Number(process.env.BENCH_COURSES ?? 10_000);
const wanted = process.argv.slice(2);
const DRIVERS = (["pglite", "postgres"] as const).filter((d) => wanted.length === 0 || wanted.includes(d));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function prepare(driver: "pglite" | "postgres"): Promise<{ url: string; cleanup: () => Promise<void>; seedMs: number }> {
  let url: string;
  let cleanup: () => Promise<void>;
  if (driver === "pglite") {
    const dir = mkdtempSync(join(tmpdir(), "gk-bench-catalogue-"));
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
  const t = performance.now();
  await seedCatalogue(database.db, { courses: COURSES, lessonText: false, questionBank: false });
  const seedMs = performance.now() - t;
  // fresh tables: statistics and the visibility map (index-only counts) as autovacuum would leave them
  await database.executeSql("vacuum analyze");
  await database.close();
  return { url, cleanup, seedMs };
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

async function load(url: string, paths: string[]): Promise<Result> {
  let i = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ method: "GET", setupRequest: (req: Record<string, unknown>) => ({ ...req, path: paths[i++ % paths.length] }) }],
  });
}

const rows: string[] = [];
for (const driver of DRIVERS) {
  console.log(`\n${driver}: seeding ${COURSES.toLocaleString("en")} courses`);
  const { url: databaseUrl, cleanup, seedMs } = await prepare(driver);
  const { child, url } = await startApi(databaseUrl);
  try {
    const cats = ((await (await fetch(`${url}/categories`)).json()) as { data: { items: { slug: string; courseCount: number }[] } }).data.items.filter((c) => c.courseCount > 0).map((c) => c.slug);
    const sorts = ["rating", "popular", "newest"];
    const listPaths: string[] = [];
    for (let n = 0; n < 60; n++) listPaths.push(`/courses?category=${cats[n % cats.length]}&category=${cats[(n * 7 + 3) % cats.length]}&sort=${sorts[n % 3]}&page=${(n % 3) + 1}&perPage=20`);
    const slugs = ((await (await fetch(`${url}/courses?perPage=50&sort=newest`)).json()) as { data: { items: { slug: string }[] } }).data.items.map((c) => c.slug);
    const more = ((await (await fetch(`${url}/courses?perPage=50&sort=rating&page=20`)).json()) as { data: { items: { slug: string }[] } }).data.items.map((c) => c.slug);
    const detailPaths = [...slugs, ...more].map((s) => `/courses/${s}`);
    await load(url, listPaths); // warm-up (JIT, caches, pool)
    const bare = await load(url, ["/bench/bare"]);
    console.log(`  bare: ${Math.round(bare.requests.average)} req/s, p99 ${bare.latency.p99} ms`);
    const list = await load(url, listPaths);
    console.log(`  listing: ${Math.round(list.requests.average)} req/s, p99 ${list.latency.p99} ms`);
    const detail = await load(url, detailPaths);
    console.log(`  detail: ${Math.round(detail.requests.average)} req/s, p99 ${detail.latency.p99} ms`);
    for (const r of [bare, list, detail]) if (r.non2xx > 0 || r.errors > 0) throw new Error(`load run had ${r.non2xx} non-2xx and ${r.errors} errors: ${JSON.stringify(r.statusCodeStats)}`);
    const f = (r: Result) => `${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`;
    const ratio = (r: Result) => `${(r.requests.average / bare.requests.average).toFixed(2)}×`;
    const row = `| ${driver} | ${(seedMs / 1000).toFixed(1)} s | ${f(bare)} | ${f(list)} (${ratio(list)} of bare) | ${f(detail)} (${ratio(detail)} of bare) |`;
    console.log(row);
    rows.push(row);
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    await cleanup();
  }
}

const table = [
  `Run: ${new Date().toISOString()}, ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${COURSES.toLocaleString("en")} courses, ${CONNECTIONS} connections, ${SECONDS} s per load run.`,
  "",
  "| database | seed (catalogue only) | bare route | listing: 2 categories + sort, 20 per page | course detail |",
  "|---|---:|---|---|---|",
  ...rows,
].join("\n");
writeFileSync(join(here, "last-run.md"), `${table}\n`);
console.log(`\n${table}`);
