import type { Access } from "@gk/contracts";
import {
  courseSections,
  courses,
  enrolments,
  lessons,
  memberships,
  organisations,
  paidUpgrades,
  quizzes,
  type Db,
} from "@gk/db";
import { getSite } from "@gk/tenancy";
import { and, asc, eq, isNull, or } from "drizzle-orm";
import { ApiError } from "../../errors";

/**
 * THE rule of what a learner may open of a course and whether finishing it earns the certificate, kept in one
 * place (docs/commerce.md has the table). A learner opens everything when the course is free (priced 0, or any
 * course on a site whose owner pays for its people: `commerce.freeCourses`), when they belong to a company (the
 * catalogue already shows a company's people only its picks), when they belong to the site's own regional or
 * public organisation, or when they bought the course's upgrade (a `paid_upgrades` row for the course, or one
 * without a course, which covers everything). Anyone else gets the free preview of a paid course. Finishing
 * earns the certificate exactly when everything is open and the course offers one.
 */

/** The course as far as access cares. */
export interface AccessCourse {
  id: string;
  priceRupiah: number;
  certificateOffered: boolean;
}

/** The site the learner is on: its tenant slug and the organisation referral it follows. */
export interface AccessSite {
  slug: string;
  referral: string | null;
}

export async function courseAccess(
  db: Db,
  input: { userId: string | null; course: AccessCourse; site: AccessSite },
): Promise<Access> {
  const { userId, course, site } = input;
  const config = getSite(site.slug);
  const full = (reason: Access["reason"]): Access => ({
    level: "full",
    reason,
    certificate: course.certificateOffered,
    upgradePrice: null,
  });
  if (course.priceRupiah <= 0 || config?.commerce.freeCourses) return full("free");
  if (userId) {
    const orgs = await db
      .select({ kind: organisations.kind, referral: organisations.referral })
      .from(memberships)
      .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
      .where(and(eq(memberships.userId, userId), isNull(memberships.deactivatedAt)));
    if (orgs.some((o) => o.kind === "company")) return full("company");
    if (site.referral && orgs.some((o) => o.kind !== "company" && o.referral === site.referral))
      return full("organisation");
    const [upgrade] = await db
      .select({ id: paidUpgrades.id })
      .from(paidUpgrades)
      .where(
        and(
          eq(paidUpgrades.userId, userId),
          or(eq(paidUpgrades.courseId, course.id), isNull(paidUpgrades.courseId)),
        ),
      )
      .limit(1);
    if (upgrade) return full("upgrade");
  }
  return {
    level: "preview",
    reason: "preview",
    certificate: false,
    upgradePrice: config?.features.payments ? course.priceRupiah : null,
  };
}

/** The outline of a course as far as the free preview cares. */
export interface CourseStructure {
  sections: { id: string; position: number }[];
  lessons: { id: string; sectionId: string }[];
  quizzes: { id: string; lessonId: string; kind: "final" | "pretest" }[];
}

export async function courseStructure(db: Db, courseId: string): Promise<CourseStructure> {
  const [sections, lessonRows, quizRows] = await Promise.all([
    db
      .select({ id: courseSections.id, position: courseSections.position })
      .from(courseSections)
      .where(eq(courseSections.courseId, courseId))
      .orderBy(asc(courseSections.position)),
    db
      .select({ id: lessons.id, sectionId: lessons.sectionId })
      .from(lessons)
      .where(eq(lessons.courseId, courseId)),
    db
      .select({ id: quizzes.id, lessonId: quizzes.lessonId, kind: quizzes.kind })
      .from(quizzes)
      .where(eq(quizzes.courseId, courseId)),
  ]);
  return { sections, lessons: lessonRows, quizzes: quizRows };
}

/**
 * The free preview of a paid course: the lessons of its first section (the lowest position) and the quizzes
 * they present, except the course's final quiz (the quiz of kind `final`, which completes the course), wherever
 * it sits.
 */
export function previewLessonIds(structure: CourseStructure): Set<string> {
  const first = [...structure.sections].sort((a, b) => a.position - b.position)[0];
  if (!first) return new Set();
  const finals = new Set(structure.quizzes.filter((q) => q.kind === "final").map((q) => q.lessonId));
  return new Set(
    structure.lessons.filter((l) => l.sectionId === first.id && !finals.has(l.id)).map((l) => l.id),
  );
}

export function isInPreview(
  structure: CourseStructure,
  target: { lessonId: string } | { quizId: string },
): boolean {
  const lessonId =
    "lessonId" in target
      ? target.lessonId
      : structure.quizzes.find((q) => q.id === target.quizId && q.kind !== "final")?.lessonId;
  return lessonId !== undefined && previewLessonIds(structure).has(lessonId);
}

/**
 * Refuses a lesson or quiz outside the free preview to a learner without full access: 402 with "this part is
 * included in the course's paid upgrade" in the learner's language. Returns the access when it may be opened.
 */
export async function assertMayOpen(
  db: Db,
  input: { userId: string | null; course: AccessCourse; site: AccessSite },
  target: { lessonId: string } | { quizId: string },
): Promise<Access> {
  const access = await courseAccess(db, input);
  if (access.level === "full") return access;
  if (isInPreview(await courseStructure(db, input.course.id), target)) return access;
  throw new ApiError("PAYMENT_REQUIRED", "commerce.upgradeRequired");
}

/**
 * Whether finishing the course earns this learner the certificate. The site that counts is the one the learner
 * enrolled on (the course is finished by a quiz that may be graded by the background job, outside any request).
 */
export async function earnsCertificate(db: Db, userId: string, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({
      id: courses.id,
      priceRupiah: courses.priceRupiah,
      certificateOffered: courses.certificateOffered,
      site: enrolments.site,
    })
    .from(courses)
    .leftJoin(enrolments, and(eq(enrolments.courseId, courses.id), eq(enrolments.userId, userId)))
    .where(eq(courses.id, courseId));
  if (!row) return false;
  const slug = row.site ?? "general";
  const access = await courseAccess(db, {
    userId,
    course: row,
    site: { slug, referral: getSite(slug)?.referral ?? null },
  });
  return access.certificate;
}
