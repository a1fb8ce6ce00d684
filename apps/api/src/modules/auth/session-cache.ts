import type { Membership, Organisation, Session, User } from "@gk/db";
import { LRUCache } from "lru-cache";
import type { ChangeBus } from "../../cache/change-bus";

export interface SessionRow {
  session: Session;
  user: User;
  membership: Membership | null;
  organisation: Organisation | null;
}

/**
 * The sessions this process looked up recently, by token hash, so that an authenticated call does not pay a
 * database round trip each time (so GET /profile costs near what a bare route does). Only open sessions are
 * kept; every check of lifetime and idle time is still made on each request against the clock.
 *
 * Correctness rests on invalidation, not on the lifetime: logout, a password change or reset, an account
 * deletion and membership changes publish on the ChangeBus, which clears the entry here at once and on the
 * other replicas through PostgreSQL NOTIFY. `ttlMs` only bounds the damage of a lost notification. A lookup
 * that raced with an invalidation is not stored (the generation check), so a revoked session cannot be put
 * back by a read that started before the revocation.
 */
export class SessionCache {
  private readonly rows: LRUCache<string, SessionRow> | null;
  private generation = 0;

  constructor(bus: ChangeBus, ttlMs: number, max = 20_000) {
    this.rows = ttlMs > 0 ? new LRUCache<string, SessionRow>({ max, ttl: ttlMs }) : null;
    bus.on("session", (key) => this.forget(key));
    bus.onResync(() => this.clear());
  }

  get(hash: string): SessionRow | undefined {
    return this.rows?.get(hash);
  }

  /** the generation to hand back to `set` after a database read */
  mark(): number {
    return this.generation;
  }

  set(hash: string, row: SessionRow, generationAtRead: number) {
    if (this.rows && generationAtRead === this.generation) this.rows.set(hash, row);
  }

  /** `key`: a session id, or `user:<id>` for every session of that user */
  forget(key: string) {
    this.generation++;
    if (!this.rows) return;
    const userId = key.startsWith("user:") ? key.slice(5) : null;
    for (const [hash, row] of this.rows.entries()) {
      if (userId ? row.user.id === userId : row.session.id === key) this.rows.delete(hash);
    }
  }

  clear() {
    this.generation++;
    this.rows?.clear();
  }
}
