import { Button } from "./button";
import { InlineIcon } from "./lib/inline-icons";
import { refreshCwIcon } from "./lib/first-load-icon-shapes";

/**
 * "Coba lagi" / "Try again" under an error state (error-state.tsx). While `retrying` the button shows its
 * loading stripe and takes no second press. Its own module, so a client component that renders it does not
 * carry the error state's markup.
 */
export function RetryButton({
  label,
  onRetry,
  retrying = false,
}: {
  label: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Button variant="secondary" onClick={onRetry} loading={retrying} className="mt-2">
      <InlineIcon icon={refreshCwIcon} className="size-5" />
      {label}
    </Button>
  );
}
