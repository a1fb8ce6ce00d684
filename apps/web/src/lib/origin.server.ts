import "server-only";
import { headers } from "next/headers";

/** The visitor's own origin (the host they typed, behind any proxy): share links point back to this site. */
export async function visitorOrigin(): Promise<string> {
  const h = await headers();
  const host = h.get("x-gk-host") || h.get("host") || "localhost:3000";
  const proto = h.get("x-forwarded-proto") ?? (/localhost|127\.0\.0\.1/.test(host) ? "http" : "https");
  return `${proto}://${host}`;
}
