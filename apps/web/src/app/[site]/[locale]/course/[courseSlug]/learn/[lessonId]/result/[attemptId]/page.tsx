import { isApiError } from "@gk/api-client";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { BusyState } from "@/components/busy-state";
import { CompletionPanel } from "@/components/learning/completion-panel";
import { LearningIntl } from "@/components/learning/intl";
import { learnPaths } from "@/components/learning/paths";
import { QuizResult } from "@/components/quiz/quiz-result";
import { serverApi } from "@/lib/api.server";
import { signInPath } from "@/lib/paths";
import { siteFromParams, type SiteParams } from "@/lib/site";

type Props = { params: Promise<SiteParams & { courseSlug: string; lessonId: string; attemptId: string }> };

export const metadata: Metadata = { robots: { index: false } };

/** The result of a finished attempt: passed/failed, totals, retake, the review; the pretest-done screen. */
export default async function QuizResultPage({ params }: Props) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const { courseSlug, lessonId, attemptId } = await params;
  const api = await serverApi(locale);
  let attempt;
  let outline;
  try {
    [attempt, outline] = await Promise.all([
      api.request("attempt", { attemptId }).then((r) => r.data),
      api.request("courseLearning", { courseSlug }).then((r) => r.data),
    ]);
  } catch (err) {
    const here = learnPaths.result(locale, courseSlug, lessonId, attemptId);
    if (isApiError(err) && err.status === 401) redirect(signInPath(locale, here));
    if (isApiError(err) && (err.status === 403 || err.status === 404 || err.status === 422)) notFound();
    // beyond a paid course's free preview: the lesson page shows why and leads to the upgrade
    if (isApiError(err) && err.status === 402) redirect(learnPaths.lesson(locale, courseSlug, lessonId));
    return (
      <main className="mx-auto max-w-3xl px-4 py-8">
        <BusyState locale={locale} />
      </main>
    );
  }
  // still running (e.g. the back button): back to the quiz, which resumes it
  if (attempt.status === "in_progress") redirect(learnPaths.quiz(locale, courseSlug, lessonId));
  if (!attempt.result) redirect(learnPaths.lesson(locale, courseSlug, lessonId));
  const result = attempt.result;
  const certificateCode = result.certificateCode;
  const lessonKind = outline.sections.flatMap((s) => s.lessons).find((l) => l.id === lessonId)?.kind;
  return (
    <LearningIntl locale={locale}>
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-6">
        <QuizResult
          locale={locale}
          slug={courseSlug}
          lessonId={lessonId}
          attempt={{ ...attempt, result }}
          lessonKind={lessonKind}
        />
        {attempt.result.courseCompleted ? (
          <CompletionPanel
            locale={locale}
            slug={courseSlug}
            certificateCode={certificateCode}
            access={outline.access}
            certificateOffered={outline.course.certificateOffered}
          />
        ) : null}
      </main>
    </LearningIntl>
  );
}
