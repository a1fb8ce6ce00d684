import type { LessonVideo } from "@gk/contracts";
import type { Locale } from "@gk/tenancy";
import { ExternalLink, Play } from "lucide-react";
import { clock, playerPath } from "./media";

export interface VideoLessonLabels {
  open: string;
  opensNewTab: string;
  /** "(new tab)", read after the link's name */
  newTab: string;
  length: string;
  resume: string | null;
}

/**
 * A video lesson on the lesson page: a poster that opens the player page in a new tab (captions, speed, resume,
 * the survey), never an embedded frame, so the lesson page stays light on a slow connection.
 */
export function VideoLesson({
  locale,
  courseSlug,
  lessonId,
  title,
  video,
  labels,
}: {
  locale: Locale;
  courseSlug: string;
  lessonId: string;
  title: string;
  video: LessonVideo;
  labels: VideoLessonLabels;
}) {
  const href = playerPath(locale, courseSlug, lessonId);
  return (
    <div className="space-y-3">
      <a
        href={href}
        target="_blank"
        rel="noopener"
        className="group relative flex aspect-video w-full flex-col items-center justify-center gap-3 overflow-hidden rounded-card bg-brand-strong p-4 text-center text-white focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand"
        data-testid="video-poster"
      >
        <span className="flex size-16 items-center justify-center rounded-full bg-white/95 text-brand-strong shadow-lg transition-transform group-hover:scale-105">
          <Play aria-hidden className="ms-1 size-8" />
        </span>
        <span className="line-clamp-2 max-w-md text-lg font-bold">{title}</span>
        <span className="inline-flex items-center gap-2 rounded-full bg-black/30 px-3 py-1 text-sm font-semibold">
          <ExternalLink aria-hidden className="size-4" />
          {labels.open}
          <span className="sr-only"> {labels.newTab}</span>
        </span>
        {video.durationSeconds ? (
          <span className="absolute end-3 bottom-3 rounded bg-black/60 px-2 py-0.5 text-sm tabular-nums">
            <span className="sr-only">{labels.length} </span>
            {clock(video.durationSeconds)}
          </span>
        ) : null}
      </a>
      <p className="text-sm text-ink-muted">
        {labels.opensNewTab}
        {labels.resume ? ` ${labels.resume}` : ""}
      </p>
    </div>
  );
}
