import type { Locale } from "@gk/tenancy";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { serverApi } from "@/lib/api.server";
import { localePath } from "@/lib/paths";
import { parseSearchState, SEARCH_VOCABULARY } from "@/lib/search-params";
import { HomeSectionSkeleton } from "../home/home-section";
import { LiveSearch } from "./live-search";
import type { LiveLabels } from "./live-results";
import { SearchBox } from "./search-box";
import { SearchResults } from "./search-results";

/**
 * /search and /explore share one page: the query box on top, then the results for the URL's state. The
 * server render is the no-JS page and the fallback; LiveSearch takes over with react-instantsearch.
 */
export async function SearchPage({ locale, route, searchParams }: { locale: Locale; route: "/search" | "/explore"; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const state = parseSearchState(await searchParams);
  const t = await getTranslations({ locale, namespace: "search" });
  const title = state.q ? t("title", { query: state.q }) : t("explore");
  const base = localePath(locale, route);
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-6">
      <LiveSearch
        initial={state}
        base={base}
        locale={locale}
        labels={await liveLabels(locale)}
        names={await facetNames(locale)}
        vocabulary={SEARCH_VOCABULARY}
        fallback={
          <>
            <SearchBox locale={locale} defaultValue={state.q} />
            <Suspense key={JSON.stringify(state)} fallback={<HomeSectionSkeleton />}>
              <SearchResults state={state} base={base} locale={locale} title={title} />
            </Suspense>
          </>
        }
      />
    </main>
  );
}

/** Category and institution names by facet value ("category:<slug>"); empty when the API is away. */
async function facetNames(locale: Locale): Promise<Record<string, string>> {
  try {
    const api = await serverApi(locale);
    const [categories, institutions] = await Promise.all([api.request("categories", {}), api.request("institutions", {})]);
    return Object.fromEntries([
      ...categories.data.items.map((c) => [`category:${c.slug}`, c.name] as const),
      ...institutions.data.items.map((i) => [`institution:${i.slug}`, i.name] as const),
    ]);
  } catch {
    return {};
  }
}

async function liveLabels(locale: Locale): Promise<LiveLabels> {
  const t = await getTranslations({ locale, namespace: "search" });
  const c = await getTranslations({ locale, namespace: "course" });
  return {
    label: t("label"),
    placeholder: t("placeholder"),
    submit: t("submit"),
    // templates: the browser fills {query}, {shown}, {total} and {rating}
    title: t.raw("title") as string,
    explore: t("explore"),
    filterTitle: t("filter.title"),
    category: t("filter.category"),
    institution: t("filter.institution"),
    reset: t("filter.reset"),
    seeMore: t("filter.seeMore"),
    seeLess: t("filter.seeLess"),
    shown: t.raw("results.shown") as string,
    loadMore: t("results.loadMore"),
    sortLabel: t("sort.label"),
    sorts: { relevance: t("sort.relevance"), rating: t("sort.highestRating"), popular: t("sort.popularity"), newest: t("sort.newest") },
    emptyTitle: t("empty.title"),
    differentKeywords: t("empty.differentKeywords"),
    resetFilters: t("empty.resetFilters"),
    companyNotChosen: t("empty.companyNotChosen"),
    ratingOf: c.raw("ratingOf") as string,
    learnersWord: c("learnersWord"),
    free: c("free"),
    certificateBadge: c("certificateBadge"),
  };
}
