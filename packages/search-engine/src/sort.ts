import type { Collection } from "./collection";
import { badRequest, notFound } from "./errors";
import { isNumeric } from "./schema";

export interface SortKey {
  field: string;
  desc: boolean;
}

/** sort_by: up to three keys, each `field:asc|desc` or `_text_match:…`; defaults as Typesense's. */
export function parseSort(c: Collection, sortBy: string, wildcard: boolean): SortKey[] {
  const parts = sortBy
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
  if (parts.length > 3) throw badRequest("Only upto 3 sort_by fields can be specified.");
  const keys = parts.map((part) => {
    const m = /^([^:\s]+)\s*:\s*(asc|desc)$/i.exec(part);
    if (!m) throw badRequest(`Bad syntax for sorting field \`${part}\`.`);
    const field = m[1]!;
    if (field !== "_text_match" && field !== "_seq_id") {
      const f = c.field(field);
      if (!f) throw notFound(`Could not find a field named \`${field}\` in the schema for sorting.`);
      if (!f.sort)
        throw badRequest(`Field \`${field}\` is not sortable: mark it with \`sort: true\` in the schema.`);
    }
    return { field, desc: m[2]!.toLowerCase() === "desc" };
  });
  if (keys.length === 0) {
    if (!wildcard) keys.push({ field: "_text_match", desc: true });
    if (c.schema.default_sorting_field) keys.push({ field: c.schema.default_sorting_field, desc: true });
  }
  return keys;
}

type Compare = (a: number, b: number) => number;

/** A comparator over sequence numbers: "a before b" is negative. Missing values go last either way. */
export function comparator(c: Collection, keys: SortKey[], scores: Float64Array | null): Compare {
  const lead = leadOf(c, keys, scores);
  return lead?.complete ? leadCompare(lead) : keyComparator(c, keys, scores);
}

/** The comparator key by key, for any keys (strings too); `comparator` answers the same order. */
export function keyComparator(c: Collection, keys: SortKey[], scores: Float64Array | null): Compare {
  const parts: Compare[] = keys.map(({ field, desc }) => {
    const dir = desc ? -1 : 1;
    if (field === "_text_match") {
      const s = scores;
      return s ? (a, b) => (s[a]! === s[b]! ? 0 : s[a]! < s[b]! ? -dir : dir) : () => 0;
    }
    if (field === "_seq_id") return (a, b) => (a - b) * dir;
    const f = c.field(field)!;
    if (isNumeric(f.type)) {
      const col = c.numeric.get(field)!;
      return (a, b) => {
        const x = col[a]!;
        const y = col[b]!;
        if (x === y) return 0;
        if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : 1;
        if (Number.isNaN(y)) return -1;
        return x < y ? -dir : dir;
      };
    }
    return (a, b) => {
      const x = c.docs[a]?.[field] as string | undefined;
      const y = c.docs[b]?.[field] as string | undefined;
      if (x === y) return 0;
      if (x === undefined) return 1;
      if (y === undefined) return -1;
      return x < y ? -dir : dir;
    };
  });
  // ties: the newest document first
  return (a, b) => {
    for (const p of parts) {
      const r = p(a, b);
      if (r !== 0) return r;
    }
    return b - a;
  };
}

/**
 * The leading sort keys that are numbers per document (numeric columns, text-match scores, sequence
 * numbers), read straight from typed columns: with them most documents lose against the worst of the
 * current top k without a call through the comparator's closures. A string key and the keys after it are
 * not among them.
 */
export interface Lead {
  /** per key, its column by sequence number; null: the sequence number itself */
  cols: (Float64Array | null)[];
  /** per key, 1 ascending, -1 descending */
  dirs: number[];
  /** per key, the field's byte ranks when it has them (ranks.ts), which order documents as cols does */
  ranks: (Uint8Array | null)[];
  /** every sort key is here: documents equal on all of them are ordered newest first */
  complete: boolean;
}

export function leadOf(c: Collection, keys: SortKey[], scores: Float64Array | null): Lead | null {
  const cols: (Float64Array | null)[] = [];
  const dirs: number[] = [];
  const ranks: (Uint8Array | null)[] = [];
  for (const { field, desc } of keys) {
    let col: Float64Array | null | undefined;
    if (field === "_text_match") col = scores ?? undefined;
    else if (field === "_seq_id") col = null;
    else {
      const f = c.field(field);
      col = f && isNumeric(f.type) ? c.numeric.get(field) : undefined;
    }
    if (col === undefined) break;
    cols.push(col);
    dirs.push(desc ? -1 : 1);
    ranks.push(c.sortRanks.get(field)?.ranks ?? null);
  }
  return cols.length === 0 ? null : { cols, dirs, ranks, complete: cols.length === keys.length };
}

