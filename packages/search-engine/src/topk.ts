import type { Compare, Lead } from "./sort";
import { compareLead } from "./sort";

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
 * Text-match scores by place in the candidates (aligned, as several-word matching writes them) and the
 * column by sequence number the comparator reads them from (scores): top k copies a candidate's score into
 * the column only when the comparator is to read it, a write for the page's few documents instead of one at
 * random per candidate.
 */
export interface Placed {
  aligned: Float64Array;
  scores: Float64Array;
}

/** One or two lead keys, both read from columns: what scanLead takes. */
function twoDoubles(lead: Lead): boolean {
  return lead.cols.length <= 2 && lead.cols.every((col) => col !== null);
}

/** Whether col is the first lead key and no other. */
function onlyFirst(lead: Lead, col: Float64Array): boolean {
  return lead.cols[0] === col && lead.cols.indexOf(col, 1) < 0;
}

/**
 * The first k of seqs in comparator order. A bounded max-heap (worst of the k at its root) keeps it
 * O(n log k), and with lead keys most documents are turned away by comparing numbers against the heap's
 * worst, without a call, which matters when a query matches thousands. A document equal to the worst on
 * the lead keys goes to the comparator.
 */
export function topK(
  seqs: ArrayLike<number>,
  k: number,
  cmp: Compare,
  lead: Lead | null = null,
  placed: Placed | null = null,
): number[] {
  if (k <= 0) return [];
  const n = seqs.length;
  const ranked = lead ? rankedKey(lead) : -1;
  const scanned = lead !== null && (ranked >= 0 || twoDoubles(lead));
  // a scan reads the placed scores in order when they are its first key and no other key reads them;
  // anything else reads the column, so every candidate's score is copied into it first
  const a0 =
    placed !== null && n > k && scanned && ranked !== 0 && onlyFirst(lead, placed.scores)
      ? placed.aligned
      : null;
  if (placed !== null && a0 === null)
    for (let i = 0; i < n; i++) placed.scores[seqs[i]!] = placed.aligned[i]!;
  if (n <= k) return Array.from(seqs).sort(cmp);
  // from the last document to the first: ties go to the newest, and matches come in ascending order, so
  // walking them backwards lets a tied document lose at once instead of displacing the heap's worst
  const heap: number[] = [];
  let i = n - 1;
  for (; heap.length < k; i--) {
    if (a0 !== null) placed!.scores[seqs[i]!] = a0[i]!;
    heap.push(seqs[i]!);
    siftUp(heap, heap.length - 1, cmp);
  }
  if (lead && ranked >= 0) {
    // a number key with byte ranks, alone or after a key of doubles (the text match)
    const c0 = ranked === 0 ? null : lead.cols[0]!;
    const r = lead.ranks[ranked]!;
    if (lead.dirs.every((d) => d === -1)) scanDescRanked(seqs, i, heap, cmp, c0, a0, r, lead.complete);
    else scanRanked(seqs, i, heap, cmp, c0, a0, lead.dirs[0]!, r, lead.dirs[ranked]!, lead.complete);
  } else if (lead && scanned) {
    const [c0, c1] = lead.cols;
    scanLead(seqs, i, heap, cmp, c0!, a0, lead.dirs[0]!, c1 ?? null, lead.dirs[1] ?? 1, lead.complete);
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
  a0: Float64Array | null,
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
    let order = order1(a0 === null ? c0[s]! : a0[i]!, y0, d0);
    if (order === 0 && c1 !== null) order = order1(c1[s]!, y1, d1);
    if (order > 0) continue;
    // the comparator and the heap read the first key from its column
    if (a0 !== null) c0[s] = a0[i]!;
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
  a0: Float64Array | null,
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
    let order = c0 === null ? 0 : order1(a0 === null ? c0[s]! : a0[i]!, y0, d0);
    if (order === 0) order = orderRank(r[s]!, yr, dr);
    if (order > 0) continue;
    if (a0 !== null) c0![s] = a0[i]!;
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
  a0: Float64Array | null,
  r: Uint8Array,
  complete: boolean,
): void {
  let w = heap[0]!;
  let y0 = c0 === null ? 0 : c0[w]!;
  let yr = r[w]!;
  for (let i = from; i >= 0; i--) {
    const s = seqs[i]!;
    if (c0 !== null) {
      const x0 = a0 === null ? c0[s]! : a0[i]!;
      if (x0 < y0) continue;
      // x0 NaN: after y0 unless y0 is NaN too (then equal, and the rank decides)
      if (x0 !== y0 && (x0 === x0 || y0 === y0)) {
        if (x0 !== x0) continue;
      } else {
        const xr = r[s]!;
        if (xr < yr) continue;
        if (xr === yr) {
          if (complete) {
            if (s < w) continue;
          } else {
            if (a0 !== null) c0[s] = x0;
            if (cmp(s, w) >= 0) continue;
          }
        }
      }
      // the comparator and the heap read the first key from its column
      if (a0 !== null) c0[s] = x0;
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
