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
