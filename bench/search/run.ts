// Search benchmark: for 1,000 / 10,000 / 100,000 synthetic courses, the engine's index build time
// and memory, the HTTP import time, and latency at 50 concurrent multi_search requests of a typical search
// page (query + two facets + sort) beside the bare /health route of the same server in the same run.
// The server runs as its own process (apps/search, as `npm start` runs it); autocannon loads it from this
// one over loopback. Sizes: `tsx bench/search/run.ts 1000 10000`; seconds per load run: BENCH_SECONDS.
// Beside the closed loop of 50 connections (which measures the queue at saturation as much as a search), the
// uncached page is also offered open-loop at random arrival times below saturation (BENCH_SEARCH_RATE, 2,000/s
// on average; lib/open-loop.ts): the latency a searcher sees when the node is busy but not overrun.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { Collection, resolveSchema, search } from "../../packages/search-engine/src/index";
import { courses, pageSearch, QUERIES, SCHEMA } from "./data";
import { benchEnv } from "../lib/env";

import { autocannon, machineLine, type Result } from "../lib/harness";
import { openLoop } from "../lib/open-loop";
import { startSearchNode } from "../lib/search-node";

const here = fileURLToPath(new URL(".", import.meta.url));
const KEY = "bench-admin-key";
const CONNECTIONS = 50;
const SECONDS = benchEnv.seconds(6);
const RATE = benchEnv.searchRate();
const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const SIZES = sizes.length > 0 ? sizes : [1_000, 10_000, 100_000];

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Math.round(Number(m[1]) / 1024) : Number.NaN;
}

const api = (url: string, path: string, init: RequestInit = {}) =>
  fetch(`${url}${path}`, {
    ...init,
    headers: { "x-typesense-api-key": KEY, "content-type": "application/json", ...(init.headers ?? {}) },
  });

function pageBody(q: string, useCache: boolean): string {
  return JSON.stringify({ searches: [pageSearch(q, useCache)] });
}

async function load(url: string, kind: "bare" | "cached" | "uncached"): Promise<Result> {
  const bodies = QUERIES.map((q) => pageBody(q, kind === "cached"));
  let i = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests:
      kind === "bare"
        ? [{ method: "GET", path: "/health" }]
        : [
            {
              method: "POST",
              path: "/multi_search",
              headers: { "x-typesense-api-key": KEY, "content-type": "application/json" },
              setupRequest: (req: Record<string, unknown>) => ({ ...req, body: bodies[i++ % bodies.length] }),
            },
          ],
  });
}

const rows: string[] = [];
for (const n of SIZES) {
  const docs = courses(n);
  // the engine alone, in this process: build time and the heap the index takes
  gc();
  const heap0 = process.memoryUsage().heapUsed;
  let t = performance.now();
  const col = new Collection(resolveSchema(SCHEMA));
  for (const d of docs) col.write(d, "upsert");
  const buildMs = performance.now() - t;
  gc();
  const heapMb = (process.memoryUsage().heapUsed - heap0) / 1024 / 1024;
  // keep the collection reachable until measured (a dead one would be collected by the gc() above)
  if (col.count !== n) throw new Error(`indexed ${col.count} of ${n}`);
  // service time of one typical page in the engine, one at a time (what bounds throughput)
  const times: number[] = [];
  for (let round = 0; round < 4; round++) {
    for (const q of QUERIES) {
      const t0 = performance.now();
      search(col, pageSearch(q, false));
      if (round > 0) times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  const service = `${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(2)} / ${times[Math.floor(times.length * 0.99)]!.toFixed(1)} ms`;

  const { child, url, dataDir } = await startSearchNode({ key: KEY });
  try {
    await api(url, "/collections", { method: "POST", body: JSON.stringify(SCHEMA) });
    t = performance.now();
    for (let at = 0; at < docs.length; at += 10_000) {
      const jsonl = docs
        .slice(at, at + 10_000)
        .map((d) => JSON.stringify(d))
        .join("\n");
      const res = await api(url, "/collections/courses/documents/import?action=upsert", {
        method: "POST",
        body: jsonl,
        headers: { "content-type": "text/plain" },
      });
      const text = await res.text();
      if (!res.ok || text.includes('"success":false'))
        throw new Error(`import failed: ${text.slice(0, 200)}`);
    }
    const importMs = performance.now() - t;
    const rss = rssMb(child.pid!);
    const check = (await (
      await api(url, "/multi_search", { method: "POST", body: pageBody("kepemimpian", false) })
    ).json()) as { results: { found: number }[] };
    if (!(check.results[0]!.found > 0)) throw new Error("the typo query found nothing");
    // warm the expansion caches the way a running server is warm
    await load(url, "uncached").catch(() => undefined);
    const bare = await load(url, "bare");
    const uncached = await load(url, "uncached");
    const cached = await load(url, "cached");
    let q = 0;
    const offered = await openLoop({
      url,
      path: "/multi_search",
      method: "POST",
      headers: { "x-typesense-api-key": KEY, "content-type": "application/json" },
      body: () => pageBody(QUERIES[q++ % QUERIES.length]!, false),
      rate: RATE,
      seconds: SECONDS,
    });
    if (offered.errors > 0) throw new Error(`the open-loop run had ${offered.errors} errors`);
    for (const r of [bare, uncached, cached])
      if (r.non2xx > 0 || r.errors > 0)
        throw new Error(`load run had ${r.non2xx} non-2xx and ${r.errors} errors`);
    const f = (r: Result) =>
      `${r.latency.p50} / ${r.latency.p99} ms, ${Math.round(r.requests.average)} req/s`;
    const row = `| ${n.toLocaleString("en")} | ${loadavg()[0]!.toFixed(1)} | ${Math.round(buildMs)} ms | ${heapMb.toFixed(0)} MB | ${service} | ${Math.round(importMs)} ms | ${rss} MB | ${f(bare)} | ${f(uncached)} | ${f(cached)} | ${offered.p50.toFixed(1)} / ${offered.p99.toFixed(1)} ms, ${Math.round(offered.rate)} req/s |`;
    console.log(row);
    rows.push(row);
  } finally {
    child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const table = [
  `Run: ${new Date().toISOString()}, ${machineLine()}, ${CONNECTIONS} connections, ${SECONDS} s per load run.`,
  "",
  `| documents | load avg (1 min) | engine build | index heap | engine per page avg / p99 | HTTP import | server RSS | bare /health p50 / p99 | multi_search, no result cache | multi_search, result cache | no result cache, ${RATE.toLocaleString("en")}/s at random times p50 / p99 |`,
  "|---:|---:|---:|---:|---:|---:|---:|---|---|---|---|",
  ...rows,
].join("\n");
writeFileSync(join(here, "last-run.md"), table + "\n");
console.log(`\n${table}`);
