import type { Database, Db } from "@gk/db";
import type { AppConfig } from "./config";
import type { ChangeBus } from "./cache/change-bus";
import type { ReadCache } from "./cache/read-cache";
import type { JobQueue } from "./jobs/queue";
import type { SessionCache } from "./modules/auth/session-cache";

/** What every module gets: the database, the config, the job queue and the caches. Built once in createServer. */
export interface AppContext {
  database: Database;
  db: Db;
  config: AppConfig;
  jobs: JobQueue;
  /** cache invalidation across API processes */
  changes: ChangeBus;
  sessionCache: SessionCache;
  /** catalogue answers and lookups, emptied by any catalogue change */
  catalogueCache: ReadCache;
  /** `leaving`: this process was told to stop and is draining (src/shutdown.ts) */
  lifecycle: { leaving: boolean };
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
