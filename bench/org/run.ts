// Company dashboard benchmark: the queries of the company admin's dashboard (apps/api/src/modules/org/reports.ts,
// run as the API runs them) over a company of BENCH_MEMBERS members (10,000) with BENCH_PROGRESS lesson
// progress rows (1,000,000), on PostgreSQL in a scratch database on loopback that is dropped at the end.
// Each statement, then the whole dashboard (its six statements in parallel, as one API call makes them), is
// run one call at a time for BENCH_SECONDS seconds (8) or at most 2,000 times; p50 and p99 are reported.
// `tsx bench/org/run.ts` (or `npm run bench -- org`).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  ACTIVE_LEARNERS_SQL,
  companyReport,
  COMPLETIONS_SQL,
  LEARNING_MINUTES_SQL,
  MANDATORY_BY_DEPARTMENT_SQL,
  MEMBERS_SQL,
  TOP_COURSES_SQL,
} from "../../apps/api/src/modules/org/reports";
import { createDatabase, type Database, type Organisation } from "../../packages/db/src/index";
import { seedCatalogue } from "../../packages/db/src/seed/index";
import { benchEnv } from "../lib/env";
import { freshDatabaseUrl, machineLine, SECONDS } from "../lib/harness";
import { percentile } from "../lib/stats";
import { generate } from "./generate";

const here = fileURLToPath(new URL(".", import.meta.url));
const MEMBERS = benchEnv.members();
const PROGRESS = benchEnv.progressRows();
const COURSES = 300;
const MAX_RUNS = 2_000;

async function measure(run: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await run(); // warm-up: plans cached, pages in memory
  const times: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  while (performance.now() < until && times.length < MAX_RUNS) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  return { runs: times.length, p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function counts(database: Database, org: string) {
  const { rows } = await database.executeSql(
    `select (select count(*) from memberships where organisation_id = $1)::int as members,
            (select count(*) from lesson_progress)::int as progress,
            (select count(*) from enrolments)::int as enrolments,
            (select count(*) from points_ledger)::int as points`,
    [org],
  );
  return rows[0] as { members: number; progress: number; enrolments: number; points: number };
}

const { url, cleanup } = await freshDatabaseUrl("postgres", "org");
const rows: string[] = [];
let sizes: string;
try {
  const database = await createDatabase({ url, max: 8 });
  try {
    await database.migrate();
    let t = performance.now();
    await seedCatalogue(database.db, {
      courses: COURSES,
      lessonText: false,
      questionBank: false,
      progress: null,
    });
    console.log(`catalogue: ${COURSES} courses in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    t = performance.now();
    const org = await generate(database, { members: MEMBERS, progressRows: PROGRESS });
    await database.executeSql("vacuum analyze", []);
    const c = await counts(database, org);
    sizes = `${c.members.toLocaleString("en")} members in the measured company; in all: ${c.progress.toLocaleString("en")} lesson_progress, ${c.enrolments.toLocaleString("en")} enrolments, ${c.points.toLocaleString("en")} points_ledger rows`;
    console.log(`generated in ${((performance.now() - t) / 1000).toFixed(1)} s: ${sizes}`);

    const since = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const now = new Date().toISOString();
    const statements: [string, string, unknown[]][] = [
      ["members", MEMBERS_SQL, [org]],
      ["active learners (90 days)", ACTIVE_LEARNERS_SQL, [org, since(90)]],
      ["completions per week (90 days)", COMPLETIONS_SQL, [org, since(90), "week"]],
      ["completions per month (365 days)", COMPLETIONS_SQL, [org, since(365), "month"]],
      ["learning hours (90 days)", LEARNING_MINUTES_SQL, [org, since(90)]],
      ["mandatory by department", MANDATORY_BY_DEPARTMENT_SQL, [org, now]],
      ["top courses", TOP_COURSES_SQL, [org]],
    ];
    for (const [name, text, values] of statements) {
      const r = await measure(() => database.executeSql(text, values));
      const row = `| ${name} | ${r.runs} | ${r.p50.toFixed(1)} ms | **${r.p99.toFixed(1)} ms** |`;
      console.log(row);
      rows.push(row);
    }
    const admin = { adminUserId: "", membershipId: "", organisation: { id: org } as Organisation };
    for (const days of [30, 90, 365]) {
      const r = await measure(() => companyReport(database, admin, days, "id"));
      const row = `| whole dashboard, ${days} days (6 statements in parallel) | ${r.runs} | ${r.p50.toFixed(1)} ms | **${r.p99.toFixed(1)} ms** |`;
      console.log(row);
      rows.push(row);
    }
  } finally {
    await database.close();
  }
} finally {
  await cleanup();
}

const table = [
  `Run: ${new Date().toISOString()}, ${machineLine()}, PostgreSQL on loopback; ${sizes}; one call at a time, ${SECONDS} s or ${MAX_RUNS} calls per row.`,
  "",
  "| query | calls | p50 | p99 |",
  "|---|---:|---:|---:|",
  ...rows,
].join("\n");
writeFileSync(join(here, "last-run.md"), `${table}\n`);
console.log(`\n${table}`);
