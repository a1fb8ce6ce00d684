import { courseCardSchema, courseDetailSchema, LOCALES, type CourseCard, type Locale } from "@gk/contracts";
import {
  coursePages,
  courseReviews,
  courseSections,
  courses,
  institutions,
  lessons,
  quizzes,
  users,
  type Db,
} from "@gk/db";
import type { FastifyBaseLogger } from "fastify";
import { and, asc, gt, inArray, sql, type SQL } from "drizzle-orm";
import type { ChangeBus } from "../../cache/change-bus";
import { courseOutline, pick, toCard, type CardRow } from "./cards";
import { toReview } from "./detail";
import { cardsStatement, isPublished } from "./queries";

/**
 * The course page's read model (table course_pages): what a course page shows the same to every viewer, worked
 * out once per course and language and kept as the JSON text the API sends, so the first visit of a course page
 * since its last change reads one row instead of assembling sections, lessons, quizzes and reviews (the long tail
 * of a large catalogue, where nearly every visit is such a first one: bench/catalogue).
 *
 * A stored page is current while its version equals the course's `page_version`, which database triggers move on
 * every change the page shows (migration 0017), so a page can be stale but is never served stale. Pages are built
 * on demand by the first visit that finds none (course-page.ts), and ahead of visits by the builder below.
 */

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
export const pageColumns = {
  descriptionId: courses.descriptionId,
  descriptionEn: courses.descriptionEn,
  skills: courses.skills,
  included: courses.included,
  enrolmentOpensAt: courses.enrolmentOpensAt,
  aiGenerated: courses.aiGenerated,
  institutionKind: institutions.kind,
  pageVersion: courses.pageVersion,
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
export type PageRow = CardRow & { [K in keyof typeof pageColumns]: ValueOf<(typeof pageColumns)[K]> };

/** A course page as every viewer sees it: all but the viewer's own marks (mandatory, due date) and the related
 * courses, which depend on the site. Checked against the answer's schema once, when built. */
const sharedPageSchema = courseDetailSchema.omit({ mandatory: true, dueAt: true, related: true });

/** How a stored card ends: an open catalogue's marks, which a restricted scope's statement replaces (listing.ts). */
export const OPEN_CARD_END = ',"mandatory":false,"dueAt":null}';

/** The course's card as an open catalogue lists it, as stored JSON text. */
function cardJson(card: CourseCard): string {
  const json = JSON.stringify(courseCardSchema.parse(card));
  if (!json.endsWith(OPEN_CARD_END)) throw new Error("a card's marks must be its last fields");
  return json;
}

/** The stored JSON text of one course page in one language, around the course's card. */
function pageBody(row: PageRow, card: CourseCard, locale: Locale): string {
  const { mandatory: _mandatory, dueAt: _dueAt, ...shared } = card;
  const final = row.quizzesJson.find((q) => q.kind === "final");
  const page = {
    ...shared,
    locale,
    description: pick(locale, row.descriptionId, row.descriptionEn),
    skills: row.skills.map((s) => pick(locale, s.id, s.en)),
    included: row.included.map((s) => pick(locale, s.id, s.en)),
    institution: {
      slug: row.institutionSlug,
      name: pick(locale, row.institutionId, row.institutionEn),
      kind: row.institutionKind,
    },
    enrolmentOpensAt: row.enrolmentOpensAt ? row.enrolmentOpensAt.toISOString() : null,
    aiGenerated: row.aiGenerated,
    sections: courseOutline(row.sectionsJson, row.lessonsJson, locale),
    finalQuiz: final
      ? {
          durationMinutes: final.durationMinutes,
          questionCount: final.questionCount,
          passMarkPercent: final.passMarkPercent,
          aiGenerated: final.aiGenerated,
        }
      : null,
    hasPretest: row.quizzesJson.some((q) => q.kind === "pretest"),
    reviews: row.reviewsJson.map((r) => toReview({ ...r, createdAt: new Date(r.createdAt) })),
  };
  return JSON.stringify(sharedPageSchema.parse(page));
}

export interface StoredPage {
  courseId: string;
  locale: Locale;
  version: number;
  body: string;
  card: string;
}

/** What is stored of a course in one language. */
export function storedPage(row: PageRow, locale: Locale): StoredPage {
  const card = toCard({ ...row, mandatory: false, dueAt: null }, locale);
  return {
    courseId: row.id,
    locale,
    version: row.pageVersion,
    body: pageBody(row, card, locale),
    card: cardJson(card),
  };
}

/**
 * Keeps pages, each replacing an older version only: a page built from an older snapshot than the one stored (a
 * slow builder racing a faster one) changes nothing. Rows go in key order so two builders cannot deadlock.
 */
export async function storePages(db: Db, pages: StoredPage[]): Promise<void> {
  if (pages.length === 0) return;
  const sorted = [...pages].sort((a, b) =>
    a.courseId === b.courseId ? a.locale.localeCompare(b.locale) : a.courseId < b.courseId ? -1 : 1,
  );
  await db
    .insert(coursePages)
    .values(sorted)
    .onConflictDoUpdate({
      target: [coursePages.courseId, coursePages.locale],
      set: { version: sql`excluded.version`, body: sql`excluded.body`, card: sql`excluded.card` },
      setWhere: sql`${coursePages.version} < excluded.version`,
    });
}

/** Published courses without a current page in every language, in id order after `after`. */
function staleCourses(db: Db, after: string, limit: number) {
  const current = sql`(select count(*) from ${coursePages} p where p.course_id = ${courses.id} and p.version = ${courses.pageVersion})`;
  return db
    .select({ id: courses.id })
    .from(courses)
    .where(and(isPublished, gt(courses.id, after), sql`${current} < ${LOCALES.length}`))
    .orderBy(asc(courses.id))
    .limit(limit);
}

/**
 * Builds every missing or stale page, a batch of courses at a time (each batch one read and one write, short
 * enough that visitors on PGlite's single connection wait little between them). Returns how many courses it built.
 */
export async function buildStalePages(db: Db, stopped = () => false, batch = 50): Promise<number> {
  let built = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  while (!stopped()) {
    const ids = (await staleCourses(db, after, batch)).map((r) => r.id);
    if (ids.length === 0) return built;
    after = ids[ids.length - 1]!;
    const rows = (await cardsStatement(
      db,
      { kind: "all" },
      { where: [inArray(courses.id, ids)], orderBy: [], limit: ids.length },
      pageColumns,
    )) as PageRow[];
    await storePages(
      db,
      rows.flatMap((row) => LOCALES.map((locale) => storedPage(row, locale))),
    );
    built += rows.length;
  }
  return built;
}

/**
 * Builds pages ahead of visits: once at start (a new database, or changes made while the API was down), and again
 * after every catalogue change any process announces. One round at a time; a change during a round asks for one
 * more. Not a durable job: losing a round loses nothing, since a visit that finds no current page builds it.
 */
export function keepCoursePagesBuilt(db: Db, changes: ChangeBus, log: FastifyBaseLogger) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const round = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        const built = await buildStalePages(db, () => stopped);
        if (built > 0) log.debug({ built }, "catalogue: course pages built");
      } while (again && !stopped);
    })()
      .catch((err: unknown) =>
        log.warn({ err }, "catalogue: building course pages failed; visits build them"),
      )
      .finally(() => {
        running = null;
      });
  };
  changes.on("catalogue", round);
  changes.onResync(round);
  round();
  return {
    async stop() {
      stopped = true;
      while (running) await running;
    },
  };
}
