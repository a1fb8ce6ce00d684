import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from "jose";

export interface GoogleIdentity {
  subject: string;
  /** lower-cased; null when the token carries none */
  email: string | null;
  /** Google vouches that the person controls `email` (`email_verified: true`, nothing else counts) */
  emailVerified: boolean;
  name: string | null;
}

/**
 * Google's keys could not be had (discovery or key set unreachable, failing or malformed): a failure on the
 * server's side, not a bad token, so the user is told the server is busy rather than that the sign-in failed.
 */
export class GoogleUnavailable extends Error {
  override readonly name = "GoogleUnavailable";
}

// jose's errors about fetching the key set; every other JOSE error is about the token itself
const KEY_SET_FAILURES = new Set(["ERR_JOSE_GENERIC", "ERR_JWKS_TIMEOUT", "ERR_JWKS_INVALID"]);
const keySetFailed = (err: unknown) => !(err instanceof errors.JOSEError) || KEY_SET_FAILURES.has(err.code);

/**
 * Verifies Google ID tokens against the issuer's published keys (discovered from
 * `<issuer>/.well-known/openid-configuration`, then cached and refreshed by jose on unknown key ids).
 */
export function createGoogleVerifier(issuer: string, clientId: string) {
  let keys: ReturnType<typeof createRemoteJWKSet> | undefined;
  const base = issuer.replace(/\/$/, "");
  // Google signs with `https://accounts.google.com` and, in older tokens, without the scheme.
  const issuers = [base, base.replace(/^https:\/\//, "")];
  async function jwks() {
    if (!keys) {
      try {
        const res = await fetch(`${base}/.well-known/openid-configuration`);
        if (!res.ok) throw new Error(`OpenID discovery at ${base} answered ${res.status}`);
        const meta = (await res.json()) as { jwks_uri?: string };
        if (!meta.jwks_uri) throw new Error("OpenID discovery without jwks_uri");
        keys = createRemoteJWKSet(new URL(meta.jwks_uri));
      } catch (err) {
        throw new GoogleUnavailable(`OpenID discovery at ${base} failed`, { cause: err });
      }
    }
    return keys;
  }
  return async (idToken: string): Promise<GoogleIdentity> => {
    const keySet = await jwks();
    let verified;
    try {
      verified = await jwtVerify<JWTPayload & { email?: string; email_verified?: boolean; name?: string }>(
        idToken,
        keySet,
        { issuer: issuers, audience: clientId },
      );
    } catch (err) {
      if (keySetFailed(err))
        throw new GoogleUnavailable("Google's key set could not be read", { cause: err });
      throw err;
    }
    const { payload } = verified;
    if (!payload.sub) throw new Error("ID token without sub");
    return {
      subject: payload.sub,
      email: payload.email ? payload.email.toLowerCase() : null,
      emailVerified: payload.email_verified === true,
      name: payload.name ?? null,
    };
  };
}
