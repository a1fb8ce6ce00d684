// bench/web/main-thread.ts: what a page's main thread does while it loads on a slow phone, by function.
// Lighthouse says how long the blocking tasks are, not what is in them. This loads the page in Chromium at
// Lighthouse's mobile size with the CPU slowed 4×, records a V8 CPU profile and the long tasks, names each
// sampled frame through the scripts' source maps, and prints, averaged over the runs:
//   - the long tasks of each run and the time they block (each one's part above 50 ms, as TBT counts it);
//   - the time spent inside React's and the bundler's phases (hydration, a synchronous re-render, effects,
//     module start-up), so a change can be judged by the phase it should move;
//   - the functions with the most time of their own.
// It is a profiler, not a score: 4× of this host is not Lighthouse's simulation, and a sample lands every 0.1 ms.
// Usage: (cd apps/web && GK_SOURCEMAPS=1 pnpm exec next build), start the web, then
//        pnpm --filter @gk/bench exec tsx web/main-thread.ts [url] [runs]
import { FlattenMap, originalPositionFor, type TraceMap } from "@jridgewell/trace-mapping";
import { chromium } from "playwright-core";
import { benchEnv } from "../lib/env";

const url = process.argv[2] ?? "http://localhost:3000/";
const runs = Number(process.argv[3] ?? 5);

/**
 * React's and the bundler's phases, by the function that runs each (react-dom, Turbopack's runtime). Only
 * functions V8 does not inline away: renderRootConcurrent and commitRoot vanish into their caller in some runs.
 */
const PHASES = new Map<string, string>(
  Object.entries({
    performWorkOnRoot: "React's work on the page (hydration, renders and their commits)",
    performSyncWorkOnRoot: "  of which synchronous renders (an update that cannot wait for idle time)",
    flushPassiveEffects: "effects (useEffect) and what they render at once",
    instantiateModule: "module start-up (the bundler runs each module's body)",
  }),
);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, Promise<TraceMap | null>>();
/** The source map of a script the page loaded, when the build has them (GK_SOURCEMAPS=1). */
function mapOf(script: string): Promise<TraceMap | null> {
  let map = maps.get(script);
  if (!map) {
    map = (async () => {
      const code = await (await fetch(script)).text();
      const name = /sourceMappingURL=(\S+)/.exec(code)?.[1];
      if (!name) return null;
      const res = await fetch(new URL(name, script));
      // Turbopack writes index maps (sections), which FlattenMap turns into one
      return res.ok ? new FlattenMap(await res.text(), script) : null;
    })().catch(() => null);
    maps.set(script, map);
  }
  return map;
}

/** A profile node's function as the source names it, and its source file, through the source map when there is one. */
async function frameOf(node: ProfileNode): Promise<{ fn: string; label: string }> {
  const f = node.callFrame;
  if (!f.url) {
    // V8's own entries are already in brackets: (program), (idle), (garbage collector)
    const fn = f.functionName.startsWith("(") ? f.functionName : `(${f.functionName || "native"})`;
    return { fn, label: fn };
  }
  const map = await mapOf(f.url);
  const at = map ? originalPositionFor(map, { line: f.lineNumber + 1, column: f.columnNumber }) : null;
  const file = (at?.source ?? f.url.split("/").pop() ?? "?")
    .replace(/.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, "")
    .replace("turbopack:///", "");
  const fn = at?.name ?? (f.functionName || "anonymous");
  return { fn, label: `${fn} (${file})` };
}

const browser = await chromium.launch({ executablePath: benchEnv.chromePath(), args: ["--no-sandbox"] });
const inclusive = new Map<string, number>();
const own = new Map<string, number>();
const add = (into: Map<string, number>, key: string, ms: number) =>
  into.set(key, (into.get(key) ?? 0) + ms / runs);
let blocking = 0;
for (let run = 0; run < runs; run++) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const tasks: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(Math.round(entry.duration));
    }).observe({ type: "longtask", buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Profiler.start");
  await page.goto(url, { waitUntil: "load" });
  // the boundaries hydrated in idle time and the effects after them
  await page.waitForTimeout(3_000);
  const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: Profile };
  const tasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  await context.close();
  const runBlocking = tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0);
  blocking += runBlocking / runs;
  console.log(`run ${run + 1}: long tasks ${tasks.join(", ") || "none"} ms, blocking ${runBlocking} ms`);

  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const frames = new Map<number, { fn: string; label: string }>();
  const frame = async (id: number) => {
    let known = frames.get(id);
    if (!known) frames.set(id, (known = await frameOf(byId.get(id)!)));
    return known;
  };
  for (const [i, sample] of profile.samples.entries()) {
    // a sample's time is the gap to the next one
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    add(own, (await frame(sample)).label, ms);
    let id: number | undefined = sample;
    const seen = new Set<string>();
    for (; id !== undefined; id = parent.get(id)) {
      const phase = PHASES.get((await frame(id)).fn);
      if (phase && !seen.has(phase)) {
        seen.add(phase);
        add(inclusive, phase, ms);
      }
    }
  }
}
await browser.close();

const table = (m: Map<string, number>, top: number) =>
  [...m]
    .filter(([k]) => k !== "(idle)" && k !== "(program)")
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([k, v]) => `${v.toFixed(1).padStart(8)} ms  ${k}`)
    .join("\n");
console.log(
  `\n${url}, ${runs} runs at 4× CPU slowdown: blocking time ${blocking.toFixed(0)} ms a run (mean)`,
);
console.log(
  `\nPhases (time inside, mean a run; a sync render inside effects counts in both):\n${table(inclusive, 10)}`,
);
console.log(`\nOwn time by function (mean a run):\n${table(own, 25)}`);
