import {
  andFilters,
  resultJson,
  search,
  SearchError,
  type Collection,
  type RawParams,
} from "@gk/search-engine";
import type { Store } from "./store";

/**
 * Resolves a collection name, including the sort replicas the browser uses as index names:
 * "courses/sort/rating:desc" is the "courses" collection sorted by rating, descending.
 */
export function resolveTarget(store: Store, name: string): { collection: Collection; sortBy: string | null } {
  const direct = store.find(name);
  if (direct) return { collection: direct, sortBy: null };
  const m = /^(.+?)\/sort\/(.+)$/.exec(name);
  const base = m ? store.find(m[1]!) : undefined;
  if (base) return { collection: base, sortBy: m![2]! };
  throw new SearchError(404, `Could not find a collection named \`${name}\`.`);
}

/** The base collection name behind a possibly replica name, for key checks. */
export const baseName = (name: string) => /^(.+?)\/sort\/.+$/.exec(name)?.[1] ?? name;

/**
 * Parameters a search really runs with: the request's, then a scoped key's embedded ones on top (they
 * cannot be overridden by the browser), with the two filter_by ANDed so the key's filter always holds.
 */
export function withEmbedded(params: RawParams, embedded: Record<string, unknown> | null): RawParams {
  if (!embedded) return params;
  const filter = andFilters(params.filter_by as string | undefined, embedded.filter_by as string | undefined);
  const out: RawParams = { ...params, ...embedded };
  if (filter) out.filter_by = filter;
  else delete out.filter_by;
  return out;
}

/**
 * Results are cached as serialised JSON keyed by the collection's write version and the parameters, so a
 * repeated page (every visitor's first page, a back button) costs a lookup; any write makes a new version,
 * so a cached answer is never stale.
 */
export class SearchCache {
  private readonly map = new Map<string, string>();
  constructor(private readonly capacity = 2000) {}

  run(collection: Collection, params: RawParams, useCache: boolean): string {
    const key = useCache
      ? `${collection.name}\u0000${collection.version}\u0000${JSON.stringify(params)}`
      : "";
    if (useCache) {
      const hit = this.map.get(key);
      if (hit !== undefined) {
        this.map.delete(key);
        this.map.set(key, hit);
        return hit;
      }
    }
    // the same text as JSON.stringify, with the stored documents' JSON written once each
    const body = resultJson(search(collection, params));
    if (useCache) {
      if (this.map.size >= this.capacity) this.map.delete(this.map.keys().next().value!);
      this.map.set(key, body);
    }
    return body;
  }
}

/** Runs a search by (possibly replica) collection name. */
export function runSearch(
  store: Store,
  cache: SearchCache,
  name: string,
  params: RawParams,
  useCache: boolean,
): string {
  const { collection, sortBy } = resolveTarget(store, name);
  const p = sortBy ? { ...params, sort_by: sortBy } : params;
  return cache.run(collection, p, useCache && p.use_cache !== "false" && p.use_cache !== false);
}
