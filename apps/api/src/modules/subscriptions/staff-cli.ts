import { createDatabase } from "@gk/db";
import { loadEnv } from "../../env";
import { staffCommand } from "./staff";

// `pnpm --filter @gk/api staff grant <email>` (or revoke, list): who may use the staff console, in the
// database of DATABASE_URL or the PGlite folder under data/.
const env = loadEnv();
const database = await createDatabase({ url: env.DATABASE_URL });
try {
  process.stdout.write(`${await staffCommand(database.db, process.argv.slice(2))}\n`);
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
