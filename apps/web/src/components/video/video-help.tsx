import { LifeBuoy } from "lucide-react";

export interface VideoHelpLabels {
  title: string;
  /** said when the video failed to load */
  failed: string;
  tips: string[];
  transcript: string;
  contact: string;
  newTab: string;
}

/**
 * "Video won't play?": what a learner can try (reload, connection, browser, captions or the transcript) and a
 * way to reach the team. Open by itself when the video failed to load.
 */
export function VideoHelp({
  labels,
  transcriptHref,
  contactHref,
  open,
}: {
  labels: VideoHelpLabels;
  transcriptHref: string | null;
  contactHref: string;
  open: boolean;
}) {
  const link = "inline-flex min-h-11 items-center font-semibold text-brand-ink underline underline-offset-4";
  return (
    <details open={open || undefined} className="rounded-card border border-line" data-testid="video-help">
      <summary className="flex min-h-12 cursor-pointer items-center gap-2 px-4 font-semibold text-ink">
        <LifeBuoy aria-hidden className="size-5" />
        {labels.title}
      </summary>
      <div className="space-y-3 border-t border-line p-4">
        {open ? (
          <p role="alert" className="font-semibold text-danger-ink">
            {labels.failed}
          </p>
        ) : null}
        <ul className="list-disc space-y-1 ps-6 text-ink">
          {labels.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-x-6">
          {transcriptHref ? (
            <a href={transcriptHref} target="_blank" rel="noopener" className={link}>
              {labels.transcript}
              <span className="sr-only"> {labels.newTab}</span>
            </a>
          ) : null}
          <a href={contactHref} className={link}>
            {labels.contact}
          </a>
        </div>
      </div>
    </details>
  );
}
