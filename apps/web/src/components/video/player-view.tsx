"use client";

import type { LessonVideo, Locale } from "@gk/contracts";
import { useRef, useState } from "react";
import { VideoHelp, type VideoHelpLabels } from "./video-help";
import { VideoPlayer } from "./video-player";
import { VideoSurvey } from "./video-survey";
import { mediaUrl } from "./media";

/**
 * The player page's interactive part: the video, then the survey (which takes the focus when the video ends),
 * then the access help (open by itself when the video fails to load).
 */
export function PlayerView({
  lessonId,
  locale,
  title,
  video,
  completable,
  completed,
  help,
  contactHref,
}: {
  lessonId: string;
  locale: Locale;
  title: string;
  video: LessonVideo;
  completable: boolean;
  completed: boolean;
  help: VideoHelpLabels;
  contactHref: string;
}) {
  const survey = useRef<HTMLHeadingElement>(null);
  const [failed, setFailed] = useState(false);
  const transcript = video.captions.find((c) => c.locale === locale) ?? video.captions[0];
  return (
    <div className="space-y-6">
      <VideoPlayer
        lessonId={lessonId}
        locale={locale}
        title={title}
        video={video}
        completable={completable}
        completed={completed}
        onEnded={() => survey.current?.focus()}
        onError={() => setFailed(true)}
      />
      <VideoSurvey ref={survey} lessonId={lessonId} />
      <VideoHelp
        labels={help}
        transcriptHref={transcript ? mediaUrl(transcript.src) : null}
        contactHref={contactHref}
        open={failed}
      />
    </div>
  );
}
