import TypesenseInstantSearchAdapter from "typesense-instantsearch-adapter";
import { SearchCache } from "./cache";
import { parseNodes, type SearchNode } from "./nodes";

export interface SearchAdapterOptions {
  /** node list: the embedded server in development, the Typesense cluster in production */
  nodes: string | readonly (string | SearchNode)[];
  /** a search-only key (scoped by the API to the user's visible catalogue) */
  apiKey: string;
  /** fields searched, e.g. "title,skills,institution" */
  queryBy: string;
  queryByWeights?: string;
  /** extra search parameters for every request (snake_case, as Typesense names them) */
  extra?: Record<string, string | number | boolean>;
  /** the search cache in front of the network; false turns it off */
  cache?: boolean;
}

/** One InstantSearch request as the search client receives it. */
interface InstantSearchRequest {
  indexName: string;
  params?: {
    query?: string;
    page?: number;
    filters?: string;
    facetFilters?: unknown;
    numericFilters?: unknown;
    hitsPerPage?: number;
    [k: string]: unknown;
  };
}

interface SearchClientLike {
  search(requests: readonly InstantSearchRequest[]): Promise<{ results: unknown[] }>;
  [k: string]: unknown;
}

/**
 * The InstantSearch search client for react-instantsearch: the official typesense-instantsearch-adapter,
 * unmodified, over the node list and key, wrapped in a cache (one cache per index name, keyed by query,
 * page, filter string and hits per page). Facet and numeric filters are folded into the filter string.
 */
export function createSearchClient(opts: SearchAdapterOptions): SearchClientLike {
  const adapter = new TypesenseInstantSearchAdapter({
    server: { apiKey: opts.apiKey, nodes: parseNodes(opts.nodes), cacheSearchResultsForSeconds: 0 },
    additionalSearchParameters: {
      query_by: opts.queryBy,
      ...(opts.queryByWeights ? { query_by_weights: opts.queryByWeights } : {}),
      ...opts.extra,
    },
  });
  const client = adapter.searchClient as unknown as SearchClientLike;
  if (opts.cache === false) return client;
  const caches = new Map<string, SearchCache<unknown>>();
  const cacheFor = (index: string) => {
    let c = caches.get(index);
    if (!c) caches.set(index, (c = new SearchCache()));
    return c;
  };
  const keyOf = (r: InstantSearchRequest) => {
    const p = r.params ?? {};
    const filters = [
      p.filters ?? "",
      JSON.stringify(p.facetFilters ?? null),
      JSON.stringify(p.numericFilters ?? null),
    ].join("|");
    // requests differing in anything but the four key parts (query, page, filters, hits per page), such as
    // facet searches and extra params, bypass the cache
    const rest = Object.keys(p).filter(
      (k) =>
        ![
          "query",
          "page",
          "filters",
          "facetFilters",
          "numericFilters",
          "hitsPerPage",
          "facets",
          "highlightPreTag",
          "highlightPostTag",
          "tagFilters",
          "maxValuesPerFacet",
        ].includes(k),
    );
    return {
      key: {
        query: p.query ?? "",
        page: p.page ?? 0,
        filters: filters + JSON.stringify([p.facets ?? null, p.maxValuesPerFacet ?? null]),
        hitsPerPage: p.hitsPerPage ?? 1000,
      },
      cacheable: rest.length === 0,
    };
  };
  return {
    ...client,
    search: async (requests) => {
      const keys = requests.map(keyOf);
      const cached = requests.map((r, i) =>
        keys[i]!.cacheable ? cacheFor(r.indexName).get(keys[i]!.key) : undefined,
      );
      const missing = requests.filter((_, i) => cached[i] === undefined);
      const fresh = missing.length > 0 ? (await client.search(missing)).results : [];
      let next = 0;
      const results = requests.map((r, i) => {
        if (cached[i] !== undefined) return cached[i];
        const res = fresh[next++];
        if (keys[i]!.cacheable) cacheFor(r.indexName).set(keys[i]!.key, res);
        return res;
      });
      return { results };
    },
    clearCache: () => {
      caches.clear();
      (client.clearCache as (() => void) | undefined)?.();
    },
  };
}
