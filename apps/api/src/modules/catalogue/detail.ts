import { RATING_LABELS, type Locale } from "@gk/contracts";
import { courseReviews, courseSections, courses, institutions, lessons, quizzes, users, type Db } from "@gk/db";
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { pick, toCard, type CardRow } from "./cards";
import { ORDER, selectCards } from "./queries";
import type { CatalogueScope } from "./scope";

export const ratingLabel = (rating: number) => RATING_LABELS[Math.min(5, Math.max(1, rating)) - 1]!;
const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? "";

export function toReview(row: { id: string; rating: number; body: string; locale: string; createdAt: Date; fullName: string }) {
  return { id: row.id, rating: row.rating, ratingLabel: ratingLabel(row.rating), body: row.body, author: firstName(row.fullName), locale: (row.locale === "en" ? "en" : "id") as Locale, createdAt: row.createdAt.toISOString() };
}

export async function latestReviews(db: Db, courseId: string, limit: number, offset = 0) {
  const rows = await db
    .select({ id: courseReviews.id, rating: courseReviews.rating, body: courseReviews.body, locale: courseReviews.locale, createdAt: courseReviews.createdAt, fullName: users.fullName })
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

/** The texts of the course page, fetched with the card in the same query. */
const pageColumns = {
  descriptionId: courses.descriptionId,
  descriptionEn: courses.descriptionEn,
  skills: courses.skills,
  included: courses.included,
  enrolmentOpensAt: courses.enrolmentOpensAt,
  aiGenerated: courses.aiGenerated,
  institutionKind: institutions.kind,
};
type PageRow = CardRow & { [K in keyof typeof pageColumns]: (typeof pageColumns)[K]["_"]["data"] };

/** The course page: card, texts, sections with lesson titles, quiz facts, latest reviews and related courses. */
export async function courseDetail(db: Db, scope: CatalogueScope, slug: string, locale: Locale) {
  const [card] = (await selectCards(db, scope, { where: [eq(courses.slug, slug)], orderBy: [], limit: 1 }, pageColumns)) as PageRow[];
  if (!card) return undefined;
  const extra = card;
  const [sectionRows, lessonRows, quizRows, reviews, related] = await Promise.all([
    db.select().from(courseSections).where(eq(courseSections.courseId, card.id)).orderBy(asc(courseSections.position)),
    db
      .select({ id: lessons.id, sectionId: lessons.sectionId, position: lessons.position, kind: lessons.kind, titleId: lessons.titleId, titleEn: lessons.titleEn, durationMinutes: lessons.durationMinutes })
      .from(lessons)
      .where(eq(lessons.courseId, card.id))
      .orderBy(asc(lessons.position)),
    db.select().from(quizzes).where(eq(quizzes.courseId, card.id)),
    latestReviews(db, card.id, 5),
    selectCards(db, scope, { where: [eq(courses.categorySlug, card.categorySlug), ne(courses.id, card.id)], orderBy: ORDER.popular, limit: 4 }),
  ]);
  const final = quizRows.find((q) => q.kind === "final");
  return {
    ...toCard(card, locale),
    locale,
    description: pick(locale, extra.descriptionId, extra.descriptionEn),
    skills: extra.skills.map((s) => pick(locale, s.id, s.en)),
    included: extra.included.map((s) => pick(locale, s.id, s.en)),
    institution: { slug: card.institutionSlug, name: pick(locale, card.institutionId, card.institutionEn), kind: extra.institutionKind },
    enrolmentOpensAt: extra.enrolmentOpensAt ? extra.enrolmentOpensAt.toISOString() : null,
    aiGenerated: extra.aiGenerated,
    sections: sectionRows.map((s) => ({
      id: s.id,
      position: s.position,
      title: pick(locale, s.titleId, s.titleEn),
      lessons: lessonRows
        .filter((l) => l.sectionId === s.id)
        .map((l) => ({ id: l.id, position: l.position, kind: l.kind, title: pick(locale, l.titleId, l.titleEn), durationMinutes: l.durationMinutes })),
    })),
    finalQuiz: final ? { durationMinutes: final.durationMinutes, questionCount: final.questionCount, passMarkPercent: final.passMarkPercent, aiGenerated: final.aiGenerated } : null,
    hasPretest: quizRows.some((q) => q.kind === "pretest"),
    reviews,
    related: related.map((r) => toCard(r, locale)),
  };
}

/** Keeps the course's rating average and count in step with one new or changed review (incremental, so
 * ratings counted before reviews were stored — the seed's history — are kept). */
export async function applyRating(db: Db, courseId: string, rating: number, previous: number | null) {
  const update =
    previous === null
      ? { ratingAverage: sql`(${courses.ratingAverage} * ${courses.ratingCount} + ${rating}) / (${courses.ratingCount} + 1)`, ratingCount: sql`${courses.ratingCount} + 1` }
      : { ratingAverage: sql`${courses.ratingAverage} + (${rating - previous})::real / greatest(${courses.ratingCount}, 1)` };
  const [row] = await db
    .update(courses)
    .set({ ...update, updatedAt: new Date() } as never)
    .where(and(eq(courses.id, courseId)))
    .returning({ ratingAverage: courses.ratingAverage, ratingCount: courses.ratingCount });
  return row!;
}
