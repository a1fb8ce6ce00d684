// bench/web: Lighthouse 13 (mobile preset, Debian's Chromium) on home, search and a course page for three sites,
// plus the first-load JavaScript of each page (scripts transferred on load, gzip as served).
// Needs the product on :3000 (`npm start`, or the e2e stack); writes last-run.md beside this file.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { benchEnv } from "../lib/env";

const here = fileURLToPath(new URL(".", import.meta.url));
const lighthouse = join(here, "..", "node_modules", ".bin", "lighthouse");
const chrome = benchEnv.chromePath();
// three kinds of site: the general one, a regency's and a village tenant's
const SITES = [
  "http://localhost:3000",
  "http://trenggalek.localhost:3000",
  "http://sukamaju.tenant.localhost:3000",
];

async function courseSlug(): Promise<string> {
  const res = await fetch("http://127.0.0.1:4000/courses?sort=popular&perPage=1", {
    headers: { origin: "http://localhost:3000" },
  });
  const body = (await res.json()) as { data: { items: { slug: string }[] } };
  return body.data.items[0]!.slug;
}

interface Row {
  url: string;
  /** performance score of every run of this page (the row is the median run) */
  all?: number[];
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
}

/** One Lighthouse run; a run whose trace Chrome failed to record (NO_NAVSTART and the like) is run again. */
function lighthouseRun(url: string, file: string, attempts = 3): void {
  const args = [
    url,
    "--quiet",
    "--output=json",
    `--output-path=${file}`,
    "--only-categories=performance,accessibility,seo,best-practices",
    "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
  ];
  for (let i = 1; ; i++) {
    try {
      execFileSync(lighthouse, args, {
        env: { ...process.env, CHROME_PATH: chrome },
        stdio: ["ignore", "ignore", "inherit"],
      });
      return;
    } catch (err) {
      if (i >= attempts) throw err;
      console.error(`bench/web: Lighthouse failed on ${url} (attempt ${i} of ${attempts}), running it again`);
    }
  }
}

function audit(url: string, out: string, run = 0): Row {
  const file = join(out, `${url.replace(/[^a-z0-9]+/gi, "_")}-${run}.json`);
  lighthouseRun(url, file);
  const r = JSON.parse(readFileSync(file, "utf8"));
  const score = (c: string) => Math.round((r.categories[c]?.score ?? 0) * 100);
  const items = (r.audits["network-requests"]?.details?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
  }[];
  const js = items.filter((i) => i.resourceType === "Script").reduce((n, i) => n + (i.transferSize ?? 0), 0);
  return {
    url,
    performance: score("performance"),
    accessibility: score("accessibility"),
    seo: score("seo"),
    bestPractices: score("best-practices"),
    lcpMs: Math.round(r.audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(r.audits["total-blocking-time"].numericValue),
    cls: Number(r.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    jsKb: Math.round(js / 102.4) / 10,
  };
}

const loadBefore = loadavg()[0]!.toFixed(2);
const up = await fetch("http://localhost:3000/").then(
  (r) => r.ok,
  () => false,
);
if (!up) {
  console.error("bench/web: nothing answers on http://localhost:3000 — start the product first (npm start).");
  process.exit(1);
}
// Lighthouse's own advice for a noisy machine: several runs per page and the median one (by performance score).
const RUNS = benchEnv.lighthouseRuns();
const slug = await courseSlug();
const out = mkdtempSync(join(tmpdir(), "gk-lighthouse-"));
const rows: Row[] = [];
const PAGES: Record<string, string> = {
  home: "/",
  search: "/search?q=kepemimpinan",
  course: `/course/${slug}`,
  login: "/login",
};
const kinds = benchEnv.webPages();
for (const k of kinds)
  if (!PAGES[k]) throw new Error(`bench/web: no page kind "${k}" (${Object.keys(PAGES).join(", ")})`);
for (const site of SITES) {
  for (const path of kinds.map((k) => PAGES[k]!)) {
    const runs: Row[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(audit(site + path, out, i));
    runs.sort((a, b) => a.performance - b.performance);
    const row = { ...runs[Math.floor(runs.length / 2)]!, all: runs.map((r) => r.performance) };
    rows.push(row);
    console.log(
      `${row.url}  perf ${row.performance} (runs ${row.all.join(", ")})  a11y ${row.accessibility}  seo ${row.seo}  bp ${row.bestPractices}  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}  JS ${row.jsKb} kB`,
    );
  }
}
// the framework's own floor in the same run (an empty Next page, measured the same way), so that each page's
// first-load JS is read as what the product adds on top of what any page of this stack ships
const floorLine = execFileSync(join(here, "..", "node_modules", ".bin", "tsx"), [join(here, "floor.ts")], {
  encoding: "utf8",
  stdio: ["ignore", "pipe", "inherit"],
}).trim();
const floorKb = Number(/([\d.]+) kB transferred/.exec(floorLine)?.[1] ?? NaN);
console.log(floorLine);
const table = [
  "| page | performance (median) | runs | accessibility | SEO | best practices | LCP ms | TBT ms | CLS | first-load JS kB (gzip) | above the floor kB |",
  "|---|---|---|---|---|---|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| ${r.url.replace(slug, "{slug}")} | ${r.performance} | ${r.all?.join(", ") ?? ""} | ${r.accessibility} | ${r.seo} | ${r.bestPractices} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.jsKb} | ${(r.jsKb - floorKb).toFixed(1)} |`,
  ),
].join("\n");
const md = `# bench/web — last run\n\n${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model ?? "cpu"} · ${Math.round(totalmem() / 2 ** 30)} GB · Lighthouse 13.5.0 mobile preset (simulated slow 4G, 4× CPU slowdown), ${chrome} · median of ${RUNS} run(s) per page · load average before/after ${loadBefore} / ${loadavg()[0]!.toFixed(2)}\n\n${table}\n\nFramework floor, same run: ${floorLine}\n`;
// a run of some pages only (PAGES=search) leaves the last full run's table in place
const file = kinds.length === Object.keys(PAGES).length ? "last-run.md" : `last-run.${kinds.join("-")}.md`;
writeFileSync(join(here, file), md);
console.log(`\nwritten bench/web/${file} (raw reports in ${out})`);
