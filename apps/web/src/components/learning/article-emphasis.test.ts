import { describe, expect, it } from "vitest";
import { articleBlocks, inlineRuns } from "./article-blocks";

describe("lesson text emphasis", () => {
  it("turns *text* into italic and **text** into bold in one line", () => {
    expect(inlineRuns("Pakai *spreadsheet* dan **rumus** dengan *teliti*.")).toEqual([
      { text: "Pakai ", strong: false },
      { text: "spreadsheet", strong: false, em: true },
      { text: " dan ", strong: false },
      { text: "rumus", strong: true },
      { text: " dengan ", strong: false },
      { text: "teliti", strong: false, em: true },
      { text: ".", strong: false },
    ]);
  });

  it("keeps stray stars and arithmetic as text", () => {
    expect(inlineRuns("2 * 3 * 4 = 24")).toEqual([{ text: "2 * 3 * 4 = 24", strong: false }]);
    expect(inlineRuns("*open")).toEqual([{ text: "*open", strong: false }]);
  });

  it("reads a star-bullet list with italic items as a list, not as italic text", () => {
    const [list] = articleBlocks("* *satu*\n* dua");
    expect(list?.kind).toBe("ul");
    expect(list && list.kind !== "p" ? list.items : []).toEqual([
      [{ text: "satu", strong: false, em: true }],
      [{ text: "dua", strong: false }],
    ]);
  });
});
