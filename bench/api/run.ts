// API benchmark: requests per second and p99 of
//   - GET /profile with a valid bearer token (session lookup joined with user, account and organisation), and
//   - POST /auth/v2/login (argon2id at OWASP parameters: m=19 MiB, t=2, p=1, by design the slow part),
// each beside a bare route of the same server in the same run, on PGlite and on PostgreSQL. The API runs as its
// own process; autocannon loads it from this one over loopback.
// `tsx bench/api/run.ts [pglite] [postgres]`; seconds per run: BENCH_SECONDS.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createDatabase } from "../../packages/db/src/index";
import { DEMO_USERS, runSeed, SEED_STEPS } from "../../packages/db/src/seed/index";
import {
  assertAllOk,
  autocannon,
  freshDatabaseUrl,
  machineLine,
  SECONDS,
  startApi,
  wantedDrivers,
  type Result,
} from "../lib/harness";

const here = fileURLToPath(new URL(".", import.meta.url));
const DRIVERS = wantedDrivers();
const learner = DEMO_USERS.find((u) => u.key === "learner")!;

/** A fresh database with the accounts seed only (organisations and demo users). */
async function prepare(
  driver: "pglite" | "postgres",
): Promise<{ url: string; cleanup: () => Promise<void> }> {
  const { url, cleanup } = await freshDatabaseUrl(driver, "api");
  const database = await createDatabase({ url });
  await database.migrate();
  await runSeed(database, {
    steps: SEED_STEPS.filter((s) => s.name === "organisations" || s.name === "demo-users"),
    log: null,
  });
  await database.close();
  return { url, cleanup };
}

const load = (url: string, connections: number, request: Record<string, unknown>) =>
  autocannon({ url, connections, duration: SECONDS, requests: [request] });

const loginBody = JSON.stringify({ username: learner.email, password: learner.password });
const rows: string[] = [];
for (const driver of DRIVERS) {
  console.log(`\n${driver}: preparing`);
  const { url: databaseUrl, cleanup } = await prepare(driver);
  const { url, stop } = await startApi(databaseUrl);
  try {
    const res = await fetch(`${url}/auth/v2/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: loginBody,
    });
    const token = ((await res.json()) as { data: { token: string } }).data.token;
    const profile = { method: "GET", path: "/profile", headers: { authorization: `Bearer ${token}` } };
    const login = {
      method: "POST",
      path: "/auth/v2/login",
      headers: { "content-type": "application/json" },
      body: loginBody,
    };
    await load(url, 50, profile); // warm-up (JIT, pool, caches)
    const bare50 = await load(url, 50, { method: "GET", path: "/bench/bare" });
    const prof = await load(url, 50, profile);
    // login is bounded by argon2id (~19 MiB and tens of ms of CPU per hash); 8 connections keep the queue sane
    const bare8 = await load(url, 8, { method: "GET", path: "/bench/bare" });
    const log = await load(url, 8, login);
    assertAllOk([bare50, prof, bare8, log]);
    const f = (r: Result) => `${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms`;
    const ratio = (r: Result, bare: Result) =>
      `${((100 * r.requests.average) / bare.requests.average).toFixed(1)} %`;
    const row = `| ${driver} | ${f(bare50)} | ${f(prof)} | **${ratio(prof, bare50)}** | ${f(bare8)} | ${f(log)} | ${ratio(log, bare8)} |`;
    console.log(row);
    rows.push(row);
  } finally {
    await stop();
    await cleanup();
  }
}

const table = [
  `Run: ${new Date().toISOString()}, ${machineLine()}, ${SECONDS} s per load run.`,
  "",
  "| database | bare route (50 conn.) | GET /profile (50 conn.) | profile / bare | bare route (8 conn.) | POST /auth/v2/login (8 conn.) | login / bare |",
  "|---|---|---|---:|---|---|---:|",
  ...rows,
].join("\n");
writeFileSync(join(here, "last-run.md"), `${table}\n`);
console.log(`\n${table}`);
