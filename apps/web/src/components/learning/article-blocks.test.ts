import { describe, expect, it } from "vitest";
import { articleBlocks } from "./article-blocks";

describe("articleBlocks", () => {
  it("turns dash and numbered lines into lists and **text** into bold", () => {
    const body = "Intro **key** idea:\n- One\n- Two\n\nSteps:\n1. First\n2. Second\n\nEnd.";
    expect(articleBlocks(body)).toEqual([
      {
        kind: "p",
        content: [
          { text: "Intro ", strong: false },
          { text: "key", strong: true },
          { text: " idea:", strong: false },
        ],
      },
      { kind: "ul", items: [[{ text: "One", strong: false }], [{ text: "Two", strong: false }]] },
      { kind: "p", content: [{ text: "Steps:", strong: false }] },
      { kind: "ol", items: [[{ text: "First", strong: false }], [{ text: "Second", strong: false }]] },
      { kind: "p", content: [{ text: "End.", strong: false }] },
    ]);
  });

  it("keeps markup-looking text as plain text", () => {
    expect(articleBlocks("<b>x</b> **open")).toEqual([
      { kind: "p", content: [{ text: "<b>x</b> **open", strong: false }] },
    ]);
  });
});
