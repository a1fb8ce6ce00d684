import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fold, tokenize, words } from "./normalize";

describe("tokenizer", () => {
  it("folds case and accents for Indonesian and English", () => {
    expect(tokenize("KEPEMIMPINAN Strategis")).toEqual(["kepemimpinan", "strategis"]);
    expect(tokenize("Café Résumé naïve")).toEqual(["cafe", "resume", "naive"]);
    expect(fold("Straße")).toBe("strasse");
  });
  it("splits on hyphens, apostrophes and punctuation", () => {
    expect(tokenize("Dasar-Dasar Kepemimpinan: anak-anak & it's")).toEqual([
      "dasar",
      "dasar",
      "kepemimpinan",
      "anak",
      "anak",
      "it",
      "s",
    ]);
  });
  it("keeps offsets into the original text", () => {
    const text = "Kursus Économie 101";
    for (const w of words(text)) expect(fold(text.slice(w.start, w.end))).toBe(w.token);
  });
  it("is idempotent: tokenizing the tokens again gives the same tokens", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => {
        const once = tokenize(s);
        expect(tokenize(once.join(" "))).toEqual(once);
        for (const t of once) expect(t).toBe(t.toLowerCase());
      }),
    );
  });
});

describe("the tokenizer's ASCII path", () => {
  // ASCII text is scanned by hand; the pattern over the whole of Unicode must find the same words
  const slow = (text: string) =>
    [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu)]
      .map((m) => ({ token: fold(m[0]), start: m.index, end: m.index + m[0].length }))
      .filter((w) => w.token.length > 0);
  it("finds the same words, tokens and offsets as the Unicode pattern", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary-ascii", maxLength: 80 }), (s) => {
        expect(words(s)).toEqual(slow(s));
        expect(tokenize(s)).toEqual(slow(s).map((w) => w.token));
      }),
      { numRuns: 500 },
    );
    expect(words("Dasar-Dasar 101, IT's OK")).toEqual(slow("Dasar-Dasar 101, IT's OK"));
  });
});
