import type { TransactionStatusName } from "@gk/contracts";
import { cn } from "@gk/ui/cn";
import { STATUS_TONE } from "./format";

/** A transaction's status as a small label; the words come in translated. */
export function TransactionStatusBadge({ status, label }: { status: TransactionStatusName; label: string }) {
  return (
    <span
      className={cn("inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold", STATUS_TONE[status])}
      data-testid="transaction-status"
      data-status={status}
    >
      {label}
    </span>
  );
}
