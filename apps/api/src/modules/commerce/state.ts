import type { TransactionStatusName } from "@gk/contracts";

/**
 * The provider-neutral state machine of a transaction. A transaction waits (pending), may be seen by the
 * provider as being paid (processed), and ends paid, expired or failed; a paid one may be refunded. Expired,
 * failed and refunded are final: nothing moves out of them. A provider may report payment without a processed
 * step first, so pending moves straight to paid too. Reporting the status a transaction already has changes
 * nothing; so does any step the table does not allow (a late "pending" after "paid", an "expire" after "paid").
 */
const NEXT: Record<TransactionStatusName, readonly TransactionStatusName[]> = {
  pending: ["processed", "paid", "expired", "failed"],
  processed: ["paid", "expired", "failed"],
  paid: ["refunded"],
  expired: [],
  failed: [],
  refunded: [],
};

export const FINAL_STATUSES: readonly TransactionStatusName[] = ["expired", "failed", "refunded"];
/** the statuses in which a transaction still waits for its payment (and holds one use of its promo code) */
export const OPEN_STATUSES = ["pending", "processed"] as const satisfies readonly TransactionStatusName[];

export type Step = "apply" | "same" | "refused";

/** What reporting `to` does to a transaction in `from`: moves it, changes nothing (same), or is not allowed. */
export function step(from: TransactionStatusName, to: TransactionStatusName): Step {
  if (from === to) return "same";
  return NEXT[from].includes(to) ? "apply" : "refused";
}

export const isFinal = (s: TransactionStatusName) => FINAL_STATUSES.includes(s);
export const isOpen = (s: TransactionStatusName) => (OPEN_STATUSES as readonly string[]).includes(s);
