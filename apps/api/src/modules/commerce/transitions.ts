import type { TransactionStatusName } from "@gk/contracts";
import { paidUpgrades, transactionEvents, transactions, type Transaction } from "@gk/db";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { onUpgradePaid } from "../certificates/issue";
import { countPromoUse, type DbOrTx } from "./promo";
import { isFinal, step } from "./state";

/** Who made a change: the learner, a provider's notification, the system's expiry job, or staff. */
export type Actor = "learner" | "provider" | "system" | "staff";

export interface EventInput {
  transactionId: string;
  actor: Actor;
  kind: string;
  fromStatus: TransactionStatusName | null;
  toStatus: TransactionStatusName | null;
  payload?: Record<string, unknown>;
}

/** One row of the append-only audit of a transaction. */
export async function recordEvent(db: DbOrTx, e: EventInput) {
  await db.insert(transactionEvents).values({ ...e, payload: e.payload ?? {} });
}

export interface MoveResult {
  outcome: "applied" | "ignored";
  transaction: Transaction;
}

/**
 * Moves a transaction to `to` when the state machine allows it, in one database transaction: the update is
 * conditional on the status it was read in, so of two notifications arriving together only one applies; the
 * other (and any duplicate, late or backward report) changes nothing and is recorded as an "ignored" event.
 * Reaching paid stamps the payment time, counts the promo code's use and writes the paid upgrade; a refund
 * removes that upgrade again. After a payment the certificate is issued when the course was already finished.
 */
export async function moveTransaction(
  ctx: AppContext,
  id: string,
  to: TransactionStatusName,
  how: {
    actor: Actor;
    kind: string;
    payload?: Record<string, unknown>;
    paymentMethod?: string | null;
    providerRef?: string | null;
  },
): Promise<MoveResult> {
  const result = await ctx.db.transaction(async (db): Promise<MoveResult> => {
    const [current] = await db.select().from(transactions).where(eq(transactions.id, id));
    if (!current) throw new Error(`transaction ${id} not found`);
    const ignored = async (): Promise<MoveResult> => {
      await recordEvent(db, {
        transactionId: id,
        actor: how.actor,
        kind: "ignored",
        fromStatus: current.status,
        toStatus: null,
        payload: { ...how.payload, reported: to, as: how.kind },
      });
      return { outcome: "ignored", transaction: current };
    };
    if (step(current.status, to) !== "apply") return ignored();
    const now = new Date();
    const [moved] = await db
      .update(transactions)
      .set({
        status: to,
        updatedAt: now,
        ...(to === "paid" ? { paidAt: now } : {}),
        ...(isFinal(to) ? { closedAt: now } : {}),
        ...(how.paymentMethod ? { paymentMethod: how.paymentMethod } : {}),
        ...(how.providerRef && !current.providerRef ? { providerRef: how.providerRef } : {}),
      })
      .where(and(eq(transactions.id, id), eq(transactions.status, current.status)))
      .returning();
    // another change won the race between our read and our update
    if (!moved) return ignored();
    await recordEvent(db, {
      transactionId: id,
      actor: how.actor,
      kind: how.kind,
      fromStatus: current.status,
      toStatus: to,
      payload: how.payload ?? {},
    });
    if (to === "paid") {
      if (moved.promoCodeId) await countPromoUse(db, moved.promoCodeId);
      if (moved.userId)
        await db
          .insert(paidUpgrades)
          .values({ userId: moved.userId, courseId: moved.courseId, transactionId: moved.id })
          .onConflictDoNothing();
    }
    if (to === "refunded") await db.delete(paidUpgrades).where(eq(paidUpgrades.transactionId, id));
    return { outcome: "applied", transaction: moved };
  });
  if (result.outcome === "applied" && to === "paid" && result.transaction.userId)
    await onUpgradePaid(ctx.db, result.transaction.userId, result.transaction.courseId);
  return result;
}
