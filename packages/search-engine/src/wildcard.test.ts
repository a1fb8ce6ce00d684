import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Collection } from "./collection";
import { resolveSchema } from "./schema";
import { search } from "./search";

const schema = resolveSchema({
  name: "w",
  fields: [
    { name: "n", type: "int32", facet: true },
    { name: "s", type: "string", facet: true },
  ],
});

describe("listing pages (q=*)", () => {
  it("match a plain filter-sort-page, facets included, across writes", () => {
    const doc = fc.record({ n: fc.integer({ min: 0, max: 9 }), s: fc.constantFrom("a", "b", "c") });
    const step = fc.oneof(
      fc.record({ kind: fc.constant("write" as const), id: fc.integer({ min: 0, max: 30 }), doc }),
      fc.record({ kind: fc.constant("delete" as const), id: fc.integer({ min: 0, max: 30 }) }),
      fc.record({
        kind: fc.constant("search" as const),
        min: fc.integer({ min: -1, max: 9 }),
        desc: fc.boolean(),
        perPage: fc.integer({ min: 1, max: 7 }),
        page: fc.integer({ min: 1, max: 4 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const c = new Collection(schema);
        // the model: id → [doc, insertion sequence]; an update keeps its sequence like the engine does
        const model = new Map<string, { n: number; s: string; seq: number }>();
        let nextSeq = 0;
        for (const st of steps) {
          const id = String("id" in st ? st.id : "");
          if (st.kind === "write") {
            c.write({ id, ...st.doc }, "upsert");
            model.set(id, { ...st.doc, seq: model.get(id)?.seq ?? nextSeq++ });
          } else if (st.kind === "delete") {
            if (model.delete(id)) c.remove(id);
          } else {
            const r = search(c, {
              q: "*",
              filter_by: `n:>${st.min}`,
              sort_by: `n:${st.desc ? "desc" : "asc"}`,
              per_page: st.perPage,
              page: st.page,
              facet_by: "s",
            });
            const rows = [...model.entries()].filter(([, d]) => d.n > st.min);
            rows.sort(([, a], [, b]) => (a.n !== b.n ? (st.desc ? b.n - a.n : a.n - b.n) : b.seq - a.seq));
            const from = (st.page - 1) * st.perPage;
            expect(r.found).toBe(rows.length);
            expect(r.hits.map((h) => h.document.id)).toEqual(
              rows.slice(from, from + st.perPage).map(([id]) => id),
            );
            const counts = Object.fromEntries(r.facet_counts[0]!.counts.map((x) => [x.value, x.count]));
            const expected: Record<string, number> = {};
            for (const [, d] of rows) expected[d.s] = (expected[d.s] ?? 0) + 1;
            expect(counts).toEqual(expected);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
