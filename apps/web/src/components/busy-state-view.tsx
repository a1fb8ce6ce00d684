import { ErrorState } from "@gk/ui/error-state";
import { BusyRetry } from "./busy-retry";

/** The busy state's words, from the "errors" messages of the server's or the browser's translator. */
export type BusyText = (key: "serverBusy" | "generic" | "tryAgain") => string;

/**
 * "Sorry, the server is busy" and its retry, as BusyState (the server's) and ClientBusyState (a client
 * component's) both show it. No hooks and no server calls, so either can render it.
 */
export function BusyStateView({ t, className }: { t: BusyText; className?: string }) {
  return (
    <ErrorState
      className={className}
      title={t("serverBusy")}
      text={t("generic")}
      action={<BusyRetry label={t("tryAgain")} />}
    />
  );
}
