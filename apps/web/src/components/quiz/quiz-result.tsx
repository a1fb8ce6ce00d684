"use client";

import type { Attempt, LESSON_KINDS, Locale } from "@gk/contracts";
import { Button } from "@gk/ui/button";
import { CheckCircle2, CircleAlert, XCircle } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "@gk/i18n/client";
import { useState } from "react";
import { learnPaths } from "../learning/paths";
import { AttemptsNote } from "./attempts-note";

type Result = NonNullable<Attempt["result"]>;
type Reviewed = Result["review"][number];

const VERDICT = {
  correct: { Icon: CheckCircle2, cls: "text-success-ink", key: "quiz.correct" },
  partial: { Icon: CircleAlert, cls: "text-info-ink", key: "quiz.partial" },
  wrong: { Icon: XCircle, cls: "text-danger-ink", key: "quiz.wrong" },
} as const;

/**
 * The result screen: passed or failed with the totals (partly correct answers are "Not quite
 * right"), the attempts left and when the next may start, retake, and "check results and answers" with each
 * question's verdict. The right options and the explanation come only when the API shows the key (after a
 * pass or the last attempt); before that the review marks what was wrong. A finished pretest shows the
 * pretest-done screen that sends the learner on.
 */
export function QuizResult({
  locale,
  slug,
  lessonId,
  attempt,
  lessonKind,
}: {
  locale: Locale;
  slug: string;
  lessonId: string;
  attempt: Attempt & { result: Result };
  /** the kind of the quiz's lesson: a pretest-kind quiz in a quiz lesson is an AI-written practice quiz or post-test */
  lessonKind?: (typeof LESSON_KINDS)[number];
}) {
  const t = useTranslations("learning");
  const router = useRouter();
  const [reviewing, setReviewing] = useState(false);
  const r = attempt.result;
  const link = "inline-flex min-h-12 items-center justify-center rounded-lg px-5 text-lg font-semibold";

  if (attempt.quizKind === "pretest") {
    // a published AI quiz is of the pretest kind (it never completes the course) but sits in a quiz lesson: it
    // is no pretest to the learner, and usually the course's last lesson, so it leads back to its lesson
    const practice = lessonKind === "quiz";
    return (
      <section
        aria-labelledby="pretest-done"
        className="space-y-4 rounded-card border border-line p-6 text-center"
        data-testid="pretest-done"
      >
        <CheckCircle2 aria-hidden className="mx-auto size-12 text-success-ink" />
        <h1 id="pretest-done" className="text-2xl font-extrabold">
          {practice ? t("aiQuiz.practiceDone") : t("pretestDone.title")}
        </h1>
        <p className="text-ink-muted">{practice ? t("aiQuiz.practiceDoneBody") : t("pretestDone.body")}</p>
        <p className="font-semibold">{t("quizResult.score", { score: r.scorePercent })}</p>
        {r.nextLessonId ? (
          <Link
            href={learnPaths.lesson(locale, slug, r.nextLessonId)}
            className={`${link} bg-brand text-white hover:bg-brand-strong`}
          >
            {t("pretestDone.cta")}
          </Link>
        ) : practice ? (
          <Link
            href={learnPaths.lesson(locale, slug, lessonId)}
            className={`${link} text-brand-ink hover:bg-surface-muted`}
          >
            {t("quizResult.backToLesson")}
          </Link>
        ) : null}
      </section>
    );
  }

  return (
    <section
      aria-labelledby="quiz-result"
      className="space-y-5"
      data-testid="quiz-result"
      data-passed={r.passed ? "true" : "false"}
    >
      <div
        className={`space-y-3 rounded-card border p-6 text-center ${r.passed ? "border-success" : "border-danger"}`}
      >
        {r.passed ? (
          <CheckCircle2 aria-hidden className="mx-auto size-12 text-success-ink" />
        ) : (
          <XCircle aria-hidden className="mx-auto size-12 text-danger-ink" />
        )}
        <p className="text-sm font-semibold text-ink-muted">{t("quizResult.title")}</p>
        <h1 id="quiz-result" className="text-2xl font-extrabold">
          {r.passed ? t("quizResult.passed") : t("quizResult.failed")}
        </h1>
        <p className="text-lg font-bold">
          {t("quizResult.score", { score: r.scorePercent })}{" "}
          <span className="font-normal text-ink-muted">
            · {t("quizResult.passMark", { percent: r.passMarkPercent })}
          </span>
        </p>
        {attempt.status === "expired" ? (
          <p className="text-ink-muted">{t("quizResult.expiredNote")}</p>
        ) : null}
        <ul className="mx-auto grid max-w-md grid-cols-2 gap-2 text-left sm:grid-cols-4 sm:text-center">
          <Total label={t("quizResult.totalQuestions", { count: r.questionCount })} />
          <Total label={t("quizResult.correct", { count: r.correct })} />
          <Total label={t("quizResult.partial", { count: r.partial })} />
          <Total label={t("quizResult.incorrect", { count: r.wrong })} />
        </ul>
        {r.passed ? null : <AttemptsNote locale={locale} attempts={r.attempts} />}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        {!r.passed && r.attempts.remaining !== 0 ? (
          <Button
            size="lg"
            disabled={!r.attempts.canStart}
            onClick={() => router.push(learnPaths.quiz(locale, slug, lessonId))}
            data-testid="quiz-retake"
          >
            {t("quizResult.retake")}
          </Button>
        ) : null}
        <Button
          size="lg"
          variant="secondary"
          onClick={() => setReviewing((v) => !v)}
          aria-expanded={reviewing}
          aria-controls="quiz-review"
        >
          {reviewing ? t("quizResult.hideAnswers") : t("quizResult.checkAnswers")}
        </Button>
        <Link
          href={learnPaths.lesson(locale, slug, lessonId)}
          className={`${link} text-brand-ink hover:bg-surface-muted`}
        >
          {t("quizResult.backToLesson")}
        </Link>
      </div>
      {reviewing ? (
        <div id="quiz-review" className="space-y-4">
          {r.keyShown ? null : (
            <p className="rounded-lg bg-surface-muted px-3 py-2" data-testid="quiz-key-hidden">
              {t("attempts.keyHidden")}
            </p>
          )}
          <ol className="space-y-4">
            {r.review.map((q, i) => (
              <ReviewItem key={q.id} q={q} index={i} total={r.review.length} />
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}

function Total({ label }: { label: string }) {
  return <li className="rounded-lg bg-surface-muted px-3 py-2 text-sm font-semibold">{label}</li>;
}

function ReviewItem({ q, index, total }: { q: Reviewed; index: number; total: number }) {
  const t = useTranslations("learning");
  const v = VERDICT[q.verdict];
  return (
    <li className="space-y-3 rounded-card border border-line p-4">
      <p className="text-sm font-semibold text-brand-ink">
        {t("quiz.question", { current: index + 1, total })}
      </p>
      <p className="text-lg font-semibold">{q.prompt}</p>
      <p className={`flex items-center gap-1 font-bold ${v.cls}`}>
        <v.Icon aria-hidden className="size-5" />
        {t(v.key)}
      </p>
      <ul className="space-y-1">
        {q.options.map((o) => {
          const chosen = q.selectedOptionIds.includes(o.id);
          const right = q.correctOptionIds?.includes(o.id) ?? false;
          return (
            <li
              key={o.id}
              className={`rounded-lg border px-3 py-2 ${right ? "border-success bg-surface" : chosen && q.verdict === "wrong" ? "border-danger" : "border-line"}`}
            >
              <span>{o.text}</span>
              {chosen ? (
                <span className="ml-2 text-sm font-semibold text-ink-muted">
                  · {t("quizResult.yourAnswer")}
                </span>
              ) : null}
              {right ? (
                <span className="ml-2 text-sm font-semibold text-success-ink">
                  · {t("quizResult.correctAnswer")}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {q.selectedOptionIds.length === 0 ? (
        <p className="text-sm text-ink-muted">{t("quizResult.noAnswer")}</p>
      ) : null}
      {q.explanation ? (
        <p className="text-ink-muted">
          <span className="font-semibold text-ink">{t("quizResult.explanation")}: </span>
          {q.explanation}
        </p>
      ) : null}
    </li>
  );
}
