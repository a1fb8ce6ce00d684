import { authThrottle, type Db } from "@gk/db";
import { lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../config";
import type { AppContext } from "../context";
import { ApiError } from "../errors";

declare module "fastify" {
  interface FastifyContextConfig {
    /** counts against the per-address budget of the sign-in calls */
    authLimited?: boolean;
  }
}

/**
 * Route config of the calls attackers hammer (sign-in, registration, password reset and change, social and
 * LMS sign-in, account deletion): they draw on one per-address budget together, so guessing cannot move from
 * one call to the next to get a fresh allowance.
 */
export const authRateLimit = { authLimited: true } as const;

const WINDOW_MS = 60_000;
/** Counters untouched for a day are removed (the sign-in backoff restarts after a day too). */
const FORGET_AFTER_MS = 24 * 3600 * 1000;

/**
 * One fixed window of `windowMs` per key, counted in the database (the sign-in throttle's table, under keys of
 * their own; `blockedUntil` is the end of the window here) so every API replica draws on the same budget: N
 * replicas do not give a caller N times the allowance. Counts one use; returns the seconds until the window ends
 * when more than `max` were used in it, else 0.
 */
export async function spendWindow(
  db: Db,
  key: string,
  max: number,
  windowMs: number,
  now: Date,
): Promise<number> {
  const ends = new Date(now.getTime() + windowMs);
  const over = sql`${authThrottle.blockedUntil} IS NULL OR ${authThrottle.blockedUntil} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(authThrottle)
    .values({ key, failures: 1, blockedUntil: ends, updatedAt: now })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`CASE WHEN ${over} THEN 1 ELSE ${authThrottle.failures} + 1 END`,
        blockedUntil: sql`CASE WHEN ${over} THEN ${ends.toISOString()}::timestamptz ELSE ${authThrottle.blockedUntil} END`,
        updatedAt: now,
      },
    })
    .returning({ count: authThrottle.failures, ends: authThrottle.blockedUntil });
  if (!row || row.count <= max) return 0;
  return Math.max(1, Math.ceil(((row.ends?.getTime() ?? ends.getTime()) - now.getTime()) / 1000));
}

/**
 * The shared budget of `authRateLimit` calls, per real client address (`request.clientAddress`: a trusted
 * proxy's word, never a header the client chose). Now and then a request also sweeps out counters nobody
 * has touched for a day.
 */
export function registerAuthRateLimit(app: FastifyInstance, config: AppConfig, ctx: Pick<AppContext, "db">) {
  let sinceSweep = 0;
  app.addHook("onRequest", async (request) => {
    if (!request.routeOptions.config?.authLimited) return;
    const now = new Date();
    if (++sinceSweep >= 500) {
      sinceSweep = 0;
      await ctx.db
        .delete(authThrottle)
        .where(lt(authThrottle.updatedAt, new Date(now.getTime() - FORGET_AFTER_MS)));
    }
    const seconds = await spendWindow(
      ctx.db,
      JSON.stringify(["budget", request.clientAddress]),
      config.rateLimit.perIpPerMinute,
      WINDOW_MS,
      now,
    );
    if (seconds > 0)
      throw new ApiError("RATE_LIMITED", "error.rateLimited", {
        params: { seconds },
        headers: { "retry-after": String(seconds) },
      });
  });
}
