import { RATING_LABELS, type Locale } from "@gk/contracts";
import {
  courseReviews,
  courseSections,
  courses,
  institutions,
  lessons,
  quizzes,
  users,
  type Db,
} from "@gk/db";
import { and, asc, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import { pick, toCard, type CardRow, type ScopeShape } from "./cards";
import { preparedOnce, statementScope } from "./prepared";
import { cardsStatement, ORDER, selectCards } from "./queries";
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

type SectionJson = { id: string; position: number; titleId: string; titleEn: string };
type LessonJson = {
  id: string;
  sectionId: string;
  position: number;
  kind: "article" | "video" | "live" | "quiz" | "pretest";
  titleId: string;
  titleEn: string;
  durationMinutes: number;
};
type QuizJson = {
  kind: "final" | "pretest";
  durationMinutes: number;
  questionCount: number;
  passMarkPercent: number;
  aiGenerated: boolean;
};
type ReviewJson = {
  id: string;
  rating: number;
  body: string;
  locale: string;
  createdAt: string;
  fullName: string;
};

/**
 * Everything of the course page but its related courses, in the card's own statement: texts as columns, and the
 * sections, lessons, quiz facts and latest reviews as JSON built by PostgreSQL. One round trip instead of five
 * keeps an uncached course page cheap for the database and the API alike (bench/catalogue).
 */
const pageColumns = {
  descriptionId: courses.descriptionId,
  descriptionEn: courses.descriptionEn,
  skills: courses.skills,
  included: courses.included,
  enrolmentOpensAt: courses.enrolmentOpensAt,
  aiGenerated: courses.aiGenerated,
  institutionKind: institutions.kind,
  sectionsJson: sql<
    SectionJson[]
  >`(select coalesce(json_agg(json_build_object('id', s.id, 'position', s.position, 'titleId', s.title_id, 'titleEn', s.title_en) order by s.position), '[]'::json) from ${courseSections} s where s.course_id = ${courses.id})`,
  lessonsJson: sql<
    LessonJson[]
  >`(select coalesce(json_agg(json_build_object('id', l.id, 'sectionId', l.section_id, 'position', l.position, 'kind', l.kind, 'titleId', l.title_id, 'titleEn', l.title_en, 'durationMinutes', l.duration_minutes) order by l.position), '[]'::json) from ${lessons} l where l.course_id = ${courses.id})`,
  quizzesJson: sql<
    QuizJson[]
  >`(select coalesce(json_agg(json_build_object('kind', q.kind, 'durationMinutes', q.duration_minutes, 'questionCount', q.question_count, 'passMarkPercent', q.pass_mark_percent, 'aiGenerated', q.ai_generated)), '[]'::json) from ${quizzes} q where q.course_id = ${courses.id})`,
  reviewsJson: sql<
    ReviewJson[]
  >`(select coalesce(json_agg(json_build_object('id', r.id, 'rating', r.rating, 'body', r.body, 'locale', r.locale, 'createdAt', r.created_at, 'fullName', r.full_name) order by r.created_at desc, r.id), '[]'::json) from (select r.id, r.rating, r.body, r.locale, r.created_at, u.full_name from ${courseReviews} r join ${users} u on u.id = r.user_id where r.course_id = ${courses.id} order by r.created_at desc, r.id limit 5) r)`,
};
type ValueOf<C> =
  C extends SQL<infer T>
    ? T
    : C extends { _: { data: infer D; notNull: infer N } }
      ? N extends true
        ? D
        : D | null
      : never;
type PageRow = CardRow & { [K in keyof typeof pageColumns]: ValueOf<(typeof pageColumns)[K]> };

/**
 * The two statements of a course page, built once per database and kind of scope and run as prepared statements:
 * building a statement of this size costs the API more than PostgreSQL takes to run it, and a prepared one is
 * parsed and planned once per connection instead of on every first visit of a page (the long tail of a large
 * catalogue, where nearly every visit is a first one).
 */
function pageStatements(db: Db, shape: ScopeShape) {
  const slug = sql.placeholder("slug");
  // related courses are asked for at the same time, by the course's category taken in a subquery
  const sameCategory = sql`${courses.categorySlug} = (select c.category_slug from ${courses} c where c.slug = ${slug})`;
  const tag = shape.kind === "all" ? "open" : "restricted";
  // drizzle runs a statement as a prepared one (postgres.js names it after its text) when it is given a name
  return {
    page: cardsStatement(
      db,
      shape,
      { where: [eq(courses.slug, slug)], orderBy: [], limit: 1 },
      pageColumns,
    ).prepare(`course_page_${tag}`),
    related: cardsStatement(db, shape, {
      where: [sameCategory, ne(courses.slug, slug)],
      orderBy: ORDER.popular,
      limit: 4,
    }).prepare(`course_related_${tag}`),
  };
}

/** The course page: card, texts, sections with lesson titles, quiz facts, latest reviews and related courses. */
export async function courseDetail(db: Db, scope: CatalogueScope, slug: string, locale: Locale) {
  const { shape, org } = statementScope(scope);
  const statements = preparedOnce(db, `course_page_${shape.kind}`, () => pageStatements(db, shape));
  const params = { slug, org };
  const [[card], related] = (await Promise.all([
    statements.page.execute(params),
    statements.related.execute(params),
  ])) as [PageRow[], CardRow[]];
  if (!card) return undefined;
  const final = card.quizzesJson.find((q) => q.kind === "final");
  return {
    ...toCard(card, locale),
    locale,
    description: pick(locale, card.descriptionId, card.descriptionEn),
    skills: card.skills.map((s) => pick(locale, s.id, s.en)),
    included: card.included.map((s) => pick(locale, s.id, s.en)),
    institution: {
      slug: card.institutionSlug,
      name: pick(locale, card.institutionId, card.institutionEn),
      kind: card.institutionKind,
    },
    enrolmentOpensAt: card.enrolmentOpensAt ? card.enrolmentOpensAt.toISOString() : null,
    aiGenerated: card.aiGenerated,
    sections: card.sectionsJson.map((s) => ({
      id: s.id,
      position: s.position,
      title: pick(locale, s.titleId, s.titleEn),
      lessons: card.lessonsJson
        .filter((l) => l.sectionId === s.id)
        .map((l) => ({
          id: l.id,
          position: l.position,
          kind: l.kind,
          title: pick(locale, l.titleId, l.titleEn),
          durationMinutes: l.durationMinutes,
        })),
    })),
    finalQuiz: final
      ? {
          durationMinutes: final.durationMinutes,
          questionCount: final.questionCount,
          passMarkPercent: final.passMarkPercent,
          aiGenerated: final.aiGenerated,
        }
      : null,
    hasPretest: card.quizzesJson.some((q) => q.kind === "pretest"),
    reviews: card.reviewsJson.map((r) => toReview({ ...r, createdAt: new Date(r.createdAt) })),
    related: related.map((r) => toCard(r, locale)),
  };
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
