import type { Locale } from "@gk/tenancy";
import { createApiClient } from "@gk/api-client";
import { vouchFor } from "@gk/api-client/proxy";
import { tokenCookie } from "@gk/auth";
import { safeReturnPath } from "@gk/auth/redirects";
import { localePath } from "@gk/i18n/paths";
import * as oidc from "openid-client";
import { env } from "@/env";
import { callbackUrl, googleConfig, OIDC_COOKIE, originOf, type FlowState } from "@/lib/google.server";

function readFlow(request: Request): FlowState | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== OIDC_COOKIE) continue;
    try {
      return JSON.parse(decodeURIComponent(rest.join("="))) as FlowState;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Step 2: the code is exchanged (state and PKCE checked by openid-client), the ID token is handed to the
 * API's `POST /auth/social`, and the session token is set as the same `token` cookie a password sign-in sets;
 * the page then starts the @gk/auth state machine from it.
 */
export async function GET(request: Request) {
  const origin = originOf(request);
  const flow = readFlow(request);
  const fail = (locale: Locale = "id") =>
    Response.redirect(`${origin}${localePath(locale, "/login")}?google=failed`, 303);
  if (!flow) return fail();
  try {
    const config = await googleConfig();
    const current = new URL(callbackUrl(origin));
    current.search = new URL(request.url).search;
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
    });
    const idToken = tokens.id_token;
    if (!idToken) return fail(flow.locale);
    // vouched for like a call through /api/gk: the sign-in counts against the visitor's own address
    const api = createApiClient({
      baseUrl: env.API_INTERNAL_URL,
      headers: {
        Origin: origin,
        "Accept-Language": flow.locale,
        ...vouchFor(request, { secret: env.API_PROXY_SECRET, trustedHops: env.TRUSTED_PROXY_HOPS }),
      },
    });
    const { data } = await api.request("social", { provider: "google", idToken });
    // the Google email belongs to an account Google does not sign in to yet: its owner was mailed a link
    if ("linkPending" in data)
      return Response.redirect(`${origin}${localePath(flow.locale, "/login")}?google=confirm`, 303);
    // several accounts: the account chooser lives on the sign-in page
    if (!("token" in data)) return fail(flow.locale);
    // the saved target is checked again: the flow cookie is only as trustworthy as the browser that sent it
    const to = safeReturnPath(flow.url) ?? localePath(flow.locale, "/");
    const headers = new Headers({ location: `${origin}${to}` });
    headers.append("set-cookie", tokenCookie(data.token, { secure: origin.startsWith("https:") }));
    headers.append("set-cookie", `${OIDC_COOKIE}=; Path=/auth/google; Max-Age=0`);
    return new Response(null, { status: 303, headers });
  } catch {
    return fail(flow.locale);
  }
}
