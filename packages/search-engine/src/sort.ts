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
 * The leading sort keys as numbers per document, larger meaning later: with them most documents lose against
 * the worst of the current top k by comparing numbers, without calling the comparator. Exact for numeric
 * columns (a missing value, NaN, is +Infinity: last either way, and stored numbers are finite), text-match
 * scores and sequence numbers; a string key and the keys after it have none.
 */
export interface Lead {
  /** per key, its column by sequence number; null: the sequence number itself */
  cols: (Float64Array | null)[];
  /** per key, 1 ascending, -1 descending */
  dirs: number[];
  /** every sort key is here: documents equal on all of them are ordered newest first */
  complete: boolean;
}

export function leadOf(c: Collection, keys: SortKey[], scores: Float64Array | null): Lead | null {
  const cols: (Float64Array | null)[] = [];
  const dirs: number[] = [];
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
  }
  return cols.length === 0 ? null : { cols, dirs, complete: cols.length === keys.length };
}

function rankOf(col: Float64Array | null, dir: number, seq: number): number {
  if (col === null) return dir * seq;
  const r = dir * col[seq]!;
  return r === r ? r : Infinity;
}

/**
 * The first k of seqs in comparator order. A bounded max-heap keeps it O(n log k), and with lead keys
 * most documents are turned away by comparing numbers against the heap's worst, which matters when a query
 * matches thousands. A document equal to the worst on the lead keys goes to the comparator.
 */
export function topK(seqs: ArrayLike<number>, k: number, cmp: Compare, lead: Lead | null = null): number[] {
  if (k <= 0) return [];
  if (seqs.length <= k * 4 || seqs.length < 256) return Array.from(seqs).sort(cmp).slice(0, k);
  const heap: number[] = [];
  const up = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (cmp(heap[i]!, heap[parent]!) <= 0) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < heap.length && cmp(heap[l]!, heap[worst]!) > 0) worst = l;
      if (r < heap.length && cmp(heap[r]!, heap[worst]!) > 0) worst = r;
      if (worst === i) return;
      [heap[i], heap[worst]] = [heap[worst]!, heap[i]!];
      i = worst;
    }
  };
  const n = seqs.length;
  let i = 0;
  for (; i < n && heap.length < k; i++) {
    heap.push(seqs[i]!);
    up(heap.length - 1);
  }
  if (lead) {
    const { cols, dirs, complete } = lead;
    const nk = cols.length;
    const worst = new Float64Array(nk);
    const reRank = () => {
      for (let j = 0; j < nk; j++) worst[j] = rankOf(cols[j]!, dirs[j]!, heap[0]!);
    };
    reRank();
    next: for (; i < n; i++) {
      const s = seqs[i]!;
      let j = 0;
      for (; j < nk; j++) {
        const r = rankOf(cols[j]!, dirs[j]!, s);
        if (r > worst[j]!) continue next;
        if (r < worst[j]!) break;
      }
      if (j === nk) {
        // equal on every lead key: newest first when those are all the keys, else the comparator decides
        if (complete ? s < heap[0]! : cmp(s, heap[0]!) >= 0) continue;
      }
      heap[0] = s;
      down(0);
      reRank();
    }
  } else {
    for (; i < n; i++) {
      const s = seqs[i]!;
      if (cmp(s, heap[0]!) < 0) {
        heap[0] = s;
        down(0);
      }
    }
  }
  return heap.sort(cmp);
}
