import "server-only";
import type { ApiClient } from "@gk/api-client";
import {
  COURSE_QUERY_BY,
  COURSE_QUERY_WEIGHTS,
  createSearchClient,
  facetCounts,
  type FacetCounts,
} from "@gk/search";
import { FACET_ATTRIBUTES, facetSelection } from "./search-facets";
import type { SearchState } from "./search-state";

/** How long the server's page waits for the counts before it renders without them. */
const DEADLINE_MS = 1_500;

/**
 * The facet counts of a search, asked of the search node the way the browser's InstantSearch asks it (the
 * API's scoped key for this visitor, the same index and the same disjunctive requests), so the server's list
 * and the live list show the same numbers. null when there is no node, no key, or no answer in time.
 */
export async function nodeFacetCounts(api: ApiClient, s: SearchState): Promise<FacetCounts | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), DEADLINE_MS)));
  const ask = async (): Promise<FacetCounts | null> => {
    const key = (await api.request("searchKey", {})).data;
    if (key.nodes.length === 0) return null;
    const client = createSearchClient({
      nodes: key.nodes,
      apiKey: key.key,
      queryBy: COURSE_QUERY_BY,
      queryByWeights: COURSE_QUERY_WEIGHTS,
      cache: false,
    });
    return facetCounts(client, key.collections.courses, FACET_ATTRIBUTES, facetSelection(s));
  };
  try {
    return await Promise.race([ask(), deadline]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
