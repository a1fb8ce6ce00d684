import { badRequest, conflict, notFound } from "./errors";
import { filterBitmap } from "./filter-eval";
import { exactKey, tokenize } from "./normalize";
import { addToMap, removeFromMap } from "./postings";
import { coerceDocument, isNumeric, isText, resolveField, type Doc, type Field, type Schema } from "./schema";
import { SortRanks } from "./ranks";
import { TextIndex } from "./text-index";
import { asText } from "./text";

/** Distinct values of a facet field, numbered, with each document's value numbers for fast counting. */
export interface FacetIndex {
  values: string[];
  numbers: Map<string, number>;
  /** per document: its value number, or numbers (string[]), or undefined */
  perDoc: (number | number[] | undefined)[];
  /**
   * per document, the same in one flat column for counting: its only value number, -1 for none, -2 for
   * several (then read perDoc)
   */
  single: Int32Array;
  /** how many documents hold several values (-2 in single): none, and counting needs no branch */
  multi: number;
  /**
   * the same as single in a byte per document while the field has at most 254 values (value number + 1,
   * 0 for none, 255 for several), null beyond: a quarter of the memory a count over thousands of matches
   * reads, so more of it stays in the processor's caches
   */
  small: Uint8Array | null;
  /** documents holding each value number; facets of values no document holds any more are skipped */
  holders: number[];
}

export type WriteAction = "create" | "upsert" | "update" | "emplace";

/**
 * One collection: documents by sequence number and the indexes over them. Sequence numbers are never
 * reused; an update keeps the document's number so postings stay sorted by insertion.
 *
 * Outside this package a collection is used through its methods and getters only (name, schema, count,
 * version, has, get, write, remove, alter, documents, matching, describe). The fields marked internal are
 * the engine's own indexes, read by its search, filter, sort and facet modules; code that reached into them
 * from outside would break with any change of how documents are numbered or stored.
 */
export class Collection {
  readonly createdAt: number;
  private currentSchema: Schema;
  /** @internal documents by sequence number; a removed document leaves a hole */
  readonly docs: (Doc | undefined)[] = [];
  /** @internal sequence number of each live document id */
  readonly ids = new Map<string, number>();
  /** @internal 1 at the sequence number of each live document */
  alive = new Uint8Array(1024);
  private live = 0;
  private writes = 0;
  private nextAutoId = 0;
  /** @internal */
  readonly text = new Map<string, TextIndex>();
  /** @internal */
  readonly exact = new Map<string, Map<string, number[]>>();
  /** @internal */
  readonly numeric = new Map<string, Float64Array>();
  /** @internal the number fields' values as byte ranks, for sorting (ranks.ts) */
  readonly sortRanks = new Map<string, SortRanks>();
  /** @internal */
  readonly facets = new Map<string, FacetIndex>();
  /** @internal */
  readonly fieldsByName = new Map<string, Field>();

  constructor(schema: Schema, createdAt = Math.floor(Date.now() / 1000)) {
    this.currentSchema = schema;
    this.createdAt = createdAt;
    for (const f of schema.fields) this.addFieldIndexes(f);
  }

  get name(): string {
    return this.currentSchema.name;
  }

  /** The schema in force (a schema change replaces it). */
  get schema(): Schema {
    return this.currentSchema;
  }

  /** How many documents the collection holds. */
  get count(): number {
    return this.live;
  }

  /** Bumped on every write: caches built on the collection key on it, so a cached answer is never stale. */
  get version(): number {
    return this.writes;
  }

  /** @internal sequence numbers handed out so far (the length of every per-document index) */
  get size(): number {
    return this.docs.length;
  }

  has(id: string): boolean {
    return this.ids.has(id);
  }

  /**
   * The live documents passing a `filter_by` expression, in insertion order; every document when the filter
   * is absent or empty. A malformed filter or an unknown field is a SearchError (400, 404).
   */
  matching(filterBy?: string): Doc[] {
    const bits = filterBy ? filterBitmap(this, filterBy) : null;
    const out: Doc[] = [];
    this.docs.forEach((doc, seq) => {
      if (doc && (!bits || bits[seq] === 1)) out.push(doc);
    });
    return out;
  }

  field(name: string): Field | undefined {
    return this.fieldsByName.get(name);
  }

