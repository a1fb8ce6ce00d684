import type { Database } from "@gk/db";
import PgBoss from "pg-boss";
import type { AppConfig } from "../config";

/**
 * The durable job queue (pg-boss) in the application's own database: PostgreSQL directly, PGlite through
 * pg-boss's `db.executeSql` hook. Jobs survive a restart and are retried with exponential backoff. Later
 * work (exports, transaction expiry, reindexing) registers its own queues with `define`.
 */
export interface JobQueue {
  /** declares a queue and its worker; call before start() */
  define<T extends object>(name: string, handler: (data: T) => Promise<void>): void;
  send<T extends object>(name: string, data: T): Promise<string | null>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** the underlying pg-boss, for tests and tools */
  readonly boss: PgBoss;
}

export function createJobQueue(
  database: Database,
  config: AppConfig,
  onError: (err: Error) => void = () => {},
): JobQueue {
  const common = { schema: "pgboss", supervise: true, schedule: false, migrate: true } as const;
  const boss = database.connectionString
    ? new PgBoss({ ...common, connectionString: database.connectionString, max: 4 })
    : new PgBoss({ ...common, db: { executeSql: (text, values) => database.executeSql(text, values) } });
  const handlers = new Map<string, (data: object) => Promise<void>>();
  let started = false;
  return {
    boss,
    define(name, handler) {
      handlers.set(name, handler as (data: object) => Promise<void>);
    },
    async send(name, data) {
      return boss.send(name, data, {
        retryLimit: config.jobs.retryLimit,
        retryDelay: config.jobs.retryDelaySeconds,
        retryBackoff: true,
      });
    },
    async start() {
      if (started) return;
      // pg-boss reports supervision errors here; a failing job is retried by its own policy
      boss.on("error", onError);
      await boss.start();
      for (const [name, handler] of handlers) {
        await createQueue(boss, name);
        let workerId = "";
        workerId = await boss.work<object>(
          name,
          { pollingIntervalSeconds: config.jobs.pollingIntervalSeconds, batchSize: 1 },
          async (jobs) => {
            for (const job of jobs) await handler(job.data);
            // pg-boss waits the polling interval after every fetch, even one that found work: a burst (the
            // mails of a 500-row import) would go out one per interval. Found one: look again at once.
            if (jobs.length > 0 && workerId) boss.notifyWorker(workerId);
          },
        );
      }
      started = true;
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

/**
 * pg-boss 10 creates a queue's table without taking a lock, so replicas that start together on a fresh database
 * can deadlock each other there, and PostgreSQL then aborts one of them. The aborted one simply tries again: by
 * then the queue exists (creating it is a no-op) or this try creates it.
 */
async function createQueue(boss: PgBoss, name: string, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(name);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== "40P01" || attempt >= attempts) throw err;
    }
  }
}
