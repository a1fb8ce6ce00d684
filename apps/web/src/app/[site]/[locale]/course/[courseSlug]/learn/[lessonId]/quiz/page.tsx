import { isApiError } from "@gk/api-client";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AiGeneratedBadge } from "@/components/ai-quiz/ai-generated-badge";
import { BusyState } from "@/components/busy-state";
import { LearningIntl } from "@/components/learning/intl";
import { learnPaths } from "@/components/learning/paths";
import { QuizRunner } from "@/components/quiz/quiz-runner";
import { serverApi } from "@/lib/api.server";
import { signInPath } from "@/lib/paths";
import { siteFromParams, type SiteParams } from "@/lib/site";

type Props = { params: Promise<SiteParams & { courseSlug: string; lessonId: string }> };

export const metadata: Metadata = { robots: { index: false } };

/** Taking the quiz of a quiz or pretest lesson; the attempt itself is started or resumed in the browser. */
export default async function QuizPage({ params }: Props) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const { courseSlug, lessonId } = await params;
  const api = await serverApi(locale);
  let lesson;
  try {
    lesson = (await api.request("lesson", { lessonId })).data;
  } catch (err) {
    if (isApiError(err) && err.status === 401)
      redirect(signInPath(locale, learnPaths.quiz(locale, courseSlug, lessonId)));
    if (isApiError(err) && err.status === 403) redirect(learnPaths.course(locale, courseSlug));
    if (isApiError(err) && (err.status === 404 || err.status === 422)) notFound();
    // beyond a paid course's free preview: the lesson page shows why and leads to the upgrade
    if (isApiError(err) && err.status === 402) redirect(learnPaths.lesson(locale, courseSlug, lessonId));
    return (
      <main className="mx-auto max-w-3xl px-4 py-8">
        <BusyState locale={locale} />
      </main>
    );
  }
  if (!lesson.quiz) redirect(learnPaths.lesson(locale, courseSlug, lessonId));
  const t = await getTranslations({ locale, namespace: "learning" });
  return (
    <LearningIntl locale={locale}>
      <main className="mx-auto max-w-6xl px-4 pb-8">
        <h1 className="sr-only">{lesson.title}</h1>
        {lesson.quiz.aiGenerated ? (
          <div className="mx-auto max-w-3xl pt-4">
            <AiGeneratedBadge label={t("aiQuiz.badge")} explanation={t("aiQuiz.reviewed")} />
          </div>
        ) : null}
        <QuizRunner
          locale={locale}
          slug={courseSlug}
          lessonId={lessonId}
          quizId={lesson.quiz.id}
          title={lesson.title}
        />
      </main>
    </LearningIntl>
  );
}
