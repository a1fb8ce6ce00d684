import { endpoints, type EmptyReason, type Locale } from "@gk/contracts";
import type { z } from "zod";
import {
  blogPosts,
  bundleCourses,
  bundles,
  categories,
  courses,
  institutions,
  organisationCoursePicks,
} from "@gk/db";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { defineRoute } from "../../http/define-route";
import { localised } from "../../http/localised";
import { asList } from "../../http/query";
import { pick, scopeJoin, toCard } from "./cards";
import { courseDetailJson } from "./course-page";
import { homeRoutes } from "./home";
import { countListed, listCards, listStoredPage } from "./listing";
import { isPublished, ORDER, selectCards } from "./queries";
import { reason } from "./reasons";
import { engagementRoutes } from "./reviews";
import { resolveScope, scopeKey, type CatalogueScope } from "./scope";
import { requireFeature } from "../../http/site-features";

export async function catalogueRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, catalogueCache: cache } = ctx;

  defineRoute(app, endpoints.courses, async (request, reply) => {
    const locale = localised(request, reply);
    const q = request.query;
    const scope = await resolveScope(db, request);
    const cats = asList(q.category).sort();
    const insts = asList(q.institution).sort();
    const key = JSON.stringify(["courses", scopeKey(scope), locale, q.sort, q.page, q.perPage, cats, insts]);
    const filter = { categories: cats, institutions: insts };
    const page = { sort: q.sort, page: q.page, perPage: q.perPage };
    return cache.sendJson(reply, key, async () => {
      // the stored cards when every card of the page has one (checked when stored), else from the tables
      const stored = await listStoredPage(db, scope, filter, page, locale);
      if (stored) return storedAnswer(stored);
      return JSON.stringify(endpoints.courses.response.parse(await assembled()));
    });

    /** The answer around the stored cards' text, which goes in as it came from the database, where the empty list
     * stands: the same JSON as the assembled answer's, made without parsing a card. The text is decoded once,
     * here, because the answer cache keeps strings. */
    function storedAnswer(stored: { items: Buffer; count: number; total: number }): string {
      const shown = (q.page - 1) * q.perPage + stored.count;
      const answer: z.infer<typeof endpoints.courses.response> = {
        data: {
          locale,
          items: [],
          page: q.page,
          perPage: q.perPage,
          shown,
          total: stored.total,
          hasMore: shown < stored.total,
          reason: null,
        },
      };
      const [head, tail] = JSON.stringify(answer).split('"items":[]') as [string, string];
      return `${head}"items":[${stored.items.toString()}]${tail}`;
    }

    async function assembled() {
      const [rows, total] = await Promise.all([
        listCards(db, scope, filter, page),
        // one count serves every sort and page of the same filter
        cache.remember(JSON.stringify(["count", scopeKey(scope), cats, insts]), () =>
          countListed(db, scope, filter),
        ),
      ]);
      let why: EmptyReason | null = null;
      if (total === 0) {
        // Tell "your company did not choose these" apart from "nothing like this exists".
        const existsOutside =
          scope.kind === "company" &&
          (await countListed(db, { kind: "all", featuredOrgId: null }, filter)) > 0;
        why = reason(locale, existsOutside ? "COMPANY_DID_NOT_CHOOSE" : "NO_RESULTS");
      }
      const shown = Math.min(total, (q.page - 1) * q.perPage + rows.length);
      return {
        data: {
          locale,
          items: rows.map((r) => toCard(r, locale)),
          page: q.page,
          perPage: q.perPage,
          shown,
          total,
          hasMore: shown < total,
          reason: why,
        },
      };
    }
  });

  defineRoute(app, endpoints.course, async (request, reply) => {
    const locale = localised(request, reply);
    const scope = await resolveScope(db, request);
    return cache.sendJson(
      reply,
      JSON.stringify(["course", scopeKey(scope), locale, request.params.courseSlug]),
      async () => {
        const json = await courseDetailJson(db, scope, request.params.courseSlug, locale);
        if (json === undefined) throw new ApiError("NOT_FOUND", "catalogue.courseNotFound");
        return json;
      },
    );
  });

  defineRoute(app, endpoints.categories, async (request, reply) => {
    const locale = localised(request, reply);
    const scope = await resolveScope(db, request);
    return cache.send(
      reply,
      JSON.stringify(["categories", scopeKey(scope), locale]),
      endpoints.categories.response,
      async () => {
        const counts = await selectGrouped(ctx, scope, courses.categorySlug);
        const rows = await db.select().from(categories).orderBy(asc(categories.position));
        return {
          data: {
            locale,
            items: rows.map((c) => ({
              slug: c.slug,
              name: pick(locale, c.nameId, c.nameEn),
              courseCount: counts.get(c.slug) ?? 0,
            })),
          },
        };
      },
    );
  });

  defineRoute(app, endpoints.institutions, async (request, reply) => {
    const locale = localised(request, reply);
    const scope = await resolveScope(db, request);
    return cache.send(
      reply,
      JSON.stringify(["institutions", scopeKey(scope), locale]),
      endpoints.institutions.response,
      async () => {
        const counts = await selectGrouped(ctx, scope, institutions.slug);
        const rows = await db.select().from(institutions).orderBy(asc(institutions.nameId));
        return {
          data: {
            locale,
            items: rows
              .map((i) => ({
                slug: i.slug,
                name: pick(locale, i.nameId, i.nameEn),
                kind: i.kind,
                courseCount: counts.get(i.slug) ?? 0,
              }))
              .filter((i) => i.courseCount > 0),
          },
        };
      },
    );
  });

  const bundleWithCourses = async (
    request: FastifyRequest,
    locale: Locale,
    bundle: typeof bundles.$inferSelect,
  ) => {
    const scope = await resolveScope(db, request);
    const members = await db
      .select({ courseId: bundleCourses.courseId })
      .from(bundleCourses)
      .where(eq(bundleCourses.bundleId, bundle.id))
      .orderBy(asc(bundleCourses.position));
    const ids = members.map((m) => m.courseId);
    const rows =
      ids.length === 0
        ? []
        : await selectCards(db, scope, {
            where: [inArray(courses.id, ids)],
            orderBy: ORDER.popular,
            limit: ids.length,
          });
    const order = new Map(ids.map((id, i) => [id, i]));
    rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    return {
      slug: bundle.slug,
      name: pick(locale, bundle.nameId, bundle.nameEn),
      description: pick(locale, bundle.descriptionId, bundle.descriptionEn),
      priceRupiah: bundle.priceRupiah,
      courses: rows.map((r) => toCard(r, locale)),
    };
  };

  defineRoute(app, endpoints.bundles, async (request, reply) => {
    const locale = localised(request, reply);
    const rows = await db
      .select()
      .from(bundles)
      .where(eq(bundles.published, true))
      .orderBy(asc(bundles.slug));
    const items = await Promise.all(rows.map((b) => bundleWithCourses(request, locale, b)));
    return { data: { locale, items: items.filter((b) => b.courses.length > 0) } };
  });

  defineRoute(app, endpoints.bundle, async (request, reply) => {
    const locale = localised(request, reply);
    const [row] = await db
      .select()
      .from(bundles)
      .where(and(eq(bundles.slug, request.params.bundleSlug), eq(bundles.published, true)));
    const bundle = row ? await bundleWithCourses(request, locale, row) : undefined;
    if (!bundle || bundle.courses.length === 0) throw new ApiError("NOT_FOUND", "catalogue.bundleNotFound");
    return { data: { ...bundle, locale } };
  });

  const summary = (locale: Locale, p: typeof blogPosts.$inferSelect) => ({
    slug: p.slug,
    title: pick(locale, p.titleId, p.titleEn),
    excerpt: pick(locale, p.excerptId, p.excerptEn),
    author: p.author,
    publishedAt: p.publishedAt.toISOString(),
  });
  defineRoute(app, endpoints.blogPosts, async (request, reply) => {
    requireFeature(request, "blog");
    const locale = localised(request, reply);
    const rows = await db
      .select()
      .from(blogPosts)
      .where(sql`${blogPosts.publishedAt} <= now()`)
      .orderBy(desc(blogPosts.publishedAt))
      .limit(50);
    return { data: { locale, items: rows.map((p) => summary(locale, p)) } };
  });

  defineRoute(app, endpoints.blogPost, async (request, reply) => {
    requireFeature(request, "blog");
    const locale = localised(request, reply);
    const [p] = await db.select().from(blogPosts).where(eq(blogPosts.slug, request.params.blogSlug));
    if (!p) throw new ApiError("NOT_FOUND", "catalogue.postNotFound");
    return { data: { ...summary(locale, p), locale, body: pick(locale, p.bodyId, p.bodyEn) } };
  });

  await homeRoutes(app, ctx);
  await engagementRoutes(app, ctx);
}

/** Visible published courses counted per value of a column (category or institution slug). */
async function selectGrouped(
  ctx: AppContext,
  scope: CatalogueScope,
  column: PgColumn,
): Promise<Map<string, number>> {
  const join = scopeJoin(scope);
  let q = ctx.db
    .select({ key: sql<string>`${column}`, n: sql<number>`count(*)::int` })
    .from(courses)
    .innerJoin(institutions, eq(institutions.id, courses.institutionId))
    .$dynamic();
  if (join) q = q.innerJoin(organisationCoursePicks, join.on);
  const rows = await q.where(isPublished).groupBy(column);
  return new Map(rows.map((r) => [r.key, Number(r.n)]));
}
