import type { Locale } from "@gk/tenancy";
import { isApiError } from "@gk/api-client";
import type { ResponseOf } from "@gk/contracts";
import { ChevronLeft, ListTree } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { cache } from "react";
import { BusyState } from "@/components/busy-state";
import { CoachLauncher } from "@/components/coach/coach-launcher";
import { CompletionPanel } from "@/components/learning/completion-panel";
import { LearningIntl } from "@/components/learning/intl";
import { ArticleBody } from "@/components/learning/lesson-body";
import { LiveClass } from "@/components/learning/live/live-class";
import { LessonNav } from "@/components/learning/lesson-nav";
import { ListenButton } from "@/components/learning/listen-button";
import { speechChunks } from "@/components/learning/speech";
import { LockedPanel } from "@/components/learning/locked-panel";
import { LessonOutline } from "@/components/learning/outline";
import { learnPaths } from "@/components/learning/paths";
import { QuizInfo } from "@/components/quiz/quiz-info";
import { clock } from "@/components/video/media";
import { VideoLesson } from "@/components/video/video-lesson";
import { serverApi } from "@/lib/api.server";
import { localePath, signInPath } from "@/lib/paths";
import { siteFromParams, type SiteParams } from "@/lib/site";

type Props = { params: Promise<SiteParams & { courseSlug: string; lessonId: string }> };