  private addFieldIndexes(f: Field): void {
    this.fieldsByName.set(f.name, f);
    if (!f.index) return;
    if (isText(f.type)) {
      this.text.set(f.name, new TextIndex());
      this.exact.set(f.name, new Map());
    } else {
      this.numeric.set(f.name, new Float64Array(this.alive.length).fill(Number.NaN));
      if (f.sort) this.sortRanks.set(f.name, new SortRanks(this.alive.length));
    }
    if (f.facet)
      this.facets.set(f.name, {
        values: [],
        numbers: new Map(),
        perDoc: [],
        single: new Int32Array(this.alive.length).fill(-1),
        multi: 0,
        small: new Uint8Array(this.alive.length),
        holders: [],
      });
  }

  private grow(seq: number): void {
    if (seq < this.alive.length) return;
    let cap = this.alive.length;
    while (cap <= seq) cap *= 2;
    const alive = new Uint8Array(cap);
    alive.set(this.alive);
    this.alive = alive;
    for (const [name, col] of this.numeric) {
      const next = new Float64Array(cap).fill(Number.NaN);
      next.set(col);
      this.numeric.set(name, next);
    }
    for (const ranks of this.sortRanks.values()) ranks.grow(cap);
    for (const facet of this.facets.values()) {
      const next = new Int32Array(cap).fill(-1);
      next.set(facet.single);
      facet.single = next;
      if (facet.small) {
        const small = new Uint8Array(cap);
        small.set(facet.small);
        facet.small = small;
      }
    }
  }

  get(id: string): Doc {
    const seq = this.ids.get(id);
    if (seq === undefined) throw notFound(`Could not find a document with id: ${id}`);
    return this.docs[seq]!;
  }

  /** Writes one document with Typesense's actions; answers the stored document. */
  write(input: unknown, action: WriteAction = "create"): Doc {
    const raw = input as Record<string, unknown>;
    const rawId = raw && typeof raw === "object" ? raw.id : undefined;
    const id = typeof rawId === "number" ? String(rawId) : (rawId as string | undefined);
    const existing = id === undefined ? undefined : this.ids.get(id);
    if (action === "create" && existing !== undefined)
      throw conflict(`A document with id ${id} already exists.`);
    if (action === "update" && existing === undefined)
      throw notFound(`Could not find a document with id: ${id}`);
    let merged: unknown = input;
    if ((action === "update" || action === "emplace") && existing !== undefined)
      merged = { ...this.docs[existing], ...raw };
    const doc = coerceDocument(this.schema, merged, () => this.autoId());
    const seq = existing ?? this.docs.length;
    if (existing !== undefined) this.unindex(existing, this.docs[existing]!);
    else {
      this.grow(seq);
      this.docs.push(undefined);
      this.live++;
    }
    this.docs[seq] = doc;
    this.ids.set(doc.id, seq);
    this.alive[seq] = 1;
    this.index(seq, doc);
    this.writes++;
    return doc;
  }

  private autoId(): string {
    while (this.ids.has(String(this.nextAutoId))) this.nextAutoId++;
    return String(this.nextAutoId++);
  }

  remove(id: string): Doc {
    const seq = this.ids.get(id);
    if (seq === undefined) throw notFound(`Could not find a document with id: ${id}`);
    const doc = this.docs[seq]!;
    this.unindex(seq, doc);
    this.docs[seq] = undefined;
    this.alive[seq] = 0;
    this.ids.delete(id);
    this.live--;
    this.writes++;
    return doc;
  }

  private index(seq: number, doc: Doc): void {
    for (const f of this.schema.fields) {
      const v = doc[f.name];
      if (v === undefined || !f.index) continue;
      if (isText(f.type)) {
        const values = Array.isArray(v) ? (v as string[]) : [v as string];
        const text = this.text.get(f.name)!;
        const seen = new Set<string>();
        for (const s of values) {
          for (const t of tokenize(s)) {
            if (seen.has(t)) continue;
            seen.add(t);
            text.add(t, seq);
          }
        }
        const exact = this.exact.get(f.name)!;
        for (const s of new Set(values.map(exactKey))) addToMap(exact, s, seq);
      } else {
        const n = typeof v === "boolean" ? (v ? 1 : 0) : (v as number);
        this.numeric.get(f.name)![seq] = n;
        this.sortRanks.get(f.name)?.set(seq, n);
      }
      const facet = this.facets.get(f.name);
      if (facet) {
        const values = Array.isArray(v) ? [...new Set(v as string[])] : [asText(v)];
        const nums = values.map((val) => {
          let n = facet.numbers.get(val);
          if (n === undefined) {
            n = facet.values.length;
            facet.values.push(val);
            facet.numbers.set(val, n);
            facet.holders.push(0);
          }
          facet.holders[n]!++;
          return n;
        });
        facet.perDoc[seq] = Array.isArray(v) ? nums : nums[0];
        facet.single[seq] = nums.length === 1 ? nums[0]! : nums.length === 0 ? -1 : -2;
        if (facet.values.length > 254) facet.small = null;
        else if (facet.small)
          facet.small[seq] = nums.length === 1 ? nums[0]! + 1 : nums.length === 0 ? 0 : 255;
        if (nums.length > 1) facet.multi++;
      }
    }
  }

