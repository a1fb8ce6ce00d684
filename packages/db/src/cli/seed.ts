// `pnpm --filter @gk/db db:seed`: run the seed steps that have not run on DATABASE_URL (or the embedded PGlite).
import { createDatabase } from "../client";
import { cliEnv } from "./env";
import { runSeed } from "../seed";

const started = Date.now();
const database = await createDatabase({ url: cliEnv.DATABASE_URL });
const result = await runSeed(database);
if (result.skipped.length > 0) console.log(`already seeded: ${result.skipped.join(", ")}`);
console.log(`seed finished in ${((Date.now() - started) / 1000).toFixed(1)} s on ${database.driver}`);
await database.close();
