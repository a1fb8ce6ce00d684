// bench/web/group-sizes.ts: the size of each tenant group's web deployable (apps/web/dist/<group>, made by
// `node scripts/build-groups.mjs`) against the all-sites one (`node scripts/build-groups.mjs all`), split into
// what makes it up, and which sites' config each one carries (counted by file, like `grep -rlF`).
// Usage: node scripts/build-groups.mjs regional core government company all
//        pnpm --filter @gk/bench exec tsx web/group-sizes.ts        (writes web/group-sizes.md, prints it)
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));
const root = join(here, "..", "..");
const dist = join(root, "apps", "web", "dist");
const DEPLOYABLES = ["all", "core", "regional", "government", "company"];

interface TenantJson {
  slug: string;
  group: string;
  metadata: { title: { id: string } };
}

function* files(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else if (e.isFile()) yield p;
  }
}

const mb = (bytes: number) => (bytes / 1e6).toFixed(2);
const kb = (bytes: number) => (bytes / 1e3).toFixed(1);

/** Bytes and file count of a deployable, split into node_modules, the server bundle and the browser assets. */
function measure(out: string) {
  const parts = { total: 0, nodeModules: 0, server: 0, static: 0, registry: 0, files: 0 };
  for (const f of files(out)) {
    const size = statSync(f).size;
    const rel = relative(out, f);
    parts.total += size;
    parts.files += 1;
    if (rel.split("/").includes("node_modules")) parts.nodeModules += size;
    else if (/\/static\//.test(rel)) parts.static += size;
    else if (/\/server\//.test(rel)) parts.server += size;
    // the server chunks that carry the tenant registry: every build holds the general site's asset path
    if (
      !rel.split("/").includes("node_modules") &&
      rel.endsWith(".js") &&
      readFileSync(f, "latin1").includes("/sites/general/")
    )
      parts.registry += size;
  }
  return parts;
}

/** Files of the deployable (outside node_modules) that contain the string. */
function filesWith(out: string, needle: string): number {
  let n = 0;
  for (const f of files(out)) {
    if (relative(out, f).split("/").includes("node_modules")) continue;
    if (readFileSync(f, "latin1").includes(Buffer.from(needle, "utf8").toString("latin1"))) n += 1;
  }
  return n;
}

const tenants: TenantJson[] = readdirSync(join(root, "tenants"), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => JSON.parse(readFileSync(join(root, "tenants", d.name, "tenant.json"), "utf8")) as TenantJson);

const present = DEPLOYABLES.filter((g) => existsSync(join(dist, g, "apps", "web", "server.js")));
if (present.length === 0) {
  console.error(
    "no deployable in apps/web/dist: run node scripts/build-groups.mjs regional core government company all",
  );
  process.exit(1);
}

const rows = present.map((g) => ({ g, ...measure(join(dist, g)) }));
const all = rows.find((r) => r.g === "all");
const sizeTable = [
  "| deployable | total MB | vs all sites kB | node_modules MB | server bundle kB | chunks holding the registry kB | browser assets kB | files |",
  "|---|---|---|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| ${r.g === "all" ? "all sites" : r.g} | ${mb(r.total)} | ${all && r.g !== "all" ? kb(r.total - all.total) : ""} | ${mb(r.nodeModules)} | ${kb(r.server)} | ${kb(r.registry)} | ${kb(r.static)} | ${r.files} |`,
  ),
].join("\n");

// Which sites each deployable carries: files holding the site's icon/share-image path and its title.
const siteTable = [
  `| site (group) | ${present.map((g) => (g === "all" ? "all sites" : g)).join(" | ")} |`,
  `|---|${present.map(() => "---").join("|")}|`,
  ...tenants.map((t) => {
    const cells = present.map((g) => {
      const out = join(dist, g);
      return `${filesWith(out, `/sites/${t.slug}/`)} / ${filesWith(out, t.metadata.title.id)}`;
    });
    return `| ${t.slug} (${t.group}) | ${cells.join(" | ")} |`;
  }),
].join("\n");

const md = `# bench/web — group deployables

${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model ?? "cpu"} · ${Math.round(totalmem() / 2 ** 30)} GB · Node.js ${process.version}

Sizes of apps/web/dist/<group> (Next standalone output plus its static assets), bytes of every file (MB = 10^6 bytes):

${sizeTable}

Files (outside node_modules) holding a site's \`/sites/<slug>/\` asset path / its Indonesian title:

${siteTable}
`;
writeFileSync(join(here, "group-sizes.md"), md);
console.log(md);
