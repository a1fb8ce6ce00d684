// Quiz day: 1,000 learners, each with its own session, take a timed quiz at once for 5 minutes (an answer every
// 2–5 s, a submit after 60–150 s, then the next attempt), over the real HTTP API from this process on loopback.
// Runs: `pglite` (what `npm start` runs: one API process on PGlite, its job queue on), `postgres` (two API
// replicas on PostgreSQL, requests round-robin over them), `restart` (the same, with PostgreSQL restarted
// with `pg_ctlcluster … restart -m fast` at minute 2), `replica` (the same, with replica 2 killed with SIGKILL at
// minute 2) and `search` (the same with a search node and 100 visitors searching through the API; the node is
// killed at minute 2 and started again 30 s later on its port and data). After each run every acknowledged
// answer is looked up in the database: an answer is lost when the database does not hold the learner's last
// acknowledged choice.
// `tsx bench/load/run.ts [pglite] [postgres] [restart] [replica] [search]`; BENCH_LEARNERS (1000), BENCH_SECONDS (300),
// BENCH_RESTART_AT (120), BENCH_PG_RESTART (the restart command; default Debian's pg_ctlcluster for the
// cluster behind TEST_POSTGRES_URL).
import { execSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createDatabase } from "../../packages/db/src/index";
import { runSeed, SEED_STEPS } from "../../packages/db/src/seed/index";
import { benchEnv } from "../lib/env";
import { freshDatabaseUrl, machineLine, startApi } from "../lib/harness";
import { startSearchNode, type SearchNode } from "../lib/search-node";
import { percentile } from "../lib/stats";
import { makeClient, newFigures, runLearner, type Figures, type Ledger } from "./learner";
import { newSearchFigures, runSearcher, type SearchFigures } from "./searcher";

const here = fileURLToPath(new URL(".", import.meta.url));
const LEARNERS = benchEnv.learners();
const SECONDS = benchEnv.seconds(300);
const RESTART_AT = benchEnv.restartAt();
const SEARCHERS = 100;
/** how long the search node stays down in the `search` run */
const SEARCH_DOWN_SECONDS = 30;
const wanted = process.argv.slice(2);
const RUNS = (["pglite", "postgres", "restart", "replica", "search"] as const).filter(
  (r) => wanted.length === 0 || wanted.includes(r),
);

/** The seeded catalogue; one free course's final quiz made a 10-minute quiz anyone may retake at once. */
async function prepare(driver: "pglite" | "postgres") {
  const { url, cleanup } = await freshDatabaseUrl(driver, "load");
  const database = await createDatabase({ url });
  await database.migrate();
  await runSeed(database, { steps: SEED_STEPS.filter((s) => s.name !== "learning"), log: null });
  const candidates = (
    await database.executeSql(
      `select c.slug, q.id as quiz_id from courses c join quizzes q on q.course_id = c.id and q.kind = 'final'
       where c.published and c.price_rupiah = 0 order by c.slug limit 20`,
      [],
    )
  ).rows.map((r) => ({ slug: String(r.slug), quizId: String(r.quiz_id) }));
  await database.executeSql(
    "update quizzes set duration_minutes = 10, attempt_limit = null, cooldown_minutes = 0 where id = any($1::uuid[])",
    [candidates.map((c) => c.quizId)],
  );
  await database.close();
  return { url, cleanup, candidates };
}

