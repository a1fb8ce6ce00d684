// Runs every bench/<area>/run.ts in turn (or only those named on the command line: `npm run bench -- api`).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));
const wanted = process.argv.slice(2);
const areas = readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(here, d.name, "run.ts")))
  .map((d) => d.name)
  .filter((a) => wanted.length === 0 || wanted.includes(a));
let failed = 0;
for (const area of areas) {
  console.log(`\n━━ bench: ${area}`);
  const r = spawnSync("tsx", [join(here, area, "run.ts")], { stdio: "inherit" });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