  private unindex(seq: number, doc: Doc): void {
    for (const f of this.schema.fields) {
      const v = doc[f.name];
      if (v === undefined || !f.index) continue;
      if (isText(f.type)) {
        const values = Array.isArray(v) ? (v as string[]) : [v as string];
        const text = this.text.get(f.name)!;
        for (const t of new Set(values.flatMap(tokenize))) text.remove(t, seq);
        const exact = this.exact.get(f.name)!;
        for (const s of new Set(values.map(exactKey))) removeFromMap(exact, s, seq);
      } else {
        this.numeric.get(f.name)![seq] = Number.NaN;
        this.sortRanks.get(f.name)?.clear(seq);
      }
      const facet = this.facets.get(f.name);
      if (facet) {
        const held = facet.perDoc[seq];
        for (const n of Array.isArray(held) ? held : held === undefined ? [] : [held]) facet.holders[n]!--;
        facet.perDoc[seq] = undefined;
        if (facet.single[seq] === -2) facet.multi--;
        facet.single[seq] = -1;
        if (facet.small) facet.small[seq] = 0;
      }
    }
  }

  /**
   * Schema change (PATCH /collections/:name): fields with `drop: true` are removed, new fields are added and
   * every document re-indexed, rejecting the change when a document does not fit the new field.
   */
  alter(changes: unknown): void {
    const fields = (changes as { fields?: unknown })?.fields;
    if (!Array.isArray(fields)) throw badRequest("The `fields` property is required to alter a collection.");
    const next = [...this.schema.fields];
    for (const c of fields as Record<string, unknown>[]) {
      if (c?.drop === true) {
        const at = next.findIndex((f) => f.name === c.name);
        if (at < 0) throw badRequest(`Field \`${String(c.name)}\` is not part of collection schema.`);
        if (this.schema.default_sorting_field === c.name)
          throw badRequest("The default sorting field cannot be dropped.");
        next.splice(at, 1);
      } else {
        const f = resolveField(c);
        if (next.some((x) => x.name === f.name))
          throw badRequest(`Field \`${f.name}\` is already part of the schema.`);
        next.push(f);
      }
    }
    const schema: Schema = { ...this.schema, fields: next };
    const docs = this.docs.filter((d): d is Doc => d !== undefined);
    for (const d of docs) coerceDocument(schema, d, () => d.id);
    const keep = docs.map((d) => d.id);
    for (const id of keep) this.unindex(this.ids.get(id)!, this.docs[this.ids.get(id)!]!);
    this.text.clear();
    this.exact.clear();
    this.numeric.clear();
    this.sortRanks.clear();
    this.facets.clear();
    this.fieldsByName.clear();
    this.currentSchema = schema;
    for (const f of schema.fields) this.addFieldIndexes(f);
    for (const id of keep) {
      const seq = this.ids.get(id)!;
      const doc = coerceDocument(schema, this.docs[seq], () => id);
      this.docs[seq] = doc;
      this.index(seq, doc);
    }
    this.writes++;
  }

  /** Every live document in insertion order (export, snapshots). */
  *documents(): IterableIterator<Doc> {
    for (const d of this.docs) if (d) yield d;
  }

  describe() {
    return {
      name: this.schema.name,
      num_documents: this.count,
      created_at: this.createdAt,
      default_sorting_field: this.schema.default_sorting_field,
      enable_nested_fields: false,
      token_separators: [] as string[],
      symbols_to_index: [] as string[],
      fields: this.schema.fields.map((f) => ({ ...f, infix: false, locale: "", stem: false })),
    };
  }
}

export const numericField = (f: Field) => isNumeric(f.type);
