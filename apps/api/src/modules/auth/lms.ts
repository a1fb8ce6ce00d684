import { createHmac, timingSafeEqual } from "node:crypto";

export const LMS_WINDOW_SECONDS = 5 * 60;

export interface LmsLoginPayload {
  site: string;
  email: string;
  fullName: string;
  /** seconds since the epoch */
  timestamp: number;
  nonce: string;
  courseSlug?: string | undefined;
}

/**
 * The signed string of the LMS login: the fields joined by newlines, in this order. The LMS computes
 * `hex(HMAC-SHA256(secret, canonical))` with the secret the two sites share.
 */
export const lmsCanonical = (p: LmsLoginPayload) =>
  [p.site, p.email.trim().toLowerCase(), p.fullName, String(p.timestamp), p.nonce, p.courseSlug ?? ""].join(
    "\n",
  );

export const signLms = (secret: string, p: LmsLoginPayload) =>
  createHmac("sha256", secret).update(lmsCanonical(p)).digest("hex");

export function lmsSignatureValid(secret: string, p: LmsLoginPayload, signature: string): boolean {
  const expected = Buffer.from(signLms(secret, p), "hex");
  const given = Buffer.from(signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
