// The engine alone on the bench's typical search pages, per query: where a search page's time goes, without
// HTTP or the load generator. `pnpm exec tsx search/profile.ts 100000 [rounds]` from bench/; for a CPU profile
// of the same work, `node --cpu-prof --import tsx search/profile.ts 100000` (node does not take --cpu-prof
// from NODE_OPTIONS). Also prints the JSON size of each answer, since the server serialises every one.
import { Collection, resolveSchema, search } from "../../packages/search-engine/src/index";
import { courses, pageSearch, QUERIES, SCHEMA } from "./data";

const n = Number(process.argv[2] ?? 100_000);
const rounds = Number(process.argv[3] ?? 50);

const params = (q: string) => pageSearch(q, false);

const col = new Collection(resolveSchema(SCHEMA));
for (const d of courses(n)) col.write(d, "upsert");

// warm the JIT and the engine's per-version caches, as a running server is warm
for (let r = 0; r < 5; r++) for (const q of QUERIES) search(col, params(q));

const per = new Map<string, number>();
const all: number[] = [];
let serialise = 0;
const t0 = performance.now();
for (let r = 0; r < rounds; r++) {
  for (const q of QUERIES) {
    const t = performance.now();
    const res = search(col, params(q));
    const t1 = performance.now();
    JSON.stringify(res);
    serialise += performance.now() - t1;
    per.set(q, (per.get(q) ?? 0) + (t1 - t));
    all.push(t1 - t);
  }
}
const total = performance.now() - t0;
all.sort((a, b) => a - b);
const rows = [...per].sort((a, b) => b[1] - a[1]);
for (const [q, ms] of rows) {
  const res = search(col, params(q));
  console.log(
    `${q.padEnd(22)} ${(ms / rounds).toFixed(3)} ms  found ${String(res.found).padStart(6)}  ${JSON.stringify(res).length} B`,
  );
}
console.log(
  `\n${n} docs: search avg ${(all.reduce((a, b) => a + b, 0) / all.length).toFixed(3)} ms, p50 ${all[Math.floor(all.length / 2)]!.toFixed(3)}, p99 ${all[Math.floor(all.length * 0.99)]!.toFixed(3)}; JSON.stringify avg ${(serialise / all.length).toFixed(3)} ms; wall ${Math.round(total)} ms`,
);
