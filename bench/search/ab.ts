// Two (or more) builds of the search node side by side under the same contention: each is started as its own
// process from its apps/search/src/main.ts, given the same documents, and loaded in turn (A, B, A, B, …) with the
// bench's uncached page at 50 connections. Besides latency it reads each node's CPU time from /proc, so a row
// also says how much processor one request took, which the machine's other load moves far less than p99.
// `pnpm exec tsx search/ab.ts 100000 3 <main.ts> [<main.ts> …]` from bench/ (documents, rounds, builds: each
// build loaded once per round); BENCH_SECONDS sets each load run.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { autocannon, freePort, type Result } from "../lib/harness";
import { benchEnv } from "../lib/env";
import { courses, pageSearch, QUERIES, SCHEMA } from "./data";

const here = fileURLToPath(new URL(".", import.meta.url));
const KEY = "bench-admin-key";
const SECONDS = benchEnv.seconds(5);
const [nArg, roundsArg, ...mains] = process.argv.slice(2);
const n = Number(nArg);
const ROUNDS = Number(roundsArg ?? 3);
const builds = (mains.length > 0 ? mains : [join(here, "../../apps/search/src/main.ts")]).map((m) =>
  resolve(m),
);

interface Node {
  main: string;
  child: ChildProcess;
  url: string;
  dataDir: string;
}

async function start(main: string): Promise<Node> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "gk-bench-ab-"));
  // BENCH_CPU_PROF=<dir>: a V8 CPU profile of each node, written when it is stopped
  const profileDir = benchEnv.cpuProfileDir();
  const profile = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", main], {
    cwd: join(here, ".."),
    env: { ...process.env, SEARCH_PORT: String(port), SEARCH_API_KEY: KEY, SEARCH_DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/health`)).ok) return { main, child, url, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${main} did not start`);
}

const api = (url: string, path: string, init: RequestInit = {}) =>
  fetch(`${url}${path}`, {
    ...init,
    headers: { "x-typesense-api-key": KEY, "content-type": "application/json", ...(init.headers ?? {}) },
  });

/** utime + stime of a process, in milliseconds (the kernel counts in ticks of 10 ms). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const bodies = QUERIES.map((q) => JSON.stringify({ searches: [pageSearch(q, false)] }));

async function load(node: Node, seconds: number): Promise<{ r: Result; usPerReq: number; total: number }> {
  let i = 0;
  let sent = 0;
  const cpu0 = cpuMs(node.child.pid!);
  const r = await autocannon({
    url: node.url,
    connections: 50,
    duration: seconds,
    requests: [
      {
        method: "POST",
        path: "/multi_search",
        headers: { "x-typesense-api-key": KEY, "content-type": "application/json" },
        setupRequest: (req: Record<string, unknown>) => (
          sent++,
          { ...req, body: bodies[i++ % bodies.length] }
        ),
      },
    ],
  });
  const cpu = cpuMs(node.child.pid!) - cpu0;
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${r.non2xx} non-2xx, ${r.errors} errors`);
  return { r, usPerReq: (cpu * 1000) / sent, total: sent };
}

const docs = courses(n);
const nodes: Node[] = [];
try {
  for (const main of builds) {
    const node = await start(main);
    nodes.push(node);
    await api(node.url, "/collections", { method: "POST", body: JSON.stringify(SCHEMA) });
    for (let at = 0; at < docs.length; at += 10_000) {
      const jsonl = docs
        .slice(at, at + 10_000)
        .map((d) => JSON.stringify(d))
        .join("\n");
      const res = await api(node.url, "/collections/courses/documents/import?action=upsert", {
        method: "POST",
        body: jsonl,
        headers: { "content-type": "text/plain" },
      });
      if (!res.ok) throw new Error(`import failed: ${res.status}`);
    }
    await load(node, 3);
  }
  console.log(`${n} documents, ${SECONDS} s per run`);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [b, node] of nodes.entries()) {
      const before = loadavg()[0]!.toFixed(1);
      const { r, usPerReq } = await load(node, SECONDS);
      console.log(
        `${String.fromCharCode(65 + b)} load ${before} | p50 ${r.latency.p50} p99 ${r.latency.p99} ms | ${Math.round(r.requests.average)} req/s | ${usPerReq.toFixed(0)} µs CPU/req`,
      );
    }
  }
} finally {
  for (const node of nodes) {
    node.child.kill("SIGTERM");
    rmSync(node.dataDir, { recursive: true, force: true });
  }
}
