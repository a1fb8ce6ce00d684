import { endpoints } from "@gk/contracts";
import { lmsNonces, users } from "@gk/db";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { eraseIfOverdue } from "../account/delete";
import { ApiError } from "../../errors";
import { defineRoute } from "../../http/define-route";
import { authRateLimit } from "../../http/rate-limit";
import { t } from "../../i18n";
import { createGoogleVerifier, GoogleUnavailable, type GoogleIdentity } from "./google";
import { confirmGoogleLink, requestGoogleLink } from "./google-link";
import { LMS_WINDOW_SECONDS, lmsAccount, lmsSignatureValid } from "./lms";
import { completeLogin, sessionFor } from "./login";
import { findUser } from "./users";
import { requireFeature } from "../../http/site-features";

/** Sign-in through someone else's proof of identity: Google ID tokens and signed LMS links. */
export async function socialRoutes(app: FastifyInstance, ctx: AppContext) {
  const { issuer, clientId } = ctx.config.google;
  const verifyGoogle = clientId ? createGoogleVerifier(issuer, clientId) : null;

  /**
   * A Google account already linked signs in. Otherwise only an email Google has verified counts: a new one
   * makes a new account; one that belongs to an existing account is linked only after that account's owner
   * confirms the link mailed to them (google-link.ts). An unverified email neither creates nor links.
   */
  defineRoute(app, endpoints.social, { config: authRateLimit }, async (request) => {
    requireFeature(request, "googleSignIn");
    if (!verifyGoogle) throw new ApiError("BAD_REQUEST", "auth.socialDisabled");
    let identity: GoogleIdentity;
    try {
      identity = await verifyGoogle(request.body.idToken);
    } catch (err) {
      // Google out of reach is the server's failure (the one error handler logs it and answers SERVER_BUSY);
      // anything else is the token's
      if (err instanceof GoogleUnavailable) throw err;
      request.log.info({ err }, "Google ID token refused");
      throw new ApiError("UNAUTHENTICATED", "auth.socialInvalid");
    }
    let [user] = await ctx.db.select().from(users).where(eq(users.googleSubject, identity.subject)).limit(1);
    // an account past its day of erasure is erased now, and this Google account starts a new one
    if (user && (await eraseIfOverdue(ctx, user))) user = undefined;
    if (!user) {
      if (!identity.email || !identity.emailVerified)
        throw new ApiError("UNAUTHENTICATED", "auth.socialUnverified");
      const owner = await findUser(ctx.db, { email: identity.email });
      if (owner) {
        await requestGoogleLink(ctx, owner, identity.subject, {
          locale: request.locale,
          origin: request.site.origin,
          site: request.site.slug,
        });
        return { data: { linkPending: true as const, message: t(request.locale, "auth.googleLinkSent") } };
      }
      const fullName = identity.name ?? identity.email.split("@")[0] ?? "Pengguna Google";
      [user] = await ctx.db
        .insert(users)
        .values({ fullName, email: identity.email, googleSubject: identity.subject, locale: request.locale })
        .returning();
    }
    return { data: await completeLogin(ctx, user!, request.site) };
  });

  defineRoute(app, endpoints.socialConfirm, { config: authRateLimit }, async (request) => {
    await confirmGoogleLink(ctx, request.body.token);
    return { data: { message: t(request.locale, "auth.googleLinked") } };
  });

  defineRoute(app, endpoints.lmsLoginRegister, { config: authRateLimit }, async (request) => {
    const body = request.body;
    const secret = ctx.config.lmsSecrets.get(body.site);
    const age = Math.abs(Date.now() / 1000 - body.timestamp);
    if (!secret || age > LMS_WINDOW_SECONDS || !lmsSignatureValid(secret, body, body.signature))
      throw new ApiError("UNAUTHENTICATED", "auth.lmsInvalid");
    // the nonce is stored only after the signature holds, so strangers cannot burn nonces
    const stored = await ctx.db
      .insert(lmsNonces)
      .values({ site: body.site, nonce: body.nonce })
      .onConflictDoNothing()
      .returning();
    if (stored.length === 0) throw new ApiError("UNAUTHENTICATED", "auth.lmsInvalid");
    const { user, account } = await lmsAccount(ctx, body.site, {
      email: body.email,
      fullName: body.fullName,
      locale: request.locale,
    });
    return { data: await sessionFor(ctx, user, account, body.site) };
  });
}
