import { z } from "zod";
import { LOCALES } from "./locales";

/** Every success body is `{ data: ... }`; the caller reads `data`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** Every error body: a message in the user's language, a stable code, and per-field errors for 422. */
export const ERROR_CODES = [
  "VALIDATION_FAILED",
  "BAD_REQUEST",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "SERVER_BUSY",
  /** the paid upgrade is needed (a paid course beyond its free preview) */
  "PAYMENT_REQUIRED",
  /** a service the call needs is not configured or not answering (a payment provider): try again later */
  "UNAVAILABLE",
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const errorBodySchema = z.object({
  message: z.string(),
  code: errorCodeSchema,
  /** field path → messages, for 422 */
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const localeSchema = z.enum(LOCALES);
