import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../context";
import type { JobQueue } from "../../jobs/queue";
import { changedSince, countPublishedCourses } from "./documents";
import type { Indexer } from "./indexer";

/**
 * Search indexing through the durable queue (background work is a job, never a bare timer, so it survives a restart):
 * - `search.sync-courses` {ids}: any write path that changes courses may send it (`enqueueCourseSync`);
 * - `search.sweep` {since}: re-sends itself every SEARCH_SYNC_INTERVAL_SECONDS and syncs every course whose
 *   row or picks changed since the watermark it carries, then reconciles counts (removed picks, curation
 *   switches) — so writes from any module, the seed or SQL reach the index without each write path knowing
 *   about search;
 * - `search.ensure`: at API start, rebuilds the index when it is empty or out of step, then starts the sweep;
 * - `search.reindex`: the full rebuild.
 * A failing job is retried by the queue with backoff; the user's write has long been answered.
 */
export const SYNC_COURSES = "search.sync-courses";
export const SWEEP = "search.sweep";
export const ENSURE = "search.ensure";
export const REINDEX = "search.reindex";

export interface SyncCoursesJob {
  ids: string[];
}
interface SweepJob {
  since: string;
}

/** For write paths: sync these courses soon. Never throws into the caller's request — a failed send is logged. */
export async function enqueueCourseSync(
  jobs: JobQueue,
  ids: string[],
  log?: FastifyBaseLogger,
): Promise<void> {
  if (ids.length === 0) return;
  try {
    await jobs.send<SyncCoursesJob>(SYNC_COURSES, { ids });
  } catch (err) {
    log?.warn({ err, ids }, "search: could not queue a course sync (the sweep will pick the change up)");
  }
}

export function defineSearchJobs(ctx: AppContext, indexer: Indexer, log: FastifyBaseLogger) {
  const { jobs, db, config } = ctx;
  const interval = config.search.syncIntervalSeconds;

  // A failed round is retried by the queue (the chain must never end: a sweep that could not send its
  // successor fails, and its retry sends it); the retry runs the same idempotent round again.
  const scheduleSweep = (since: Date) =>
    jobs.boss.send(SWEEP, { since: since.toISOString() } satisfies SweepJob, {
      startAfter: new Date(Date.now() + interval * 1000),
      retryLimit: 1_000,
      retryDelay: Math.max(1, Math.ceil(interval)),
    });

  jobs.define<SyncCoursesJob>(SYNC_COURSES, async ({ ids }) => {
    const r = await indexer.syncCourses(ids);
    log.debug({ ...r }, "search: courses synced");
  });

  jobs.define(REINDEX, async () => {
    const r = await indexer.reindexAll();
    log.info(r, "search: full reindex done");
  });

  jobs.define<SweepJob>(SWEEP, async ({ since }) => {
    let next = new Date(since);
    try {
      const changes = await changedSince(db, next);
      if (changes.curationChanged) await indexer.reindexAll();
      else if (changes.courseIds.length > 0) await indexer.syncCourses(changes.courseIds);
      // removed picks and curation switches leave no timestamp behind: compare counts
      const fixed = await indexer.reconcile();
      if (fixed.synced > 0 || fixed.rebuilt) log.info(fixed, "search: index reconciled with the database");
      next = changes.next;
    } catch (err) {
      // the chain must outlive an unreachable node: keep the watermark and try again next round
      log.warn({ err }, "search: sweep failed; retrying on the next round");
    }
    await scheduleSweep(next);
  });

  jobs.define(ENSURE, async () => {
    // one sweep chain per database, however many API replicas start; started first, so that a rebuild that
    // fails here (and is retried with backoff) does not hold back the sync of later writes
    if ((await jobs.boss.getQueueSize(SWEEP, { before: "completed" })) === 0) await scheduleSweep(new Date());
    const [indexed, published] = await Promise.all([indexer.indexedCourses(), countPublishedCourses(db)]);
    if (indexed !== published) {
      log.info({ indexed, published }, "search: index empty or out of step with the database; reindexing");
      await indexer.reindexAll();
    } else {
      await indexer.ensureCollections();
    }
  });
}
