import { setRequestLocale } from "next-intl/server";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { HomeSection, HomeSectionSkeleton, type HomeEndpoint } from "@/components/home/home-section";
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

/** Home: the site's title and pitch, search with trending terms, then every section streamed in order. */
export default async function HomePage({ params }: { params: Promise<SiteParams> }) {
  const { site, locale } = await siteFromParams(params);
  setRequestLocale(locale);
  // the business site sells the business plan (to visitors and learners without a company account); every
  // other site, and a company's people, get the learner home
  if (await showsBusinessHome(site, locale)) return <BusinessHome site={site} locale={locale} />;
  const t = await getTranslations({ locale, namespace: "home" });
  const signedIn = await hasTokenCookie();
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
      <Suspense>
        <CompanyChoiceNotice locale={locale} />
      </Suspense>
      <div className="space-y-10" aria-label={t("sectionsLabel")}>
        {/* "continue your course" is only ever shown to a signed-in learner: a visitor gets no skeleton for it,
            which would otherwise vanish and pull the sections up */}
        {SECTIONS.filter((endpoint) => signedIn || endpoint !== "homeContinue").map((endpoint, i) => (
          <Suspense key={endpoint} fallback={<HomeSectionSkeleton />}>
            {/* the first sections' first row may be on the first screen (the first one shown depends on the visitor) */}
            <HomeSection endpoint={endpoint} locale={locale} eager={i < 2 ? 4 : 0} />
          </Suspense>
        ))}
      </div>
    </main>
  );
}
