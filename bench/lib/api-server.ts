// The API as its own process for the API and catalogue benchmarks: opens the database prepared by the run
// (a PGlite folder or a PostgreSQL URL in DATABASE_URL), adds a bare route, listens on PORT and prints "ready".
// The per-address sign-in budget is lifted (every request comes from 127.0.0.1); the per-account throttle stays
// on but is never hit (the password is right).
import { randomBytes } from "node:crypto";
import { createDatabase } from "../../packages/db/src/index";
import { configFromEnv } from "../../apps/api/src/config";
import { loadEnv } from "../../apps/api/src/env";
import { createServer } from "../../apps/api/src/server";
import { benchEnv } from "./env";

const env = loadEnv({
  ...process.env,
  NODE_ENV: "production",
  // production refuses a weak search key; a run with a search node passes its own (and TYPESENSE_NODES), the
  // others never reach one, so any strong key will do
  TYPESENSE_API_KEY: benchEnv.searchKey() ?? randomBytes(24).toString("hex"),
  LOG_LEVEL: "silent",
  AUTH_RATE_LIMIT_PER_MINUTE: "100000000",
});
const config = configFromEnv(env);
const database = await createDatabase({ url: benchEnv.databaseUrl(), max: benchEnv.pool() });
const app = await createServer({
  database,
  config,
  startJobs: benchEnv.jobs(),
  extend: (a) => {
    a.get("/bench/bare", async () => ({ ok: true }));
    // every published course slug, for the catalogue benchmark's long-tail run
    a.get("/bench/slugs", async () =>
      (await database.executeSql("select slug from courses where published order by slug")).rows.map(
        (r) => r.slug,
      ),
    );
  },
});
await app.listen({ host: "127.0.0.1", port: benchEnv.port() });
process.stdout.write("ready\n");
process.on("SIGTERM", () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
