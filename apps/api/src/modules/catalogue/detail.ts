import { RATING_LABELS } from "@gk/contracts";
import { courseReviews, courses, users, type Db } from "@gk/db";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { selectCards } from "./queries";
import type { CatalogueScope } from "./scope";

export const ratingLabel = (rating: number) => RATING_LABELS[Math.min(5, Math.max(1, rating)) - 1]!;
const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? "";

export function toReview(row: {
  id: string;
  rating: number;
  body: string;
  locale: string;
  createdAt: Date;
  fullName: string;
}) {
  return {
    id: row.id,
    rating: row.rating,
    ratingLabel: ratingLabel(row.rating),
    body: row.body,
    author: firstName(row.fullName),
    locale: row.locale === "en" ? ("en" as const) : ("id" as const),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function latestReviews(db: Db, courseId: string, limit: number, offset = 0) {
  const rows = await db
    .select({
      id: courseReviews.id,
      rating: courseReviews.rating,
      body: courseReviews.body,
      locale: courseReviews.locale,
      createdAt: courseReviews.createdAt,
      fullName: users.fullName,
    })
    .from(courseReviews)
    .innerJoin(users, eq(users.id, courseReviews.userId))
    .where(eq(courseReviews.courseId, courseId))
    .orderBy(desc(courseReviews.createdAt), asc(courseReviews.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toReview);
}

/** A course visible in the scope, by slug; undefined for unknown, unpublished or not-picked courses alike. */
export async function findVisibleCard(db: Db, scope: CatalogueScope, slug: string) {
  const [row] = await selectCards(db, scope, { where: [eq(courses.slug, slug)], orderBy: [], limit: 1 });
  return row;
}

/** Keeps the course's rating average and count in step with one new or changed review (incremental, so
 * ratings counted before reviews were stored — the seed's history — are kept). */
export async function applyRating(db: Db, courseId: string, rating: number, previous: number | null) {
  const update =
    previous === null
      ? {
          ratingAverage: sql`(${courses.ratingAverage} * ${courses.ratingCount} + ${rating}) / (${courses.ratingCount} + 1)`,
          ratingCount: sql`${courses.ratingCount} + 1`,
        }
      : {
          ratingAverage: sql`${courses.ratingAverage} + (${rating - previous})::real / greatest(${courses.ratingCount}, 1)`,
        };
  const [row] = await db
    .update(courses)
    .set({ ...update, updatedAt: new Date() })
    .where(and(eq(courses.id, courseId)))
    .returning({ ratingAverage: courses.ratingAverage, ratingCount: courses.ratingCount });
  return row!;
}
