/**
 * The search cache: an entry is keyed by the query text, the page number, the filter string and
 * hits per page, with defaults (empty query, page 0, empty filters, 1000 hits per page). Entries
 * expire after a time to live and the oldest are dropped past a size, so it stays small in the browser.
 */
export interface SearchCacheKey {
  query?: string;
  page?: number;
  filters?: string;
  hitsPerPage?: number;
}

export const SEARCH_CACHE_DEFAULTS = { query: "", page: 0, filters: "", hitsPerPage: 1000 } as const;

export function searchCacheKey(k: SearchCacheKey = {}): string {
  const query = k.query ?? SEARCH_CACHE_DEFAULTS.query;
  const page = k.page ?? SEARCH_CACHE_DEFAULTS.page;
  const filters = k.filters ?? SEARCH_CACHE_DEFAULTS.filters;
  const hitsPerPage = k.hitsPerPage ?? SEARCH_CACHE_DEFAULTS.hitsPerPage;
  return JSON.stringify([query, page, filters, hitsPerPage]);
}

export interface SearchCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export class SearchCache<T> {
  private readonly entries = new Map<string, { value: T; at: number }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(opts: SearchCacheOptions = {}) {
    this.ttlMs = opts.ttlMs ?? 2 * 60_000;
    this.maxEntries = opts.maxEntries ?? 200;
    this.now = opts.now ?? Date.now;
  }

  get(key: SearchCacheKey): T | undefined {
    const k = searchCacheKey(key);
    const e = this.entries.get(k);
    if (!e) return undefined;
    if (this.now() - e.at > this.ttlMs) {
      this.entries.delete(k);
      return undefined;
    }
    return e.value;
  }

  set(key: SearchCacheKey, value: T): void {
    const k = searchCacheKey(key);
    this.entries.delete(k);
    this.entries.set(k, { value, at: this.now() });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
