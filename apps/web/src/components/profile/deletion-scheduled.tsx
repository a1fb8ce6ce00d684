"use client";

import type { Locale } from "@gk/tenancy";
import { useTranslations } from "@gk/i18n/client";
import Link from "next/link";
import { localePath } from "@/lib/paths";
import { jakartaTime } from "../commerce/format";

/** After a deletion is confirmed: the day of erasure (WIB), and that signing in before then keeps the account. */
export function DeletionScheduled({ locale, eraseAfter }: { locale: Locale; eraseAfter: string }) {
  const t = useTranslations("profile");
  return (
    <div role="status" className="space-y-3" data-testid="deletion-scheduled">
      <h2 className="text-lg font-bold text-ink">{t("deleteAccount.scheduledTitle")}</h2>
      <p className="text-ink">
        {t("deleteAccount.scheduledOn", { date: `${jakartaTime(locale, eraseAfter)} WIB` })}
      </p>
      <p className="text-ink-muted">{t("deleteAccount.scheduledUndo")}</p>
      <Link
        href={localePath(locale, "/")}
        className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-ink"
      >
        {t("deleteAccount.backHome")}
      </Link>
    </div>
  );
}