/**
 * How documents a and b compare on the lead keys: -1, 0 (equal on all of them) or 1, with the general
 * comparator's rules (a missing value, NaN, last either way). Written so that only integers leave the
 * function and no number variable takes two kinds of value: either makes the optimiser box every double
 * it reads, an allocation per document, and this runs for every matched document.
 */
function compareLead(cols: (Float64Array | null)[], dirs: number[], a: number, b: number): number {
  for (let j = 0; j < cols.length; j++) {
    const col = cols[j]!;
    const dir = dirs[j]!;
    if (col === null) {
      if (a !== b) return a < b ? -dir : dir;
      continue;
    }
    const x = col[a]!;
    const y = col[b]!;
    if (x === y) continue;
    if (x !== x) {
      if (y !== y) continue;
      return 1;
    }
    if (y !== y) return -1;
    return x < y ? -dir : dir;
  }
  return 0;
}

/**
 * The comparator of keys that are all numbers: the same order as the general one (equal ranks are equal
 * values), read from typed columns in one loop instead of a closure per key.
 */
function leadCompare({ cols, dirs }: Lead): Compare {
  return (a, b) => compareLead(cols, dirs, a, b) || b - a;
}

function siftUp(heap: number[], i: number, cmp: Compare): void {
  const s = heap[i]!;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (cmp(s, heap[parent]!) <= 0) break;
    heap[i] = heap[parent]!;
    i = parent;
  }
  heap[i] = s;
}

function siftDown(heap: number[], i: number, cmp: Compare): void {
  const n = heap.length;
  const s = heap[i]!;
  for (;;) {
    const l = 2 * i + 1;
    if (l >= n) break;
    const r = l + 1;
    const child = r < n && cmp(heap[r]!, heap[l]!) > 0 ? r : l;
    if (cmp(heap[child]!, s) <= 0) break;
    heap[i] = heap[child]!;
    i = child;
  }
  heap[i] = s;
}

/**
 * The first k of seqs in comparator order. A bounded max-heap (worst of the k at its root) keeps it
 * O(n log k), and with lead keys most documents are turned away by comparing numbers against the heap's
 * worst, without a call, which matters when a query matches thousands. A document equal to the worst on
 * the lead keys goes to the comparator.
 */
export function topK(seqs: ArrayLike<number>, k: number, cmp: Compare, lead: Lead | null = null): number[] {
  if (k <= 0) return [];
  const n = seqs.length;
  if (n <= k) return Array.from(seqs).sort(cmp);
  // from the last document to the first: ties go to the newest, and matches come in ascending order, so
  // walking them backwards lets a tied document lose at once instead of displacing the heap's worst
  const heap: number[] = [];
  let i = n - 1;
  for (; heap.length < k; i--) {
    heap.push(seqs[i]!);
    siftUp(heap, heap.length - 1, cmp);
  }
  const ranked = lead ? rankedKey(lead) : -1;
  if (lead && ranked >= 0) {
    // a number key with byte ranks, alone or after a key of doubles (the text match)
    const c0 = ranked === 0 ? null : lead.cols[0]!;
    const r = lead.ranks[ranked]!;
    if (lead.dirs.every((d) => d === -1)) scanDescRanked(seqs, i, heap, cmp, c0, r, lead.complete);
    else scanRanked(seqs, i, heap, cmp, c0, lead.dirs[0]!, r, lead.dirs[ranked]!, lead.complete);
  } else if (lead && lead.cols.length <= 2 && lead.cols.every((col) => col !== null)) {
    const [c0, c1] = lead.cols;
    scanLead(seqs, i, heap, cmp, c0!, lead.dirs[0]!, c1 ?? null, lead.dirs[1] ?? 1, lead.complete);
  } else if (lead) {
    const { cols, dirs, complete } = lead;
    for (; i >= 0; i--) {
      const s = seqs[i]!;
      const w = heap[0]!;
      const order = compareLead(cols, dirs, s, w);
      if (order > 0) continue;
      // equal on every lead key: newest first when those are all the keys, else the comparator decides
      if (order === 0 && (complete ? s < w : cmp(s, w) >= 0)) continue;
      heap[0] = s;
      siftDown(heap, 0, cmp);
    }
  } else {
    for (; i >= 0; i--) {
      const s = seqs[i]!;
      if (cmp(s, heap[0]!) < 0) {
        heap[0] = s;
        siftDown(heap, 0, cmp);
      }
    }
  }
  return heap.sort(cmp);
}

/**
 * How x compares with y on one key: -1 before, 0 equal, 1 after; NaN (no value) last either way. Only
 * integers leave it, so inlined into the scan it boxes nothing.
 */
