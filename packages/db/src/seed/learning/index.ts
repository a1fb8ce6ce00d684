import { and, asc, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../client";
import { memberships, organisations, users } from "../../schema/accounts";
import { courses, institutions, lessons, quizOptions, quizQuestions, quizzes } from "../../schema/catalogue";
import { organisationCatalogue, organisationCoursePicks } from "../../schema/curation";
import {
  attemptAnswers,
  attemptQuestions,
  certificates,
  enrolments,
  lessonProgress,
  pointsLedger,
  quizAttempts,
} from "../../schema/learning";
import { createRng, type Rng } from "../catalogue/prng";
import { insertMany } from "../catalogue/write";
import { POINTS } from "./points";
import { seedSyntheticActivity } from "./synthetic";

const DAY = 86_400_000;
const MINUTE = 60_000;
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

type AttemptRow = typeof quizAttempts.$inferInsert;
type AnswerRow = typeof attemptAnswers.$inferInsert;
type DrawnRow = typeof attemptQuestions.$inferInsert;

interface QuizKey {
  quiz: typeof quizzes.$inferSelect;
  /** the quiz's whole pool, options in their stored order */
  questions: { id: string; options: string[]; right: string[]; wrong: string[] }[];
}

export interface LearningSeedReport {
  demoLearners: number;
  demoEnrolments: number;
  syntheticEnrolments: number;
  attempts: number;
  certificates: number;
}

/** Map.groupBy is missing on Node 20, which runs the seed CLI. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
  return out;
}

async function quizKeys(db: Db, courseIds: string[]): Promise<Map<string, QuizKey[]>> {
  if (courseIds.length === 0) return new Map();
  const qz = await db.select().from(quizzes).where(inArray(quizzes.courseId, courseIds));
  const qs =
    qz.length === 0
      ? []
      : await db
          .select()
          .from(quizQuestions)
          .where(
            inArray(
              quizQuestions.quizId,
              qz.map((q) => q.id),
            ),
          )
          .orderBy(asc(quizQuestions.position));
  const os =
    qs.length === 0
      ? []
      : await db
          .select()
          .from(quizOptions)
          .where(
            inArray(
              quizOptions.questionId,
              qs.map((q) => q.id),
            ),
          )
          .orderBy(asc(quizOptions.position));
  const optionsOf = groupBy(os, (o) => o.questionId);
  const questionsOf = groupBy(qs, (q) => q.quizId);
  const out = new Map<string, QuizKey[]>();
  for (const quiz of qz) {
    const questions = (questionsOf.get(quiz.id) ?? []).map((q) => {
      const opts = optionsOf.get(q.id) ?? [];
      return {
        id: q.id,
        options: opts.map((o) => o.id),
        right: opts.filter((o) => o.correct).map((o) => o.id),
        wrong: opts.filter((o) => !o.correct).map((o) => o.id),
      };
    });
    out.set(quiz.courseId, [...(out.get(quiz.courseId) ?? []), { quiz, questions }]);
  }
  return out;
}

/**
 * A finished attempt with its saved answers: each question right with probability `skill`, otherwise a
 * wrong option; when it must pass, wrong answers are turned right until the score reaches the pass mark. The
 * score uses the API's formula (full-credit answers here, so score = right / questions).
 */
function finishedAttempt(
  rng: Rng,
  key: QuizKey,
  userId: string,
  finishedAt: Date,
  skill: number,
  mustPass: boolean,
): { attempt: AttemptRow; answers: AnswerRow[]; drawn: DrawnRow[]; score: number } {
  // the attempt's own draw from the pool, from a stream of its own so the rest of the seed stays the same
  const own = createRng(`${key.quiz.id}:${userId}:draw`);
  const questions = own.shuffle(key.questions).slice(0, key.quiz.questionCount);
  const n = questions.length;
  const right = questions.map(() => rng.chance(skill));
  const score = () => (n === 0 ? 0 : Math.round((right.filter(Boolean).length / n) * 1000) / 10);
  for (let i = 0; mustPass && score() < key.quiz.passMarkPercent && i < n; i++) right[i] = true;
  const id = rng.uuid();
  const startedAt = new Date(
    finishedAt.getTime() - rng.int(3, Math.max(3, key.quiz.durationMinutes - 1)) * MINUTE,
  );
  const drawn = questions.map((q, i) => ({
    id: own.uuid(),
    attemptId: id,
    questionId: q.id,
    position: i + 1,
    optionIds: q.options,
    publicOptionIds: q.options.map(() => own.uuid()),
  }));
  const answers = questions.map((q, i) => ({
    attemptId: id,
    questionId: q.id,
    optionIds: right[i] || q.wrong.length === 0 ? q.right : [rng.pick(q.wrong)],
    answeredAt: finishedAt,
  }));
  const correct = right.filter(Boolean).length;
  return {
    attempt: {
      id,
      userId,
      quizId: key.quiz.id,
      courseId: key.quiz.courseId,
      status: "submitted",
      startedAt,
      deadlineAt: new Date(startedAt.getTime() + key.quiz.durationMinutes * MINUTE),
      finishedAt,
      questionCount: n,
      correctCount: correct,
      partialCount: 0,
      wrongCount: n - correct,
      scorePercent: score(),
      passMarkPercent: key.quiz.passMarkPercent,
      passed: score() >= key.quiz.passMarkPercent,
    },
    answers,
    drawn,
    score: score(),
  };
}

const code = (rng: Rng) => {
  let s = "";
  for (let i = 0; i < 12; i++) s += CODE_ALPHABET[rng.int(0, CODE_ALPHABET.length - 1)];
  return `GK-${s.slice(0, 4)}-${s.slice(4, 8)}-${s.slice(8)}`;
};

/**
 * The learning seed step (after accounts and the catalogue): gives the demo learners (accounts that can sign
 * in, admins excepted) a believable history — a course in progress for "continue", one just started, one
 * completed through its final quiz, one not started, and a finished pretest — and turns every completed
 * enrolment of the seed learners into a submitted final-quiz attempt with answers. Certificates follow the
 * API's entitlement rule: company-plan learners get one for each completed course that offers it.
 */
export async function seedLearning(
  db: Db,
  options: { seed?: string; referenceDate: Date },
): Promise<LearningSeedReport> {
  const rng = createRng(`${options.seed ?? "gurukita"}:learning`);
  const ref = options.referenceDate.getTime();
  const attempts: AttemptRow[] = [];
  const answers: AnswerRow[] = [];
  const drawn: DrawnRow[] = [];

  // 1. demo learners
  const demo = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.passwordHash), isNull(users.googleSubject)))
    .orderBy(asc(users.email));
  const admins = new Set(
    (
      await db.select({ userId: memberships.userId }).from(memberships).where(eq(memberships.role, "admin"))
    ).map((m) => m.userId),
  );
  const learners = demo.filter((u) => !admins.has(u.id));
  const popular = (
    await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.published, true))
      .orderBy(desc(courses.popularity), asc(courses.id))
      .limit(60)
  ).map((c) => c.id);
  const pretestCourses = new Set(
    (await db.select({ courseId: quizzes.courseId }).from(quizzes).where(eq(quizzes.kind, "pretest"))).map(
      (q) => q.courseId,
    ),
  );
  let demoEnrolments = 0;
  for (const [n, learner] of learners.entries()) {
    const [account] = await db
      .select({
        orgId: memberships.organisationId,
        kind: organisations.kind,
        visibility: organisationCatalogue.visibility,
        referral: organisations.referral,
      })
      .from(memberships)
      .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
      .leftJoin(organisationCatalogue, eq(organisationCatalogue.organisationId, organisations.id))
      .where(eq(memberships.userId, learner.id))
      .orderBy(asc(memberships.createdAt))
      .limit(1);
    let pool = popular;
    if (account?.visibility === "picked") {
      pool = (
        await db
          .select({ id: organisationCoursePicks.courseId })
          .from(organisationCoursePicks)
          .where(eq(organisationCoursePicks.organisationId, account.orgId))
          .orderBy(asc(organisationCoursePicks.courseId))
      ).map((p) => p.id);
    }
    const chosen = rng.shuffle(pool.filter((id) => !pretestCourses.has(id))).slice(0, 4);
    const withPretest = pool.find((id) => pretestCourses.has(id));
    const plan: { courseId: string; done: "half" | "one" | "all" | "none" | "pretest" }[] = chosen.map(
      (courseId, i) => ({ courseId, done: (["half", "one", "all", "none"] as const)[i]! }),
    );
    if (withPretest) plan.push({ courseId: withPretest, done: "pretest" });
    const keys = await quizKeys(
      db,
      plan.map((p) => p.courseId),
    );
    for (const [i, p] of plan.entries()) {
      const rows = await db
        .select({ id: lessons.id, kind: lessons.kind })
        .from(lessons)
        .where(eq(lessons.courseId, p.courseId))
        .orderBy(asc(lessons.position));
      if (rows.length === 0) continue;
      const count =
        p.done === "all"
          ? rows.length
          : p.done === "half"
            ? Math.ceil(rows.length / 2)
            : p.done === "one" || p.done === "pretest"
              ? 1
              : 0;
      // the demo's freshest work is the course in progress, so it leads "continue your course"
      let at = ref - (p.done === "half" ? 1 : n + i + 2) * DAY + 8 * 3_600_000;
      const site = account?.referral && account.kind !== "public" ? account.referral : "general";
      const enrolment = {
        userId: learner.id,
        courseId: p.courseId,
        organisationId: account?.orgId ?? null,
        site,
        enrolledAt: new Date(at),
        lastActivityAt: new Date(at),
        lastLessonId: null as string | null,
        completedLessons: count,
        completedAt: null as Date | null,
      };
      const progress: (typeof lessonProgress.$inferInsert)[] = [];
      const points: (typeof pointsLedger.$inferInsert)[] = [];
      for (const lesson of rows.slice(0, count)) {
        at += rng.int(15, 90) * MINUTE;
        const when = new Date(at);
        progress.push({
          userId: learner.id,
          lessonId: lesson.id,
          courseId: p.courseId,
          openedAt: when,
          completedAt: when,
        });
        points.push({
          userId: learner.id,
          organisationId: enrolment.organisationId,
          site,
          reason: "lesson_completed",
          sourceId: lesson.id,
          points: POINTS.lesson_completed,
          earnedAt: when,
        });
        enrolment.lastLessonId = lesson.id;
        enrolment.lastActivityAt = when;
        const quiz = (keys.get(p.courseId) ?? []).find((k) => k.quiz.lessonId === lesson.id);
        if (!quiz) continue;
        const made = finishedAttempt(rng, quiz, learner.id, when, 0.8, quiz.quiz.kind === "final");
        attempts.push(made.attempt);
        answers.push(...made.answers);
        drawn.push(...made.drawn);
        if (quiz.quiz.kind === "final" && made.attempt.passed) {
          enrolment.completedAt = when;
          points.push({
            userId: learner.id,
            organisationId: enrolment.organisationId,
            site,
            reason: "quiz_passed",
            sourceId: quiz.quiz.id,
            points: POINTS.quiz_passed,
            earnedAt: when,
          });
          points.push({
            userId: learner.id,
            organisationId: enrolment.organisationId,
            site,
            reason: "course_completed",
            sourceId: p.courseId,
            points: POINTS.course_completed,
            earnedAt: when,
          });
        }
      }
      const inserted = await db
        .insert(enrolments)
        .values(enrolment)
        .onConflictDoNothing()
        .returning({ id: enrolments.id });
      if (inserted.length === 0) continue;
      demoEnrolments++;
      await insertMany(db, lessonProgress, progress);
      await insertMany(db, pointsLedger, points);
    }
  }

  // 2. the seed learners' activity; each completed course gets the passing final-quiz attempt that completed it
  const syntheticEnrolments = await seedSyntheticActivity(db, rng, options.referenceDate);
  const done = await db
    .select({
      userId: enrolments.userId,
      courseId: enrolments.courseId,
      completedAt: enrolments.completedAt,
      organisationId: enrolments.organisationId,
      site: enrolments.site,
    })
    .from(enrolments)
    .where(isNotNull(enrolments.completedAt))
    .orderBy(asc(enrolments.userId), asc(enrolments.courseId));
  const demoIds = new Set(learners.map((l) => l.id));
  const synthetic = done.filter((d) => !demoIds.has(d.userId));
  const quizPoints: (typeof pointsLedger.$inferInsert)[] = [];
  const keys = await quizKeys(db, [...new Set(synthetic.map((d) => d.courseId))]);
  for (const d of synthetic) {
    const key = (keys.get(d.courseId) ?? []).find((k) => k.quiz.kind === "final");
    if (!key || !d.completedAt) continue;
    const made = finishedAttempt(rng, key, d.userId, d.completedAt, 0.85, true);
    attempts.push(made.attempt);
    answers.push(...made.answers);
    drawn.push(...made.drawn);
    quizPoints.push({
      userId: d.userId,
      organisationId: d.organisationId,
      site: d.site,
      reason: "quiz_passed",
      sourceId: key.quiz.id,
      points: POINTS.quiz_passed,
      earnedAt: d.completedAt,
    });
  }
  await insertMany(db, pointsLedger, quizPoints);
  await insertMany(db, quizAttempts, attempts);
  await insertMany(db, attemptQuestions, drawn);
  await insertMany(db, attemptAnswers, answers);

  // 3. certificates: completed, offered, and the learner is on a company plan (the API's entitlement rule)
  const entitled = await db
    .selectDistinct({
      userId: enrolments.userId,
      courseId: enrolments.courseId,
      completedAt: enrolments.completedAt,
      fullName: users.fullName,
      nameId: courses.nameId,
      nameEn: courses.nameEn,
      instId: institutions.nameId,
      instEn: institutions.nameEn,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .innerJoin(institutions, eq(institutions.id, courses.institutionId))
    .innerJoin(memberships, eq(memberships.userId, enrolments.userId))
    .innerJoin(
      organisations,
      and(eq(organisations.id, memberships.organisationId), eq(organisations.kind, "company")),
    )
    .where(and(isNotNull(enrolments.completedAt), eq(courses.certificateOffered, true)))
    .orderBy(asc(enrolments.userId), asc(enrolments.courseId));
  const scoreOf = new Map(
    attempts.filter((a) => a.passed).map((a) => [`${a.userId}:${a.courseId}`, a.scorePercent ?? null]),
  );
  await insertMany(
    db,
    certificates,
    entitled.map((e) => ({
      code: code(rng),
      userId: e.userId,
      courseId: e.courseId,
      fullName: e.fullName,
      courseNameId: e.nameId,
      courseNameEn: e.nameEn,
      institutionNameId: e.instId,
      institutionNameEn: e.instEn,
      scorePercent: scoreOf.get(`${e.userId}:${e.courseId}`) ?? null,
      issuedAt: e.completedAt!,
    })),
  );
  return {
    demoLearners: learners.length,
    demoEnrolments,
    syntheticEnrolments,
    attempts: attempts.length,
    certificates: entitled.length,
  };
}
