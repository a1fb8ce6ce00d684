import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { ApiError } from "../errors";
import { authenticate } from "../modules/auth/sessions";

/**
 * preHandler of the routes that need a signed-in user: a missing, unknown, expired or revoked bearer token
 * is 401. A company account still on its initial password may only read its profile, sign out and change it.
 */
export function requireAuth(ctx: AppContext, options: { allowInitialPassword?: boolean } = {}) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : "";
    const auth = token ? await authenticate(ctx, token) : null;
    if (!auth) throw new ApiError("UNAUTHENTICATED");
    if (auth.user.mustChangePassword && !options.allowInitialPassword) throw new ApiError("FORBIDDEN", "auth.passwordChangeRequired");
    request.auth = auth;
  };
}