function order1(x: number, y: number, dir: number): number {
  if (x === y) return 0;
  if (x !== x) return y !== y ? 0 : 1;
  if (y !== y) return -1;
  return x < y ? -dir : dir;
}

/**
 * topK's scan for one or two lead keys read from columns (the usual `_text_match:desc,<field>:desc`): the
 * heap's worst and its key values are held in locals while most documents lose against them, instead of
 * reading both documents' values through the arrays of columns for every document.
 */
function scanLead(
  seqs: ArrayLike<number>,
  from: number,
  heap: number[],
  cmp: Compare,
  c0: Float64Array,
  d0: number,
  c1: Float64Array | null,
  d1: number,
  complete: boolean,
): void {
  let w = heap[0]!;
  let y0 = c0[w]!;
  let y1 = c1 === null ? 0 : c1[w]!;
  for (let i = from; i >= 0; i--) {
    const s = seqs[i]!;
    let order = order1(c0[s]!, y0, d0);
    if (order === 0 && c1 !== null) order = order1(c1[s]!, y1, d1);
    if (order > 0) continue;
    // equal on every lead key: newest first when those are all the keys, else the comparator decides
    if (order === 0 && (complete ? s < w : cmp(s, w) >= 0)) continue;
    heap[0] = s;
    siftDown(heap, 0, cmp);
    w = heap[0]!;
    y0 = c0[w]!;
    y1 = c1 === null ? 0 : c1[w]!;
  }
}

/**
 * Which key scanRanked can read from byte ranks: 0 when it is the only lead key, 1 when it follows a key
 * of doubles; -1 when neither.
 */
function rankedKey({ cols, ranks }: Lead): number {
  if (cols.length === 1 && ranks[0] !== null) return 0;
  if (cols.length === 2 && cols[0] !== null && ranks[0] === null && ranks[1] !== null) return 1;
  return -1;
}

/** As order1 for byte ranks, where 0 is no value (last either way). */
function orderRank(x: number, y: number, dir: number): number {
  if (x === y) return 0;
  if (x === 0) return 1;
  if (y === 0) return -1;
  return x < y ? -dir : dir;
}

/**
 * scanLead with the last lead key read from byte ranks: optionally a key of doubles first (c0), then the
 * ranked one (r).
 */
function scanRanked(
  seqs: ArrayLike<number>,
  from: number,
  heap: number[],
  cmp: Compare,
  c0: Float64Array | null,
  d0: number,
  r: Uint8Array,
  dr: number,
  complete: boolean,
): void {
  let w = heap[0]!;
  let y0 = c0 === null ? 0 : c0[w]!;
  let yr = r[w]!;
  for (let i = from; i >= 0; i--) {
    const s = seqs[i]!;
    let order = c0 === null ? 0 : order1(c0[s]!, y0, d0);
    if (order === 0) order = orderRank(r[s]!, yr, dr);
    if (order > 0) continue;
    if (order === 0 && (complete ? s < w : cmp(s, w) >= 0)) continue;
    heap[0] = s;
    siftDown(heap, 0, cmp);
    w = heap[0]!;
    y0 = c0 === null ? 0 : c0[w]!;
    yr = r[w]!;
  }
}

/**
 * scanRanked when every lead key is descending, the usual page (best match, then best rated): a document
 * loses on a smaller value with one comparison, no call and no direction to apply. NaN in c0 and rank 0 (no
 * value) still go last: NaN compares false, rank 0 is below every value.
 */
function scanDescRanked(
  seqs: ArrayLike<number>,
  from: number,
  heap: number[],
  cmp: Compare,
  c0: Float64Array | null,
  r: Uint8Array,
  complete: boolean,
): void {
  let w = heap[0]!;
  let y0 = c0 === null ? 0 : c0[w]!;
  let yr = r[w]!;
  for (let i = from; i >= 0; i--) {
    const s = seqs[i]!;
    if (c0 !== null) {
      const x0 = c0[s]!;
      if (x0 < y0) continue;
      // x0 NaN: after y0 unless y0 is NaN too (then equal, and the rank decides)
      if (x0 !== y0 && (x0 === x0 || y0 === y0)) {
        if (x0 !== x0) continue;
      } else {
        const xr = r[s]!;
        if (xr < yr) continue;
        if (xr === yr && (complete ? s < w : cmp(s, w) >= 0)) continue;
      }
    } else {
      const xr = r[s]!;
      if (xr < yr) continue;
      if (xr === yr && (complete ? s < w : cmp(s, w) >= 0)) continue;
    }
    heap[0] = s;
    siftDown(heap, 0, cmp);
    w = heap[0]!;
    y0 = c0 === null ? 0 : c0[w]!;
    yr = r[w]!;
  }
}
