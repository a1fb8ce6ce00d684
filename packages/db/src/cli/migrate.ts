// `pnpm --filter @gk/db db:migrate`: apply the committed migrations to DATABASE_URL (or the embedded PGlite).
import { createDatabase } from "../client";
import { cliEnv } from "./env";

const database = await createDatabase({ url: cliEnv.DATABASE_URL });
await database.migrate();
console.log(`migrated ${database.location}`);
await database.close();
