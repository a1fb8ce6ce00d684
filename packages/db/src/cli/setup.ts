// `pnpm --filter @gk/db db:setup` (run by `npm start`): migrate, then run the seed steps not yet run.
import { createDatabase } from "../client";
import { cliEnv } from "./env";
import { runSeed } from "../seed";

const started = Date.now();
const database = await createDatabase({ url: cliEnv.DATABASE_URL });
await database.migrate();
const result = await runSeed(database);
if (result.skipped.length > 0) console.log(`already seeded: ${result.skipped.join(", ")}`);
console.log(`database ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.location})`);
await database.close();