const load = cache(async (locale: Locale, courseSlug: string, lessonId: string) => {
  const api = await serverApi(locale);
  // opening the lesson records progress, so the outline is read after it (its "continue" is then this lesson);
  // a lesson beyond a paid course's free preview answers 402: the page then shows the upgrade panel (lesson null)
  let lesson: ResponseOf<"lesson">["data"] | null = null;
  try {
    lesson = (await api.request("lesson", { lessonId })).data;
  } catch (err) {
    if (!isApiError(err) || err.status !== 402) throw err;
  }
  const outline = (await api.request("courseLearning", { courseSlug })).data;
  return { lesson, outline };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await siteFromParams(params);
  const { courseSlug, lessonId } = await params;
  const got = await load(locale, courseSlug, lessonId).catch(() => null);
  const title =
    got?.lesson?.title ??
    got?.outline.sections.flatMap((s) => s.lessons).find((l) => l.id === lessonId)?.title;
  return got && title
    ? { title: `${title} · ${got.outline.course.name}`, robots: { index: false } }
    : { robots: { index: false } };
}

/** The lesson player: outline, the lesson by kind, previous/next, progress. */
export default async function LessonPage({ params }: Props) {
  const { site, locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const { courseSlug, lessonId } = await params;
  let got: Awaited<ReturnType<typeof load>>;
  try {
    got = await load(locale, courseSlug, lessonId);
  } catch (err) {
    const here = learnPaths.lesson(locale, courseSlug, lessonId);
    if (isApiError(err) && err.status === 401) redirect(signInPath(locale, here));
    if (isApiError(err) && err.status === 403) redirect(learnPaths.course(locale, courseSlug));
    if (isApiError(err) && (err.status === 404 || err.status === 422)) notFound();
    return (
      <main className="mx-auto max-w-3xl px-4 py-8">
        <BusyState locale={locale} />
      </main>
    );
  }
  const { lesson, outline } = got;
  if (lesson && lesson.courseSlug !== courseSlug)
    redirect(learnPaths.lesson(locale, lesson.courseSlug, lesson.id));
  const t = await getTranslations({ locale, namespace: "learning" });
  const kinds = {
    article: t("kinds.article"),
    video: t("kinds.video"),
    live: t("kinds.live"),
    quiz: t("kinds.quiz"),
    pretest: t("kinds.pretest"),
  };
  const all = outline.sections.flatMap((s) => s.lessons);
  const index = all.findIndex((l) => l.id === lessonId);
  // a locked lesson of another course (its outline does not hold it) is not found here
  if (!lesson && index < 0) notFound();
  const outlineList = (
    <LessonOutline
      outline={outline}
      locale={locale}
      currentId={lessonId}
      labels={{ done: t("completedBadge"), locked: t("locked.badge"), kinds }}
    />
  );
  const entry = all[index];
  const section = outline.sections.find((s) => s.lessons.some((l) => l.id === lessonId));
  const heading = lesson
    ? { section: lesson.section.title, title: lesson.title, kind: lesson.kind }
    : { section: section?.title ?? "", title: entry?.title ?? "", kind: entry?.kind ?? "article" };
  const isQuiz = heading.kind === "quiz" || heading.kind === "pretest";

  return (
    <LearningIntl locale={locale}>
      <main className="mx-auto max-w-6xl px-4 py-4 lg:py-8">
        <div className="grid gap-8 lg:grid-cols-[20rem_1fr]">
          <aside className="hidden lg:block" aria-label={t("outline")}>
            <div className="sticky top-20 max-h-[calc(100dvh-6rem)] space-y-4 overflow-y-auto rounded-card border border-line p-3">
              <CourseHeading
                outline={outline}
                locale={locale}
                back={t("backToCourse")}
                progress={t("progress", { percent: outline.enrolment.progressPercent })}
              />
              {outlineList}
            </div>
          </aside>
          <article className="min-w-0 space-y-6">
            <div className="space-y-3 lg:hidden">
              <CourseHeading
                outline={outline}
                locale={locale}
                back={t("backToCourse")}
                progress={t("progress", { percent: outline.enrolment.progressPercent })}
              />
              <details className="rounded-card border border-line">
                <summary className="flex min-h-12 cursor-pointer items-center gap-2 px-4 font-semibold">
                  <ListTree aria-hidden className="size-5" />
                  {t("outline")}
                </summary>
                <div className="border-t border-line p-2">{outlineList}</div>
              </details>
            </div>
            <header className="space-y-1">
              <p className="text-sm font-semibold text-brand-ink">
                {heading.section} · {t("lessonOf", { current: index + 1, total: all.length })}
              </p>
              <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">{heading.title}</h1>
              <p className="text-sm text-ink-muted">{kinds[heading.kind]}</p>
            </header>
            {!lesson ? (
              <LockedPanel
                locale={locale}
                slug={courseSlug}
                upgradeForSale={outline.access.upgradePrice !== null}
              />
            ) : null}
            {lesson?.kind === "article" ? (
              <>
                <ListenButton chunks={speechChunks(lesson.body)} locale={locale} />
                <ArticleBody body={lesson.body} />
              </>
            ) : null}
            {lesson?.kind === "video" ? (
              <>
                {lesson.video ? (
                  <VideoLesson
                    locale={locale}
                    courseSlug={courseSlug}
                    lessonId={lesson.id}
                    title={lesson.title}
                    video={lesson.video}
                    labels={{
                      open: t("videoPlayer.open"),
                      opensNewTab: t("videoPlayer.opensNewTab"),
                      newTab: t("videoPlayer.newTab"),
                      length: t("videoPlayer.length"),
                      resume:
                        lesson.video.resumeAtSeconds > 0
                          ? t("videoPlayer.resumeNote", { time: clock(lesson.video.resumeAtSeconds) })
                          : null,
                    }}
                  />
                ) : null}
                {lesson.body ? <ArticleBody body={lesson.body} /> : null}
              </>
            ) : null}
            {lesson?.kind === "live" && lesson.live ? (
              <>
                <LiveClass
                  live={lesson.live}
                  lessonId={lesson.id}
                  courseSlug={courseSlug}
                  locale={locale}
                  contactHref={localePath(locale, "/feedback")}
                />
                {lesson.body ? <ArticleBody body={lesson.body} /> : null}
              </>
            ) : null}
            {isQuiz && lesson?.quiz ? (
              <QuizInfo
                locale={locale}
                slug={courseSlug}
                lessonId={lesson.id}
                body={lesson.body}
                quiz={lesson.quiz}
              />
            ) : null}
            {/* the AI coach, on sites that offer it, once the lesson is open to the learner */}
            {lesson && site.features.aiCoach ? (
              <CoachLauncher locale={locale} courseSlug={courseSlug} lessonId={lesson.id} />
            ) : null}
            {outline.enrolment.completedAt ? (
              <CompletionPanel
                locale={locale}
                slug={courseSlug}
                certificateCode={outline.certificateCode}
                access={outline.access}
                certificateOffered={outline.course.certificateOffered}
              />
            ) : null}
            <LessonNav
              locale={locale}
              slug={courseSlug}
              lessonId={lessonId}
              previousId={lesson ? lesson.previousLessonId : (all[index - 1]?.id ?? null)}
              nextId={lesson ? lesson.nextLessonId : (all[index + 1]?.id ?? null)}
              completable={Boolean(lesson) && !isQuiz}
              completed={lesson?.completed ?? false}
            />
          </article>
        </div>
      </main>
    </LearningIntl>
  );
}

function CourseHeading({
  outline,
  locale,
  back,
  progress,
}: {
  outline: { course: { slug: string; name: string }; enrolment: { progressPercent: number } };
  locale: Locale;
  back: string;
  progress: string;
}) {
  return (
    <div className="space-y-2">
      <Link
        href={learnPaths.course(locale, outline.course.slug)}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-ink"
      >
        <ChevronLeft aria-hidden className="size-4" />
        {back}
      </Link>
      <p className="font-bold text-ink">{outline.course.name}</p>
      <div
        className="h-2 overflow-hidden rounded-full bg-surface-muted"
        role="progressbar"
        aria-valuenow={outline.enrolment.progressPercent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={progress}
      >
        <div className="h-full bg-brand" style={{ width: `${outline.enrolment.progressPercent}%` }} />
      </div>
      <p className="text-sm text-ink-muted">{progress}</p>
    </div>
  );
}
