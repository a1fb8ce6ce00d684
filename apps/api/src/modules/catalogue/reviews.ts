import { endpoints } from "@gk/contracts";
import { courseReviews, courses, feedback } from "@gk/db";
import { and, count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { defineRoute } from "../../http/define-route";
import { localised } from "../../http/localised";
import { t } from "../../i18n";
import { catalogueChanged } from "./changed";
import { applyRating, findVisibleCard, latestReviews, toReview } from "./detail";
import { resolveScope } from "./scope";

/** Ratings with reviews (one per learner and course, changeable) and the feedback form. */
export async function engagementRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  defineRoute(app, endpoints.courseReviews, async (request, reply) => {
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
  });

  defineRoute(app, endpoints.courseReviewUpsert, async (request) => {
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
        .onConflictDoUpdate({
          target: [courseReviews.courseId, courseReviews.userId],
          set: { rating, body, locale: request.locale, updatedAt: new Date() },
        })
        .returning();
      const totals = await applyRating(tx, card.id, rating, previous ? previous.rating : null);
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
  });

  defineRoute(
    app,
    endpoints.feedback,
    { config: { rateLimit: { max: 10, timeWindow: 60_000 } } },
    async (request, reply) => {
      const locale = localised(request, reply);
      const [row] = await db
        .insert(feedback)
        .values({
          userId: request.auth?.user.id ?? null,
          organisationId: request.auth?.organisation?.id ?? null,
          site: request.site.slug,
          rating: request.body.rating,
          message: request.body.message,
        })
        .returning({ id: feedback.id });
      return { data: { id: row!.id, message: t(locale, "feedback.thanks") } };
    },
  );
}
