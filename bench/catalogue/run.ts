// Catalogue benchmark: over a 10,000-course catalogue, requests per second and latency of
//   - a listing with a filter and a sort (two categories, one of the three sorts, pages 1–3), and
//   - a course page (detail with sections, lessons, quiz facts, reviews and related courses),
// beside a bare route of the same server in the same run, at 50 connections, on PGlite and on PostgreSQL.
// The API runs as its own process; autocannon loads it from this one over loopback.
// `tsx bench/catalogue/run.ts [pglite] [postgres]`; courses: BENCH_COURSES; seconds per run: BENCH_SECONDS.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildStalePages } from "../../apps/api/src/modules/catalogue/course-page-build";
import { createDatabase } from "../../packages/db/src/index";
import { seedCatalogue } from "../../packages/db/src/seed/index";
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
import { benchEnv } from "../lib/env";

const here = fileURLToPath(new URL(".", import.meta.url));
const CONNECTIONS = 50;
const COURSES = benchEnv.courses();
const DRIVERS = wantedDrivers();

async function prepare(
  driver: "pglite" | "postgres",
): Promise<{ url: string; cleanup: () => Promise<void>; seedMs: number; pagesMs: number }> {
  const { url, cleanup } = await freshDatabaseUrl(driver, "catalogue");
  const database = await createDatabase({ url });
  await database.migrate();
  const t = performance.now();
  await seedCatalogue(database.db, { courses: COURSES, lessonText: false, questionBank: false });
  const seedMs = performance.now() - t;
  // the course pages' read model, as the API's builder keeps it after a seed or a change (what it costs to build
  // the whole catalogue's pages is part of the figures)
  const p = performance.now();
  await buildStalePages(database.db);
  const pagesMs = performance.now() - p;
  // fresh tables: statistics and the visibility map (index-only counts) as autovacuum would leave them
  await database.executeSql("vacuum analyze");
  await database.close();
  return { url, cleanup, seedMs, pagesMs };
}

async function load(url: string, paths: string[]): Promise<Result> {
  let i = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: "GET",
        setupRequest: (req: Record<string, unknown>) => ({ ...req, path: paths[i++ % paths.length] }),
      },
    ],
  });
}

const f = (r: Result) =>
  `${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 **${r.latency.p99} ms**`;
const rows: string[] = [];
for (const driver of DRIVERS) {
  console.log(`\n${driver}: seeding ${COURSES.toLocaleString("en")} courses`);
  const { url: databaseUrl, cleanup, seedMs, pagesMs } = await prepare(driver);
  try {
    // The API as deployed (catalogue answers kept in memory, see apps/api/src/cache/read-cache.ts), then the
    // same API with that cache off, which is what every first visit of an answer costs.
    for (const cache of ["on", "off"] as const) {
      const { url, stop } = await startApi(
        databaseUrl,
        cache === "off" ? { CATALOGUE_CACHE_SECONDS: "0" } : {},
      );
      try {
        const cats = (
          (await (await fetch(`${url}/categories`)).json()) as {
            data: { items: { slug: string; courseCount: number }[] };
          }
        ).data.items
          .filter((c) => c.courseCount > 0)
          .map((c) => c.slug);
        const sorts = ["rating", "popular", "newest"];
        const listPaths: string[] = [];
        for (let n = 0; n < 60; n++)
          listPaths.push(
            `/courses?category=${cats[n % cats.length]}&category=${cats[(n * 7 + 3) % cats.length]}&sort=${sorts[n % 3]}&page=${(n % 3) + 1}&perPage=20`,
          );
        const slugs = (
          (await (await fetch(`${url}/courses?perPage=50&sort=newest`)).json()) as {
            data: { items: { slug: string }[] };
          }
        ).data.items.map((c) => c.slug);
        const more = (
          (await (await fetch(`${url}/courses?perPage=50&sort=rating&page=20`)).json()) as {
            data: { items: { slug: string }[] };
          }
        ).data.items.map((c) => c.slug);
        const detailPaths = [...slugs, ...more].map((s) => `/courses/${s}`);
        await load(url, listPaths); // warm-up (JIT, pool; with the cache on, also the 60 listings)
        const bare = await load(url, ["/bench/bare"]);
        const list = await load(url, listPaths);
        const detail = await load(url, detailPaths);
        const results = [bare, list, detail];
        const ratio = (r: Result) => `${(r.requests.average / bare.requests.average).toFixed(2)}× bare`;
        // the long tail: every course page of the catalogue in turn (with the cache on, starting from an empty
        // cache for them, so about one request in (requests per course) is a miss)
        const all = ((await (await fetch(`${url}/bench/slugs`)).json()) as string[]).map(
          (s) => `/courses/${s}`,
        );
        const spread = await load(url, all);
        results.push(spread);
        const tail = `${f(spread)} (${ratio(spread)})`;
        assertAllOk(results);
        const row = `| ${driver} | ${cache} | ${(seedMs / 1000).toFixed(1)} s | ${(pagesMs / 1000).toFixed(1)} s | ${f(bare)} | ${f(list)} (${ratio(list)}) | ${f(detail)} (${ratio(detail)}) | ${tail} |`;
        console.log(row);
        rows.push(row);
      } finally {
        await stop();
      }
    }
  } finally {
    await cleanup();
  }
}

const table = [
  `Run: ${new Date().toISOString()}, ${machineLine()}, ${COURSES.toLocaleString("en")} courses, ${CONNECTIONS} connections, ${SECONDS} s per load run.`,
  "",
  "| database | answer cache | seed (catalogue only) | course pages built (both languages) | bare route | listing: 2 categories + sort, 20 per page (60 variants) | course page (100 courses) | course page, all courses in turn (with the cache: cold at start) |",
  "|---|---|---:|---:|---|---|---|---|",
  ...rows,
].join("\n");
writeFileSync(join(here, "last-run.md"), `${table}\n`);
console.log(`\n${table}`);
