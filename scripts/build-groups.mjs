// `npm run build:groups [group ...]`: one self-contained web deployable per tenant group.
//
//   node scripts/build-groups.mjs                 core, regional, government and company in turn
//   node scripts/build-groups.mjs regional        only the named groups
//   node scripts/build-groups.mjs all             every site in one deployable (to compare sizes; not built by default)
//   node scripts/build-groups.mjs --check regional   only the check below, on the deployable already built
//
// Each group is built with TENANT_GROUP=<group> (apps/web/next.config.ts swaps in that group's tenant
// registry, so other groups' site config is not bundled) into its own build folder apps/web/.next-groups/<group>,
// never the all-sites apps/web/.next that `next start`, npm start and the journeys serve. Next's standalone
// output is then completed as its documentation asks (the browser assets of <build>/static and public/ copied
// beside the server), the web's own server apps/web/serve.mjs (Next's handler behind the page cache's front)
// placed beside Next's server.js with the built config it needs, and left at apps/web/dist/<group>/. Start it:
//
//   PORT=3000 API_INTERNAL_URL=http://localhost:4000 node apps/web/dist/<group>/apps/web/serve.mjs
//
// The group is part of the build; TENANT_GROUP need not be set when starting (if set it must match).
// Finally the output is checked: every site of the group is in it, and no other group's site is (its titles
// and descriptions, its /sites/<slug>/ icons and share image); the script fails otherwise.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { ensurePnpm, root, run } from "./lib/pnpm.mjs";

const GROUPS = ["core", "regional", "government", "company"];
/** Every build holds the general site: the host rules send unknown hosts, IPs and empty hosts to it. */
const FALLBACK_SITE = "general";
const web = join(root, "apps", "web");

const checkOnly = process.argv.includes("--check");
const asked = process.argv.slice(2).filter((a) => a !== "--check");
const unknown = asked.filter((g) => g !== "all" && !GROUPS.includes(g));
if (unknown.length > 0) {
  console.error(`✗ unknown tenant group(s): ${unknown.join(", ")}. Groups: ${GROUPS.join(", ")} (or all)`);
  process.exit(1);
}
const groups = asked.length > 0 ? asked : GROUPS;

/**
 * The sites of tenants/, read as the plain JSON they are (the script runs on bare Node).
 * @returns {TenantSite[]}
 */
function tenantSites() {
  const dir = join(root, "tenants");
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, "tenant.json")))
    .map((d) => JSON.parse(readFileSync(join(dir, d.name, "tenant.json"), "utf8")));
}

/**
 * The part of a tenant.json this script reads.
 * @typedef {{ slug: string, group: string, parent?: string,
 *   metadata: { title: { id: string, en: string }, description: { id: string, en: string } } }} TenantSite
 */

/**
 * Strings that only a site's own config brings into a build: its titles and descriptions in both languages
 * and the path of its icons and share image. Its host names are not among them: a build keeps the host
 * patterns of every site so that it can send a visit on another group's host to that site's own origin.
 */
/** @param {TenantSite} site @returns {string[]} */
function fingerprints(site) {
  const m = site.metadata;
  return [`/sites/${site.slug}/`, m.title.id, m.title.en, m.description.id, m.description.en].filter(
    (s, i, all) => all.indexOf(s) === i,
  );
}

/** @param {string} dir @returns {Generator<string>} */
function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** @param {string} dir */
function folderSize(dir) {
  let bytes = 0;
  for (const f of files(dir)) bytes += statSync(f).size;
  return bytes;
}

/**
 * Which of the given strings occur in any file of the folder (each file read once). Shared sites' strings
 * (a child site may repeat its parent's description) are taken out by the caller.
 */
/** @param {string} dir @param {string[]} needles @returns {Map<string, string[]>} */
function occurrences(dir, needles) {
  /** @type {Map<string, string[]>} */
  const found = new Map(needles.map((n) => [n, []]));
  for (const f of files(dir)) {
    const text = readFileSync(f, "latin1");
    for (const n of needles)
      if (text.includes(Buffer.from(n, "utf8").toString("latin1"))) found.get(n)?.push(relative(dir, f));
  }
  return found;
}

/**
 * The sites a group's build holds, as packages/tenancy/scripts/build-registry.ts chooses them: the group's,
 * the fallback site, and the parents they inherit their manifest and icons from (held, never served).
 */
/** @param {TenantSite[]} sites @param {string} group @returns {TenantSite[]} */
function heldSites(sites, group) {
  if (group === "all") return sites;
  const bySlug = new Map(sites.map((s) => [s.slug, s]));
  /** @type {Set<string>} */
  const held = new Set();
  for (const s of sites.filter((s) => s.group === group || s.slug === FALLBACK_SITE)) {
    for (
      let /** @type {TenantSite | undefined} */ at = s;
      at && !held.has(at.slug);
      at = at.parent ? bySlug.get(at.parent) : undefined
    )
      held.add(at.slug);
  }
  return sites.filter((s) => held.has(s.slug));
}

