import "server-only";
import { headers } from "next/headers";
import { FALLBACK_ORIGIN, visitorOrigin } from "./visitor-origin";

/** The visitor's own origin (the host they typed, behind any proxy): share links point back to this site. */
export async function pageOrigin(): Promise<string> {
  return visitorOrigin(await headers()) ?? FALLBACK_ORIGIN;
}
