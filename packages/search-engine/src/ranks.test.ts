import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Collection } from "./collection";
import { resolveSchema } from "./schema";

// Writes, upserts and deletes of documents with an optional float; afterwards the byte ranks must order the
// live documents exactly as their values do (no value: rank 0), and a removed document must have rank 0.
const ops = (values: fc.Arbitrary<number>, minLength = 0) =>
  fc.array(
    fc.record({
      id: fc.integer({ min: 0, max: 60 }),
      r: fc.option(values, { nil: undefined }),
      remove: fc.boolean(),
    }),
    { minLength, maxLength: minLength + 400 },
  );

function replay(list: { id: number; r?: number; remove: boolean }[]) {
  const c = new Collection(
    resolveSchema({ name: "t", fields: [{ name: "r", type: "float", optional: true }] }),
  );
  const live = new Map<string, number | undefined>();
  for (const op of list) {
    const id = String(op.id);
    if (op.remove && live.has(id)) {
      c.remove(id);
      live.delete(id);
    } else {
      c.write({ id, ...(op.r === undefined ? {} : { r: op.r }) }, "upsert");
      live.set(id, op.r);
    }
  }
  return { c, live };
}

function expectRanksOrderValues(c: Collection, live: Map<string, number | undefined>) {
  const ranks = c.sortRanks.get("r")!.ranks!;
  const seqOf = (id: string) => c.ids.get(id)!;
  for (let s = 0; s < c.size; s++) if (c.alive[s] === 0) expect(ranks[s]).toBe(0);
  const entries = [...live];
  for (const [a, va] of entries) {
    expect(ranks[seqOf(a)] === 0).toBe(va === undefined);
    for (const [b, vb] of entries) {
      if (va === undefined || vb === undefined) continue;
      expect(Math.sign(ranks[seqOf(a)]! - ranks[seqOf(b)]!)).toBe(Math.sign(va - vb));
    }
  }
}

describe("byte ranks of a number field", () => {
  it("order the live documents as their values do across upserts and deletes", () => {
    fc.assert(
      fc.property(ops(fc.constantFrom(-2, 0, 1.5, 3, 3.5, 4, 5, 1e9)), (list) => {
        const { c, live } = replay(list);
        expectRanksOrderValues(c, live);
      }),
      { numRuns: 200 },
    );
  });

  it("make room for new values by dropping values nobody holds any more", () => {
    // 61 documents at most, each rewritten with ever new values: far more than 255 values over time
    fc.assert(
      fc.property(ops(fc.integer({ min: 0, max: 100_000 }), 400), (list) => {
        const { c, live } = replay(list);
        expectRanksOrderValues(c, live);
      }),
      { numRuns: 60 },
    );
  });

  it("are given up past 255 values held at once (the float column sorts then)", () => {
    const c = new Collection(resolveSchema({ name: "t", fields: [{ name: "r", type: "float" }] }));
    for (let i = 0; i < 300; i++) c.write({ id: String(i), r: (i * 7919) % 300 });
    expect(c.sortRanks.get("r")!.ranks).toBeNull();
  });
});
