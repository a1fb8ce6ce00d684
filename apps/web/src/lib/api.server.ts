import "server-only";
import { ANALYTICS } from "@gk/analytics";
import { createApiClient, type ApiClient } from "@gk/api-client";
import { readTokenCookie } from "@gk/auth";
import type { Locale } from "@gk/tenancy";
import { headers } from "next/headers";
import { cache } from "react";
import { env } from "@/env";
import { FALLBACK_ORIGIN, visitorOrigin } from "./visitor-origin";

/**
 * One API client per server request (one cache, so the page's answers can be dehydrated into the HTML and
 * reused by the browser's client). It calls the API directly, signs with the visitor's token cookie, and
 * passes the visitor's origin (the API picks the site from it) and language.
 */
export const serverApi = cache(async (locale: Locale): Promise<ApiClient> => {
  const h = await headers();
  const token = readTokenCookie(h.get("cookie"));
  return createApiClient({
    baseUrl: env.API_INTERNAL_URL,
    getToken: () => token,
    headers: { Origin: visitorOrigin(h) ?? FALLBACK_ORIGIN, "Accept-Language": locale },
    // an API that never answers fails the render's call after the product's 90 s (the page shows "busy")
    timeoutMs: ANALYTICS.requestTimeoutMs,
  });
});

/** Whether the visitor holds a session token (server side, from the cookie). */
export async function hasTokenCookie(): Promise<boolean> {
  return readTokenCookie((await headers()).get("cookie")) !== null;
}

/** Settles a call: the answer, or null when the API failed (the page shows "server is busy" for that part). */
export async function settle<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch {
    return null;
  }
}
