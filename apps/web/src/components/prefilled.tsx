import type { Locale } from "@gk/contracts";
import { HydrationBoundary } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { serverApi } from "@/lib/api.server";
import { prefillState, type Prefill } from "@/lib/prefill";
import { QueryProvider } from "./query-provider";

/**
 * Server side: asks the API for `calls` during the page's render and hands the answers to the client
 * components inside through react-query's hydration, so the browser does not ask again for what the server
 * already fetched (one round trip less, and no part popping in after the page is shown). It brings the
 * <QueryProvider> those components need.
 */
export async function Prefilled({
  locale,
  calls,
  children,
}: {
  locale: Locale;
  calls: readonly Prefill[];
  children: ReactNode;
}) {
  const state = await prefillState(await serverApi(locale), calls);
  return (
    <QueryProvider>
      <HydrationBoundary state={state}>{children}</HydrationBoundary>
    </QueryProvider>
  );
}
