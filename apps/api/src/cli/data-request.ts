import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { createDatabase } from "@gk/db";
import { configFromEnv } from "../config";
import { loadEnv } from "../env";
import { operatorDataRequest } from "../modules/account/operator";
import { createServer } from "../server";

/**
 * An operator's answer to a data-subject request (docs/privacy.md):
 *   pnpm --filter @gk/api data-request export --user <email|phone> --reason "<ticket>" --out data.zip
 *   pnpm --filter @gk/api data-request erase  --user <email|phone> --reason "<ticket>" --yes
 * On the embedded database (PGlite) stop the API first: one process holds that database at a time.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    user: { type: "string" },
    reason: { type: "string" },
    out: { type: "string" },
    yes: { type: "boolean", default: false },
  },
});
const kind = positionals[0];
if ((kind !== "export" && kind !== "erase") || !values.user || !values.reason) {
  console.error(
    'usage: data-request export|erase --user <email|phone> --reason "<ticket>" [--out f.zip] [--yes]',
  );
  process.exit(2);
}
if (kind === "erase" && !values.yes) {
  console.error("erasing cannot be undone: add --yes");
  process.exit(2);
}
const env = loadEnv();
const database = await createDatabase({ url: env.DATABASE_URL });
await database.migrate();
const app = await createServer({
  database,
  config: { ...configFromEnv(env), logLevel: "warn" },
  startJobs: false,
});
try {
  const done = await operatorDataRequest(app.ctx, { kind, username: values.user, reason: values.reason });
  if (done.archive) writeFileSync(values.out ?? `data-${done.userId}.zip`, done.archive);
  console.log(JSON.stringify({ kind, userId: done.userId, at: done.at, reason: done.reason }));
} catch (err) {
  console.error(`✗ ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await app.close();
  await database.close();
}
