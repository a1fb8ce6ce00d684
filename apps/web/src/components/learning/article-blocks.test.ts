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
        anchor: 0,
      },
      { kind: "ul", items: [[{ text: "One", strong: false }], [{ text: "Two", strong: false }]] },
      { kind: "p", content: [{ text: "Steps:", strong: false }], anchor: 1 },
      { kind: "ol", items: [[{ text: "First", strong: false }], [{ text: "Second", strong: false }]] },
      { kind: "p", content: [{ text: "End.", strong: false }], anchor: 2 },
    ]);
  });

  it("keeps markup-looking text as plain text", () => {
    expect(articleBlocks("<b>x</b> **open")).toEqual([
      { kind: "p", content: [{ text: "<b>x</b> **open", strong: false }], anchor: 0 },
    ]);
  });

  // the coach cites paragraph N of the text as @gk/ai counts them: the parts of body.split(/\n\s*\n/)
  it("anchors each blank-line separated paragraph with the number the coach cites", () => {
    const body = "\n\nFirst.\n\n\n  \nSecond\nstill second.\n\nList:\n- a\n\n- b\n\nLast.\n";
    const anchors = articleBlocks(body).flatMap((b) =>
      b.kind === "p" ? [b.anchor] : [b.anchor, ...(b.itemAnchors ?? []).slice(1)],
    );
    // parts: "" (0), "First." (1), "Second…" (2), "List:\n- a" (3), "- b" (4), "Last.\n" (5)
    expect(body.split(/\n\s*\n/).map((p) => p.trim())).toEqual([
      "",
      "First.",
      "Second\nstill second.",
      "List:\n- a",
      "- b",
      "Last.",
    ]);
    expect(anchors).toEqual([1, 2, 3, undefined, 4, 5]);
  });
});
