import { articleBlocks, type Inline } from "./article-blocks";

/**
 * Article text: paragraphs, bulleted and numbered lists and bold, built as elements (never raw HTML). The first
 * element of each paragraph of the text carries `id="p-N"`, the anchor an AI coach citation links to; the
 * anchored paragraph is marked while it is the page's target, clear of the sticky header.
 */
export function ArticleBody({ body }: { body: string }) {
  return (
    <div className="space-y-4 text-base leading-relaxed text-ink">
      {articleBlocks(body).map((block, i) =>
        block.kind === "p" ? (
          <p key={i} {...anchorProps(block.anchor)}>
            <Runs runs={block.content} />
          </p>
        ) : block.kind === "ul" ? (
          <ul key={i} className={`list-disc space-y-1 ps-6 ${TARGET}`} {...idOf(block.anchor)}>
            {block.items.map((item, j) => (
              <li key={j} {...anchorProps(block.itemAnchors?.[j])}>
                <Runs runs={item} />
              </li>
            ))}
          </ul>
        ) : (
          <ol key={i} className={`list-decimal space-y-1 ps-6 ${TARGET}`} {...idOf(block.anchor)}>
            {block.items.map((item, j) => (
              <li key={j} {...anchorProps(block.itemAnchors?.[j])}>
                <Runs runs={item} />
              </li>
            ))}
          </ol>
        ),
      )}
    </div>
  );
}

/** A cited paragraph: below the sticky header when scrolled to, and marked while it is the page's target. */
const TARGET =
  "scroll-mt-24 rounded-sm target:bg-brand-soft target:outline-solid target:outline-2 target:outline-offset-4 target:outline-brand-ink";

function idOf(anchor: number | undefined) {
  return anchor === undefined ? {} : { id: `p-${anchor}` };
}

function anchorProps(anchor: number | undefined) {
  return anchor === undefined ? {} : { id: `p-${anchor}`, className: TARGET };
}

function Runs({ runs }: { runs: Inline[] }) {
  return runs.map((r, i) =>
    r.strong ? (
      <strong key={i}>{r.text}</strong>
    ) : r.em ? (
      <em key={i}>{r.text}</em>
    ) : (
      <span key={i}>{r.text}</span>
    ),
  );
}
