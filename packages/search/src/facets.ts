/**
 * Facet counts of a search as the browser's InstantSearch computes them, for a server render that shows the
 * same numbers before (and without) the browser search. The rule of a disjunctive facet: each value's count is
 * the number of hits for the current query and every OTHER facet's selection, so picking a value shows exactly
 * that many results, and the other values of the same facet stay visible with their own counts.
 */

/** The selection of a search: its query and, per facet attribute, the values picked (OR within a facet). */
export interface FacetSelection {
  query: string;
  selected: Readonly<Record<string, readonly string[]>>;
}

/** value → count, per facet attribute. */
export type FacetCounts = Record<string, Record<string, number>>;

interface InstantSearchLikeClient {
  search(
    requests: readonly { indexName: string; params?: Record<string, unknown> }[],
  ): Promise<{ results: unknown[] }>;
}

/** How many values a facet may list; more than any facet of the catalogue has. */
export const MAX_FACET_VALUES = 250;

const facetFilters = (selected: FacetSelection["selected"], except?: string) =>
  Object.entries(selected)
    .filter(([attribute, values]) => attribute !== except && values.length > 0)
    .map(([attribute, values]) => values.map((v) => `${attribute}:${v}`));

/**
 * One request for the facets nobody selected from, plus one per facet with a selection (without that facet's
 * own filter): the same requests InstantSearch's helper makes for refinement lists with the "or" operator.
 */
export function facetRequests(indexName: string, attributes: readonly string[], s: FacetSelection) {
  const params = (facets: readonly string[], except?: string) => ({
    query: s.query,
    hitsPerPage: 0,
    page: 0,
    facets: [...facets],
    maxValuesPerFacet: MAX_FACET_VALUES,
    facetFilters: facetFilters(s.selected, except),
  });
  const disjunctive = attributes.filter((a) => (s.selected[a] ?? []).length > 0);
  return {
    requests: [
      { indexName, params: params(attributes) },
      ...disjunctive.map((a) => ({ indexName, params: params([a], a) })),
    ],
    disjunctive,
  };
}

/** Runs the requests of `facetRequests` through an InstantSearch search client and reads the counts. */
export async function facetCounts(
  client: InstantSearchLikeClient,
  indexName: string,
  attributes: readonly string[],
  s: FacetSelection,
): Promise<FacetCounts> {
  const { requests, disjunctive } = facetRequests(indexName, attributes, s);
  const { results } = await client.search(requests);
  const facetsOf = (i: number) =>
    (results[i] as { facets?: Record<string, Record<string, number>> } | undefined)?.facets ?? {};
  const out: FacetCounts = {};
  for (const a of attributes) {
    const at = disjunctive.indexOf(a);
    out[a] = { ...(at === -1 ? facetsOf(0)[a] : facetsOf(at + 1)[a]) };
  }
  return out;
}
