import { authThrottle, type Db } from "@gk/db";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { AppConfig } from "../../config";
import { ApiError } from "../../errors";

/**
 * Wrong passwords slow down sign-in on two counters, both kept in the database so every API replica sees
 * the same counts, and both separate from the per-address request budget of the rate limiter:
 *
 * - one account from one client address: after `freeFailures` wrong passwords that address waits 1 s, 2 s,
 *   4 s, … for that account, at most `maxDelaySeconds` (5 minutes). An attacker slows only himself: the
 *   owner signing in from another address is not held up at all.
 * - one account from every address: it counts the distinct addresses that got a password wrong. From
 *   `accountFreeAddresses` of them on (guessing spread over many addresses), every wrong password makes the
 *   account wait 1 s, 2 s, 4 s, … per further address, at most `accountMaxDelaySeconds` (1 minute), which
 *   is therefore the longest anyone else can keep the real owner out at a time.
 *
 * A counter whose last failure is a day old starts again; a successful sign-in clears the address's own
 * counter (the account-wide one stays until it is a day old, so a guesser cannot use the owner's sign-in to
 * reset it).
 */
export interface ThrottleKeys {
  pair: string;
  account: string;
}

const STALE_AFTER_MS = 24 * 3600 * 1000;

/** Unambiguous keys: a typed name cannot end in something that makes it read as another account's pair. */
export const throttleKey = (scope: string, account: string, ip: string): ThrottleKeys => ({
  pair: JSON.stringify([scope, account, ip]),
  account: JSON.stringify([scope, account]),
});

export async function assertNotThrottled(db: Db, keys: ThrottleKeys) {
  const now = new Date();
  const rows = await db
    .select({ blockedUntil: authThrottle.blockedUntil })
    .from(authThrottle)
    .where(and(inArray(authThrottle.key, [keys.pair, keys.account]), gt(authThrottle.blockedUntil, now)));
  const until = Math.max(0, ...rows.map((r) => r.blockedUntil?.getTime() ?? 0));
  const wait = Math.ceil((until - now.getTime()) / 1000);
  if (wait > 0)
    throw new ApiError("RATE_LIMITED", "error.rateLimited", {
      params: { seconds: wait },
      headers: { "retry-after": String(wait) },
    });
}

/** Adds `step` to a counter (a stale one restarts from it) and returns the new count. */
async function bump(db: Db, key: string, step: 0 | 1, now: Date): Promise<number> {
  const stale = new Date(now.getTime() - STALE_AFTER_MS).toISOString();
  const restart = sql`${authThrottle.updatedAt} < ${stale}::timestamptz`;
  const [row] = await db
    .insert(authThrottle)
    .values({ key, failures: step, updatedAt: now })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`CASE WHEN ${restart} THEN ${step} ELSE ${authThrottle.failures} + ${step} END`,
        blockedUntil: sql`CASE WHEN ${restart} THEN NULL ELSE ${authThrottle.blockedUntil} END`,
        updatedAt: now,
      },
    })
    .returning({ failures: authThrottle.failures });
  return row?.failures ?? step;
}

async function block(db: Db, key: string, seconds: number, now: Date) {
  await db
    .update(authThrottle)
    .set({ blockedUntil: new Date(now.getTime() + seconds * 1000) })
    .where(eq(authThrottle.key, key));
}

export async function recordFailure(db: Db, config: AppConfig, keys: ThrottleKeys) {
  const now = new Date();
  const { freeFailures, maxDelaySeconds, accountFreeAddresses, accountMaxDelaySeconds } = config.rateLimit;
  const failures = await bump(db, keys.pair, 1, now);
  const over = failures - freeFailures;
  if (over >= 0) await block(db, keys.pair, Math.min(2 ** over, maxDelaySeconds), now);
  // the address's first failure on this account adds it to the account's count of failing addresses
  const addresses = await bump(db, keys.account, failures === 1 ? 1 : 0, now);
  const spread = addresses - accountFreeAddresses;
  if (spread >= 0) await block(db, keys.account, Math.min(2 ** spread, accountMaxDelaySeconds), now);
}

export async function clearFailures(db: Db, keys: ThrottleKeys) {
  await db.delete(authThrottle).where(eq(authThrottle.key, keys.pair));
}
