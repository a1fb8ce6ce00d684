"use client";

import type { Access } from "@gk/contracts";
import type { Locale } from "@gk/tenancy";
import { rupiah } from "@gk/i18n/numbers";
import { useTranslations } from "@gk/i18n/client";
import { loginStateAtom } from "@gk/auth";
import { Button, buttonVariants } from "@gk/ui/button";
import { TextField } from "@gk/ui/text-field";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { Award, CircleCheck } from "lucide-react";
import Link from "next/link";
import { useRef, useState, type FormEvent } from "react";
import { localePath } from "@/lib/paths";
import { apiErrors } from "../auth/form-errors";
import { useGk } from "../query-provider";
import { ClientForm, SubmitButton } from "../client-form";

/**
 * The viewer's access to a course (full or its free preview, whether finishing earns the certificate, the
 * upgrade's price here). The server's answer for this visitor comes in as the first value and is not asked
 * for again while fresh (the client's staleTime); the query waits for the sign-in state, so without a server
 * answer the browser asks as the visitor it turned out to be.
 */
function useAccess(slug: string, initial: Access | null) {
  const gk = useGk();
  const state = useAtomValue(loginStateAtom);
  return useQuery({
    ...gk.courseAccess.queryOptions({ courseSlug: slug }),
    initialData: initial ? { data: initial } : undefined,
    enabled: state === "LOGIN" || state === "NOT_LOGIN",
    select: (answer) => answer.data,
  });
}

/**
 * "Get an official certificate": true for this viewer. With full access finishing earns it; in a paid
 * course's preview only the upgrade does (or, where nothing is sold here, only full access).
 */
export function CertificateOffer({ slug, initial }: { slug: string; initial: Access | null }) {
  const t = useTranslations("course");
  const access = useAccess(slug, initial).data ?? initial;
  const body =
    !access || access.level === "full"
      ? t("certificate.body")
      : access.upgradePrice !== null
        ? t("certificate.bodyUpgrade")
        : t("certificate.bodyFullOnly");
  return (
    <div className="space-y-2 rounded-card bg-brand-soft p-5" data-testid="certificate-offer">
      <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
        <Award aria-hidden className="size-5 text-brand-ink" />
        {t("certificate.title")}
      </h2>
      <p className="text-ink">{body}</p>
    </div>
  );
}

/** A fresh random idempotency key: one per "Pay" press, reused when the same press is retried. */
function newIdempotencyKey(): string {
  return crypto.randomUUID().replace(/-/g, "");
}

/**
 * The course's paid upgrade: its price, a promo code applied through a quote (list price, the code's
 * discount and the new total, before paying), and "Pay", which creates the transaction and hands the
 * browser to the provider's payment page. A learner with full access sees why instead of a price; a
 * visitor is sent to sign in and back here.
 */
