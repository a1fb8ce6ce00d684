/**
 * The catalogue's lesson text is plain text with a small markdown subset: paragraphs separated by blank lines,
 * lines starting with "- " (a bulleted list), lines starting with "1. " (a numbered list), **bold** and
 * *italic*. This turns it into blocks the page renders as elements; nothing in the text is ever treated as HTML.
 */
/** A run of text; `em` is present (true) only on italic runs, so plain and bold runs keep their two fields. */
export type Inline = { text: string; strong: boolean; em?: true };
/**
 * A block; `anchor` is the number of the text's paragraph it starts (its `id="p-N"`), and a list item that
 * starts a paragraph inside a list carries it in `itemAnchors`.
 */
export type Block =
  | { kind: "p"; content: Inline[]; anchor?: number }
  | { kind: "ul" | "ol"; items: Inline[][]; anchor?: number; itemAnchors?: (number | undefined)[] };

const bullet = /^[-*]\s+/;
const numbered = /^\d+[.)]\s+/;
/** **bold**, then *italic* whose text neither starts nor ends with a space (so "2 * 3 * 4" stays text). */
const emphasis = /\*\*(.+?)\*\*|\*(?![\s*])(.+?)(?<![\s*])\*/g;

/** Splits "a **b** *c*" into plain, strong and em runs; an unmatched "**" or "*" stays as text. */
export function inlineRuns(text: string): Inline[] {
  const runs: Inline[] = [];
  let at = 0;
  for (const m of text.matchAll(emphasis)) {
    if (m.index > at) runs.push({ text: text.slice(at, m.index), strong: false });
    if (m[1] !== undefined) runs.push({ text: m[1], strong: true });
    else runs.push({ text: m[2]!, strong: false, em: true });
    at = m.index + m[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), strong: false });
  return runs;
}

export function articleBlocks(body: string): Block[] {
  const blocks: Block[] = [];
  let para: string[] = [];
  // the paragraph being read and the last one anchored: the first element of each paragraph gets its anchor
  let paragraph = 0;
  let anchored = -1;
  let blankRun = false;
  const anchor = (): number | undefined => {
    if (paragraph <= anchored) return undefined;
    anchored = paragraph;
    return paragraph;
  };
  const flush = () => {
    if (para.length) blocks.push(withAnchor({ kind: "p", content: inlineRuns(para.join(" ")) }, anchor()));
    para = [];
  };
  const lines = body.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (!line) {
      flush();
      // a run of blank lines between two line breaks separates paragraphs (the split /\n\s*\n/ of @gk/ai)
      if (index > 0 && index < lines.length - 1 && !blankRun) {
        paragraph++;
        blankRun = true;
      }
      return;
    }
    blankRun = false;
    const kind = bullet.test(line) ? "ul" : numbered.test(line) ? "ol" : null;
    if (!kind) {
      // A text line after a list item starts a paragraph; it does not continue the item.
      para.push(line);
      return;
    }
    flush();
    const item = inlineRuns(line.replace(kind === "ul" ? bullet : numbered, ""));
    const last = blocks[blocks.length - 1];
    if (last && last.kind === kind) {
      last.items.push(item);
      const at = anchor();
      if (at !== undefined) {
        last.itemAnchors ??= last.items.map(() => undefined);
        last.itemAnchors[last.items.length - 1] = at;
      }
    } else blocks.push(withAnchor({ kind, items: [item] }, anchor()));
  });
  flush();
  return blocks;
}

/** The block with its anchor, or without the field when it starts no paragraph. */
function withAnchor<B extends Block>(block: B, at: number | undefined): B {
  return at === undefined ? block : { ...block, anchor: at };
}
