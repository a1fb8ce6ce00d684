import { and, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../../client";
import { users } from "../../schema/accounts";
import {
  attemptAnswers,
  certificates,
  enrolments,
  lessonProgress,
  pointsLedger,
  quizAttempts,
} from "../../schema/learning";
import { quizOptions } from "../../schema/catalogue";
import { createTestDatabase, DRIVERS } from "../../testing";
import { seedDemoUsers, seedOrganisations } from "../accounts";
import { seedCatalogue } from "../catalogue";
import { seedLearning } from "./index";

const referenceDate = new Date("2026-11-22T00:00:00Z");

describe.each(DRIVERS)("learning seed on %s", (driver) => {
  let database: Database;
  let report: Awaited<ReturnType<typeof seedLearning>>;
  let ms = 0;
  beforeAll(async () => {
    database = await createTestDatabase(driver, inject("postgresUrl"));
    await seedOrganisations(database.db);
    await seedDemoUsers(database.db);
    await seedCatalogue(database.db, { courses: 48, progress: null, referenceDate });
    const started = Date.now();
    report = await seedLearning(database.db, { referenceDate });
    ms = Date.now() - started;
  });
  afterAll(() => database?.close());

  it("gives every demo learner a course to continue, one completed and one not started", async () => {
    const db = database.db;
    expect(report.demoLearners).toBeGreaterThanOrEqual(3);
    expect(ms).toBeLessThan(15_000);
    const [siti] = await db.select().from(users).where(eq(users.email, "siti@demo.gurukita.id"));
    const mine = await db.select().from(enrolments).where(eq(enrolments.userId, siti!.id));
    expect(mine.length).toBeGreaterThanOrEqual(4);
    expect(mine.filter((e) => e.completedAt).length).toBeGreaterThanOrEqual(1);
    expect(mine.filter((e) => e.completedLessons === 0).length).toBeGreaterThanOrEqual(1);
    const latest = [...mine].sort((a, b) => b.lastActivityAt.getTime() - a.lastActivityAt.getTime())[0]!;
    expect(latest.completedAt).toBeNull();
    expect(latest.completedLessons).toBeGreaterThan(0);
    // counts agree with the progress rows they summarise
    for (const e of mine) {
      const [n] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(lessonProgress)
        .where(
          and(
            eq(lessonProgress.userId, siti!.id),
            eq(lessonProgress.courseId, e.courseId),
            isNotNull(lessonProgress.completedAt),
          ),
        );
      expect(Number(n!.n)).toBe(e.completedLessons);
    }
  });

  it("writes finished attempts whose saved answers give the stored score", async () => {
    const db = database.db;
    const attempts = await db.select().from(quizAttempts).limit(40);
    expect(attempts.length).toBeGreaterThan(0);
    const correct = new Set(
      (await db.select({ id: quizOptions.id }).from(quizOptions).where(eq(quizOptions.correct, true))).map(
        (o) => o.id,
      ),
    );
    for (const a of attempts) {
      expect(a.status).toBe("submitted");
      expect(a.finishedAt!.getTime()).toBeLessThanOrEqual(a.deadlineAt.getTime());
      const answers = await db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, a.id));
      expect(answers).toHaveLength(a.questionCount);
      const right = answers.filter((x) => x.optionIds.every((o) => correct.has(o))).length;
      expect(a.correctCount).toBe(right);
      expect(a.scorePercent).toBe(Math.round((right / a.questionCount) * 1000) / 10);
    }
  });

  it("issues certificates only to company-plan learners, and points once per thing", async () => {
    const db = database.db;
    const certs = await db.select().from(certificates);
    expect(certs.length).toBe(report.certificates);
    const [dewi] = await db.select().from(users).where(eq(users.email, "dewi@nusantara-maju.co.id"));
    const [siti] = await db.select().from(users).where(eq(users.email, "siti@demo.gurukita.id"));
    expect(certs.some((c) => c.userId === dewi!.id)).toBe(true);
    expect(certs.some((c) => c.userId === siti!.id)).toBe(false);
    expect(new Set(certs.map((c) => c.code)).size).toBe(certs.length);
    const [dupes] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(
        sql`(select user_id, reason, source_id from ${pointsLedger} group by 1, 2, 3 having count(*) > 1) d`,
      );
    expect(Number(dupes!.n)).toBe(0);
  });

  it("gives the seed learners activity across the last weeks, inside and outside organisations", async () => {
    const db = database.db;
    expect(report.syntheticEnrolments).toBeGreaterThan(100);
    const weekAgo = new Date(referenceDate.getTime() - 7 * 86_400_000);
    const [recent] = await db
      .select({ n: sql<number>`count(distinct ${pointsLedger.userId})::int` })
      .from(pointsLedger)
      .where(sql`${pointsLedger.earnedAt} >= ${weekAgo.toISOString()}`);
    expect(Number(recent!.n)).toBeGreaterThan(10);
    const bySite = await db
      .select({ site: pointsLedger.site, n: sql<number>`count(distinct ${pointsLedger.userId})::int` })
      .from(pointsLedger)
      .groupBy(pointsLedger.site);
    expect(new Set(bySite.filter((s) => Number(s.n) > 5).map((s) => s.site))).toEqual(
      new Set(["general", "angkasa", "kemenkes"]),
    );
    // every completion is backed by a passed final attempt and its quiz points
    const [unbacked] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(enrolments)
      .where(
        sql`${enrolments.completedAt} is not null and not exists (select 1 from ${quizAttempts} a where a.user_id = ${enrolments.userId} and a.course_id = ${enrolments.courseId} and a.passed)`,
      );
    expect(Number(unbacked!.n)).toBe(0);
  });
});