export function UpgradePanel({
  locale,
  slug,
  price,
  initial,
}: {
  locale: Locale;
  slug: string;
  price: number;
  initial: Access | null;
}) {
  const t = useTranslations("course");
  const gk = useGk();
  const state = useAtomValue(loginStateAtom);
  const accessQuery = useAccess(slug, initial);
  const access = accessQuery.data ?? initial;
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const keyRef = useRef<string | null>(null);
  const quote = useMutation({
    ...gk.commerceQuote.mutationOptions(),
    onError: (err) => {
      const { message, fields } = apiErrors(err, t("upgrade.promoInvalid"));
      setCodeError(fields.promoCode ?? message);
    },
    onSuccess: () => setCodeError(null),
  });
  const pay = useMutation({
    ...gk.transactionCreate.mutationOptions(),
    onSuccess: ({ data }) => {
      keyRef.current = null;
      window.location.assign(data.paymentUrl ?? localePath(locale, `/transactions/${data.id}`));
    },
  });

  const applied = quote.data?.data ?? null;
  const signedIn = state === "LOGIN";
  const returnTo = `${localePath(locale, `/course/${slug}`)}#upgrade`;
  const loginHref = `${localePath(locale, "/login")}?url=${encodeURIComponent(returnTo)}`;

  if (access && access.level === "full") {
    return (
      <section
        id="upgrade"
        aria-labelledby="upgrade-title"
        className="scroll-mt-24 space-y-2 rounded-card border border-success p-5"
      >
        <h2 id="upgrade-title" className="flex items-center gap-2 text-lg font-bold">
          <CircleCheck aria-hidden className="size-5 text-success-ink" />
          {t("upgrade.fullAccess")}
        </h2>
        <p className="text-ink" data-testid="access-reason">
          {access.reason === "preview" ? t("upgrade.owned.free") : t(`upgrade.owned.${access.reason}`)}
        </p>
        {access.reason === "upgrade" ? (
          <Link
            href={localePath(locale, "/profile/transactions")}
            className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline"
          >
            {t("upgrade.history")}
          </Link>
        ) : null}
      </section>
    );
  }
  // nothing for sale here for this viewer (the site sells nothing, or the API says so)
  if (access && access.upgradePrice === null) return null;

  const listPrice = access?.upgradePrice ?? price;
  const total = applied ? applied.total : listPrice;

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const typed = code.trim();
    if (!typed) return setCodeError(t("upgrade.promoRequired"));
    // another code is another purchase: the next "Pay" press gets a key of its own
    keyRef.current = null;
    quote.mutate({ courseSlug: slug, promoCode: typed });
  };
  const startPayment = () => {
    keyRef.current ??= newIdempotencyKey();
    pay.mutate({
      courseSlug: slug,
      promoCode: applied?.promoCode ?? undefined,
      idempotencyKey: keyRef.current,
    });
  };
  const payError = pay.isError ? apiErrors(pay.error, t("upgrade.payError")).message : null;

  return (
    <section
      id="upgrade"
      aria-labelledby="upgrade-title"
      className="scroll-mt-24 space-y-3 rounded-card border border-line p-5"
    >
      <h2 id="upgrade-title" className="text-lg font-bold">
        {t("upgrade.title")}
      </h2>
      <p className="text-ink-muted">{t("upgrade.benefits")}</p>
      {signedIn ? (
        <ClientForm onSubmit={apply} noValidate className="space-y-2">
          <div className="flex items-start gap-2">
            <TextField
              id="promo"
              label={t("upgrade.promoCode")}
              placeholder={t("upgrade.promoPlaceholder")}
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={40}
              onChange={(e) => {
                setCode(e.target.value);
                setCodeError(null);
              }}
              error={codeError ?? undefined}
              containerClassName="min-w-0 flex-1"
            />
            {/* level with the input: below the label's line (20 px) and the field's gap (6 px), whatever the error */}
            <SubmitButton variant="secondary" loading={quote.isPending} className="mt-[1.625rem] shrink-0">
              {t("upgrade.apply")}
            </SubmitButton>
          </div>
          {applied?.promoCode ? (
            <p role="status" className="flex items-center justify-between gap-2 text-sm text-success-ink">
              <span>{t("upgrade.promoApplied")}</span>
              <button
                type="button"
                className="min-h-11 px-2 font-semibold text-brand-ink underline"
                onClick={() => {
                  quote.reset();
                  keyRef.current = null;
                  setCode("");
                }}
              >
                {t("upgrade.removePromo")}
              </button>
            </p>
          ) : null}
        </ClientForm>
      ) : null}
      <dl className="space-y-1" data-testid="upgrade-amounts">
        {applied && applied.discount > 0 ? (
          <>
            <div className="flex justify-between gap-2 text-ink-muted">
              <dt>{t("upgrade.listPrice")}</dt>
              <dd>
                <s>{rupiah(applied.listPrice)}</s>
              </dd>
            </div>
            <div className="flex justify-between gap-2 text-success-ink">
              <dt>
                {t("upgrade.discount", {
                  code: `${applied.promoCode ?? ""}${applied.promoLabel ? ` (${applied.promoLabel})` : ""}`,
                })}
              </dt>
              <dd>−{rupiah(applied.discount)}</dd>
            </div>
          </>
        ) : null}
        <div className="flex justify-between gap-2 text-lg font-bold">
          <dt>{t("upgrade.totalPrice")}</dt>
          <dd data-testid="upgrade-total">{total > 0 ? rupiah(total) : t("free")}</dd>
        </div>
      </dl>
      {signedIn ? (
        <>
          {payError ? (
            <p role="alert" className="rounded-lg border border-danger p-3 text-danger-ink">
              {payError}
            </p>
          ) : null}
          <Button
            block
            size="lg"
            loading={pay.isPending || pay.isSuccess}
            loadingText={t("upgrade.redirecting")}
            onClick={startPayment}
          >
            {t("upgrade.pay")}
          </Button>
        </>
      ) : state === "NOT_LOGIN" ? (
        <Link href={loginHref} className={buttonVariants({ size: "lg", block: true })}>
          {t("upgrade.signInToPay")}
        </Link>
      ) : (
        <p className="text-sm text-ink-muted">{t("upgrade.checking")}</p>
      )}
    </section>
  );
}
