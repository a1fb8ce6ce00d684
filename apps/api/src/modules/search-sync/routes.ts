import { endpoints, PROXY_HEADERS } from "@gk/contracts";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { defineRoute } from "../../http/define-route";
import { localised } from "../../http/localised";
import { asList } from "../../http/query";
import { reason } from "../catalogue/reasons";
import { resolveScope } from "../catalogue/scope";
import { indexingClient, requestClient } from "./client";
import { Indexer } from "./indexer";
import { defineSearchJobs, ENSURE } from "./jobs";
import { scopedKeyFor } from "./keys";
import { searchCourses } from "./search";

/**
 * Search: the browser's scoped key, the server-side search with its database fallback,
 * and the indexing jobs. At start the `search.ensure` job rebuilds an empty index and starts the sweep.
 */
export async function searchSyncRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
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

  defineRoute(app, endpoints.searchKey, async (request, reply) => {
    // the scope is the viewer's and the site's the request is for (request.site: the host a trusted proxy
    // names, or the Origin, or the Host), never whether the browser happened to send an Origin
    const scope = await resolveScope(db, request);
    reply.header("cache-control", "private, no-store");
    reply.header("vary", `Origin, Host, ${PROXY_HEADERS.siteHost}, Authorization`);
    return { data: scopedKeyFor(client, config.search, scope, request.site.referral) };
  });

  defineRoute(app, endpoints.searchCourses, async (request, reply) => {
    const locale = localised(request, reply);
    const q = request.query;
    const scope = await resolveScope(db, request);
    const result = await searchCourses(
      db,
      client,
      scope,
      {
        q: q.q,
        sort: q.sort,
        categories: asList(q.category),
        institutions: asList(q.institution),
        page: q.page,
        perPage: q.perPage,
      },
      locale,
      request.log,
    );
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
  });
}
