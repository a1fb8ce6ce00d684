import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { ApiError } from "../errors";
import { authenticate } from "../modules/auth/sessions";

const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith("Bearer ") ? header.slice(7).trim() : "";
};

/**
 * preHandler of the calls that need a signed-in user: a missing, unknown, expired or revoked bearer token is
 * 401. A company account still on its initial password may only read its profile, sign out and change it
 * (and delete the account), so everywhere else it gets 403 until the password is replaced.
 */
export function requireAuth(ctx: AppContext, options: { allowInitialPassword?: boolean } = {}) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const auth = token ? await authenticate(ctx, token) : null;
    if (!auth) throw new ApiError("UNAUTHENTICATED");
    if (auth.user.mustChangePassword && !options.allowInitialPassword)
      throw new ApiError("FORBIDDEN", "auth.passwordChangeRequired");
    request.auth = auth;
  };
}

/**
 * preHandler of the calls anyone may make but whose answer changes with the viewer (company curation,
 * recommendations, the organisation's leaderboard). No token: anonymous. A token that no longer works: 401,
 * so the client learns to drop it instead of silently seeing the anonymous catalogue.
 */
export function optionalAuth(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) return;
    const auth = await authenticate(ctx, token);
    if (!auth) throw new ApiError("UNAUTHENTICATED");
    request.auth = auth;
  };
}
