import { rupiah } from "@gk/i18n/numbers";
import { buttonVariants } from "@gk/ui/button";
import { ReceiptText } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BusyState } from "@/components/busy-state";
import { jakartaDate } from "@/components/commerce/format";
import { TransactionStatusBadge } from "@/components/commerce/status-badge";
import { serverApi, settle } from "@/lib/api.server";
import { localePath } from "@/lib/paths";
import { siteFromParams, type SiteParams } from "@/lib/site";

export const metadata: Metadata = { robots: { index: false } };

/**
 * The signed-in learner's transactions, newest first (the guard sends a visitor to sign in): date, course,
 * total, status, a link to the details, and "Proceed to Payment" while one waits for its payment.
 */
export default async function TransactionHistoryPage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>;
  searchParams: Promise<{ page?: string }>;
}) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const requested = Number.parseInt((await searchParams).page ?? "1", 10);
  const page = Number.isFinite(requested) && requested >= 1 && requested <= 1000 ? requested : 1;
  const [t, tc, api] = await Promise.all([
    getTranslations({ locale, namespace: "profile" }),
    getTranslations({ locale, namespace: "course" }),
    serverApi(locale),
  ]);
  const answer = await settle(api.request("transactions", { page }));
  const title = (
    <h1 className="text-2xl font-bold text-ink" id="transactions-title">
      {t("transactions.title")}
    </h1>
  );
  if (!answer)
    return (
      <main className="mx-auto max-w-3xl space-y-4 px-4 py-8">
        {title}
        <BusyState locale={locale} />
      </main>
    );
  const { items, pageCount } = answer.data;
  const pagePath = (n: number) => `${localePath(locale, "/profile/transactions")}?page=${n}`;
  const link = "inline-flex min-h-11 items-center font-semibold text-brand-ink underline";
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <div className="space-y-1">
        <Link href={localePath(locale, "/profile")} className={link}>
          ← {t("title")}
        </Link>
        {title}
      </div>
      {items.length === 0 ? (
        <div
          className="space-y-3 rounded-card border border-line p-6 text-center"
          data-testid="transactions-empty"
        >
          <ReceiptText aria-hidden className="mx-auto size-10 text-ink-muted" />
          <p className="text-lg font-semibold text-ink">{t("transactions.empty")}</p>
          <p className="text-ink-muted">{t("transactions.emptyBody")}</p>
          <Link href={localePath(locale, "/search")} className={buttonVariants({})}>
            {t("transactions.explore")}
          </Link>
        </div>
      ) : (
        <ul className="space-y-3" aria-labelledby="transactions-title" data-testid="transaction-list">
          {items.map((tx) => (
            <li key={tx.id} className="space-y-3 rounded-card border border-line p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{tx.course.name}</p>
                  <p className="text-sm text-ink-muted">
                    {t("transactions.date")}: {jakartaDate(locale, tx.createdAt)} · {tx.orderId}
                  </p>
                </div>
                <TransactionStatusBadge status={tx.status} label={tc(`transaction.status.${tx.status}`)} />
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-bold text-ink">
                  {t("transactions.total")}: {rupiah(tx.total)}
                </p>
                <div className="flex flex-wrap gap-2">
                  {tx.status === "pending" && tx.paymentUrl ? (
                    <a href={tx.paymentUrl} className={buttonVariants({ size: "sm" })}>
                      {t("transactions.proceedToPayment")}
                    </a>
                  ) : null}
                  <Link
                    href={localePath(locale, `/transactions/${tx.id}`)}
                    className={buttonVariants({ size: "sm", variant: "secondary" })}
                    aria-label={`${t("transactions.detail")}: ${tx.course.name}, ${tx.orderId}`}
                  >
                    {t("transactions.detail")}
                  </Link>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 ? (
        <nav className="flex items-center justify-between gap-2" aria-label={t("transactions.title")}>
          {page > 1 ? (
            <Link href={pagePath(page - 1)} className={link}>
              {t("transactions.previous")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-ink-muted">{t("transactions.page", { page, count: pageCount })}</span>
          {page < pageCount ? (
            <Link href={pagePath(page + 1)} className={link}>
              {t("transactions.next")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </main>
  );
}
