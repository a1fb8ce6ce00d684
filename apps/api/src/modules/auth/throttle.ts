import { authThrottle, type Db } from "@gk/db";
import { eq, sql } from "drizzle-orm";
import type { AppConfig } from "../../config";
import { ApiError } from "../../errors";

/**
 * Per account *and* client address: after `freeFailures` wrong passwords the pair waits 1 s, 2 s, 4 s, …
 * (capped). The key includes the address so an attacker slows only himself: the real user signing in from
 * another address is not locked out. The per-address window over all accounts is @fastify/rate-limit's job.
 */
export const throttleKey = (scope: string, account: string, ip: string) => `${scope}:${account}:${ip}`;

export async function assertNotThrottled(db: Db, key: string) {
  const [row] = await db.select().from(authThrottle).where(eq(authThrottle.key, key)).limit(1);
  const wait = row?.blockedUntil ? Math.ceil((row.blockedUntil.getTime() - Date.now()) / 1000) : 0;
  if (wait > 0)
    throw new ApiError("RATE_LIMITED", "error.rateLimited", {
      params: { seconds: wait },
      headers: { "retry-after": String(wait) },
    });
}

export async function recordFailure(db: Db, config: AppConfig, key: string) {
  const now = new Date();
  const [row] = await db
    .insert(authThrottle)
    .values({ key, failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: { failures: sql`${authThrottle.failures} + 1`, updatedAt: now },
    })
    .returning();
  const over = (row?.failures ?? 0) - config.rateLimit.freeFailures;
  if (over >= 0) {
    const seconds = Math.min(2 ** over, config.rateLimit.maxDelaySeconds);
    await db
      .update(authThrottle)
      .set({ blockedUntil: new Date(now.getTime() + seconds * 1000) })
      .where(eq(authThrottle.key, key));
  }
}

export async function clearFailures(db: Db, key: string) {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}
