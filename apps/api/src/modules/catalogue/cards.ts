import type { CourseCard, Locale } from "@gk/contracts";
import { categories, courses, institutions, organisationCoursePicks } from "@gk/db";
import { cardCount, cardRating, cardText } from "@gk/search";
import { and, eq, sql, type Placeholder, type SQL } from "drizzle-orm";

/** What names a course in a list: its name, category and institution in both languages, level and length. */
export const courseLabelColumns = {
  id: courses.id,
  slug: courses.slug,
  nameId: courses.nameId,
  nameEn: courses.nameEn,
  categorySlug: courses.categorySlug,
  categoryId: categories.nameId,
  categoryEn: categories.nameEn,
  institutionSlug: institutions.slug,
  institutionId: institutions.nameId,
  institutionEn: institutions.nameEn,
  level: courses.level,
  durationMinutes: courses.durationMinutes,
};

/** The columns of a course card, joined with its category and institution, in both languages. */
export const cardColumns = {
  ...courseLabelColumns,
  priceRupiah: courses.priceRupiah,
  certificateOffered: courses.certificateOffered,
  ratingAverage: courses.ratingAverage,
  ratingCount: courses.ratingCount,
  popularity: courses.popularity,
  releasedAt: courses.releasedAt,
  lessonCount: courses.lessonCount,
  enrolmentClosesAt: courses.enrolmentClosesAt,
  tags: courses.tags,
};

export type CardRow = { [K in keyof typeof cardColumns]: (typeof cardColumns)[K]["_"]["data"] } & {
  mandatory?: boolean | null;
  dueAt?: Date | string | null;
};

export const pick = (locale: Locale, id: string, en: string) => (locale === "en" ? en : id);

type OutlineSection = { id: string; position: number; titleId: string; titleEn: string };
type OutlineLesson = {
  id: string;
  sectionId: string;
  position: number;
  kind: "article" | "video" | "live" | "quiz" | "pretest";
  titleId: string;
  titleEn: string;
  durationMinutes: number;
};

/**
 * A course's sections in order, each with its lessons, titles in the visitor's language: the outline the course
 * page and the learning page both show. `more` adds what a page knows of each lesson (a learner's progress).
 */
export function courseOutline<L extends OutlineLesson, X extends object = object>(
  sections: OutlineSection[],
  lessons: L[],
  locale: Locale,
  more: (lesson: L) => X = () => ({}) as X,
) {
  return sections.map((s) => ({
    id: s.id,
    position: s.position,
    title: pick(locale, s.titleId, s.titleEn),
    lessons: lessons
      .filter((l) => l.sectionId === s.id)
      .map((l) => ({
        id: l.id,
        position: l.position,
        kind: l.kind,
        title: pick(locale, l.titleId, l.titleEn),
        durationMinutes: l.durationMinutes,
        ...more(l),
      })),
  }));
}

/**
 * A course row as a card. Names, rating and counts follow @gk/search's card rules, the same the browser applies
 * to search hits, so the server's list and the browser's search show a course alike.
 */
export function toCard(row: CardRow, locale: Locale): CourseCard {
  return {
    id: row.id,
    slug: row.slug,
    name: cardText(locale, row.nameId, row.nameEn),
    category: { slug: row.categorySlug, name: cardText(locale, row.categoryId, row.categoryEn) },
    institution: { slug: row.institutionSlug, name: cardText(locale, row.institutionId, row.institutionEn) },
    level: row.level,
    durationMinutes: cardCount(row.durationMinutes),
    priceRupiah: row.priceRupiah,
    certificateOffered: row.certificateOffered,
    ratingAverage: cardRating(row.ratingAverage),
    ratingCount: cardCount(row.ratingCount),
    popularity: cardCount(row.popularity),
    releasedAt: row.releasedAt.toISOString(),
    lessonCount: cardCount(row.lessonCount),
    enrolmentClosesAt: row.enrolmentClosesAt ? row.enrolmentClosesAt.toISOString() : null,
    tags: row.tags,
    ...viewerMarks(row),
  };
}

/** What the viewer's company or site marked on a course: mandatory, and by when (only a mandatory course has a due
 * date). */
export function viewerMarks(row: Pick<CardRow, "mandatory" | "dueAt">): {
  mandatory: boolean;
  dueAt: string | null;
} {
  return {
    mandatory: row.mandatory === true,
    dueAt: row.mandatory && row.dueAt ? new Date(row.dueAt).toISOString() : null,
  };
}

/** A scope as a statement needs it: the organisation may be a placeholder, bound when a prepared statement runs. */
export type ScopeShape = { kind: "all" } | { kind: "company" | "site"; organisationId: string | Placeholder };

/**
 * The join that applies a scope: for a restricted scope the picks table is inner-joined (only picked courses
 * remain, and `mandatory` comes along); otherwise nothing is joined and `mandatory` is false.
 */
export function scopeJoin(
  scope: ScopeShape,
): { on: SQL; mandatory: SQL<boolean>; dueAt: SQL<Date | string | null> } | null {
  if (scope.kind === "all") return null;
  return {
    on: and(
      eq(organisationCoursePicks.courseId, courses.id),
      eq(organisationCoursePicks.organisationId, scope.organisationId),
    )!,
    mandatory: sql<boolean>`${organisationCoursePicks.mandatory}`,
    // as ISO text: a timestamp in a raw SQL column arrives as a string or a Date depending on the driver
    dueAt: sql<
      string | null
    >`to_char(${organisationCoursePicks.dueAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  };
}

/** The viewer's marks as columns of a card statement: from the picks in a restricted scope, none otherwise. */
export function viewerMarkColumns(scope: ScopeShape): {
  mandatory: SQL<boolean>;
  dueAt: SQL<Date | string | null>;
} {
  const join = scopeJoin(scope);
  return {
    mandatory: join ? join.mandatory : sql<boolean>`false`,
    dueAt: join ? join.dueAt : sql<null>`null`,
  };
}
