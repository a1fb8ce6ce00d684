import { endpoints } from "@gk/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { errorResponses } from "../auth/routes";
import { asList, localised, reason } from "../catalogue/http";
import { optionalAuth } from "../catalogue/optional-auth";
import { resolveScope } from "../catalogue/scope";
import { indexingClient, requestClient } from "./client";
import { Indexer } from "./indexer";
import { defineSearchJobs, ENSURE } from "./jobs";
import { scopedKeyFor } from "./keys";
import { searchCourses } from "./search";

/**
 * Search (issue 6 items 3–4): the browser's scoped key, the server-side search with its database fallback,
 * and the indexing jobs. At start the `search.ensure` job rebuilds an empty index and starts the sweep.
 */
export async function searchSyncRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;
  const tags = ["search"];
  const preHandler = optionalAuth(ctx);
  const client = requestClient(config.search);
  const indexer = new Indexer(db, indexingClient(config.search), config.search);
  defineSearchJobs(ctx, indexer, app.log);

  app.addHook("onReady", async () => {
    if (!config.search.autoSync) return;
    try {
      await ctx.jobs.send(ENSURE, {});
    } catch (err) {
      // job workers not started (a one-off tool, some tests): nothing to schedule
      app.log.debug({ err }, "search: ensure job not queued");
    }
  });

  app.get(endpoints.searchKey.path, {
    preHandler,
    schema: {
      tags,
      summary: "A scoped search-only key for the browser: its embedded filter is the viewer's visible catalogue (company picks, site restrictions, published only)",
      response: { 200: endpoints.searchKey.response, ...errorResponses },
    },
    handler: async (request, reply) => {
      const scope = await resolveScope(db, request);
      reply.header("cache-control", "private, no-store");
      reply.header("vary", "Origin, Authorization");
      return { data: scopedKeyFor(client, config.search, scope, request.site.referral) };
    },
  });

  app.get(endpoints.searchCourses.path, {
    preHandler,
    schema: {
      tags,
      summary: "Search courses on the server (no-JS and server rendering); answers from the database when the search nodes are down",
      querystring: endpoints.searchCourses.request,
      response: { 200: endpoints.searchCourses.response, ...errorResponses },
    },
    handler: async (request, reply) => {
      const locale = localised(request, reply);
      const q = request.query;
      const scope = await resolveScope(db, request);
      const result = await searchCourses(db, client, scope, { q: q.q, sort: q.sort, categories: asList(q.category), institutions: asList(q.institution), page: q.page, perPage: q.perPage }, locale, request.log);
      const shown = Math.min(result.total, (q.page - 1) * q.perPage + result.items.length);
      return {
        data: {
          locale,
          q: q.q,
          items: result.items,
          page: q.page,
          perPage: q.perPage,
          shown,
          total: result.total,
          hasMore: shown < result.total,
          reason: result.total === 0 ? reason(locale, "NO_RESULTS") : null,
          source: result.source,
        },
      };
    },
  });
}
