import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createDatabase } from "@gk/db";
import { seedCatalogue, todayUtc } from "@gk/db/seed";
import { createSearchServer, type SearchServer } from "@gk/search-server";
import { Client } from "typesense";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { progressLine } from "./progress";

const ADMIN = "cli-test-admin-key";
const apiRoot = fileURLToPath(new URL("../../..", import.meta.url));

/** Runs `pnpm --filter @gk/api reindex` the way the script does (tsx on the CLI file) with this environment. */
function runReindex(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      join(apiRoot, "node_modules/.bin/tsx"),
      ["src/modules/search-sync/reindex-cli.ts"],
      {
        cwd: apiRoot,
        env: { ...process.env, NODE_ENV: "development", LOG_LEVEL: "silent", ...env },
        timeout: 60_000,
      },
      (err, stdout, stderr) => {
        resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

describe("the progress bar", () => {
  it("fills with the share done and names the counts", () => {
    expect(progressLine(0, 10, 0, 10)).toBe("[··········]   0%  0/10 courses  0.0 s");
    expect(progressLine(5, 10, 1.25, 10)).toBe("[#####·····]  50%  5/10 courses  1.3 s");
    expect(progressLine(10, 10, 2, 10)).toContain("[##########] 100%");
    expect(progressLine(0, 0, 0, 4)).toContain("100%");
  });
});

describe("the reindex command without a node", () => {
  it("fails with a message and a non-zero exit when the node cannot be reached", async () => {
    const r = await runReindex({
      DATABASE_URL: "memory://",
      TYPESENSE_NODES: "http://127.0.0.1:9",
      TYPESENSE_API_KEY: ADMIN,
    });
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain("Reindex failed");
  }, 60_000);
});

/**
 * The command once, on the default database (a PGlite file, as `npm start` uses): the indexing it runs is
 * the Indexer that search-sync.test.ts exercises on both PGlite and PostgreSQL.
 */
describe("the reindex command on a PGlite file", () => {
  let databaseUrl = "";
  let search: SearchServer;
  let url = "";
  const dirs: string[] = [];
  const temp = (prefix: string) => {
    const d = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(d);
    return d;
  };

  beforeAll(async () => {
    // a PGlite file the command can open after this process has closed it (one process at a time)
    databaseUrl = `file:${join(temp("gk-cli-db-"), "pglite")}`;
    const database = await createDatabase({ url: databaseUrl });
    await database.migrate();
    await seedCatalogue(database.db, { courses: 12, progress: null, referenceDate: todayUtc() });
    await database.close();
    search = createSearchServer({ apiKey: ADMIN, dataDir: temp("gk-cli-search-") });
    url = await search.listen(0);
  }, 60_000);
  afterAll(async () => {
    await search?.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it("fills every collection from the database and shows its progress", async () => {
    const r = await runReindex({ DATABASE_URL: databaseUrl, TYPESENSE_NODES: url, TYPESENSE_API_KEY: ADMIN });
    expect(r.stderr).toContain("100%");
    expect(r.stdout).toMatch(/Indexed 12 courses into \d+ collections/);
    expect(r.code).toBe(0);
    const admin = new Client({
      nodes: [{ host: "127.0.0.1", port: Number(new URL(url).port), protocol: "http" }],
      apiKey: ADMIN,
      logLevel: "silent",
    });
    expect((await admin.collections("courses").retrieve()).num_documents).toBe(12);
    expect((await admin.collections("dev_tenant_trenggalek_index").retrieve()).num_documents).toBeGreaterThan(
      0,
    );
  }, 60_000);
});
