import { transactions } from "@gk/db";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { isOpen } from "./state";
import { moveTransaction } from "./transitions";

export const EXPIRE_JOB = "commerce.expire";

/** The expiry job of one transaction, due at its expiry time. */
export interface ExpireJob {
  id: string;
}

export async function scheduleExpiry(ctx: AppContext, id: string, at: Date) {
  await ctx.jobs.boss.send(EXPIRE_JOB, { id } satisfies ExpireJob, {
    startAfter: at,
    retryLimit: ctx.config.jobs.retryLimit,
    retryDelay: ctx.config.jobs.retryDelaySeconds,
    retryBackoff: true,
  });
}

/**
 * Closes a transaction that is still waiting for its payment once its time is up (by the system, recorded as
 * an event). A transaction that was paid, failed or expired meanwhile is left alone: running twice is harmless.
 */
export async function expireIfDue(ctx: AppContext, job: ExpireJob, now = new Date()): Promise<boolean> {
  const [tx] = await ctx.db.select().from(transactions).where(eq(transactions.id, job.id));
  if (!tx || !isOpen(tx.status)) return false;
  // ran before its time (a clock a little apart): look again when it is due
  if (tx.expiresAt > now) {
    await scheduleExpiry(ctx, tx.id, tx.expiresAt);
    return false;
  }
  const moved = await moveTransaction(ctx, tx.id, "expired", {
    actor: "system",
    kind: "expired",
    payload: { expiresAt: tx.expiresAt.toISOString() },
  });
  return moved.outcome === "applied";
}
