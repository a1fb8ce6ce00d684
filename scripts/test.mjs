// `npm test`: the whole suite from a fresh clone. Installs what it needs, then lint, typecheck, unit and
// integration tests (on PGlite and on a real PostgreSQL), the builds, and the end-to-end journeys.
import { ensurePnpm, pnpmInstall, run } from "./lib/pnpm.mjs";
import { ensurePostgres } from "./lib/postgres.mjs";
import { ensureSystemPackages } from "./lib/system.mjs";
import { hasScript } from "./lib/workspace.mjs";

const started = Date.now();
const step = (name) => console.log(`\n━━ ${name} (${Math.round((Date.now() - started) / 1000)} s)`);

step("pnpm and dependencies");
const pnpm = ensurePnpm();
pnpmInstall(pnpm);

step("system packages");
ensureSystemPackages();
const env = { TEST_POSTGRES_URL: ensurePostgres(), CHROMIUM_PATH: "/usr/bin/chromium" };

step("lint, typecheck, unit and integration tests");
run(pnpm, ["turbo", "run", "lint", "typecheck", "test", "--concurrency=2", "--output-logs=errors-only"], { env });

step("builds");
run(pnpm, ["turbo", "run", "build", "--concurrency=1", "--output-logs=errors-only"], { env });

if (hasScript("e2e", "test:e2e")) {
  step("end-to-end journeys in Chromium");
  run(pnpm, ["--filter", "@gk/e2e", "run", "test:e2e"], { env });
}

console.log(`\n✓ all checks passed in ${Math.round((Date.now() - started) / 1000)} s`);
