import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allowedTypos, distances } from "./typo";

/** Reference optimal-string-alignment distance, the plain full-matrix way. */
function osa(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  return d[a.length]![b.length]!;
}

describe("bounded edit distance", () => {
  it("finds the product's must-pass typo", () => {
    expect(distances("kepemimpian", "kepemimpinan", 2).full).toBe(1);
    expect(distances("kepemim", "kepemimpinan", 2).prefix).toBe(0);
    expect(distances("kepemin", "kepemimpinan", 2).prefix).toBe(1);
  });
  it("agrees with the reference distance, capped at k + 1", () => {
    const word = fc.string({ unit: fc.constantFrom("a", "b", "c", "k", "n"), maxLength: 9 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 2 }), (a, b, k) => {
        const d = distances(a, b, k);
        expect(d.full).toBe(Math.min(osa(a, b), k + 1));
        let best = Infinity;
        for (let j = 0; j <= b.length; j++) best = Math.min(best, osa(a, b.slice(0, j)));
        expect(d.prefix).toBe(Math.min(best, k + 1));
      }),
      { numRuns: 400 },
    );
  });
  it("allows typos by token length like Typesense", () => {
    expect(allowedTypos(3, 2, 4, 7)).toBe(0);
    expect(allowedTypos(4, 2, 4, 7)).toBe(1);
    expect(allowedTypos(7, 2, 4, 7)).toBe(2);
    expect(allowedTypos(9, 1, 4, 7)).toBe(1);
  });
});