/** Accounts through the public API (registration, then enrolment), a few at a time: argon2 is the cost. */
async function learners(base: string, slug: string, count: number): Promise<string[]> {
  const run = randomBytes(3).toString("hex");
  const tokens: string[] = [];
  let next = 0;
  const one = async () => {
    while (next < count) {
      const i = next++;
      const password = `Kuis-Hari-${run}-2026`;
      const res = await fetch(`${base}/auth/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          fullName: `Peserta ${run} ${i}`,
          email: `kuis-${run}-${i}@contoh.id`,
          password,
          passwordConfirmation: password,
          acceptTerms: true,
        }),
      });
      if (res.status !== 201) throw new Error(`registration ${i}: ${res.status} ${await res.text()}`);
      const token = ((await res.json()) as { data: { token: string } }).data.token;
      const enrol = await fetch(`${base}/courses/${slug}/enrolment`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
      });
      if (!enrol.ok) throw new Error(`enrolment ${i}: ${enrol.status} ${await enrol.text()}`);
      tokens.push(token);
    }
  };
  await Promise.all(Array.from({ length: 4 }, one));
  return tokens;
}

/** Every acknowledged answer, looked up: the database must hold the last acknowledged choice (or a later send). */
async function reconcile(databaseUrl: string, ledger: Ledger) {
  const database = await createDatabase({ url: databaseUrl, max: 2 });
  const held = new Map<string, string>();
  const submitted = new Set<string>();
  const ids = [...ledger.answers.keys()];
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const rows = await database.executeSql(
      `select aq.attempt_id, aq.id as question, aq.public_option_ids[array_position(aq.option_ids, a.option_ids[1])] as option
       from quiz_attempt_questions aq
       join quiz_attempt_answers a on a.attempt_id = aq.attempt_id and a.question_id = aq.question_id
       where aq.attempt_id = any($1::uuid[])`,
      [chunk],
    );
    for (const r of rows.rows) held.set(`${String(r.attempt_id)}/${String(r.question)}`, String(r.option));
    const done = await database.executeSql(
      "select id from quiz_attempts where id = any($1::uuid[]) and status in ('submitted', 'expired')",
      [chunk],
    );
    for (const r of done.rows) submitted.add(String(r.id));
  }
  await database.close();
  let acknowledged = 0;
  let lost = 0;
  for (const [attempt, answers] of ledger.answers)
    for (const [question, option] of answers) {
      acknowledged++;
      const key = `${attempt}/${question}`;
      const value = held.get(key);
      if (value !== option && !(value && ledger.unacknowledged.get(key)?.has(value))) {
        lost++;
        // the first few, so a loss can be traced in the API's log
        if (lost <= 5)
          console.log(
            `lost: ${key} acknowledged ${option}, database ${value ?? "nothing"}, unacknowledged ${[...(ledger.unacknowledged.get(key) ?? [])].join(",") || "none"}`,
          );
      }
    }
  const lostSubmits = [...ledger.submitted].filter((id) => !submitted.has(id)).length;
  return { acknowledged, lost, lostSubmits };
}

/** Waits until the API answers searches from the node (its start job builds the index from the database). */
async function indexed(base: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const res = await fetch(`${base}/search/courses?q=kepemimpinan`);
    if (res.ok && ((await res.json()) as { data: { source: string } }).data.source === "search") return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the search node was not indexed within 5 minutes");
}

/** What the run's fault did, as the table's "faults" cell. */
function faultLine(
  run: string,
  figures: Figures,
  faultAt: number,
  search: SearchFigures,
  nodeBackAt: number,
): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  if (run === "restart" || run === "replica") {
    const what = run === "restart" ? "PostgreSQL restarted" : "replica 2 killed (SIGKILL)";
    return figures.outage
      ? `${what}: first failure ${s(figures.outage.firstFailure - faultAt)} after it, served again ${s(figures.outage.recovered - figures.outage.firstFailure)} later; ${figures.retried} requests retried`
      : `${what}: no request failed; ${figures.retried} retried`;
  }
  if (run === "search") {
    const by = (from: number, to: number) => {
      const counts: Record<string, number> = {};
      for (const a of search.answers)
        if (a.at >= from && a.at < to) counts[a.source] = (counts[a.source] ?? 0) + 1;
      return JSON.stringify(counts);
    };
    const firstFallback = search.answers.find((a) => a.at >= faultAt && a.source === "database");
    const nodeAgain = nodeBackAt
      ? search.answers.find((a) => a.at >= nodeBackAt && a.source === "search")
      : undefined;
    const p = (q: number) => Math.round(percentile(search.ms, q));
    return `search node killed for ${SEARCH_DOWN_SECONDS} s: ${search.answers.length} searches, p50 / p99 ${p(50)} / ${p(99)} ms; before the kill ${by(0, faultAt)}, while down ${by(faultAt, nodeBackAt || Infinity)}, after ${by(nodeBackAt || Infinity, Infinity)}; first fallback ${firstFallback ? s(firstFallback.at - faultAt) : "never"} after the kill, the node answering again ${nodeAgain ? s(nodeAgain.at - nodeBackAt) : "never"} after it was back; ${figures.retried} retried`;
  }
  return `${figures.retried} retried`;
}

function restartPostgres(): void {
  const command = benchEnv.pgRestartCommand() ?? "pg_ctlcluster 15 main restart -m fast";
  execSync(command, { stdio: "inherit" });
}

const rows: string[] = [];
for (const run of RUNS) {
  const driver = run === "pglite" ? "pglite" : "postgres";
  console.log(`\n${run}: preparing ${LEARNERS} learners`);
  const { url: databaseUrl, cleanup, candidates } = await prepare(driver);
  const searchKey = randomBytes(24).toString("hex");
  let node: SearchNode | null = run === "search" ? await startSearchNode({ key: searchKey }) : null;
  const env: Record<string, string> = {
    BENCH_JOBS: "true",
    ...(node ? { TYPESENSE_NODES: node.url, TYPESENSE_API_KEY: searchKey } : {}),
  };
  const replicas = driver === "pglite" ? [await startApi(databaseUrl, env)] : [];
  if (driver === "postgres")
    for (let i = 0; i < 2; i++) replicas.push(await startApi(databaseUrl, { ...env, BENCH_POOL: "10" }));
  try {
    if (node) await indexed(replicas[0]!.url);
    const course = candidates[0];
    if (!course) throw new Error("no free course with a final quiz in the seed");
    const tokens = await learners(replicas[0]!.url, course.slug, LEARNERS);
    const figures: Figures = newFigures();
    const ledger: Ledger = { answers: new Map(), unacknowledged: new Map(), submitted: new Set() };
    const call = makeClient(
      replicas.map((r) => r.url),
      figures,
    );
    const load = [loadavg()[0]!];
    const sampler = setInterval(() => load.push(loadavg()[0]!), 10_000);
    const started = Date.now();
    const endAt = started + SECONDS * 1000;
    console.log(`${run}: ${tokens.length} learners for ${SECONDS} s`);
    let restartedAt = 0;
    let nodeBackAt = 0;
    const searchFigures = newSearchFigures();
    // the runs named after a fault get it at RESTART_AT; `pglite` and `postgres` run without one
    const faulty = run === "restart" || run === "replica" || run === "search";
    const fault = faulty
      ? setTimeout(() => {
          restartedAt = Date.now();
          figures.outage = null;
          if (run === "restart") restartPostgres();
          if (run === "replica") replicas[1]!.child.kill("SIGKILL");
          if (run === "search" && node) {
            const { port, dataDir } = node;
            node.child.kill("SIGKILL");
            setTimeout(() => {
              void startSearchNode({ key: searchKey, port, dataDir }).then((n) => {
                node = n;
                nodeBackAt = Date.now();
              });
            }, SEARCH_DOWN_SECONDS * 1000);
          }
        }, RESTART_AT * 1000)
      : undefined;
    const searchClient = newFigures(); // a search that failed after its retries counts as an error
    const searchCall = makeClient(
      replicas.map((r) => r.url),
      searchClient,
    );
    await Promise.all([
      ...tokens.map((token) => runLearner({ call, token, quizId: course.quizId, endAt, figures, ledger })),
      ...(run === "search"
        ? tokens
            .slice(0, SEARCHERS)
            .map((token) => runSearcher({ call: searchCall, token, endAt, figures: searchFigures }))
        : []),
    ]);
    clearTimeout(fault);
    clearInterval(sampler);
    const elapsed = (Date.now() - started) / 1000;
    const { acknowledged, lost, lostSubmits } = await reconcile(databaseUrl, ledger);
    const ms = (v: number) => `${Math.round(v)}`;
    const outage = faultLine(run, figures, restartedAt, searchFigures, nodeBackAt);
    const why = Object.keys(figures.retryKinds).length ? ` (${JSON.stringify(figures.retryKinds)})` : "";
    const submitMs = [...figures.duringSubmitMs, ...figures.endSubmitMs];
    const row = [
      run,
      `${LEARNERS}`,
      `${(figures.saves / elapsed).toFixed(0)}`,
      `${ms(percentile(figures.saveMs, 50))} / ${ms(percentile(figures.saveMs, 99))}`,
      `${ms(percentile(submitMs, 50))} / ${ms(percentile(submitMs, 99))}`,
      `${ms(percentile(figures.duringSubmitMs, 99))} / ${ms(percentile(figures.endSubmitMs, 99))} (${figures.endSubmitMs.length})`,
      `${figures.saves} / ${figures.submits} / ${figures.starts}`,
      `${figures.errors}${figures.errors ? ` ${JSON.stringify(figures.errorKinds)}` : ""}${run === "search" ? `; searches ${searchClient.errors}${searchClient.errors ? ` ${JSON.stringify(searchClient.errorKinds)}` : ""}` : ""}`,
      `${lost} of ${acknowledged}; submits ${lostSubmits}`,
      `${outage}${why}`,
      `${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}`,
    ];
    const line = `| ${row.join(" | ")} |`;
    console.log(line);
    rows.push(line);
  } finally {
    for (const r of replicas) await r.stop();
    if (node) {
      node.child.kill("SIGTERM");
      rmSync(node.dataDir, { recursive: true, force: true });
    }
    await cleanup();
  }
}

const table = [
  `Machine: ${machineLine()}; ${SECONDS} s per run; ${new Date().toISOString().slice(0, 16)}Z`,
  "",
  "| run | learners | answers saved /s | save p50 / p99 ms | submit p50 / p99 ms | submit p99 ms during the run / at its end (submits at the end) | saves / submits / starts | errors | lost answers | faults | load avg |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ...rows,
].join("\n");
writeFileSync(join(here, "last-run.md"), `${table}\n`);
console.log(`\n${table}`);
