import type { Locale } from "@gk/contracts";
import { getTranslations } from "next-intl/server";
import { BusyStateView } from "./busy-state-view";

/**
 * "Sorry, the server is busy" with a retry that renders the page's server parts again. Rendered by the server:
 * nearly every page may show it and few ever do, and only its retry button is in the page's script. In a
 * client component, use ClientBusyState (client-busy-state.tsx).
 */
export async function BusyState({ locale, className }: { locale: Locale; className?: string }) {
  const t = await getTranslations({ locale, namespace: "errors" });
  return <BusyStateView t={(key) => t(key)} className={className} />;
}
