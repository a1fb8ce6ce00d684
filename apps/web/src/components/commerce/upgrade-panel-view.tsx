import type { Access, Quote } from "@gk/contracts";
import type { Locale } from "@gk/tenancy";
import { rupiah } from "@gk/i18n/numbers";
import { buttonVariants } from "@gk/ui/button";
import { awardIcon, circleCheckIcon } from "@gk/ui/icon-shapes";
import { InlineIcon } from "@gk/ui/inline-icons";
import Link from "next/link";
import type { ReactNode } from "react";
import { localePath, signInPath } from "@/lib/paths";

/**
 * What the course page's certificate offer and upgrade panel show, from values alone. No hooks and no client
 * directive: the server renders these as they are for a visitor without a session (who then loads no script of
 * the panels at all), and the signed-in learner's panels (upgrade-panel.tsx) render the same with their form
 * and "Pay" button in the slots, so nothing on screen moves when their live part arrives.
 */

/** The messages these views show, of the "course" namespace (the server's and the browser's translator alike). */
type ViewKey =
  | "free"
  | "certificate.title"
  | "certificate.body"
  | "certificate.bodyUpgrade"
  | "certificate.bodyFullOnly"
  | "upgrade.fullAccess"
  | "upgrade.history"
  | "upgrade.title"
  | "upgrade.benefits"
  | "upgrade.listPrice"
  | "upgrade.discount"
  | "upgrade.totalPrice"
  | "upgrade.signInToPay"
  | `upgrade.owned.${Exclude<Access["reason"], "preview"> | "free"}`;
export type CourseViewText = (key: ViewKey, values?: Record<string, string | number>) => string;

/** "Get an official certificate", worded for this viewer's access. */
export function CertificateOfferView({ access, t }: { access: Access | null; t: CourseViewText }) {
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
  t: CourseViewText;
  /** the quote of the applied promo code */
  applied?: Quote | null;
  /** the promo code's form, for a signed-in learner */
  promo?: ReactNode;
  /** what follows the amounts: "Pay" for a signed-in learner; without it, the way to sign in and come back */
  action?: ReactNode;
}

/** The upgrade panel: why this viewer has full access, or the price (with a promo code's quote) and the action. */
export function UpgradePanelView({
  locale,
  slug,
  price,
  access,
  t,
  applied = null,
  promo,
  action,
}: UpgradePanelViewProps) {
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
  const returnTo = `${localePath(locale, `/course/${slug}`)}#upgrade`;

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
      {promo}
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
      {action ?? (
        <Link href={signInPath(locale, returnTo)} className={buttonVariants({ size: "lg", block: true })}>
          {t("upgrade.signInToPay")}
        </Link>
      )}
    </section>
  );
}
