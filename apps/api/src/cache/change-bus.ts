import type { Database } from "@gk/db";

/**
 * Tells every API process that something cached changed. Each process keeps small in-memory caches (sessions,
 * catalogue answers) so the common reads cost no database round trip; a write calls `publish`, which clears
 * this process's copy at once and, on PostgreSQL, reaches the other replicas through NOTIFY on one channel.
 * When the listening connection had to reconnect, notifications may have been missed: `onResync` listeners
 * then drop everything. The caches' own short lifetimes bound what a lost message could cost.
 */
export interface ChangeBus {
  publish(topic: ChangeTopic, key: string): Promise<void>;
  on(topic: ChangeTopic, listener: (key: string) => void): void;
  onResync(listener: () => void): void;
  close(): Promise<void>;
}

/** `session`: key is a session id, or `user:<id>` for all sessions of a user; `catalogue`: key is `*` */
export type ChangeTopic = "session" | "catalogue";

const CHANNEL = "gk_cache_changes";

export async function createChangeBus(
  database: Database,
  onError: (err: unknown) => void,
): Promise<ChangeBus> {
  const listeners = new Map<string, ((key: string) => void)[]>();
  const resync: (() => void)[] = [];
  const dispatch = (topic: string, key: string) => {
    for (const l of listeners.get(topic) ?? []) l(key);
  };
  let connections = 0;
  // On PGlite the other "replicas" are servers in this process over the same database (tests, tools)
  const unlisten = await database.listen(
    CHANNEL,
    (payload) => {
      const at = payload.indexOf(":");
      if (at > 0) dispatch(payload.slice(0, at), payload.slice(at + 1));
    },
    () => {
      if (connections++ > 0) for (const r of resync) r();
    },
  );
  return {
    async publish(topic, key) {
      dispatch(topic, key);
      try {
        await database.notify(CHANNEL, `${topic}:${key}`);
      } catch (err) {
        // the write itself succeeded; the other replicas' caches expire on their own shortly
        onError(err);
      }
    },
    on(topic, listener) {
      listeners.set(topic, [...(listeners.get(topic) ?? []), listener]);
    },
    onResync(listener) {
      resync.push(listener);
    },
    async close() {
      await unlisten();
    },
  };
}
