"use client";

import type { TransactionDetail } from "@gk/contracts";
import type { Locale } from "@gk/tenancy";
import { rupiah } from "@gk/i18n/numbers";
import { useTranslations } from "@gk/i18n/client";
import { buttonVariants } from "@gk/ui/button";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { localePath } from "@/lib/paths";
import { useGk } from "../query-provider";
import { jakartaTime, OPEN_STATUSES } from "./format";
import { ReceiptButton } from "./receipt-button";
import { TransactionStatusBadge } from "./status-badge";
import { useTrackPurchase } from "./track-purchase";

/** How often an open transaction asks the API again, so it turns paid by itself after the provider's notice. */
const POLL_MS = 3000;

/**
 * One transaction of the signed-in learner: status with its label, what was bought, list price, the promo
 * code's discount, total, provider and method, its times in Asia/Jakarta and its history. While the outcome
 * is open it polls; "Proceed to Payment" leads back to the provider while it waits; a paid one offers the
 * receipt and the course.
 */
export function TransactionView({ locale, initial }: { locale: Locale; initial: TransactionDetail }) {
  const t = useTranslations("course");
  const gk = useGk();
  const query = useQuery({
    ...gk.transaction.queryOptions({ transactionId: initial.id }),
    initialData: { data: initial },
    initialDataUpdatedAt: 0,
    refetchInterval: (q) =>
      q.state.data && !OPEN_STATUSES.includes(q.state.data.data.status) ? false : POLL_MS,
    refetchOnWindowFocus: true,
  });
  const tx = query.data.data;
  useTrackPurchase(tx);
  const time = (iso: string) => t("transaction.time", { time: jakartaTime(locale, iso) });
  const statusLabel = (s: TransactionDetail["status"]) => t(`transaction.status.${s}`);
  const open = OPEN_STATUSES.includes(tx.status);
  const rows: [string, string, string?][] = [
    [t("transaction.invoice"), tx.orderId, "order-id"],
    // the item as the transaction wrote it, in the learner's language ("Upgrade: <course>")
    [t("transaction.item"), tx.course.name],
    [t("transaction.listPrice"), rupiah(tx.listPrice)],
    ...(tx.discount > 0 || tx.promoCode
      ? [
          [
            tx.promoCode
              ? t("transaction.discountWithCode", { code: tx.promoCode })
              : t("transaction.discount"),
            `−${rupiah(tx.discount)}`,
          ] as [string, string],
        ]
      : []),
    [t("transaction.total"), rupiah(tx.total), "total"],
    [t("transaction.provider"), t(`transaction.providers.${tx.provider}`)],
    [t("transaction.method"), tx.paymentMethod ?? t("transaction.noMethod")],
    [t("transaction.createdAt"), time(tx.createdAt)],
    ...(tx.paidAt ? [[t("transaction.paidAt"), time(tx.paidAt)] as [string, string]] : []),
    ...(open ? [[t("transaction.expiresAt"), time(tx.expiresAt)] as [string, string]] : []),
  ];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-ink">{t("transaction.title")}</h1>
        {/* the label is announced when it changes while the page polls */}
        <div aria-live="polite">
          <TransactionStatusBadge status={tx.status} label={statusLabel(tx.status)} />
        </div>
      </div>

      {tx.status === "pending" || tx.status === "processed" ? (
        <div className="space-y-3 rounded-card border border-line bg-surface-muted p-4">
          {tx.status === "pending" ? (
            <p className="text-ink">{t("transaction.waitingNote", { time: time(tx.expiresAt) })}</p>
          ) : null}
          <p className="text-sm text-ink-muted">{t("transaction.autoRefresh")}</p>
          {tx.status === "pending" && tx.paymentUrl ? (
            <a href={tx.paymentUrl} className={buttonVariants({ size: "lg", block: true })}>
              {t("transaction.proceedToPayment")}
            </a>
          ) : null}
        </div>
      ) : null}

      {tx.status === "paid" ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link
            href={localePath(locale, `/course/${tx.course.slug}/learn`)}
            className={buttonVariants({ size: "lg" })}
          >
            {t("transaction.startLearning")}
          </Link>
          <ReceiptButton locale={locale} transactionId={tx.id} orderId={tx.orderId} />
        </div>
      ) : null}

      {tx.status === "expired" || tx.status === "failed" ? (
        <div className="space-y-3 rounded-card border border-danger p-4">
          <p className="text-ink">{t("transaction.failedNote")}</p>
          <Link
            href={`${localePath(locale, `/course/${tx.course.slug}`)}#upgrade`}
            className={buttonVariants({ variant: "secondary" })}
          >
            {t("transaction.tryAgain")}
          </Link>
        </div>
      ) : null}

      <dl className="divide-y divide-line rounded-card border border-line">
        {rows.map(([label, value, testId]) => (
          <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr]">
            <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
            <dd className="break-words text-ink" data-testid={testId ? `transaction-${testId}` : undefined}>
              {value}
            </dd>
          </div>
        ))}
      </dl>

      {tx.events.length > 0 ? (
        <section aria-labelledby="transaction-history" className="space-y-2">
          <h2 id="transaction-history" className="text-lg font-bold">
            {t("transaction.history")}
          </h2>
          <ol className="space-y-2" data-testid="transaction-events">
            {tx.events.map((e, i) => (
              <li key={`${e.at}-${i}`} className="rounded-lg border border-line px-4 py-2">
                <p className="font-semibold text-ink">
                  {(["created", "notification", "expired"] as const).includes(
                    e.kind as "created" | "notification" | "expired",
                  )
                    ? t(`transaction.events.${e.kind as "created" | "notification" | "expired"}`)
                    : t("transaction.events.other")}
                  {e.toStatus && e.fromStatus !== e.toStatus
                    ? ` · ${
                        e.fromStatus
                          ? t("transaction.eventChange", {
                              from: statusLabel(e.fromStatus),
                              to: statusLabel(e.toStatus),
                            })
                          : statusLabel(e.toStatus)
                      }`
                    : null}
                </p>
                <p className="text-sm text-ink-muted">{time(e.at)}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
