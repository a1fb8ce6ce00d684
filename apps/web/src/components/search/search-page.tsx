import type { Metadata } from "next";
import type { Locale } from "@gk/tenancy";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { serverApi } from "@/lib/api.server";
import { localePath } from "@/lib/paths";
import { parseSearchState, renderedQuery, SEARCH_VOCABULARY } from "@/lib/search-params";
import { siteFromParams, type SiteParams } from "@/lib/site";
import { cardLabels } from "../course-grid";
import { LiveSearch } from "./live-search";
import type { SearchLabels } from "./search-labels";
import { SearchResults } from "./search-results";
import { ScrollMemory } from "./scroll-memory";

/**
 * /search and /explore are one page in two modes: the same view, state and behaviour, only the path every
 * link keeps differs (a search made on /explore stays on /explore, as before). The server render is the no-JS
 * page and the fallback; LiveSearch takes over with react-instantsearch once the visitor turns to the page.
 */
export type SearchMode = "search" | "explore";

type RouteProps = {
  params: Promise<SiteParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The page module of a mode: `export default route.Page` and its metadata in the route's page.tsx. */
export function searchRoute(mode: SearchMode) {
  async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
    const { locale } = await siteFromParams(params);
    const t = await getTranslations({ locale, namespace: "search" });
    return { title: t("explore") };
  }
  async function Page({ params, searchParams }: RouteProps) {
    const { locale } = await siteFromParams(params);
    setRequestLocale(locale);
    return <SearchPage locale={locale} mode={mode} searchParams={searchParams} />;
  }
  return { generateMetadata, Page };
}

async function SearchPage({
  locale,
  mode,
  searchParams,
}: {
  locale: Locale;
  mode: SearchMode;
  searchParams: RouteProps["searchParams"];
}) {
  const raw = await searchParams;
  const state = parseSearchState(raw);
  const base = localePath(locale, `/${mode}`);
  const [labels, names] = await Promise.all([searchLabels(locale), facetNames(locale)]);
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-6">
      <ScrollMemory />
      <LiveSearch
        initial={state}
        renderedQuery={renderedQuery(raw)}
        base={base}
        locale={locale}
        labels={labels}
        names={names}
        vocabulary={SEARCH_VOCABULARY}
        // rendered with the page, not streamed behind a skeleton: the results are what the visitor came for
        // (the largest paint is their first picture), and a streamed boundary is revealed only after React's
        // batching delay, with every script of the page requested by then
        fallback={<SearchResults state={state} base={base} locale={locale} labels={labels} names={names} />}
      />
    </main>
  );
}

/** Category and institution names by facet value ("category:<slug>"); empty when the API is away. */
async function facetNames(locale: Locale): Promise<Record<string, string>> {
  try {
    const api = await serverApi(locale);
    const [categories, institutions] = await Promise.all([
      api.request("categories", {}),
      api.request("institutions", {}),
    ]);
    return Object.fromEntries([
      ...categories.data.items.map((c) => [`category:${c.slug}`, c.name] as const),
      ...institutions.data.items.map((i) => [`institution:${i.slug}`, i.name] as const),
    ]);
  } catch {
    return {};
  }
}

async function searchLabels(locale: Locale): Promise<SearchLabels> {
  const t = await getTranslations({ locale, namespace: "search" });
  return {
    label: t("label"),
    placeholder: t("placeholder"),
    submit: t("submit"),
    // templates: the view fills {query}, {shown} and {total}
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
    sorts: {
      relevance: t("sort.relevance"),
      rating: t("sort.highestRating"),
      popular: t("sort.popularity"),
      newest: t("sort.newest"),
    },
    emptyTitle: t("empty.title"),
    differentKeywords: t("empty.differentKeywords"),
    resetFilters: t("empty.resetFilters"),
    companyNotChosen: t("empty.companyNotChosen"),
    card: await cardLabels(locale),
  };
}
