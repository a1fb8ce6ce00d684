import { timingSafeEqual } from "node:crypto";
import { BadNotification, type ProviderName, ProviderUnavailable } from "./types";

/** Two secrets or digests compared in constant time; different lengths are simply unequal. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given, "utf8");
  const b = Buffer.from(expected, "utf8");
  if (a.length !== b.length) {
    // compare anyway so that a wrong length takes as long as a wrong value
    timingSafeEqual(b, b);
    return false;
  }
  return timingSafeEqual(a, b);
}

/** The one value of a header (a repeated header is not believed). */
export function header(headers: Record<string, string | string[] | undefined>, name: string): string | null {
  const v = headers[name.toLowerCase()];
  return typeof v === "string" ? v : null;
}

/** A notification body is a JSON object; anything else is not a notification. */
export function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw new BadNotification("the body is not a JSON object");
  return body as Record<string, unknown>;
}

export function text(body: Record<string, unknown>, field: string): string {
  const v = body[field];
  if (typeof v === "string" && v.length > 0) return v;
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  throw new BadNotification(`the body has no ${field}`);
}

export function optionalText(body: Record<string, unknown>, field: string): string | null {
  const v = body[field];
  return typeof v === "string" && v.length > 0 ? v : null;
}

/** How long a provider may take to open a checkout before the learner is told to try again. */
const CREATE_TIMEOUT_MS = 15_000;

/**
 * The one authenticated call that opens a provider's checkout: JSON POST with Basic auth (the secret key as the
 * user, no password, as Midtrans and Xendit both ask). Answers the provider's JSON object when it says 2xx;
 * anything else (unreachable, slow, refused, not JSON) is ProviderUnavailable.
 */
export async function createAtProvider(
  provider: ProviderName,
  doFetch: typeof fetch,
  url: string,
  key: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await doFetch(url, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${key}:`).toString("base64")}`,
        "content-type": "application/json",
        accept: "application/json",
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(CREATE_TIMEOUT_MS),
    });
  } catch (e) {
    throw new ProviderUnavailable(provider, `create failed: ${(e as Error).message}`);
  }
  const answer: unknown = await res.json().catch(() => null);
  if (!res.ok || typeof answer !== "object" || answer === null || Array.isArray(answer))
    throw new ProviderUnavailable(provider, `create answered ${res.status}`);
  return answer as Record<string, unknown>;
}
