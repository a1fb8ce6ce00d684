import type { Locale } from "@gk/tenancy";
import { learnPaths } from "../learning/paths";

/**
 * The API's media paths (`/media/…`) as the browser reaches them: through the web app's same-origin API prefix,
 * which passes Range requests on. An outside address is used as it is.
 */
export const mediaUrl = (src: string) => (src.startsWith("/") ? `/api/gk${src}` : src);

/** The player page of a lesson, opened in a new tab from the lesson. */
export const playerPath = (locale: Locale, courseSlug: string, lessonId: string) =>
  `${learnPaths.lesson(locale, courseSlug, lessonId)}/video`;

/** 83 → "1:23" */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

export const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;
/** how often the position is saved while the video plays */
export const SAVE_EVERY_MS = 5_000;
