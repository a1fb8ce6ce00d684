import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";

export interface GoogleIdentity {
  subject: string;
  email: string | null;
  name: string | null;
}

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
      const res = await fetch(`${base}/.well-known/openid-configuration`);
      if (!res.ok) throw new Error(`OpenID discovery at ${base} answered ${res.status}`);
      const meta = (await res.json()) as { jwks_uri?: string };
      if (!meta.jwks_uri) throw new Error("OpenID discovery without jwks_uri");
      keys = createRemoteJWKSet(new URL(meta.jwks_uri));
    }
    return keys;
  }
  return async (idToken: string): Promise<GoogleIdentity> => {
    const { payload } = await jwtVerify<JWTPayload & { email?: string; email_verified?: boolean; name?: string }>(idToken, await jwks(), {
      issuer: issuers,
      audience: clientId,
    });
    if (!payload.sub) throw new Error("ID token without sub");
    // an address Google has not verified must not take over an account registered with it
    const email = payload.email && payload.email_verified === true ? payload.email.toLowerCase() : null;
    return { subject: payload.sub, email, name: payload.name ?? null };
  };
}
