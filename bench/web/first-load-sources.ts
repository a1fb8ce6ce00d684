// bench/web/first-load-sources.ts: which source files make up a page's first-load JavaScript, by source maps.
// Reads the page's HTML from a running web app, takes each script it loads on its own (not `noModule`),
// fetches it gzipped as served and its source map, and shares the file's gzip size out over the sources in
// proportion to the bytes of generated code each one maps to. Approximate (gzip does not compress every part
// alike) but it names what to cut, and it is how the product's own part of the first load is counted.
// Usage: (cd apps/web && GK_SOURCEMAPS=1 pnpm exec next build), start the web, then
//        pnpm --filter @gk/bench exec tsx web/first-load-sources.ts [url] [--top N]
import { decode } from "@jridgewell/sourcemap-codec";
import { gzipSync } from "node:zlib";

const args = process.argv.slice(2);
const url =
  args.find((a, i) => !a.startsWith("--") && !args[i - 1]?.startsWith("--")) ?? "http://localhost:3000/";
const topIndex = args.indexOf("--top");
const top = topIndex >= 0 ? Number(args[topIndex + 1]) : 40;
// --within next: list one npm package's own files instead of summing them, to compare with the floor's
const withinIndex = args.indexOf("--within");
const within = withinIndex >= 0 ? args[withinIndex + 1] : undefined;

interface RawMap {
  sources?: string[];
  mappings?: string;
  sections?: { offset: { line: number; column: number }; map: RawMap }[];
}

/** Bytes of generated code per source: each mapping segment owns the text up to the next one on its line. */
function bytesBySource(code: string, map: RawMap, into: Map<string, number>, lineOffset = 0): void {
  if (map.sections) {
    for (const s of map.sections) bytesBySource(code, s.map, into, lineOffset + s.offset.line);
    return;
  }
  const lines = code.split("\n");
  const decoded = decode(map.mappings ?? "");
  decoded.forEach((segments, i) => {
    const line = lines[i + lineOffset] ?? "";
    segments.forEach((seg, j) => {
      const end = segments[j + 1]?.[0] ?? line.length;
      const source = seg.length > 1 ? (map.sources?.[seg[1]!] ?? "?") : "(unmapped)";
      into.set(source, (into.get(source) ?? 0) + Math.max(0, end - seg[0]));
    });
  });
}

/** A readable name: the package for node_modules, the workspace path for our own code. */
function owner(source: string): string {
  const s = decodeURIComponent(source).replace(/^turbopack:\/\/\/?(\[project\]\/)?/, "");
  // pnpm's store folder names the package even where a map points inside it (lucide-react's "shared/")
  const store = /\.pnpm\/((?:@[^+/]+\+)?[^@/]+)@/.exec(s)?.[1]?.replace("+", "/");
  const nm = s.lastIndexOf("node_modules/");
  if (store && !s.includes(`node_modules/${store}/`))
    return store === within ? `${s.slice(s.indexOf(".pnpm/"))} (npm file)` : `${store} (npm)`;
  if (nm >= 0) {
    const rest = s.slice(nm + "node_modules/".length).split("/");
    const pkg = rest[0]!.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]!;
    if (pkg === within) return `${rest.join("/")} (npm file)`;
    return `${rest[0]!.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]} (npm)`;
  }
  return s;
}

const html = await fetch(url).then((r) => r.text());
const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
  .map((m) => m[1]!)
  .filter((attrs) => !/\bnoModule\b|\bnomodule\b/.test(attrs))
  .map((attrs) => /\bsrc="([^"]+)"/.exec(attrs)?.[1])
  .filter((src): src is string => Boolean(src));

const bySource = new Map<string, number>();
let total = 0;
for (const src of scripts) {
  const abs = new URL(src, url);
  const code = await fetch(abs).then((r) => r.text());
  const gz = gzipSync(code, { level: 9 }).length;
  total += gz;
  const mapRef = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  const raw = new Map<string, number>();
  if (mapRef) {
    const map = (await fetch(new URL(mapRef, abs)).then((r) => (r.ok ? r.json() : null))) as RawMap | null;
    if (map) bytesBySource(code, map, raw);
  }
  const mapped = [...raw.values()].reduce((a, b) => a + b, 0);
  if (mapped === 0) raw.set(`(no map) ${abs.pathname}`, code.length);
  const sum = [...raw.values()].reduce((a, b) => a + b, 0);
  for (const [source, bytes] of raw) {
    const name = owner(source);
    bySource.set(name, (bySource.get(name) ?? 0) + (gz * bytes) / sum);
  }
  console.log(`${(gz / 1024).toFixed(1).padStart(6)} kB  ${abs.pathname}`);
  // --chunks: what each script carries beyond the framework, to see which import pulls a package in
  if (args.includes("--chunks")) {
    const names = [...new Set([...raw.keys()].map(owner))].filter((n) => !n.startsWith("next ("));
    for (const name of names.slice(0, 30)) console.log(`          ${name}`);
  }
}

const kb = (n: number) => (n / 1024).toFixed(2).padStart(6);
const ours = [...bySource].filter(([name]) => !name.endsWith("(npm)") && !name.startsWith("("));
console.log(`\n${scripts.length} scripts, ${kb(total)} kB gzip (level 9; the server's own gzip may differ)`);
console.log(`our own sources: ${kb(ours.reduce((a, [, b]) => a + b, 0))} kB\n`);
// npm packages summed per package, our files one by one
const rows = [...bySource].sort((a, b) => b[1] - a[1]).slice(0, top);
for (const [name, bytes] of rows) console.log(`${kb(bytes)} kB  ${name}`);
