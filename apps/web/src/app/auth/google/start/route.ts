import { safeReturnPath } from "@gk/auth/redirects";
import { localePath } from "@gk/i18n/paths";
import * as oidc from "openid-client";
import { callbackUrl, googleConfig, OIDC_COOKIE, originOf, type FlowState } from "@/lib/google.server";

/** Step 1 of Google sign-in: PKCE verifier and state in a short-lived cookie, then off to the issuer. */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const locale = params.get("locale") === "en" ? "en" : "id";
  const wanted = params.get("url");
  const origin = originOf(request);
  let config;
  try {
    config = await googleConfig();
  } catch {
    return Response.redirect(`${origin}${localePath(locale, "/login")}?google=failed`, 303);
  }
  const flow: FlowState = {
    verifier: oidc.randomPKCECodeVerifier(),
    state: oidc.randomState(),
    url: safeReturnPath(wanted) ?? localePath(locale, "/"),
    locale,
  };
  const target = oidc.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(origin),
    scope: "openid email profile",
    code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: "S256",
    state: flow.state,
  });
  const headers = new Headers({ location: target.href });
  headers.append(
    "set-cookie",
    `${OIDC_COOKIE}=${encodeURIComponent(JSON.stringify(flow))}; Path=/auth/google; Max-Age=600; HttpOnly; SameSite=Lax${origin.startsWith("https:") ? "; Secure" : ""}`,
  );
  return new Response(null, { status: 303, headers });
}
