import { healthResponseSchema } from "@gk/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";

/** /health: the process answers. /ready: and its database does (load balancers route on this one). */
export async function healthRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get("/health", { schema: { tags: ["health"], response: { 200: healthResponseSchema } } }, async () => ({ status: "ok" as const }));
  app.get("/ready", { schema: { tags: ["health"], response: { 200: healthResponseSchema, 503: healthResponseSchema } } }, async (_request, reply) => {
    const up = await ctx.database.ping();
    return reply.status(up ? 200 : 503).send({ status: up ? "ok" : "unavailable", database: ctx.database.driver });
  });
}
