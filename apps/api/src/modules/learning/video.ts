import { LOCALES, type LessonVideo, type Locale } from "@gk/contracts";
import type { Lesson } from "@gk/db";
import { clipFor } from "@gk/media";
import { t } from "../../i18n";
import { mediaPath } from "../media/files";

/** `/media/videos/<family>`: a clip of the product's own (packages/media), in the language asked for. */
const CLIP_PATH = /^\/media\/videos\/([a-z0-9-]+)$/;

/**
 * What the player page needs of a lesson's video: the clip narrated in the page's language (the other one
 * when that is missing), its captions in every language with the page's first, and where the learner stopped.
 * Video lessons have one; so does a live class with its recording. An outside address is passed on as it is.
 */
export function videoView(
  lesson: Lesson,
  locale: Locale,
  resumeAtSeconds: number | null,
): LessonVideo | null {
  if ((lesson.kind !== "video" && lesson.kind !== "live") || !lesson.videoUrl) return null;
  const resume = resumeAtSeconds ?? 0;
  const family = CLIP_PATH.exec(lesson.videoUrl)?.[1];
  const clip = family ? clipFor(family, locale) : undefined;
  if (!clip) {
    if (family || !/^https:\/\//.test(lesson.videoUrl)) return null;
    return {
      src: lesson.videoUrl,
      type: "video/webm",
      durationSeconds: null,
      narration: null,
      captions: [],
      resumeAtSeconds: resume,
      opensInNewTab: true,
    };
  }
  const order = [locale, ...LOCALES.filter((l) => l !== locale)];
  return {
    src: mediaPath("videos", clip.video),
    type: "video/webm",
    durationSeconds: clip.durationSeconds,
    narration: clip.locale,
    captions: order.map((l) => ({
      locale: l,
      label: t(locale, `video.captionsLabel.${l}`),
      src: mediaPath("captions", clip.captions[l]),
    })),
    // a position at the very end starts the video again rather than showing its last frame
    resumeAtSeconds: resume >= clip.durationSeconds - 1 ? 0 : resume,
    opensInNewTab: true,
  };
}
