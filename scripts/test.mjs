// `npm test`: the whole suite from a fresh clone. Installs what it needs, then the release notes check, lint,
// typecheck, unit and integration tests (on PGlite and on a real PostgreSQL), the builds, the end-to-end
// journeys, the production topology on one machine, and `npm start` from a clean clone on a bare PATH.
import { execFileSync } from "node:child_process";
import { ensurePnpm, pnpmInstall, root, run } from "./lib/pnpm.mjs";
import { ensurePostgres } from "./lib/postgres.mjs";
import { ensureSystemPackages } from "./lib/system.mjs";
import { hasScript } from "./lib/workspace.mjs";

const started = Date.now();
const step = (/** @type {string} */ name) =>
  console.log(`\n━━ ${name} (${Math.round((Date.now() - started) / 1000)} s)`);

step("pnpm and dependencies");
const pnpm = ensurePnpm();
pnpmInstall(pnpm);

// Every user-facing change carries a changeset (the release notes and the version bump). On a branch this
// compares with main; on main itself there is nothing to compare and it passes.
if (hasRef("main")) {
  step("release notes (changeset status against main)");
  run(pnpm, ["exec", "changeset", "status", "--since=main"]);
}

step("system packages");
ensureSystemPackages();
const env = { TEST_POSTGRES_URL: ensurePostgres(), CHROMIUM_PATH: "/usr/bin/chromium" };

step("lint, typecheck, unit and integration tests");
run(pnpm, ["turbo", "run", "lint", "typecheck", "test", "--concurrency=2", "--output-logs=errors-only"], {
  env,
});
// The root's own scripts (plain .mjs with JSDoc types) and the formatting of the whole tree.
run(pnpm, ["run", "lint:scripts"]);
run(pnpm, ["run", "typecheck:scripts"]);
run(pnpm, ["run", "lint:format"]);
run(pnpm, ["run", "lint:deps"]);

step("builds");
run(pnpm, ["turbo", "run", "build", "--concurrency=1", "--output-logs=errors-only"], { env });

if (hasScript("e2e", "test:e2e")) {
  step("end-to-end journeys in Chromium");
  run(pnpm, ["--filter", "@gk/e2e", "run", "test:e2e"], { env });
}

if (hasScript("tests/cluster", "test:cluster")) {
  step("production topology on one machine (PostgreSQL, two API replicas, search, a group's web build)");
  run(pnpm, ["--filter", "@gk/cluster-tests", "run", "test:cluster"], { env });
}

step("npm start from a clean clone on a bare PATH");
run(process.execPath, ["scripts/check-start.mjs"]);

console.log(`\n✓ all checks passed in ${Math.round((Date.now() - started) / 1000)} s`);

/** @param {string} ref */
function hasRef(ref) {
  try {
    execFileSync("git", ["rev-parse", "--verify", "--quiet", ref], { cwd: root, stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
