import type { Locale } from "@gk/contracts";
import { MessagesProvider } from "@gk/i18n/client";
import { pickNamespaces } from "@gk/i18n/messages";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import type { Site } from "@gk/tenancy";
import { hasTokenCookie, serverApi } from "@/lib/api.server";
import { localePath } from "@/lib/paths";
import { BusinessSearch, TrialButton } from "./business-islands";

/**
 * Whether the home of this request sells the business plan: on the business site, to visitors and to
 * learners without a company account. A company's people (the demo company has no site of its own and signs
 * in here) get their learner home with their company's courses.
 */
export async function showsBusinessHome(site: Site, locale: Locale): Promise<boolean> {
  if (site.type !== "business" || !site.features.businessPlan) return false;
  if (!(await hasTokenCookie())) return true;
  const api = await serverApi(locale);
  const profile = await api.request("profile", {}).catch(() => null);
  return profile?.data.user.organisation?.kind !== "company";
}

const OFFER = ["coach", "catalogue", "choice", "lms", "reports"] as const;

/**
 * The business site's home: it sells the business plan (the business-to-business offer, pricing with no
 * per-participant fee, the free-trial call to action opening the subscription modal) and searches the
 * business index, instead of the learner home other sites show.
 */
export async function BusinessHome({ site, locale }: { site: Site; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "subscription" });
  return (
    <MessagesProvider locale={locale} messages={pickNamespaces(locale, ["common", "errors", "subscription"])}>
      <main className="mx-auto max-w-6xl space-y-10 px-4 py-8">
        <header className="space-y-4 rounded-card bg-brand-soft p-5 sm:p-8">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-ink">
            {site.theme.logoText}
          </p>
          <h1 className="text-2xl font-extrabold text-ink sm:text-4xl">{site.metadata.title[locale]}</h1>
          <p className="max-w-2xl text-xl font-semibold text-ink" data-testid="business-pitch">
            {t("business.title")}
          </p>
          <p className="max-w-2xl text-lg text-ink-muted">{t("business.lead")}</p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <TrialButton />
            <Link
              href={localePath(locale, "/login")}
              className="flex min-h-11 items-center justify-center font-semibold text-brand-ink"
            >
              {t("business.signIn")}
            </Link>
          </div>
        </header>

        <section aria-labelledby="business-offer" className="space-y-4">
          <h2 id="business-offer" className="text-xl font-bold text-ink sm:text-2xl">
            {t("business.offerTitle")}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {OFFER.map((k) => (
              <li key={k} className="rounded-card border border-line bg-surface p-4 text-ink">
                {t(`business.offer.${k}`)}
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="business-pricing"
          className="space-y-3 rounded-card border border-line bg-surface p-5 sm:p-8"
          data-testid="business-pricing"
        >
          <h2 id="business-pricing" className="text-sm font-semibold uppercase tracking-wide text-brand-ink">
            {t("business.pricingTitle")}
          </h2>
          <p className="text-2xl font-extrabold text-ink sm:text-3xl">{t("business.pricingHeadline")}</p>
          <p className="max-w-2xl text-ink-muted">{t("business.pricingText")}</p>
          <p className="max-w-2xl text-ink">{t("business.trialText")}</p>
          <TrialButton variant="secondary" />
        </section>

        <section aria-labelledby="business-search-title" className="space-y-4">
          <h2 id="business-search-title" className="text-xl font-bold text-ink sm:text-2xl">
            {t("business.searchTitle")}
          </h2>
          <BusinessSearch locale={locale} />
        </section>
      </main>
    </MessagesProvider>
  );
}
