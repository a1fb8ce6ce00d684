import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/**
 * helmet's security headers (a strict content security policy, nosniff, frame and referrer rules, HSTS) on every
 * answer. The middleware is built once: the Fastify wrapper built it again on every request, parsing the policy
 * each time, which cost an uncached course page about 4 % of its time (bench/catalogue).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const apply = helmet();
  app.addHook("onRequest", (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
