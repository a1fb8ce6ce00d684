import { describe, expect, it } from "vitest";
import { coursePassages } from "./fixtures.test-helpers";
import { passagesFromLesson } from "./passages";
import { MIN_COVERAGE, relevant, retrieve } from "./retrieval";
import { guessLocale, sentences, stem } from "./text";

describe("retrieval", () => {
  it("ranks the passage that answers first, with coverage at or above the bar (id and en)", () => {
    const id = retrieve("Apa yang dimaksud arus kas pendanaan?", coursePassages("id"));
    expect(id[0]?.passage.id).toBe("lesson-2:1");
    expect(id[0]!.coverage).toBeGreaterThanOrEqual(MIN_COVERAGE);
    const en = retrieve("How much does the coffee stall spend each month?", coursePassages("en"));
    expect(en[0]?.passage.id).toBe("lesson-1:3");
    expect(relevant(en).length).toBeGreaterThan(0);
  });

  it("keeps a question about something the course never mentions below the bar", () => {
    for (const [q, locale] of [
      ["Bagaimana cara menanam padi di sawah tadah hujan?", "id"],
      ["What is the best budget smartphone camera?", "en"],
    ] as const) {
      const ranked = retrieve(q, coursePassages(locale));
      expect(ranked.every((r) => r.coverage < MIN_COVERAGE)).toBe(true);
      expect(relevant(ranked)).toEqual([]);
    }
  });

  it("meets a question and a passage written with different affixes", () => {
    expect(stem("mengolah")).toBe(stem("olah"));
    expect(stem("decisions")).toBe(stem("decision"));
    expect(stem("kepemimpinan")).toBe(stem("pemimpin"));
    expect(stem("memimpin")).toBe(stem("pemimpin"));
  });
});

describe("passages and sentences", () => {
  it("cuts a lesson into paragraphs counted from 0 and joins a list to the line that introduces it", () => {
    const ps = passagesFromLesson({
      lessonId: "l",
      lessonTitle: "T",
      body: "Satu.\n\nJenisnya:\n\n- A: satu hal.\n- B: hal lain.\n\nPenutup.",
      locale: "id",
    });
    expect(ps.map((p) => [p.id, p.paragraph])).toEqual([
      ["l:0", 0],
      ["l:1", 1],
      ["l:3", 3],
    ]);
    expect(ps[1]!.text).toBe("Jenisnya:\n- A: satu hal.\n- B: hal lain.");
  });

  it("keeps numbers and abbreviations inside a sentence", () => {
    expect(sentences("Harga Rp1.500 per kg. Naik 2,5% tahun ini.\n- Butir: satu")).toEqual([
      "Harga Rp1.500 per kg.",
      "Naik 2,5% tahun ini.",
      "Butir: satu",
    ]);
  });

  it("tells Indonesian from English by their function words", () => {
    expect(guessLocale("Ini adalah jawaban yang disusun dari teks kursus.")).toBe("id");
    expect(guessLocale("This is the answer put together from the course text.")).toBe("en");
  });
});
