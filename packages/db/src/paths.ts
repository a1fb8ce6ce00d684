import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));

/** The committed SQL migrations (same files for PGlite and PostgreSQL). */
export const migrationsFolder = join(here, "..", "drizzle");

/** The repository root (the folder with pnpm-workspace.yaml), so data/ is found from any working directory. */
export function repoRoot(from = here): string {
  let dir = from;
  while (!existsSync(join(dir, "pnpm-workspace.yaml"))) {
    const up = dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
  return dir;
}

/** `data/` of the repository: the embedded database and the mail outbox live there. */
export const dataDir = () => join(repoRoot(), "data");