/** Fails when a site of another group left a trace in the deployable, or a site of the group is missing. */
/** @param {string} group @param {string} out */
function checkOutput(group, out) {
  const sites = tenantSites();
  const own = heldSites(sites, group);
  const inBuild = (/** @type {TenantSite} */ s) => own.includes(s);
  const ownStrings = new Set(own.flatMap(fingerprints));
  /** @type {[string, string][]} site slug and one of its strings, for each site outside the build */
  const foreign = sites
    .filter((s) => !inBuild(s))
    .flatMap((s) =>
      fingerprints(s)
        .filter((f) => !ownStrings.has(f))
        .map((f) => /** @type {[string, string]} */ ([s.slug, f])),
    );
  /** @param {string} needle */
  const where = (needle) => found.get(needle) ?? [];
  const found = occurrences(out, [...own.map((s) => `/sites/${s.slug}/`), ...foreign.map(([, f]) => f)]);
  const problems = [
    ...own
      .filter((s) => where(`/sites/${s.slug}/`).length === 0)
      .map((s) => `site "${s.slug}" of the group is missing`),
    ...foreign
      .filter(([, f]) => where(f).length > 0)
      .map(
        ([slug, f]) =>
          `site "${slug}" of another group is in it: "${f}" in ${where(f).slice(0, 3).join(", ")}`,
      ),
  ];
  if (problems.length > 0) {
    console.error(
      `✗ ${group}: the deployable does not hold exactly its own sites:\n  ${problems.join("\n  ")}`,
    );
    process.exit(1);
  }
  console.log(
    `✓ ${group}: ${own.map((s) => s.slug).join(", ")} in it; none of the ${sites.length - own.length} other sites' config`,
  );
}

const outRoot = join(web, "dist");
if (checkOnly) {
  for (const group of groups) {
    const out = join(outRoot, group);
    if (!existsSync(join(out, "apps", "web", "serve.mjs"))) {
      console.error(`✗ ${group}: no deployable at apps/web/dist/${group}; build it first`);
      process.exit(1);
    }
    checkOutput(group, out);
  }
  process.exit(0);
}
const pnpm = ensurePnpm();

for (const group of groups) {
  const distDir = `.next-groups/${group}`;
  const build = join(web, distDir);
  const out = join(outRoot, group);
  console.log(`\n━━ web build for the tenant group ${group} → apps/web/dist/${group}`);

  // `next build` rewrites next-env.d.ts (and may add its folder to tsconfig.json) for the folder it builds
  // into; both belong to the all-sites build that editors and typecheck use, so they are put back.
  /** @type {[string, Buffer | null][]} */
  const kept = ["next-env.d.ts", "tsconfig.json"].map((name) => [
    join(web, name),
    existsSync(join(web, name)) ? readFileSync(join(web, name)) : null,
  ]);
  let status;
  try {
    status = run(pnpm, ["--filter", "@gk/web", "exec", "next", "build"], {
      env: { TENANT_GROUP: group === "all" ? "" : group, GK_STANDALONE: "1", GK_DIST_DIR: distDir },
      allowFail: true,
    });
  } finally {
    for (const [file, text] of kept) {
      if (text === null) rmSync(file, { force: true });
      else if (!existsSync(file) || !readFileSync(file).equals(text)) writeFileSync(file, text);
    }
  }
  if (status !== 0) {
    console.error(`✗ next build for ${group} failed`);
    process.exit(status);
  }

  // Standalone copies the server and the traced files only; the browser assets are ours to place beside it.
  const standalone = join(build, "standalone");
  const app = join(out, "apps", "web");
  rmSync(out, { recursive: true, force: true });
  cpSync(standalone, out, { recursive: true, verbatimSymlinks: true });
  cpSync(join(build, "static"), join(app, distDir, "static"), { recursive: true });
  if (existsSync(join(web, "public"))) cpSync(join(web, "public"), join(app, "public"), { recursive: true });
  // The web's server, and the built config that Next's standalone server.js carries inline: serve.mjs hands
  // it to Next the same way, since a deployable has no next.config.ts.
  cpSync(join(web, "serve.mjs"), join(app, "serve.mjs"));
  const { config } = JSON.parse(readFileSync(join(build, "required-server-files.json"), "utf8"));
  writeFileSync(join(app, "next-config.json"), JSON.stringify({ ...config, distDir: `./${distDir}` }));
  // server.js is CommonJS (serve.mjs is a module by its name); without a package.json of its own, Node
  // would take the nearest one above it (apps/web's, "type": "module") while the deployable sits inside the
  // repository.
  writeFileSync(
    join(out, "package.json"),
    `${JSON.stringify({ name: `gk-web-${group}`, private: true, type: "commonjs" }, null, 2)}\n`,
  );
  writeFileSync(
    join(out, "README.txt"),
    [
      `GuruKita web, tenant group: ${group === "all" ? "every site" : group}. Built by scripts/build-groups.mjs.`,
      `Start: PORT=3000 API_INTERNAL_URL=http://localhost:4000 node apps/web/serve.mjs`,
      "",
    ].join("\n"),
  );
  checkOutput(group, out);
  console.log(
    `  ${(folderSize(out) / 1e6).toFixed(1)} MB; start: PORT=3000 node apps/web/dist/${group}/apps/web/serve.mjs`,
  );
}
