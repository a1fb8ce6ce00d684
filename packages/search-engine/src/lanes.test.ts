import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scoreAll } from "./score";
import { LANE_FIELDS, LANE_TOKENS, laneOf, NONE, type TokenMatch } from "./token-match";

// Token matches made up directly: per token, the documents holding it and per document and field how it
// matched there (typos * 2 + prefix, or NONE), with at least one field per document as a real match has.
const code = fc.constantFrom(0, 1, 2, 3, 4, 5, NONE);

function matchOf(fields: number, docs: { held: boolean; codes: number[] }[]): TokenMatch {
  const bySeq = new Map<number, number[]>();
  docs.forEach((d, seq) => {
    if (d.held && d.codes.some((c) => c !== NONE)) bySeq.set(seq, d.codes);
  });
  const seqs = Int32Array.from([...bySeq.keys()].sort((a, b) => a - b));
  const codes = new Uint8Array(seqs.length * fields);
  const lanes = new Uint32Array(seqs.length);
  seqs.forEach((seq, i) => {
    bySeq.get(seq)!.forEach((c, f) => {
      codes[i * fields + f] = c;
      lanes[i]! += laneOf(c) << (10 * f);
    });
  });
  return { seqs, codes, marks: [], solo: null, soloKey: "", byScore: null, bitset: null, lanes };
}

const query = fc
  .record({
    size: fc.integer({ min: 1, max: 300 }),
    fields: fc.integer({ min: 1, max: LANE_FIELDS }),
    tokens: fc.integer({ min: 2, max: LANE_TOKENS }),
  })
  .chain(({ size, fields, tokens }) =>
    fc.record({
      size: fc.constant(size),
      weights: fc.array(fc.integer({ min: 0, max: 15 }), { minLength: fields, maxLength: fields }),
      tokens: fc.array(
        // per token, how many of the documents hold it: few (the rarest is probed) or most (ANDed bitsets)
        fc.constantFrom(3, 50, 97).chain((percent) =>
          fc.array(
            fc.record({
              held: fc.integer({ min: 0, max: 99 }).map((x) => x < percent),
              codes: fc.array(code, { minLength: fields, maxLength: fields }),
            }),
            { minLength: size, maxLength: size },
          ),
        ),
        { minLength: tokens, maxLength: tokens },
      ),
      filter: fc.option(fc.uint8Array({ min: 0, max: 1, minLength: size, maxLength: size }), { nil: null }),
    }),
  );

function run(matches: TokenMatch[], weights: number[], filter: Uint8Array | null, size: number) {
  const seqs = new Int32Array(size);
  const scores = new Float64Array(size);
  const n = scoreAll(matches, Float64Array.from(weights), filter, size, seqs, scores);
  return { found: Array.from(seqs.subarray(0, n)), scores: Array.from(scores.subarray(0, n)) };
}

describe("the several-word scorer on packed lanes", () => {
  it("finds the same documents with the same scores as the scorer of codes", () => {
    fc.assert(
      fc.property(query, ({ size, weights, tokens, filter }) => {
        const withLanes = tokens.map((docs) => matchOf(weights.length, docs));
        // the same matches without lanes take the scorer that reads each token's codes field by field
        const withCodes = withLanes.map((m) => ({ ...m, lanes: null, bitset: null }));
        expect(run(withLanes, weights, filter, size)).toEqual(run(withCodes, weights, filter, size));
      }),
      { numRuns: 400 },
    );
  });
});
