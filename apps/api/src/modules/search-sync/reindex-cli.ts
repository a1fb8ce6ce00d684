import { createDatabase } from "@gk/db";
import { configFromEnv } from "../../config";
import { loadEnv } from "../../env";
import { indexingClient } from "./client";
import { Indexer } from "./indexer";
import { progressReporter } from "./progress";

// `pnpm --filter @gk/api reindex`: rebuilds every search collection from the database (DATABASE_URL or the
// PGlite file under data/) into the nodes of TYPESENSE_NODES, with a progress bar on stderr.
const env = loadEnv();
const config = configFromEnv(env);
const database = await createDatabase({ url: env.DATABASE_URL });
try {
  const indexer = new Indexer(database.db, indexingClient(config.search), config.search);
  process.stderr.write(`Reindexing into ${config.search.nodes}\n`);
  const r = await indexer.reindexAll(progressReporter());
  process.stdout.write(
    `Indexed ${r.courses} courses into ${indexer.collectionNames.length} collections in ${r.seconds.toFixed(1)} s\n`,
  );
} catch (err) {
  process.stderr.write(`\nReindex failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
