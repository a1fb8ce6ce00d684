"use client";

import { Button } from "@gk/ui/button";
import { useTranslations } from "@gk/i18n/client";

/** Previous / next over a paged list, with where the admin is. */
export function Pager({
  page,
  perPage,
  total,
  onPage,
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations("admin");
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (total <= perPage && page === 1) return null;
  return (
    <nav aria-label={t("pager.label")} className="flex flex-wrap items-center justify-between gap-2">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("pager.previous")}
      </Button>
      <span className="text-sm text-ink-muted">{t("pager.status", { page, pages, total })}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("pager.next")}
      </Button>
    </nav>
  );
}

export const dateFormat = (locale: string, style: "long" | "medium" = "medium") =>
  new Intl.DateTimeFormat(locale === "id" ? "id-ID" : "en-GB", {
    dateStyle: style,
    timeZone: "Asia/Jakarta",
  });
