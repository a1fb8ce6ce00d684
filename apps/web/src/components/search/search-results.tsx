import type { Locale } from "@gk/tenancy";
import { isApiError, type ApiClient } from "@gk/api-client";
import { serverApi } from "@/lib/api.server";
import { facetValues, serverFacetCounts } from "@/lib/search-facets";
import { nodeFacetCounts } from "@/lib/search-facets.server";
import { PER_PAGE, type SearchState } from "@/lib/search-state";
import { BusyState } from "../busy-state";
import { ResultsView, type ResultsModel } from "./results-view";
import type { SearchLabels } from "./search-labels";

/**
 * The server's results (no JavaScript yet, or no search node for the browser): the URL's search from the API,
 * the facet counts from the search node for this very search, rendered by the one results view.
 */
export async function SearchResults({
  state,
  base,
  locale,
  labels,
  names,
}: {
  state: SearchState;
  base: string;
  locale: Locale;
  labels: SearchLabels;
  names: Record<string, string>;
}) {
  const api = await serverApi(locale);
  let pages, categories, institutions, fromNode;
  try {
    [pages, categories, institutions, fromNode] = await Promise.all([
      Promise.all(Array.from({ length: state.page }, (_, i) => listPage(api, state, i + 1))),
      api.request("categories", {}),
      api.request("institutions", {}),
      nodeFacetCounts(api, state),
    ]);
  } catch {
    return <BusyState locale={locale} />;
  }
  const last = pages[pages.length - 1]!.data;
  const nameOf = (attribute: string) => (value: string) => names[`${attribute}:${value}`] ?? value;
  const facet = (
    attribute: "category" | "institution",
    overall: readonly { slug: string; courseCount: number }[],
    selected: readonly string[],
  ) => {
    const { counts, shown } = serverFacetCounts(
      attribute,
      state,
      fromNode,
      Object.fromEntries(overall.map((v) => [v.slug, v.courseCount])),
    );
    return facetValues(counts, nameOf(attribute), selected, shown);
  };
  const model: ResultsModel = {
    state,
    base,
    locale,
    labels,
    courses: pages.flatMap((p) => p.data.items),
    shown: last.shown,
    total: last.total,
    hasMore: last.hasMore,
    facets: {
      category: facet("category", categories.data.items, state.categories),
      institution: facet("institution", institutions.data.items, state.institutions),
    },
    companyNotChosen: last.reason?.code === "COMPANY_DID_NOT_CHOOSE",
    sorted: state.sort,
  };
  return <ResultsView model={model} />;
}

/**
 * One page of results: a query goes to the API's search (search nodes, typo tolerant, with its database
 * fallback); no query lists the catalogue. An API without the search route yet lists without the query.
 */
async function listPage(api: ApiClient, state: SearchState, page: number) {
  const filter = {
    category: state.categories as never,
    institution: state.institutions,
    page,
    perPage: PER_PAGE,
  };
  if (state.q) {
    try {
      return await api.request("searchCourses", { ...filter, q: state.q, sort: state.sort });
    } catch (err) {
      if (!(isApiError(err) && err.status === 404)) throw err;
    }
  }
  return api.request("courses", { ...filter, sort: state.sort === "relevance" ? "popular" : state.sort });
}
