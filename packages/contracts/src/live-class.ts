import { z } from "zod";
import { envelope } from "./common";

/**
 * Live classes: the schedule of a live lesson as the server's clock sees it, its join link, the recording
 * once it has ended, and the learner's after-class survey. Times are ISO instants (UTC); pages show them in
 * Jakarta time (WIB).
 */

const iso = z.string();

/**
 * unscheduled: no start time yet; upcoming: before the start (joining opens `joinOpensAt`, shortly before);
 * live: between start and end; ended: after the end (the recording, when there is one, and the survey).
 */
export const LIVE_CLASS_STATES = ["unscheduled", "upcoming", "live", "ended"] as const;
export type LiveClassState = (typeof LIVE_CLASS_STATES)[number];
/** joining opens this many minutes before the start */
export const LIVE_JOIN_OPENS_MINUTES = 15;

export const liveSurveyAnswerSchema = z.object({
  /** worst (1) to best (5) */
  rating: z.number().int(),
  comment: z.string(),
  submittedAt: iso,
});

export const liveClassSchema = z.object({
  /**
   * The join link, opened in a new tab: the conferencing service's address, or a path of the product itself
   * (its live room page, which the page prefixes with the page's language)
   */
  url: z.string(),
  startsAt: iso.nullable(),
  endsAt: iso.nullable(),
  joinOpensAt: iso.nullable(),
  durationMinutes: z.number().int(),
  state: z.enum(LIVE_CLASS_STATES),
  /** whether the join link works now: from `joinOpensAt` to `endsAt` */
  joinable: z.boolean(),
  /** the server's clock when answering, so a countdown does not trust the device's clock */
  serverNow: iso,
  opensInNewTab: z.literal(true),
  /** the API path of the class's calendar file (.ics), null while unscheduled */
  calendarPath: z.string().nullable(),
  /** the recording's page (a path of the product), once the class has ended and a recording exists */
  recordingUrl: z.string().nullable(),
  /** the learner's own survey answer, null until they answer */
  survey: liveSurveyAnswerSchema.nullable(),
  surveyPrompt: z.string(),
  accessHelpPrompt: z.string(),
});
export type LiveClass = z.infer<typeof liveClassSchema>;

export const liveSurveyRequestSchema = z.object({
  lessonId: z.uuid(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(2000).default(""),
});
export const liveSurveyResponseSchema = envelope(
  z.object({ lessonId: z.uuid(), survey: liveSurveyAnswerSchema, message: z.string() }),
);
