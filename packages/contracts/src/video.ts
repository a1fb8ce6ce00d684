import { z } from "zod";
import { envelope, localeSchema } from "./common";

/**
 * Lesson video: what the player page needs (the clip, its captions per language, where the learner stopped),
 * the position the player saves while watching, and the short survey after the video. Media paths are paths
 * of the API (`/media/…`); the browser reaches them through the web app's same-origin API prefix.
 */

export const lessonVideoSchema = z.object({
  /** the clip: an API path (`/media/videos/<clip>.webm`) or, for a lesson set to one, an outside address */
  src: z.string(),
  type: z.string(),
  /** null when unknown (an outside address) */
  durationSeconds: z.number().nullable(),
  /** the language of the narration */
  narration: localeSchema.nullable(),
  /** captions in every language the clip has, the request's language first */
  captions: z.array(z.object({ locale: localeSchema, label: z.string(), src: z.string() })),
  /** where the learner stopped watching (0 when they have not started) */
  resumeAtSeconds: z.number(),
  opensInNewTab: z.literal(true),
});
export type LessonVideo = z.infer<typeof lessonVideoSchema>;

/** Positions beyond a day are not a lesson video's: refused rather than stored. */
export const VIDEO_POSITION_MAX_SECONDS = 86_400;

export const videoPositionRequestSchema = z.object({
  lessonId: z.uuid(),
  positionSeconds: z.number().min(0).max(VIDEO_POSITION_MAX_SECONDS),
});
export const videoPositionResponseSchema = envelope(
  z.object({ lessonId: z.uuid(), positionSeconds: z.number() }),
);

export const VIDEO_SURVEY_ANSWERS = ["yes", "somewhat", "no"] as const;
export const videoSurveyRequestSchema = z.object({
  lessonId: z.uuid(),
  helpful: z.enum(VIDEO_SURVEY_ANSWERS),
  comment: z.string().trim().max(2000).default(""),
});
export const videoSurveyResponseSchema = envelope(z.object({ lessonId: z.uuid(), message: z.string() }));
