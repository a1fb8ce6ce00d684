import { z } from "zod";
import { envelope, localeSchema } from "./common";

/**
 * The AI coach of a course. The chat itself (`POST /ai/coach/{courseSlug}/chat`) streams the ai SDK's UI message
 * stream that `useChat` reads, so it is not a call of this table; its body is what `useChat`'s
 * `DefaultChatTransport` sends, plus `lessonId` to prefer the lesson the learner is reading.
 */

/** The streamed chat of the coach (a plain route of the API, not a call of the table). */
export const COACH_CHAT_PATH = "/ai/coach/{courseSlug}/chat";

/** Longest question the coach takes, in characters. */
export const COACH_QUESTION_MAX = 1000;

/** A passage an answer relied on: the web links it to `/…/lessons/{lessonId}#p-{paragraph}`. */
export const coachCitationSchema = z.object({
  label: z.string(),
  lessonId: z.string(),
  lessonTitle: z.string(),
  paragraph: z.number().int(),
  locale: localeSchema,
  quote: z.string(),
});

export const coachMessageSchema = z.object({
  id: z.string(),
  role: z.enum(["user", "assistant"]),
  text: z.string(),
  citations: z.array(coachCitationSchema),
  /** assistant turns: `answered`, `not-in-course` or `refused` */
  outcome: z.enum(["answered", "not-in-course", "refused"]).nullable(),
  /** set when the offline coach stood in for the model (failure or budget), in the learner's language */
  note: z.string().nullable(),
  mode: z.enum(["offline", "hosted"]).nullable(),
  createdAt: z.string(),
});

export const coachConversationResponseSchema = envelope(
  z.object({ messages: z.array(coachMessageSchema), questionMax: z.number().int() }),
);

/** The body `useChat` sends to the chat route (other fields it adds are ignored). */
export const coachChatRequestSchema = z.looseObject({
  id: z.string().max(200).optional(),
  messages: z
    .array(
      z.looseObject({
        role: z.string(),
        parts: z.array(z.looseObject({ type: z.string(), text: z.string().optional() })).optional(),
      }),
    )
    .min(1)
    .max(200),
  lessonId: z.uuid().optional(),
});

export type CoachCitation = z.infer<typeof coachCitationSchema>;
export type CoachMessage = z.infer<typeof coachMessageSchema>;
export type CoachConversationResponse = z.infer<typeof coachConversationResponseSchema>;
export type CoachChatRequest = z.infer<typeof coachChatRequestSchema>;
