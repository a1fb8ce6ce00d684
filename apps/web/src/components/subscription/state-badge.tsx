import type { SubscriptionStateName } from "@gk/contracts";
import { cn } from "@gk/ui/cn";

const TONE: Record<SubscriptionStateName, string> = {
  requested: "border border-line-strong text-ink",
  trial: "border border-brand text-brand-ink",
  active: "border border-success text-success-ink",
  lapsed: "border border-danger text-danger-ink",
};

/** A subscription state as a small label; the words come in translated. */
export function StateBadge({ state, label }: { state: SubscriptionStateName; label: string }) {
  return (
    <span
      className={cn("inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold", TONE[state])}
      data-testid="subscription-state"
      data-state={state}
    >
      {label}
    </span>
  );
}
