import type { Database, Db } from "@gk/db";
import type { AppConfig } from "./config";
import type { JobQueue } from "./jobs/queue";

/** What every module gets: the database, the config and the job queue. Built once in createServer. */
export interface AppContext {
  database: Database;
  db: Db;
  config: AppConfig;
  jobs: JobQueue;
}
