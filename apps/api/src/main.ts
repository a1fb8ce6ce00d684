import { createDatabase } from "@gk/db";
import { configFromEnv } from "./config";
import { loadEnv } from "./env";
import { createServer } from "./server";

// Production-ish start: migrate, serve on PORT, and on SIGTERM/SIGINT stop taking requests, finish the
// in-flight ones, stop the job workers, close the database.
const env = loadEnv();
const config = configFromEnv(env);
const database = await createDatabase({ url: env.DATABASE_URL });
await database.migrate();
const app = await createServer({ database, config });
app.log.info({ database: database.driver, location: database.location, mail: config.mail.smtpUrl ? "smtp" : config.mail.outboxDir }, "starting");
await app.listen({ host: env.HOST, port: env.PORT });

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        app.log.error({ err }, "shutdown failed");
        process.exit(1);
      });
  });
}
