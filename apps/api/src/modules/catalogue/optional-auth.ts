import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { authenticate } from "../auth/sessions";

/**
 * preHandler of catalogue calls that anyone may make but that change with the viewer (company curation,
 * recommendations). No token: anonymous. A token that no longer works: 401, so the client clears it (§4).
 */
export function optionalAuth(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : "";
    if (!token) return;
    const auth = await authenticate(ctx, token);
    if (!auth) throw new ApiError("UNAUTHENTICATED");
    request.auth = auth;
  };
}
