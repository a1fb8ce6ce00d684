import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and until React has taken the page over in the browser. A button rendered by the
 * server has no handler before then: disabled until this is true, an early tap is not swallowed silently.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
