import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { TestProject } from "vitest/node";
import { repoRoot } from "../src/paths";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** Gives every test file the URL of a real PostgreSQL: TEST_POSTGRES_URL, or Debian's cluster started here. */
export default async function setup(project: TestProject) {
  const script = pathToFileURL(join(repoRoot(), "scripts/lib/postgres.mjs")).href;
  const { ensurePostgres } = (await import(script)) as { ensurePostgres: () => string };
  project.provide("postgresUrl", ensurePostgres());
}
