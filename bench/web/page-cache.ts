// bench/web/page-cache: the page cache against rendering and against a static file. A course page and a home
// page for visitors without a session, served from the cache (the web server's front), rendered per request
// (the same page with a query, which the cache never answers), and the same HTML bytes as a static file; plus
// Next's own floor for an answer of the proxy (a redirect, no body) and the long tail (every course page once).
// Needs the product on :3000 (`npm start`, or the e2e stack). Prints a markdown table.
import { createReadStream, mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { autocannon, freePort, machineLine, SECONDS, type Result } from "../lib/harness";

const WEB = "http://localhost:3000";
const API = "http://127.0.0.1:4000";
const CONNECTIONS = 32;
const GZIP = { "accept-encoding": "gzip" };

/** The slugs of the most popular courses, `pages` listing pages of 50. */
async function courseSlugs(pages: number): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; page <= pages; page++) {
    const res = await fetch(`${API}/courses?sort=popular&perPage=50&page=${page}`, {
      headers: { origin: WEB },
    });
    const body = (await res.json()) as { data: { items: { slug: string }[] } };
    slugs.push(...body.data.items.map((c) => c.slug));
  }
  return slugs;
}

async function run(title: string, opts: Record<string, unknown>): Promise<{ title: string; r: Result }> {
  const r = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts });
  return { title, r };
}

/** The same bytes from a plain Node file server (a read of the file per request, as a static server does),
 * gzipped ahead of time for a browser that asks for it (as a static server's precompressed files are). */
async function staticServer(html: string): Promise<{ url: string; close: () => void }> {
  const file = join(mkdtempSync(join(tmpdir(), "gk-bench-static-")), "course.html");
  writeFileSync(file, html);
  writeFileSync(`${file}.gz`, gzipSync(html));
  const port = await freePort();
  const server = createServer((req, res) => {
    const gz = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    res.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      ...(gz ? { "content-encoding": "gzip" } : {}),
    });
    createReadStream(gz ? `${file}.gz` : file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

const [slug] = await courseSlugs(1);
const coursePath = `/course/${slug}`;
const first = await fetch(`${WEB}${coursePath}`);
const html = await first.text();
// the second visit comes from the proxy's memory (or the front), the next ones from the web server's front
// (fetch asks for gzip: once the page's gzipped copy is made, a moment after it was kept)
async function cameFrom(): Promise<string | null> {
  const res = await fetch(`${WEB}${coursePath}`);
  await res.text();
  return res.headers.get("x-gk-page-cache");
}
let from = await cameFrom();
for (let tries = 0; from !== "front" && tries < 50; tries++) {
  await new Promise((r) => setTimeout(r, 100));
  from = await cameFrom();
}
if (from !== "front") {
  throw new Error(
    `the course page came from ${from ?? "a render"}, not the page cache's front (PAGE_CACHE_SECONDS=0? next start instead of serve.mjs?)`,
  );
}
const files = await staticServer(html);
const load0 = loadavg()[0]!;
const rows = [
  await run("course page, from the page cache", { url: `${WEB}${coursePath}` }),
  await run("course page, rendered per request", { url: `${WEB}${coursePath}?render=1` }),
  await run("same HTML, static file (Node http)", { url: files.url }),
  // what a browser asks for: compressed
  await run("course page, from the page cache, gzip", { url: `${WEB}${coursePath}`, headers: GZIP }),
  await run("same HTML, static file, gzipped ahead", { url: files.url, headers: GZIP }),
  await run("home page, from the page cache", { url: `${WEB}/` }),
  await run("home page, rendered per request", { url: `${WEB}/?render=1` }),
  // the proxy's own redirect of /id to /: what Next costs for any answer of the proxy
  await run("Next's floor: a proxy answer without a body", { url: `${WEB}/id` }),
];
files.close();
// the long tail: each of the popular courses' pages visited in turn (first visits render, later ones hit)
const slugs = await courseSlugs(4);
let i = 0;
rows.push(
  await run(`${slugs.length} course pages in turn, first visits included`, {
    url: WEB,
    requests: [{ setupRequest: (req: object) => ({ ...req, path: `/course/${slugs[i++ % slugs.length]}` }) }],
  }),
);

console.log(
  `\n${machineLine()}, load ${load0.toFixed(2)} → ${loadavg()[0]!.toFixed(2)}, ${CONNECTIONS} connections, ${SECONDS} s each`,
);
console.log(`course page ${coursePath}: ${(Buffer.byteLength(html) / 1024).toFixed(1)} kB of HTML\n`);
console.log("| answer | req/s | p50 ms | p99 ms | non-2xx/3xx | errors |");
console.log("| ------ | ----- | ------ | ------ | ----------- | ------ |");
for (const { title, r } of rows) {
  const bad = Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => !/^[23]/.test(code))
    .reduce((n, [, s]) => n + s.count, 0);
  console.log(
    `| ${title} | ${Math.round(r.requests.average).toLocaleString("en")} | ${r.latency.p50} | ${r.latency.p99} | ${bad} | ${r.errors} |`,
  );
}
