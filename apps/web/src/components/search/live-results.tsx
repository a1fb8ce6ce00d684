"use client";

import type { Locale } from "@gk/tenancy";
import { MAX_FACET_VALUES } from "@gk/search";
import { useEffect, useState, type ReactNode } from "react";
import {
  useClearRefinements,
  useHits,
  useInstantSearch,
  useRefinementList,
  useSearchBox,
  useSortBy,
} from "react-instantsearch";
import { hitToCard, type CourseHit } from "@/lib/course-card";
import { searchHref, type SearchState } from "@/lib/search-state";
import { indexForSort, sortForIndex } from "./instantsearch-state";
import { facetValues } from "@/lib/search-facets";
import { ResultsView, type FacetAttribute, type ResultsModel } from "./results-view";
import type { SearchLabels } from "./search-labels";

interface Props {
  state: SearchState;
  base: string;
  locale: Locale;
  labels: SearchLabels;
  names: Record<string, string>;
  scope: "all" | "company" | "site";
  /** the collection the API's key names (sort replicas are "<collection>/sort/…") */
  collection: string;
  fallback: ReactNode;
  onLoadMore: () => void;
}

const SORTS = ["relevance", "popular", "rating", "newest"] as const;

/**
 * The sort of the answer on screen: the index (sort replica) of the search state that produced it. The
 * Typesense adapter's answer does not name its index, so the helper's `results.index` is the collection
 * whatever the sort; its `_state` is the state the answer was asked with.
 */
function answeredSort(results: unknown, collection: string) {
  const state = (results as { _state?: { index?: string; query?: string } } | undefined)?._state;
  return sortForIndex(state?.index, (state?.query ?? "").trim().length > 0, collection);
}

/**
 * The browser's results: react-instantsearch's answer as the model of the one results view (results-view.tsx).
 * The server render stays until the first browser search has answered.
 */
export function LiveResults({
  state,
  base,
  locale,
  labels,
  names,
  scope,
  collection,
  fallback,
  onLoadMore,
}: Props) {
  const { status, results } = useInstantSearch({ catchError: true });
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (status === "idle" && results && !(results as { __isArtificial?: boolean }).__isArtificial)
      setReady(true);
    // the node went away after the take-over: a full load of this URL gets the server's database fallback
    if (status === "error" && ready) window.location.assign(searchHref(base, state, { page: state.page }));
  }, [status, results, ready, base, state]);
  const { items } = useHits<CourseHit & Record<string, unknown>>();
  const clear = useClearRefinements({ includedAttributes: ["category", "institution"] });
  const search = useSearchBox();
  const sort = useSortBy({
    items: SORTS.map((s) => ({ value: indexForSort(s, collection), label: labels.sorts[s] })),
  });
  // every value, ordered and cut by the view the same way as the server's list (no InstantSearch "show more")
  const category = useRefinementList({ attribute: "category", limit: MAX_FACET_VALUES });
  const institution = useRefinementList({ attribute: "institution", limit: MAX_FACET_VALUES });
  if (!ready) return <>{fallback}</>;

  const total = results?.nbHits ?? 0;
  const filtered = state.categories.length + state.institutions.length > 0;
  const facet = (attribute: FacetAttribute, list: typeof category, selected: readonly string[]) =>
    facetValues(
      Object.fromEntries(list.items.map((v) => [v.value, v.count])),
      (v) => names[`${attribute}:${v}`] ?? v,
      selected,
    );
  const model: ResultsModel = {
    state,
    base,
    locale,
    labels,
    courses: items.map((hit) => hitToCard(hit, locale)),
    shown: Math.min(items.length, total),
    total,
    hasMore: items.length < total,
    facets: {
      category: facet("category", category, state.categories),
      institution: facet("institution", institution, state.institutions),
    },
    // the key carries a company's picks and nothing matched without filters: the company chose nothing like it
    companyNotChosen: scope === "company" && !filtered,
    sorted: answeredSort(results, collection),
    busy: status === "loading" || status === "stalled",
  };
  return (
    <ResultsView
      live
      model={model}
      actions={{
        search: (q) => search.refine(q),
        toggle: (attribute, value) => (attribute === "category" ? category : institution).refine(value),
        reset: () => clear.refine(),
        sort: (s) => sort.refine(indexForSort(s, collection)),
        loadMore: onLoadMore,
      }}
    />
  );
}
