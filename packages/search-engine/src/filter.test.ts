import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Collection } from "./collection";
import { andFilters, parseFilter } from "./filter";
import { filterBitmap } from "./filter-eval";
import { resolveSchema } from "./schema";
import { courses } from "./fixtures.test-helpers";

const ids = (c: Collection, f: string) => {
  const bits = filterBitmap(c, f)!;
  return c.docs.flatMap((d, seq) => (d && bits[seq] ? [d.id] : [])).sort();
};

describe("filter_by", () => {
  const c = courses();
  it("parses the whole grammar", () => {
    expect(parseFilter("  ")).toBeNull();
    expect(parseFilter("a:=[x, `y, z`] && (b:>3 || c:[1..2])")).toMatchObject({
      kind: "and",
      left: {
        kind: "clause",
        field: "a",
        exact: true,
        items: [
          { op: "=", value: "x" },
          { op: "=", value: "y, z" },
        ],
      },
      right: { kind: "or", right: { kind: "clause", items: [{ op: "range", lo: "1", hi: "2" }] } },
    });
    for (const bad of ["a", "a:", "(a:1", "a:[1,2", "a:1 &&", "a:`x"])
      expect(() => parseFilter(bad), bad).toThrow(/Could not parse/);
    expect(() => parseFilter("(".repeat(100_000) + "a:1" + ")".repeat(100_000))).toThrow(
      expect.objectContaining({ status: 400 }),
    );
    expect(() =>
      filterBitmap(c, Array.from({ length: 20_000 }, () => "rating:>1").join(" && ")),
    ).not.toThrow();
  });
  it("evaluates strings, numbers, bools, lists, ranges and negation", () => {
    expect(ids(c, "category:=`Leadership & Management`")).toEqual(["1", "2", "6"]);
    expect(ids(c, "category:=leadership & management")).toEqual(["1", "2", "6"]); // exact ignores case and accents; a bare "&" is a value, "&&" would split
    expect(ids(c, "title:digital")).toEqual(["2", "7"]);
    expect(ids(c, "rating:>4.5")).toEqual(["2", "4"]);
    expect(ids(c, "rating:>=4.5 && is_free:true")).toEqual(["1"]);
    expect(ids(c, "popularity:[60..90, 500]")).toEqual(["3", "4", "5", "6"]);
    expect(ids(c, "popularity:[<70, >400]")).toEqual(["4", "5"]);
    expect(ids(c, "institution:!=`Universitas Indonesia`")).toEqual(["2", "3", "4", "6", "7"]);
    expect(ids(c, "(is_free:true || rating:<4) && skills:=[digital, keuangan]")).toEqual(["5", "7"]);
    expect(ids(c, "id:[1,3]")).toEqual(["1", "3"]);
  });
  it("reports unknown fields with Typesense's 404", () => {
    expect(() => filterBitmap(c, "nope:1")).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => filterBitmap(c, "rating:abc")).toThrow(expect.objectContaining({ status: 400 }));
  });
  it("ANDs filters, parenthesised (scoped keys)", () => {
    expect(andFilters("a:1 || b:2", "", undefined, "c:3")).toBe("(a:1 || b:2) && (c:3)");
    expect(andFilters("a:1")).toBe("a:1");
    // a part that does not parse alone is refused, so it cannot close the parentheses around it
    expect(() => andFilters("company_ids:=globex) || (rating:>0", "company_ids:=acme")).toThrow(
      /Could not parse/,
    );
    expect(ids(c, andFilters("category:=`Leadership & Management) || (x`", "rating:>0"))).toEqual([]);
  });
  it("agrees with a plain predicate on random documents and filters", () => {
    const schema = resolveSchema({
      name: "p",
      fields: [
        { name: "n", type: "int32" },
        { name: "s", type: "string" },
      ],
    });
    const doc = fc.record({ n: fc.integer({ min: -5, max: 5 }), s: fc.constantFrom("a", "b", "c") });
    type Leaf = { f: string; pred: (d: { n: number; s: string }) => boolean };
    const leaf: fc.Arbitrary<Leaf> = fc.oneof(
      fc.tuple(fc.constantFrom(">", ">=", "<", "<=", ""), fc.integer({ min: -6, max: 6 })).map(([op, v]) => ({
        f: `n:${op}${v}`,
        pred: (d: { n: number }) =>
          op === ">"
            ? d.n > v
            : op === ">="
              ? d.n >= v
              : op === "<"
                ? d.n < v
                : op === "<="
                  ? d.n <= v
                  : d.n === v,
      })),
      fc.tuple(fc.integer({ min: -6, max: 6 }), fc.integer({ min: 0, max: 4 })).map(([lo, w]) => ({
        f: `n:[${lo}..${lo + w}]`,
        pred: (d: { n: number }) => d.n >= lo && d.n <= lo + w,
      })),
      fc.tuple(fc.constantFrom("a", "b", "c"), fc.boolean()).map(([v, neg]) => ({
        f: `s:${neg ? "!=" : "="}${v}`,
        pred: (d: { s: string }) => (d.s === v) !== neg,
      })),
    );
    const tree: fc.Arbitrary<Leaf> = fc.letrec<{ t: Leaf }>((tie) => ({
      t: fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        leaf,
        fc.tuple(tie("t"), tie("t"), fc.boolean()).map(([a, b, and]) => ({
          f: `(${a.f}) ${and ? "&&" : "||"} (${b.f})`,
          pred: (d: { n: number; s: string }) => (and ? a.pred(d) && b.pred(d) : a.pred(d) || b.pred(d)),
        })),
      ),
    })).t;
    fc.assert(
      fc.property(fc.array(doc, { maxLength: 20 }), tree, (docs, t) => {
        const col = new Collection(schema);
        docs.forEach((d, i) => col.write({ id: String(i), ...d }));
        const expected = docs.flatMap((d, i) => (t.pred(d) ? [String(i)] : [])).sort();
        expect(ids(col, t.f)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
