import type { Access, Locale } from "@gk/contracts";
import {
  certificates,
  courseSections,
  courses,
  enrolments,
  lessonProgress,
  lessons,
  quizAttempts,
  quizzes,
  type Db,
  type Enrolment,
  type Lesson,
} from "@gk/db";
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, notInArray, type SQL } from "drizzle-orm";
import { t } from "../../i18n";
import { courseOutline, pick, toCard, type CardRow } from "../catalogue/cards";
import { selectCards } from "../catalogue/queries";
import type { CatalogueScope } from "../catalogue/scope";
import { courseStructure, previewLessonIds } from "../commerce/entitlement";
import { attemptAllowance } from "./allowance";
import { liveView } from "./live";
import { enrolmentView, progressPercent } from "./progress";
import { videoView } from "./video";

/** Read models of the learning pages: a lesson with its neighbours, the course outline, the learner's lists. */

async function neighbour(db: Db, lesson: Lesson, direction: "previous" | "next"): Promise<string | null> {
  const [row] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(
      and(
        eq(lessons.courseId, lesson.courseId),
        direction === "next" ? gt(lessons.position, lesson.position) : lt(lessons.position, lesson.position),
      ),
    )
    .orderBy(direction === "next" ? asc(lessons.position) : desc(lessons.position))
    .limit(1);
  return row?.id ?? null;
}

async function quizInfo(db: Db, lesson: Lesson, userId: string, locale: Locale, now: Date) {
  const [quiz] = await db.select().from(quizzes).where(eq(quizzes.lessonId, lesson.id));
  if (!quiz) return null;
  const [open] = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, userId),
        eq(quizAttempts.quizId, quiz.id),
        eq(quizAttempts.status, "in_progress"),
      ),
    );
  const [last] = await db
    .select()
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, userId),
        eq(quizAttempts.quizId, quiz.id),
        inArray(quizAttempts.status, ["submitted", "expired"]),
      ),
    )
    .orderBy(desc(quizAttempts.finishedAt))
    .limit(1);
  return {
    id: quiz.id,
    kind: quiz.kind,
    durationMinutes: quiz.durationMinutes,
    questionCount: quiz.questionCount,
    passMarkPercent: quiz.passMarkPercent,
    aiGenerated: quiz.aiGenerated,
    rules: [
      t(locale, "learning.quizRule.time", { minutes: quiz.durationMinutes }),
      t(locale, "learning.quizRule.count", { count: quiz.questionCount }),
      t(locale, "learning.quizRule.blanks"),
      t(locale, "learning.quizRule.reset"),
      ...(quiz.attemptLimit === null
        ? []
        : [t(locale, "learning.quizRule.attempts", { limit: quiz.attemptLimit })]),
      ...(quiz.cooldownMinutes > 0
        ? [t(locale, "learning.quizRule.cooldown", { minutes: quiz.cooldownMinutes })]
        : []),
      t(locale, "learning.quizRule.autoStart"),
    ],
    openAttemptId: open?.id ?? null,
    attempts: await attemptAllowance(db, quiz, userId, now),
    lastResult: last?.finishedAt
      ? {
          attemptId: last.id,
          scorePercent: last.scorePercent ?? 0,
          passed: last.passed === true,
          finishedAt: last.finishedAt.toISOString(),
        }
      : null,
  };
}

export async function lessonView(
  db: Db,
  lesson: Lesson,
  course: CardRow,
  userId: string,
  locale: Locale,
  now: Date,
) {
  const [[section], [progress], previousLessonId, nextLessonId, quiz] = await Promise.all([
    db.select().from(courseSections).where(eq(courseSections.id, lesson.sectionId)),
    db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lesson.id))),
    neighbour(db, lesson, "previous"),
    neighbour(db, lesson, "next"),
    lesson.kind === "quiz" || lesson.kind === "pretest"
      ? quizInfo(db, lesson, userId, locale, now)
      : Promise.resolve(null),
  ]);
  return {
    locale,
    id: lesson.id,
    courseSlug: course.slug,
    position: lesson.position,
    kind: lesson.kind,
    title: pick(locale, lesson.titleId, lesson.titleEn),
    section: { id: lesson.sectionId, title: section ? pick(locale, section.titleId, section.titleEn) : "" },
    body: pick(locale, lesson.bodyId, lesson.bodyEn),
    durationMinutes: lesson.durationMinutes,
    video: videoView(lesson, locale, progress?.videoPositionSeconds ?? null),
    live: await liveView(db, lesson, course.slug, userId, locale, now),
    quiz,
    previousLessonId,
    nextLessonId,
    completed: Boolean(progress?.completedAt),
  };
}

