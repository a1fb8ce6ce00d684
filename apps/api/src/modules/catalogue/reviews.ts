import { endpoints } from "@gk/contracts";
import { courseReviews, courses, feedback } from "@gk/db";
import { and, count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { t } from "../../i18n";
import { requireAuth } from "../../plugins/auth";
import { errorResponses } from "../auth/routes";
import { catalogueChanged } from "./changed";
import { applyRating, findVisibleCard, latestReviews, toReview } from "./detail";
import { localised, route } from "./http";
import { optionalAuth } from "./optional-auth";
import { resolveScope } from "./scope";

/** Ratings with reviews (one per learner and course, changeable) and the feedback form. */
export async function engagementRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const tags = ["engagement"];
  const params = endpoints.course.request;

  app.get(route(endpoints.courseReviews.path), {
    preHandler: optionalAuth(ctx),
    schema: { tags, summary: "A course's reviews, newest first", params, querystring: endpoints.courseReviews.request.pick({ page: true, perPage: true }), response: { 200: endpoints.courseReviews.response, ...errorResponses } },
    handler: async (request, reply) => {
      localised(request, reply);
      const card = await findVisibleCard(db, await resolveScope(db, request), request.params.courseSlug);
      if (!card) throw new ApiError("NOT_FOUND", "catalogue.courseNotFound");
      const { page, perPage } = request.query;
      const [items, [total]] = await Promise.all([
        latestReviews(db, card.id, perPage, (page - 1) * perPage),
        db.select({ n: count() }).from(courseReviews).where(eq(courseReviews.courseId, card.id)),
      ]);
      const n = Number(total?.n ?? 0);
      return { data: { items, page, perPage, total: n, hasMore: page * perPage < n } };
    },
  });

  app.put(route(endpoints.courseReviewUpsert.path), {
    preHandler: requireAuth(ctx),
    schema: { tags, summary: "Rate a course 1–5 (poor … extraordinary) with an optional review; rating again replaces it", security: [{ bearer: [] }], params, body: endpoints.courseReviewUpsert.request.pick({ rating: true, body: true }), response: { 200: endpoints.courseReviewUpsert.response, ...errorResponses } },
    handler: async (request) => {
      const auth = request.auth!;
      const card = await findVisibleCard(db, await resolveScope(db, request), request.params.courseSlug);
      if (!card) throw new ApiError("NOT_FOUND", "catalogue.courseNotFound");
      const { rating, body } = request.body;
      const result = await db.transaction(async (tx) => {
        // One rating of a course at a time: the course row is locked first, so a second request of the same
        // learner (a retry overlapping the original, a double tap) waits, then finds the first one's review as
        // the previous rating instead of counting as a new one. Locking the missing review row cannot do that.
        await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, card.id)).for("update");
        const [previous] = await tx
          .select({ rating: courseReviews.rating })
          .from(courseReviews)
          .where(and(eq(courseReviews.courseId, card.id), eq(courseReviews.userId, auth.user.id)))
          .for("update");
        const [row] = await tx
          .insert(courseReviews)
          .values({ courseId: card.id, userId: auth.user.id, rating, body, locale: request.locale })
          .onConflictDoUpdate({ target: [courseReviews.courseId, courseReviews.userId], set: { rating, body, locale: request.locale, updatedAt: new Date() } })
          .returning();
        const totals = await applyRating(tx as never, card.id, rating, previous ? previous.rating : null);
        return { row: row!, totals };
      });
      await catalogueChanged(ctx);
      return {
        data: {
          review: toReview({ ...result.row, fullName: auth.user.fullName }),
          ratingAverage: Math.round(result.totals.ratingAverage * 10) / 10,
          ratingCount: result.totals.ratingCount,
        },
      };
    },
  });

  app.post(endpoints.feedback.path, {
    preHandler: optionalAuth(ctx),
    config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    schema: { tags, summary: "The feedback form: a rating from worst (1) to best (5) and a message", body: endpoints.feedback.request, response: { 201: endpoints.feedback.response, ...errorResponses } },
    handler: async (request, reply) => {
      const locale = localised(request, reply);
      const [row] = await db
        .insert(feedback)
        .values({ userId: request.auth?.user.id ?? null, organisationId: request.auth?.organisation?.id ?? null, site: request.site.slug, rating: request.body.rating, message: request.body.message })
        .returning({ id: feedback.id });
      return reply.status(201).send({ data: { id: row!.id, message: t(locale, "feedback.thanks") } });
    },
  });
}
