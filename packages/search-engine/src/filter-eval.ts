import type { Collection } from "./collection";
import { badRequest, notFound } from "./errors";
import { type FilterNode, type Item, parseFilter } from "./filter";
import { exactKey, tokenize } from "./normalize";
import { isText } from "./schema";

/**
 * Evaluates a filter into a bitmap over sequence numbers (1 = passes). Strings use the inverted indexes
 * (`:` all the value's words present, `:=` the whole value), numbers scan their column. Results are cached
 * per collection version because the same filters (a scoped key's, a category) come back on every page.
 */
export function filterBitmap(c: Collection, filter: string): Uint8Array | null {
  const cache = cacheOf(c);
  const hit = cache.map.get(filter);
  if (hit !== undefined) return hit;
  const tree = parseFilter(filter);
  let bits: Uint8Array | null;
  try {
    bits = tree ? evaluate(c, tree) : null;
  } catch (e) {
    if (e instanceof RangeError) throw badRequest("Could not parse the filter query: nested too deeply.");
    throw e;
  }
  if (cache.map.size > 500) cache.map.clear();
  cache.map.set(filter, bits);
  return bits;
}

const caches = new WeakMap<Collection, { version: number; map: Map<string, Uint8Array | null> }>();
function cacheOf(c: Collection) {
  let cache = caches.get(c);
  if (!cache || cache.version !== c.version) {
    cache = { version: c.version, map: new Map() };
    caches.set(c, cache);
  }
  return cache;
}

function evaluate(c: Collection, node: FilterNode): Uint8Array {
  if (node.kind !== "clause") {
    // walk a left-deep chain (a && b && c …) in a loop: a long chain would otherwise exhaust the stack
    const kind = node.kind;
    const rights: FilterNode[] = [];
    let n: FilterNode = node;
    while (n.kind === kind) {
      rights.push(n.right);
      n = n.left;
    }
    const out = evaluate(c, n);
    for (let r = rights.length - 1; r >= 0; r--) {
      const b = evaluate(c, rights[r]!);
      if (kind === "and") for (let i = 0; i < out.length; i++) out[i] = out[i]! & b[i]!;
      else for (let i = 0; i < out.length; i++) out[i] = out[i]! | b[i]!;
    }
    return out;
  }
  const out = new Uint8Array(c.size);
  if (node.field === "id") {
    for (const it of node.items) {
      if (it.op !== "=") throw badRequest("Only `:=`, `:!=` and lists are supported on `id`.");
      const seq = c.ids.get(it.value);
      if (seq !== undefined) out[seq] = 1;
    }
  } else {
    const field = c.field(node.field);
    if (!field) throw notFound(`Could not find a filter field named \`${node.field}\` in the schema.`);
    if (!field.index) throw badRequest(`Cannot filter on the unindexed field \`${node.field}\`.`);
    if (isText(field.type)) {
      for (const it of node.items) {
        if (it.op !== "=")
          throw badRequest(`Comparisons are not supported on the string field \`${field.name}\`.`);
        if (node.exact)
          for (const seq of c.exact.get(field.name)!.get(exactKey(it.value)) ?? []) out[seq] = 1;
        else containsAll(c, field.name, tokenize(it.value), out);
      }
    } else {
      const col = c.numeric.get(field.name)!;
      for (const it of node.items) numericItem(col, c.size, it, field.type === "bool", field.name, out);
    }
  }
  const alive = c.alive;
  if (node.negate) for (let i = 0; i < out.length; i++) out[i] = alive[i]! & (out[i]! ^ 1);
  return out;
}

function containsAll(c: Collection, field: string, tokens: string[], out: Uint8Array): void {
  const postings = c.text.get(field)!.postings;
  if (tokens.length === 0) return;
  const lists = tokens.map((t) => postings.get(t) ?? []).sort((a, b) => a.length - b.length);
  const rest = lists.slice(1).map((l) => new Set(l));
  for (const seq of lists[0]!) if (rest.every((s) => s.has(seq))) out[seq] = 1;
}

function parseNumber(v: string, bool: boolean, field: string): number {
  if (bool) {
    if (v === "true") return 1;
    if (v === "false") return 0;
    throw badRequest(`Value of filter field \`${field}\` must be \`true\` or \`false\`.`);
  }
  const n = Number(v);
  if (v.trim() === "" || !Number.isFinite(n))
    throw badRequest(`Error with filter field \`${field}\`: Not an int32 or float.`);
  return n;
}

function numericItem(
  col: Float64Array,
  size: number,
  it: Item,
  bool: boolean,
  field: string,
  out: Uint8Array,
): void {
  let lo = -Infinity;
  let hi = Infinity;
  let loOpen = false;
  let hiOpen = false;
  if (it.op === "range") {
    lo = parseNumber(it.lo, bool, field);
    hi = parseNumber(it.hi, bool, field);
  } else {
    const n = parseNumber(it.value, bool, field);
    if (it.op === "=") lo = hi = n;
    else if (it.op === ">=") lo = n;
    else if (it.op === "<=") hi = n;
    else if (it.op === ">") {
      lo = n;
      loOpen = true;
    } else {
      hi = n;
      hiOpen = true;
    }
  }
  for (let i = 0; i < size; i++) {
    const v = col[i]!;
    // NaN (missing value) fails every comparison, as in Typesense
    if ((loOpen ? v > lo : v >= lo) && (hiOpen ? v < hi : v <= hi)) out[i] = 1;
  }
}
