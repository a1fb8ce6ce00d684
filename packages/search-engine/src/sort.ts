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

export type Compare = (a: number, b: number) => number;

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
export function compareLead(cols: (Float64Array | null)[], dirs: number[], a: number, b: number): number {
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
