import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Collection } from "./collection";
import { resolveSchema } from "./schema";
import { comparator, keyComparator, leadOf, type SortKey } from "./sort";
import { topK } from "./topk";

// A collection of documents with an optional float (missing values sort last either way), an int and a
// string, plus text-match scores with few distinct values, so that ties on every key are common.
const rows = fc.array(
  fc.record({
    r: fc.option(fc.constantFrom(-1.5, 0, 3, 3.5, 4, 5), { nil: undefined }),
    n: fc.integer({ min: -3, max: 3 }),
    s: fc.constantFrom("a", "b", "c"),
    score: fc.constantFrom(0, 2 ** 44, 2 ** 44 + 2 ** 26, 2 ** 45),
  }),
  { maxLength: 700 },
);
const keyList = fc.array(
  fc.record({ field: fc.constantFrom("_text_match", "r", "n", "s", "_seq_id"), desc: fc.boolean() }),
  { minLength: 1, maxLength: 3 },
);

// the text match first (placed scores are read in order only then), then up to two other keys
const textFirst = fc
  .tuple(
    fc.boolean(),
    fc.array(fc.record({ field: fc.constantFrom("r", "n", "s", "_seq_id"), desc: fc.boolean() }), {
      maxLength: 2,
    }),
  )
  .map(([desc, rest]) => [{ field: "_text_match", desc }, ...rest]);

function build(data: { r?: number; n: number; s: string; score: number }[]) {
  const c = new Collection(
    resolveSchema({
      name: "t",
      fields: [
        { name: "r", type: "float", optional: true },
        { name: "n", type: "int32" },
        { name: "s", type: "string", sort: true },
      ],
    }),
  );
  const scores = new Float64Array(Math.max(1, data.length));
  data.forEach((d, i) => {
    c.write({ id: String(i), n: d.n, s: d.s, ...(d.r === undefined ? {} : { r: d.r }) });
    scores[i] = d.score;
  });
  return { c, scores, seqs: Int32Array.from(data.map((_, i) => i)) };
}

describe("sorting", () => {
  it("takes the same top k with lead keys as a full sort by the keys one by one", () => {
    fc.assert(
      fc.property(rows, keyList, fc.integer({ min: 1, max: 40 }), (data, keys: SortKey[], k) => {
        const { c, scores, seqs } = build(data);
        const slow = keyComparator(c, keys, scores);
        const expected = Array.from(seqs).sort(slow).slice(0, k);
        expect(topK(seqs, k, comparator(c, keys, scores), leadOf(c, keys, scores))).toEqual(expected);
        expect(topK(seqs, k, slow)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it("takes the same top k from scores by place, copying into the column only what it compares", () => {
    fc.assert(
      fc.property(rows, textFirst, fc.integer({ min: 1, max: 40 }), (data, keys: SortKey[], k) => {
        const { c, scores, seqs } = build(data);
        const expected = Array.from(seqs)
          .sort(keyComparator(c, keys, scores))
          .slice(0, k);
        // the column starts with nonsense: top k must copy in every score it or the comparator reads
        const column = new Float64Array(scores.length).fill(-1);
        const aligned = Float64Array.from(seqs, (s) => scores[s]!);
        const placed = { aligned, scores: column };
        const page = topK(seqs, k, comparator(c, keys, column), leadOf(c, keys, column), placed);
        expect(page).toEqual(expected);
        for (const s of page) expect(column[s]).toBe(scores[s]);
      }),
      { numRuns: 300 },
    );
  });

  it("orders every pair the same way with the numeric comparator as key by key", () => {
    fc.assert(
      fc.property(rows, keyList, (data, keys: SortKey[]) => {
        const { c, scores } = build(data);
        const fast = comparator(c, keys, scores);
        const slow = keyComparator(c, keys, scores);
        for (let a = 0; a < Math.min(data.length, 40); a++)
          for (let b = 0; b < Math.min(data.length, 40); b++)
            expect(Math.sign(fast(a, b))).toBe(Math.sign(slow(a, b)));
      }),
      { numRuns: 100 },
    );
  });
});
