import { createDatabase } from "@gk/db";
import { configFromEnv } from "./config";
import { loadEnv } from "./env";
import { createServer } from "./server";
import { drain } from "./shutdown";

// Production-ish start: migrate, serve on PORT. On SIGTERM (an orchestrator retiring this replica) drain first
// (see shutdown.ts), then stop taking requests, finish the in-flight ones, stop the job workers, close the
// database. SIGINT (Ctrl-C in a terminal) skips the drain.
const env = loadEnv();
const config = configFromEnv(env);
const database = await createDatabase({ url: env.DATABASE_URL });
await database.migrate();
const app = await createServer({ database, config });
app.log.info(
  {
    database: database.driver,
    location: database.location,
    mail: config.mail.smtpUrl ? "smtp" : config.mail.outboxDir,
  },
  "starting",
);
await app.listen({ host: env.HOST, port: env.PORT });

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    const drainMs = signal === "SIGTERM" ? env.SHUTDOWN_DRAIN_SECONDS * 1000 : 0;
    app.log.info({ signal, drainMs }, "shutting down");
    const force = setTimeout(() => process.exit(1), drainMs + 20_000);
    force.unref();
    drain(app, { maxMs: drainMs })
      .then((drained) => app.log.info(drained, "drained"))
      .then(() => app.close())
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        app.log.error({ err }, "shutdown failed");
        process.exit(1);
      });
  });
}
