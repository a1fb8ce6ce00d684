"use client";

import { useTranslations } from "@gk/i18n/client";
import { BusyStateView } from "./busy-state-view";

/** BusyState (busy-state.tsx) for a client component, which cannot render the server's. */
export function ClientBusyState({ className }: { className?: string }) {
  const t = useTranslations("errors");
  return <BusyStateView t={(key) => t(key)} className={className} />;
}
