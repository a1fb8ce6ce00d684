"use client";

import { ErrorState } from "@gk/ui/error-state";
import { useRouter } from "next/navigation";
import { useTranslations } from "@gk/i18n/client";
import { useTransition } from "react";

/** "Sorry, the server is busy" with a retry that re-renders the page's server parts. */
export function BusyState({ className }: { className?: string }) {
  const t = useTranslations("errors");
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <ErrorState
      className={className}
      title={t("serverBusy")}
      text={t("generic")}
      retryLabel={t("tryAgain")}
      retrying={pending}
      onRetry={() => start(() => router.refresh())}
    />
  );
}
