import type { Locale } from "@gk/contracts";
import { HydrationBoundary } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { serverApi } from "@/lib/api.server";
import { prefillState, type Prefill } from "@/lib/prefill";

/**
 * Server side: asks the API for `calls` during the page's render and hands the answers to the client
 * components inside through react-query's hydration, so the browser does not ask again for what the server
 * already fetched (one round trip less, and no part popping in after the page is shown).
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
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}
