import { LRUCache } from "lru-cache";
import { env } from "@/env";
import type { PageBytes } from "./answer";

/**
 * The pages the proxy answers from memory, the front of the page cache.
 *
 * Next's data cache (store.ts) is where stored pages live, under their tags; but it is reached only through a
 * route handler, and on two cores an empty route handler answers about 1,300 times a second. So the route
 * handler hands every page it sends to this copy, and the proxy answers the next visits from here, without
 * entering Next's router. The revalidate route empties it together with the tags, and an entry lives no
 * longer than the data cache's own lifetime, so it is never staler than Next's copy by more than that.
 *
 * Bounded by size (the least recently used pages leave first; Next's data cache, 50 MB, may still hold them;
 * the bound counts a page's own bytes, and its gzipped copy adds about a fifth to them),
 * one per process on globalThis, since the proxy and the route handlers are separate bundles of one process.
 */
export type HotPages = LRUCache<string, PageBytes>;

export function createHotPages(maxBytes: number, ttlMs: number): HotPages {
  return new LRUCache<string, PageBytes>({
    maxSize: maxBytes,
    sizeCalculation: (page) => page.byteLength || 1,
    ttl: Math.max(ttlMs, 1),
  });
}

const KEY = Symbol.for("gk.pageCache.hotPages");

/** This process's copy, bounded by PAGE_CACHE_MEMORY_MB and PAGE_CACHE_SECONDS. */
export function hotPages(): HotPages {
  const holder = globalThis as { [KEY]?: HotPages };
  holder[KEY] ??= createHotPages(env.PAGE_CACHE_MEMORY_MB * 1024 * 1024, env.PAGE_CACHE_SECONDS * 1000);
  return holder[KEY];
}

const GENERATION = Symbol.for("gk.pageCache.generation");

/** How many times the catalogue changed since this process started (the revalidate route counts them). */
export function pagesGeneration(): number {
  return (globalThis as { [GENERATION]?: number })[GENERATION] ?? 0;
}

/**
 * The catalogue changed: the copy in memory is emptied, and a render that started before now is not kept
 * (store.ts checks the generation after rendering), so a page read before the change cannot come back.
 */
export function pagesChanged(): void {
  const holder = globalThis as { [GENERATION]?: number };
  holder[GENERATION] = pagesGeneration() + 1;
  hotPages().clear();
}
