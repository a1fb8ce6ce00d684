import type { TransactionStatusName } from "@gk/contracts";
import { transactions } from "@gk/db";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Notification, ProviderName } from "./providers/types";
import { moveTransaction, recordEvent } from "./transitions";

export type NotificationOutcome = "applied" | "ignored" | "unknown" | "amount_mismatch";

export interface NotificationResult {
  outcome: NotificationOutcome;
  transactionId: string | null;
  status: TransactionStatusName | null;
}

/**
 * Whether the provider's amount string is exactly our whole-rupiah total: digits with up to two decimals, all
 * zero ("149000", "149000.0", "149000.00" match 149000; "149000.01", "1.49e5" or "149,000" do not).
 */
export function sameAmount(reported: string, ours: number): boolean {
  const m = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(reported.trim());
  if (!m) return false;
  return Number(m[1]) === ours && /^0*$/.test(m[2] ?? "");
}

/**
 * A verified provider notification, applied to its transaction. An order we do not know, or one of another
 * provider, changes nothing ("unknown"). An amount that differs from ours changes nothing and is recorded with
 * the raw payload ("amount_mismatch": the webhook answers 400). Otherwise the state machine decides: a step it
 * allows is applied once; duplicates and out-of-order reports change nothing and are recorded as "ignored".
 * Every notification's raw payload is kept in the transaction's events.
 */
export async function applyNotification(
  ctx: AppContext,
  provider: ProviderName,
  n: Notification,
): Promise<NotificationResult> {
  const [tx] = await ctx.db.select().from(transactions).where(eq(transactions.orderId, n.orderId));
  if (!tx || tx.provider !== provider) return { outcome: "unknown", transactionId: null, status: null };
  const done = (outcome: NotificationOutcome, status: TransactionStatusName): NotificationResult => ({
    outcome,
    transactionId: tx.id,
    status,
  });
  if (!sameAmount(n.amount, tx.total)) {
    await recordEvent(ctx.db, {
      transactionId: tx.id,
      actor: "provider",
      kind: "amount_mismatch",
      fromStatus: tx.status,
      toStatus: null,
      payload: { raw: n.raw, amount: n.amount, expected: tx.total },
    });
    return done("amount_mismatch", tx.status);
  }
  if (n.status === null) {
    await recordEvent(ctx.db, {
      transactionId: tx.id,
      actor: "provider",
      kind: "ignored",
      fromStatus: tx.status,
      toStatus: null,
      payload: { raw: n.raw, as: "notification" },
    });
    return done("ignored", tx.status);
  }
  const moved = await moveTransaction(ctx, tx.id, n.status, {
    actor: "provider",
    kind: "notification",
    payload: { raw: n.raw },
    paymentMethod: n.paymentMethod,
    providerRef: n.providerRef,
  });
  return done(moved.outcome, moved.transaction.status);
}
