import { healthResponseSchema } from "@gk/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import pkg from "../../../package.json" with { type: "json" };
import type { AppContext } from "../../context";

/** Every @gk package carries the release's version (one fixed changesets group), so the API's is the release's. */
const version = pkg.version;

/**
 * /health: the process answers. /ready: and its database does, and it is not draining (load balancers route on
 * this one, so a replica that is leaving stops getting new work while it still answers what arrives).
 */
export async function healthRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get("/health", { schema: { tags: ["health"], response: { 200: healthResponseSchema } } }, async () => ({
    status: "ok" as const,
    version,
  }));
  app.get(
    "/ready",
    { schema: { tags: ["health"], response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (_request, reply) => {
      const up = !ctx.lifecycle.leaving && (await ctx.database.ping());
      return reply
        .status(up ? 200 : 503)
        .send({ status: up ? "ok" : "unavailable", version, database: ctx.database.driver });
    },
  );
}
