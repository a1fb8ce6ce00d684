"use client";

import type { Access, Quote } from "@gk/contracts";
import type { Locale } from "@gk/tenancy";
import { rupiah } from "@gk/i18n/numbers";
import { useTranslations } from "@gk/i18n/client";
import { Button, buttonVariants } from "@gk/ui/button";
import { awardIcon, circleCheckIcon } from "@gk/ui/icon-shapes";
import { InlineIcon } from "@gk/ui/inline-icons";
import { TextField } from "@gk/ui/text-field";
import Link from "next/link";
import type { FormEvent } from "react";
import { localePath } from "@/lib/paths";
import { ClientForm, SubmitButton } from "../client-form";
import { useSession } from "../providers";

/**
 * What the course page's certificate offer and upgrade panel show, from values alone: the page renders
 * these with the server's answer, and the live panels (upgrade-panel-live.tsx, with react-query) render the
 * same with theirs, so the swap from one to the other changes nothing on screen.
 */

/** "Get an official certificate", worded for this viewer's access. */
export function CertificateOfferView({ access }: { access: Access | null }) {
  const t = useTranslations("course");
  const body =
    !access || access.level === "full"
      ? t("certificate.body")
      : access.upgradePrice !== null
        ? t("certificate.bodyUpgrade")
        : t("certificate.bodyFullOnly");
  return (
    <div className="space-y-2 rounded-card bg-brand-soft p-5" data-testid="certificate-offer">
      <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
        <InlineIcon icon={awardIcon} className="size-5 text-brand-ink" />
        {t("certificate.title")}
      </h2>
      <p className="text-ink">{body}</p>
    </div>
  );
}

export interface UpgradePanelViewProps {
  locale: Locale;
  slug: string;
  /** the course's list price, when the API has not said this viewer's */
  price: number;
  access: Access | null;
  code: string;
  onCodeChange: (code: string) => void;
  codeError: string | null;
  /** the quote of the applied promo code */
  applied: Quote | null;
  applying: boolean;
  /** "Pay" was pressed and the payment page is being opened */
  paying: boolean;
  payError: string | null;
  onApply: (e: FormEvent) => void;
  onRemovePromo: () => void;
  onPay: () => void;
}

/** The upgrade panel: why this viewer has full access, or the price, the promo code and "Pay". */
export function UpgradePanelView({
  locale,
  slug,
  price,
  access,
  code,
  onCodeChange,
  codeError,
  applied,
  applying,
  paying,
  payError,
  onApply,
  onRemovePromo,
  onPay,
}: UpgradePanelViewProps) {
  const t = useTranslations("course");
  const { state } = useSession();
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
          <InlineIcon icon={circleCheckIcon} className="size-5 text-success-ink" />
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
        <ClientForm onSubmit={onApply} noValidate className="space-y-2">
          <div className="flex items-start gap-2">
            <TextField
              id="promo"
              label={t("upgrade.promoCode")}
              placeholder={t("upgrade.promoPlaceholder")}
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={40}
              onChange={(e) => onCodeChange(e.target.value)}
              error={codeError ?? undefined}
              containerClassName="min-w-0 flex-1"
            />
            {/* level with the input: below the label's line (20 px) and the field's gap (6 px), whatever the error */}
            <SubmitButton variant="secondary" loading={applying} className="mt-[1.625rem] shrink-0">
              {t("upgrade.apply")}
            </SubmitButton>
          </div>
          {applied?.promoCode ? (
            <p role="status" className="flex items-center justify-between gap-2 text-sm text-success-ink">
              <span>{t("upgrade.promoApplied")}</span>
              <button
                type="button"
                className="min-h-11 px-2 font-semibold text-brand-ink underline"
                onClick={onRemovePromo}
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
          <Button block size="lg" loading={paying} loadingText={t("upgrade.redirecting")} onClick={onPay}>
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
