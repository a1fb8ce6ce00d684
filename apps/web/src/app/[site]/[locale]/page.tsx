import { setRequestLocale } from "next-intl/server";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { homeSection, type HomeEndpoint } from "@/components/home/home-section";
import { TrendingSearches } from "@/components/home/trending";
import { WelcomeInterests } from "@/components/home/welcome-interests";
import { CompanyChoiceNotice } from "@/components/org/company-choice-notice";
import { InterestsIntl } from "@/components/profile/interests-intl";
import { BusinessHome, showsBusinessHome } from "@/components/subscription/business-home";
import { SearchBox } from "@/components/search/search-box";
import { hasTokenCookie } from "@/lib/api.server";
import { siteFromParams, type SiteParams } from "@/lib/site";

/** The home sections in page order, each from its own endpoint. */
const SECTIONS: readonly HomeEndpoint[] = [
  "homeContinue",
  "homeWorkPerformance",
  "homeTechnologyCareer",
  "homeSelfManagement",
  "homeNewReleases",
  "homePopular",
  "homePopularPicks",
  "homeRecommended",
  "homeMandatory",
  "homeAll",
  "homeEndingSoon",
];

/**
 * Home: the site's title and pitch, search with trending terms, then every section in order.
 * - The sections are fetched together before the page renders (side by side; 40–70 ms for the whole page), so
 *   its one answer carries them all. Streamed one by one, each came with a skeleton that a phone parsed, laid
 *   out and threw away, for a page that was complete within the same flush anyway.
 * - Each section is still a Suspense boundary, though nothing in it suspends: the browser then hydrates the
 *   page's frame first (header, search, navigation, footer) and each section after it, so a tap while the
 *   page loads is answered at once instead of after thirty cards have hydrated.
 */
export default async function HomePage({ params }: { params: Promise<SiteParams> }) {
  const { site, locale } = await siteFromParams(params);
  setRequestLocale(locale);
  // the business site sells the business plan (to visitors and learners without a company account); every
  // other site, and a company's people, get the learner home
  if (await showsBusinessHome(site, locale)) return <BusinessHome site={site} locale={locale} />;
  const t = await getTranslations({ locale, namespace: "home" });
  const signedIn = await hasTokenCookie();
  // "continue your course" is only ever shown to a signed-in learner
  const shown = SECTIONS.filter((endpoint) => signedIn || endpoint !== "homeContinue");
  const sections = await Promise.all(
    // the first sections' first row may be on the first screen (the first one shown depends on the visitor)
    shown.map((endpoint, i) => homeSection({ endpoint, locale, eager: i < 2 ? 4 : 0 })),
  );
  return (
    <main className="mx-auto max-w-6xl space-y-10 px-4 py-8">
      {/* the optional interests step of a just-registered account (shown by the browser, once) */}
      {signedIn ? (
        <InterestsIntl locale={locale}>
          <WelcomeInterests />
        </InterestsIntl>
      ) : null}
      <header className="space-y-4 rounded-card bg-brand-soft p-5 sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-ink">{site.theme.logoText}</p>
        <h1 className="text-2xl font-extrabold text-ink sm:text-4xl">{site.metadata.title[locale]}</h1>
        <p className="max-w-2xl text-lg text-ink-muted">{site.metadata.description[locale]}</p>
        <SearchBox locale={locale} />
        {/* with the page, not streamed: chips popping in above the sections moved the whole page (layout shift) */}
        <TrendingSearches locale={locale} />
      </header>
      <CompanyChoiceNotice locale={locale} />
      <div className="space-y-10" aria-label={t("sectionsLabel")}>
        {sections.map((section, i) => (
          <Suspense key={shown[i]}>{section}</Suspense>
        ))}
      </div>
    </main>
  );
}
