import type { Collection } from "./collection";
import { tally } from "./facets";
import { filterBitmap } from "./filter-eval";

/**
 * Caches for queries without text (`q=*`): the listing pages of the product (a category, a sort order, a page)
 * are all of this kind and repeat endlessly between writes. Per collection version they keep the documents
 * passing each filter, the collection in each sort order, and facet tallies per filter, so a listing page
 * costs its page, not the collection's size. Any write starts a new version and the caches refill lazily.
 */
interface Caches {
  version: number;
  matched: Map<string, Int32Array>;
  orders: Map<string, Int32Array>;
  tallies: Map<string, Int32Array>;
}

const all = new WeakMap<Collection, Caches>();
const LIMIT = 256;

function caches(c: Collection): Caches {
  let x = all.get(c);
  if (!x || x.version !== c.version) {
    x = { version: c.version, matched: new Map(), orders: new Map(), tallies: new Map() };
    all.set(c, x);
  }
  return x;
}

function remember<V>(map: Map<string, V>, key: string, make: () => V): V {
  const hit = map.get(key);
  if (hit !== undefined) return hit;
  const v = make();
  if (map.size >= LIMIT) map.delete(map.keys().next().value!);
  map.set(key, v);
  return v;
}

/** The live documents passing the filter ("" for none), in sequence order. */
export function wildcardMatches(c: Collection, filter: string): Int32Array {
  return remember(caches(c).matched, filter, () => {
    const allowed = filter ? filterBitmap(c, filter) : null;
    const alive = c.alive;
    const out = new Int32Array(c.count);
    let n = 0;
    for (let s = 0; s < c.size; s++) if (alive[s] === 1 && (!allowed || allowed[s] === 1)) out[n++] = s;
    return out.subarray(0, n);
  });
}

/** Every live document in the order of the sort key (orderKey names it), cached until the next write. */
export function sortedOrder(
  c: Collection,
  orderKey: string,
  cmp: (a: number, b: number) => number,
): Int32Array {
  return remember(caches(c).orders, orderKey, () => wildcardMatches(c, "").slice().sort(cmp));
}

/** Documents [offset, offset + count) of a sorted order that pass the filter (null: all pass). */
export function pageOf(
  order: Int32Array,
  allowed: Uint8Array | null,
  offset: number,
  count: number,
): number[] {
  const out: number[] = [];
  let skipped = 0;
  for (let i = 0; i < order.length && out.length < count; i++) {
    const s = order[i]!;
    if (allowed && allowed[s] !== 1) continue;
    if (skipped < offset) skipped++;
    else out.push(s);
  }
  return out;
}

/** Facet tally for the documents passing a filter, cached per filter and field. */
export function wildcardTally(c: Collection, filter: string, field: string, matched: Int32Array): Int32Array {
  return remember(caches(c).tallies, `${field}\u0000${filter}`, () => tally(c.facets.get(field)!, matched));
}
