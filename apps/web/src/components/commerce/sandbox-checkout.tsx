"use client";

import type { ResponseOf } from "@gk/contracts";
import type { Locale } from "@gk/tenancy";
import { rupiah } from "@gk/i18n/numbers";
import { useTranslations } from "@gk/i18n/client";
import { Button, buttonVariants } from "@gk/ui/button";
import { useMutation } from "@tanstack/react-query";
import { FlaskConical } from "lucide-react";
import Link from "next/link";
import { localePath } from "@/lib/paths";
import { apiErrors } from "../auth/form-errors";
import { useGk } from "../query-provider";
import { jakartaTime, OPEN_STATUSES } from "./format";
import { useHydrated } from "../hydrated";

type Order = ResponseOf<"sandboxOrder">["data"];

/**
 * The sandbox checkout, marked as a test page: the order (number, item, amount in rupiah, expiry) and Pay /
 * Fail / Let it expire. The sandbox then notifies the API like a real provider, and the payer goes back to
 * the transaction page.
 */
export function SandboxCheckout({ locale, order }: { locale: Locale; order: Order }) {
  const t = useTranslations("course");
  const gk = useGk();
  const transactionPath = localePath(locale, `/transactions/${order.transactionId}`);
  const outcome = useMutation({
    ...gk.sandboxOutcome.mutationOptions(),
    onSuccess: ({ data }) =>
      window.location.assign(localePath(locale, `/transactions/${data.transactionId}`)),
  });
  const open = OPEN_STATUSES.includes(order.status);
  const rows: [string, string][] = [
    [t("sandbox.orderId"), order.orderId],
    [t("sandbox.item"), order.description],
    [t("sandbox.amount"), rupiah(order.amount)],
    [t("sandbox.expiresAt"), t("transaction.time", { time: jakartaTime(locale, order.expiresAt) })],
  ];
  const hydrated = useHydrated();
  const busy = outcome.isPending || outcome.isSuccess || !hydrated;
  const press = (choice: "pay" | "fail" | "expire") =>
    outcome.mutate({ orderId: order.orderId, outcome: choice });

  return (
    <div className="space-y-5 rounded-card border-2 border-dashed border-info p-5 sm:p-6">
      <p className="inline-flex items-center gap-2 rounded-full border border-info px-3 py-1 text-sm font-bold tracking-wide text-info-ink">
        <FlaskConical aria-hidden className="size-4" />
        {t("sandbox.badge")}
      </p>
      <h1 className="text-2xl font-extrabold text-ink">{t("sandbox.title")}</h1>
      <p className="text-ink" data-testid="sandbox-notice">
        {t("sandbox.notice")}
      </p>
      <dl className="divide-y divide-line rounded-card border border-line bg-surface">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-3">
            <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
            <dd className="break-words font-semibold text-ink sm:text-right">{value}</dd>
          </div>
        ))}
      </dl>
      {open ? (
        <div className="space-y-3">
          <p className="font-semibold text-ink">{t("sandbox.choose")}</p>
          {outcome.isError ? (
            <p role="alert" className="rounded-lg border border-danger p-3 text-danger-ink">
              {apiErrors(outcome.error, t("sandbox.error")).message}
            </p>
          ) : null}
          <div className="grid gap-2 sm:grid-cols-3">
            <Button size="lg" disabled={busy} onClick={() => press("pay")}>
              {t("sandbox.pay")}
            </Button>
            <Button size="lg" variant="danger" disabled={busy} onClick={() => press("fail")}>
              {t("sandbox.fail")}
            </Button>
            <Button size="lg" variant="secondary" disabled={busy} onClick={() => press("expire")}>
              {t("sandbox.expire")}
            </Button>
          </div>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-ink">
            {t("sandbox.closed", { status: t(`transaction.status.${order.status}`) })}
          </p>
          <Link href={transactionPath} className={buttonVariants({ variant: "secondary" })}>
            {t("sandbox.back")}
          </Link>
        </div>
      )}
    </div>
  );
}
