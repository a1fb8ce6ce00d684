import type { FacetCounts } from "@gk/search";
import type { SearchState } from "./search-state";

/** The facets of the search page, as the search index names its fields. */
export const FACET_ATTRIBUTES = ["category", "institution"] as const;
export type FacetAttributeName = (typeof FACET_ATTRIBUTES)[number];

/** The page's selection as @gk/search's facet selection. */
export const facetSelection = (s: SearchState) => ({
  query: s.q,
  selected: { category: s.categories, institution: s.institutions },
});

/**
 * Whether the catalogue's overall numbers (GET /categories, /institutions) are this facet's counts for the
 * search: only when nothing narrows it but the facet's own selection, i.e. no query and nothing picked in the
 * other facet. Otherwise they would promise results that a click does not give, so no number is shown.
 */
export function overallCountsHold(s: SearchState, attribute: FacetAttributeName): boolean {
  if (s.q) return false;
  return attribute === "category" ? s.institutions.length === 0 : s.categories.length === 0;
}

/**
 * A facet's counts for the server's list: the search node's counts for this search when it answered, else the
 * overall numbers (to order the values), shown only when they hold for this search.
 */
export function serverFacetCounts(
  attribute: FacetAttributeName,
  s: SearchState,
  fromNode: FacetCounts | null,
  overall: Readonly<Record<string, number>>,
): { counts: Readonly<Record<string, number>>; shown: boolean } {
  if (fromNode) return { counts: fromNode[attribute] ?? {}, shown: true };
  return { counts: overall, shown: overallCountsHold(s, attribute) };
}

export interface FacetValue {
  value: string;
  name: string;
  /** results for the current query and the other facets' selection; null when not known (no count shown) */
  count: number | null;
  selected: boolean;
}

/**
 * A facet's values in display order: most results first, then by name. Values without results are left out,
 * except selected ones (with 0), so a selection can always be undone. `withCounts` false keeps the order but
 * shows no numbers (counts known not to be for this search).
 */
export function facetValues(
  counts: Readonly<Record<string, number>>,
  nameOf: (value: string) => string,
  selected: readonly string[],
  withCounts = true,
): FacetValue[] {
  const values = new Set([...Object.keys(counts).filter((v) => (counts[v] ?? 0) > 0), ...selected]);
  return [...values]
    .map((value) => ({
      value,
      name: nameOf(value),
      count: counts[value] ?? 0,
      selected: selected.includes(value),
    }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, "id"))
    .map((v) => (withCounts ? v : { ...v, count: null }));
}
