import type { ResponseOf } from "@gk/contracts";
import { ExternalLink, LifeBuoy, MessageSquareText } from "lucide-react";
import { articleBlocks, type Inline } from "./article-blocks";

type Lesson = ResponseOf<"lesson">["data"];

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

/** The configured video player as an embed: lazy, no autoplay, so a learner on a slow connection loads it only when they choose to. */
export function VideoBody({ lesson, title }: { lesson: Lesson; title: string }) {
  return (
    <div className="space-y-4">
      {lesson.videoUrl ? (
        <div className="aspect-video w-full overflow-hidden rounded-card bg-ink">
          <iframe
            src={lesson.videoUrl}
            title={title}
            loading="lazy"
            allow="fullscreen; picture-in-picture"
            className="size-full border-0"
          />
        </div>
      ) : null}
      {lesson.body ? <ArticleBody body={lesson.body} /> : null}
    </div>
  );
}

export interface LiveLabels {
  opensNewTab: string;
  open: string;
  survey: string;
  accessHelp: string;
  contact: string;
}

/** A live class opens in a new tab; the survey and access-help prompts and a contact option sit under it. */
export function LiveBody({
  lesson,
  labels,
  contactHref,
}: {
  lesson: Lesson;
  labels: LiveLabels;
  contactHref: string;
}) {
  const live = lesson.live;
  if (!live) return null;
  const btn = "inline-flex min-h-11 items-center gap-2 rounded-lg px-4 font-semibold";
  return (
    <div className="space-y-4">
      {lesson.body ? <ArticleBody body={lesson.body} /> : null}
      <p className="text-ink-muted">{labels.opensNewTab}</p>
      <a
        href={live.url}
        target="_blank"
        rel="noopener noreferrer"
        className={`${btn} bg-brand text-white hover:bg-brand-strong`}
      >
        <ExternalLink aria-hidden className="size-4" />
        {labels.open}
      </a>
      <div className="space-y-3 rounded-card border border-line p-4">
        <p className="flex items-start gap-2">
          <MessageSquareText aria-hidden className="mt-1 size-4 shrink-0" />
          {live.surveyPrompt || labels.survey}
        </p>
        <p className="flex items-start gap-2">
          <LifeBuoy aria-hidden className="mt-1 size-4 shrink-0" />
          {live.accessHelpPrompt || labels.accessHelp}
        </p>
        <a href={contactHref} className={`${btn} border border-line-strong text-ink hover:bg-surface-muted`}>
          {labels.contact}
        </a>
      </div>
    </div>
  );
}
