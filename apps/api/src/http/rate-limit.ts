import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../config";
import { ApiError } from "../errors";

declare module "fastify" {
  interface FastifyContextConfig {
    /** counts against the per-address budget of the sign-in calls */
    authLimited?: boolean;
  }
}

/**
 * Route config of the calls attackers hammer (sign-in, registration, password reset and change, social and
 * LMS sign-in, account deletion): they draw on one per-address budget together, so guessing cannot move from
 * one call to the next to get a fresh allowance.
 */
export const authRateLimit = { authLimited: true } as const;

/**
 * The shared budget of `authRateLimit` calls. A route-level limit of @fastify/rate-limit would give each route
 * its own budget, so one limiter is checked here for every marked route instead. Needs the rate-limit plugin
 * registered first.
 */
export function registerAuthRateLimit(app: FastifyInstance, config: AppConfig) {
  const limiter = app.createRateLimit({
    max: config.rateLimit.perIpPerMinute,
    timeWindow: 60_000,
    // the real client behind a trusted proxy, never a header the client could rotate
    keyGenerator: (request) => request.clientAddress,
  });
  app.addHook("onRequest", async (request) => {
    if (!request.routeOptions.config?.authLimited) return;
    const verdict = await limiter(request);
    if (!verdict.isAllowed && verdict.isExceeded) {
      const seconds = Math.max(1, verdict.ttlInSeconds);
      throw new ApiError("RATE_LIMITED", "error.rateLimited", {
        params: { seconds },
        headers: { "retry-after": String(seconds) },
      });
    }
  });
}
