import type { CoachCitation } from "@gk/contracts";
import { describe, expect, it } from "vitest";
import { answerLines, answerPieces, citationHref, errorMessageOf } from "./coach-text";

const cite = (label: string, paragraph: number): CoachCitation => ({
  label,
  lessonId: "9d1c8a52-3f0e-4a8e-9d5f-7f2f4b0c1a11",
  lessonTitle: "Ukuran pemusatan",
  paragraph,
  locale: "id",
  quote: "Median adalah nilai tengah.",
});

describe("the coach's answer text", () => {
  it("turns [P1] markers into numbered citations in the order the answer names them", () => {
    const pieces = answerPieces("Median adalah nilai tengah [P2]. Rata-rata [P1] dan lagi [P2].", [
      cite("P1", 0),
      cite("P2", 3),
    ]);
    expect(pieces.map((p) => (p.kind === "text" ? p.text : `#${p.number}@${p.citation?.paragraph}`))).toEqual(
      ["Median adalah nilai tengah ", "#1@3", ". Rata-rata ", "#2@0", " dan lagi ", "#1@3", "."],
    );
  });

  it("keeps a marker whose citation has not arrived yet, without a link target", () => {
    expect(answerPieces("Sebentar [P1]", [])).toEqual([
      { kind: "text", text: "Sebentar " },
      { kind: "cite", label: "P1", number: 1, citation: null },
    ]);
  });

  it("cuts the answer into lines and tells the quoted passages, numbering markers over the whole answer", () => {
    const lines = answerLines(
      "Bagian yang sesuai:\n\n> Median adalah nilai tengah. [P2]\n— Ukuran pemusatan [P1]",
      [cite("P1", 0), cite("P2", 3)],
    );
    expect(
      lines.map((l) => ({
        quote: l.quote,
        text: l.pieces.map((p) => (p.kind === "text" ? p.text : `#${p.number}`)).join(""),
      })),
    ).toEqual([
      { quote: false, text: "Bagian yang sesuai:" },
      { quote: false, text: "" },
      { quote: true, text: "Median adalah nilai tengah. #1" },
      { quote: false, text: "— Ukuran pemusatan #2" },
    ]);
  });

  it("links a citation to its paragraph's anchor on the lesson page", () => {
    expect(citationHref("/course/statistika/learn/abc", cite("P1", 4))).toBe(
      "/course/statistika/learn/abc#p-4",
    );
  });

  it("shows the API's own message of a refused question and nothing of a network failure", () => {
    const limited = new Error(JSON.stringify({ code: "RATE_LIMITED", message: "Coba lagi dalam 12 menit." }));
    expect(errorMessageOf(limited)).toBe("Coba lagi dalam 12 menit.");
    expect(errorMessageOf(new Error("Failed to fetch"))).toBeNull();
    expect(errorMessageOf(undefined)).toBeNull();
  });
});
