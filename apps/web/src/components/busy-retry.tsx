"use client";

import { RetryButton } from "@gk/ui/retry-button";
import { useRouter } from "next/navigation";
import { useTransition } from "react";

/**
 * The busy state's retry: the page's server parts rendered again, the button busy meanwhile. Alone in its module,
 * because the bundler ships a client module whole to every page that may render it.
 */
export function BusyRetry({ label }: { label: string }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  return <RetryButton label={label} retrying={pending} onRetry={() => start(() => router.refresh())} />;
}
