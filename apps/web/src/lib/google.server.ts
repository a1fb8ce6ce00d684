import "server-only";
import type { Locale } from "@gk/tenancy";
import * as oidc from "openid-client";
import { env } from "@/env";
import { visitorOrigin } from "./visitor-origin";

/**
 * Google sign-in as the standard OpenID Connect authorization-code flow with PKCE (openid-client), against a
 * configurable issuer: Google in production, a local oidc-provider in the e2e stack. The ID token it yields
 * goes to the API's `POST /auth/social`, which verifies it against the issuer's JWKS.
 */
export const OIDC_COOKIE = "gk_oidc";

let cached: Promise<oidc.Configuration> | null = null;

export function googleConfig(): Promise<oidc.Configuration> {
  if (!env.GOOGLE_CLIENT_ID) throw new Error("Google sign-in is not configured (GOOGLE_CLIENT_ID)");
  const issuer = new URL(env.GOOGLE_ISSUER);
  // plain http only for a local test issuer
  const options = issuer.protocol === "http:" ? { execute: [oidc.allowInsecureRequests] } : undefined;
  cached ??= oidc
    .discovery(issuer, env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, undefined, options)
    .catch((e: unknown) => {
      cached = null;
      throw e;
    });
  return cached;
}

export interface FlowState {
  verifier: string;
  state: string;
  /** where to land afterwards (a same-site path) and the language of the error page */
  url: string;
  locale: Locale;
}

export const callbackUrl = (origin: string) => `${origin}/auth/google/callback`;

/** The origin Google sends the visitor back to: the site they started on, by the same rule as every page. */
export function originOf(request: Request): string {
  return visitorOrigin(request.headers) ?? new URL(request.url).origin;
}
