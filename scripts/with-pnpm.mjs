// `npm run <x>` entry: runs pnpm with the given arguments, fetching pnpm first when missing.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ensurePnpm, pnpmInstall, root, run } from "./lib/pnpm.mjs";

const pnpm = ensurePnpm();
if (!existsSync(join(root, "node_modules", ".modules.yaml"))) pnpmInstall(pnpm);
process.exit(run(pnpm, process.argv.slice(2), { allowFail: true }));
