"use client";

import type { ResponseOf, Locale } from "@gk/contracts";
import { Button } from "@gk/ui/button";
import { Clock, ListChecks } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "@gk/i18n/client";
import { formatThousands } from "@gk/i18n/numbers";
import { useEffect, useState } from "react";
import { AiGeneratedBadge } from "../ai-quiz/ai-generated-badge";
import { ArticleBody } from "../learning/lesson-body";
import { learnPaths } from "../learning/paths";
import { AttemptsNote } from "./attempts-note";

type QuizInfoData = NonNullable<ResponseOf<"lesson">["data"]["quiz"]>;

/** Seconds before the quiz starts by itself on the information screen (the auto-start countdown). */
export const AUTO_START_SECONDS = 10;

/**
 * The quiz information screen: time limit, question count, pass mark, the API's rules (blanks count wrong,
 * questions reset if not completed, attempts and cooldown) and an auto-start countdown the learner can cancel.
 * An open attempt is resumed instead (a reload or another tab must not start over). With no attempt left, or
 * inside the cooldown, the screen says how many are left and when the next may start, and cannot start.
 */
export function QuizInfo({
  locale,
  slug,
  lessonId,
  body,
  quiz,
}: {
  locale: Locale;
  slug: string;
  lessonId: string;
  body: string;
  quiz: QuizInfoData;
}) {
  const t = useTranslations("learning");
  const router = useRouter();
  const resume = Boolean(quiz.openAttemptId);
  const blocked = !resume && !quiz.attempts.canStart;
  const [auto, setAuto] = useState<number | null>(
    resume || quiz.lastResult || blocked ? null : AUTO_START_SECONDS,
  );
  const go = () => router.push(learnPaths.quiz(locale, slug, lessonId));

  useEffect(() => {
    if (auto === null) return;
    if (auto <= 0) {
      router.push(learnPaths.quiz(locale, slug, lessonId));
      return;
    }
    const id = setTimeout(() => setAuto((s) => (s === null ? null : s - 1)), 1000);
    return () => clearTimeout(id);
  }, [auto, router, locale, slug, lessonId]);

  return (
    <section aria-labelledby="quiz-info" className="space-y-4 rounded-card border border-line p-4 sm:p-6">
      <h2 id="quiz-info" className="text-xl font-bold">
        {t("quizInfo.title")}
      </h2>
      {quiz.aiGenerated ? (
        <AiGeneratedBadge label={t("aiQuiz.badge")} explanation={t("aiQuiz.reviewed")} />
      ) : null}
      {body ? <ArticleBody body={body} /> : null}
      <ul className="grid gap-2 sm:grid-cols-2">
        <li className="flex items-center gap-2">
          <Clock aria-hidden className="size-5 text-brand-ink" />
          {t("quizInfo.timeLimit", {
            minutes: quiz.durationMinutes,
            shown: formatThousands(quiz.durationMinutes),
          })}
        </li>
        <li className="flex items-center gap-2">
          <ListChecks aria-hidden className="size-5 text-brand-ink" />
          {t("quizInfo.questionCount", { count: quiz.questionCount })}
        </li>
        {quiz.kind === "final" ? <li>{t("quizInfo.passMark", { percent: quiz.passMarkPercent })}</li> : null}
      </ul>
      <div>
        <h3 className="font-semibold">{t("quizInfo.rulesTitle")}</h3>
        <ul className="list-disc space-y-1 pl-6 text-ink-muted">
          {quiz.rules.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </div>
      {quiz.lastResult ? (
        <p className="font-semibold" data-testid="quiz-last-result">
          {t("quizInfo.lastResult", {
            score: quiz.lastResult.scorePercent,
            verdict: quiz.lastResult.passed ? t("quizResult.passed") : t("quizResult.failed"),
          })}
        </p>
      ) : null}
      {resume ? null : <AttemptsNote locale={locale} attempts={quiz.attempts} />}
      <div className="flex flex-wrap items-center gap-3">
        <Button size="lg" onClick={go} disabled={blocked} data-testid="quiz-start">
          {resume ? t("quizInfo.resume") : quiz.lastResult ? t("quizResult.retake") : t("quizInfo.start")}
        </Button>
        {auto !== null ? (
          <>
            <p role="timer" aria-live="off" className="text-ink-muted">
              {t("quizInfo.autoStart", { seconds: auto })}
            </p>
            <Button variant="ghost" onClick={() => setAuto(null)}>
              {t("quizInfo.cancelAutoStart")}
            </Button>
          </>
        ) : null}
      </div>
    </section>
  );
}
