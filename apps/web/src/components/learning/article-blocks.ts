/**
 * The catalogue's lesson text is plain text with a small markdown subset: paragraphs separated by blank lines,
 * lines starting with "- " (a bulleted list), lines starting with "1. " (a numbered list) and **bold**. This
 * turns it into blocks the page renders as elements; nothing in the text is ever treated as HTML.
 */
export type Inline = { text: string; strong: boolean };
export type Block = { kind: "p"; content: Inline[] } | { kind: "ul" | "ol"; items: Inline[][] };

const bullet = /^[-*]\s+/;
const numbered = /^\d+[.)]\s+/;

/** Splits "a **b** c" into plain and strong runs; an unmatched "**" stays as text. */
export function inlineRuns(text: string): Inline[] {
  const runs: Inline[] = [];
  const parts = text.split(/\*\*(.+?)\*\*/g);
  parts.forEach((part, i) => {
    if (part) runs.push({ text: part, strong: i % 2 === 1 });
  });
  return runs;
}

export function articleBlocks(body: string): Block[] {
  const blocks: Block[] = [];
  let para: string[] = [];
  const flush = () => {
    if (para.length) blocks.push({ kind: "p", content: inlineRuns(para.join(" ")) });
    para = [];
  };
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const kind = bullet.test(line) ? "ul" : numbered.test(line) ? "ol" : null;
    if (!kind) {
      // A text line after a list item starts a paragraph; it does not continue the item.
      para.push(line);
      continue;
    }
    flush();
    const item = inlineRuns(line.replace(kind === "ul" ? bullet : numbered, ""));
    const last = blocks[blocks.length - 1];
    if (last && last.kind === kind) last.items.push(item);
    else blocks.push({ kind, items: [item] });
  }
  flush();
  return blocks;
}
