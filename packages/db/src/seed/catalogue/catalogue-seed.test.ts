import { and, asc, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../../client";
import {
  courseSections,
  courses,
  institutions,
  lessons,
  quizQuestions,
  quizzes,
} from "../../schema/catalogue";
import { courseReviews } from "../../schema/engagement";
import { organisationCatalogue, organisationCoursePicks } from "../../schema/curation";
import { createTestDatabase, DRIVERS } from "../../testing";
import type { CategoryContent } from "../content/types";
import { loadContent } from "./content";
import { seedCatalogue } from "./index";
import { planCatalogue } from "./plan";
import { INSTITUTIONS } from "./institutions";

const referenceDate = new Date("2026-11-22T00:00:00Z");
let contents: CategoryContent[];
beforeAll(async () => {
  contents = await loadContent();
});

describe("catalogue plan (pure)", () => {
  const refs = INSTITUTIONS.map((i, n) => ({
    ...i,
    uuid: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  }));
  it("is deterministic and gives unique names and slugs, 4–15 lessons ending with the final quiz", () => {
    const a = [
      ...planCatalogue(contents, refs, { courses: 400, seed: "t", referenceDate, lessonText: false }),
    ];
    const b = [
      ...planCatalogue(contents, refs, { courses: 400, seed: "t", referenceDate, lessonText: false }),
    ];
    expect(a.map((c) => c.course.slug)).toEqual(b.map((c) => c.course.slug));
    expect(a.map((c) => c.course.id)).toEqual(b.map((c) => c.course.id));
    expect(new Set(a.map((c) => c.course.slug)).size).toBe(400);
    expect(Math.max(...a.map((c) => c.course.slug.length))).toBeLessThanOrEqual(90);
    expect(new Set(a.map((c) => c.course.nameId)).size).toBe(400);
    expect(new Set(a.map((c) => c.course.nameEn)).size).toBe(400);
    for (const { course, lessons: ls, quizzes: qs, questions } of a) {
      expect(ls.length).toBeGreaterThanOrEqual(4);
      expect(ls.length).toBeLessThanOrEqual(15);
      expect(course.lessonCount).toBe(ls.length);
      expect(ls.at(-1)!.kind).toBe("quiz");
      expect(ls.map((l) => l.position)).toEqual(ls.map((_, i) => i + 1));
      const final = qs.find((q) => q.kind === "final")!;
      // the final quiz draws its questions from a larger pool: every attempt leaves at least three out
      const pool = questions.filter((q) => q.quizId === final.id);
      expect(pool.length).toBeGreaterThanOrEqual(final.questionCount + 3);
      const pretest = qs.find((q) => q.kind === "pretest");
      if (pretest) {
        expect(ls[0]!.kind).toBe("pretest");
        // the pretest asks nothing the final quiz's pool asks
        const prompts = new Set(pool.map((q) => q.promptEn));
        const asked = questions.filter((q) => q.quizId === pretest.id);
        expect(asked.length).toBe(pretest.questionCount);
        expect(asked.filter((q) => prompts.has(q.promptEn))).toEqual([]);
      }
    }
    // every category with written content gets courses
    expect(new Set(a.map((c) => c.course.categorySlug)).size).toBe(contents.length);
  });

  it("keeps names unique past the audience × edition combinations (cohorts)", () => {
    const one = [{ ...contents[0]!, tracks: contents[0]!.tracks.slice(0, 1) }];
    const many = [...planCatalogue(one, refs, { courses: 150, seed: "t", referenceDate, lessonText: false })];
    expect(new Set(many.map((c) => c.course.nameId)).size).toBe(150);
    expect(many.some((c) => c.course.nameId.includes("(Angkatan 2)"))).toBe(true);
  });
});

describe.each(DRIVERS)("catalogue seed on %s", (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver, inject("postgresUrl"));
  });
  afterAll(() => database?.close());

  it("writes courses with sections, lessons, quizzes, reviews, bundles, blog and curation, once", async () => {
    const { db } = database;
    const report = await seedCatalogue(db, { courses: 60, referenceDate, progress: null });
    expect(report.courses).toBe(60);
    expect(report.reviews).toBeGreaterThan(0);
    expect(report.posts).toBe(7);
    expect(report.picks).toBeGreaterThan(0);
    const [inst] = await db.select({ n: count() }).from(institutions);
    expect(inst!.n).toBeGreaterThanOrEqual(30);
    const [lessonTotal] = await db.select({ n: sql<number>`sum(${courses.lessonCount})::int` }).from(courses);
    const [lessonRows] = await db.select({ n: count() }).from(lessons);
    expect(lessonRows!.n).toBe(lessonTotal!.n);
    const [course] = await db.select().from(courses).orderBy(asc(courses.slug)).limit(1);
    const sections = await db.select().from(courseSections).where(eq(courseSections.courseId, course!.id));
    expect(sections.at(-1)!.titleEn).toBe("Final Assessment");
    const [quiz] = await db
      .select()
      .from(quizzes)
      .where(and(eq(quizzes.courseId, course!.id), eq(quizzes.kind, "final")));
    const [qn] = await db
      .select({ n: count() })
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, quiz!.id));
    expect(qn!.n).toBeGreaterThanOrEqual(quiz!.questionCount + 3);
    // reviews are part of the seeded rating counts, never more
    const over = await db
      .select({ id: courses.id })
      .from(courses)
      .innerJoin(courseReviews, eq(courseReviews.courseId, courses.id))
      .groupBy(courses.id, courses.ratingCount)
      .having(sql`count(*) > ${courses.ratingCount}`);
    expect(over).toEqual([]);
    const restricted = await db
      .select()
      .from(organisationCatalogue)
      .where(eq(organisationCatalogue.visibility, "picked"));
    expect(restricted.length).toBeGreaterThan(0);
    const mandatory = await db
      .select()
      .from(organisationCoursePicks)
      .where(eq(organisationCoursePicks.mandatory, true));
    expect(mandatory.length).toBeGreaterThan(0);
    expect((await seedCatalogue(db, { courses: 60, referenceDate, progress: null })).courses).toBe(0);
  });
});