/** The course outline of an enrolled learner; lessons outside a paid course's free preview are `locked`
 * unless the learner has full access. */
export async function courseLearning(
  db: Db,
  enrolment: Enrolment,
  course: CardRow,
  locale: Locale,
  access: Access,
) {
  const [sectionRows, lessonRows, done, [cert], structure] = await Promise.all([
    db
      .select()
      .from(courseSections)
      .where(eq(courseSections.courseId, course.id))
      .orderBy(asc(courseSections.position)),
    db.select().from(lessons).where(eq(lessons.courseId, course.id)).orderBy(asc(lessons.position)),
    db
      .select({ id: lessonProgress.lessonId })
      .from(lessonProgress)
      .where(
        and(
          eq(lessonProgress.userId, enrolment.userId),
          eq(lessonProgress.courseId, course.id),
          isNotNull(lessonProgress.completedAt),
        ),
      ),
    db
      .select({ code: certificates.code })
      .from(certificates)
      .where(and(eq(certificates.userId, enrolment.userId), eq(certificates.courseId, course.id))),
    courseStructure(db, course.id),
  ]);
  const completed = new Set(done.map((d) => d.id));
  const open = access.level === "full" ? null : previewLessonIds(structure);
  return {
    locale,
    course: toCard(course, locale),
    enrolment: await enrolmentView(db, enrolment, course),
    sections: courseOutline(sectionRows, lessonRows, locale, (l) => ({
      completed: completed.has(l.id),
      locked: open !== null && !open.has(l.id),
    })),
    certificateCode: cert?.code ?? null,
    access,
  };
}

export type MyList = "enrolled" | "learned" | "completed" | "continue" | "not-started";

/**
 * The learner's courses that are still visible to them, most recent activity first:
 * enrolled = all; learned = started (a lesson opened) and not completed; completed = final quiz passed;
 * continue = learned; not-started = enrolled, nothing opened yet.
 */
export async function myCourses(
  db: Db,
  scope: CatalogueScope,
  userId: string,
  list: MyList,
  limit: number,
  locale: Locale,
) {
  const opened = db
    .select({ id: lessonProgress.courseId })
    .from(lessonProgress)
    .where(eq(lessonProgress.userId, userId));
  const filter: Record<MyList, SQL | undefined> = {
    enrolled: undefined,
    learned: and(isNull(enrolments.completedAt), inArray(enrolments.courseId, opened)),
    continue: and(isNull(enrolments.completedAt), inArray(enrolments.courseId, opened)),
    completed: isNotNull(enrolments.completedAt),
    "not-started": and(isNull(enrolments.completedAt), notInArray(enrolments.courseId, opened)),
  };
  const rows = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), filter[list]))
    .orderBy(desc(enrolments.lastActivityAt))
    .limit(limit);
  if (rows.length === 0) return [];
  const cards = await selectCards(db, scope, {
    where: [
      inArray(
        courses.id,
        rows.map((r) => r.courseId),
      ),
    ],
    orderBy: [],
    limit: rows.length,
  });
  const byId = new Map(cards.map((c) => [c.id, c]));
  const certs = await db
    .select({ courseId: certificates.courseId, code: certificates.code })
    .from(certificates)
    .where(eq(certificates.userId, userId));
  const codes = new Map(certs.map((c) => [c.courseId, c.code]));
  const out = [];
  for (const e of rows) {
    const card = byId.get(e.courseId);
    if (!card) continue;
    const view = await enrolmentView(db, e, card);
    out.push({
      ...toCard(card, locale),
      progressPercent: progressPercent(e.completedLessons, card.lessonCount),
      nextLessonId: view.nextLessonId,
      enrolledAt: e.enrolledAt.toISOString(),
      lastActivityAt: e.lastActivityAt.toISOString(),
      completedAt: e.completedAt ? e.completedAt.toISOString() : null,
      certificateCode: codes.get(e.courseId) ?? null,
    });
  }
  return out;
}
