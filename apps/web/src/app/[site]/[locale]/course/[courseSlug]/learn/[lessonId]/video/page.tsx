import { isApiError } from "@gk/api-client";
import { ChevronLeft, Video } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BusyState } from "@/components/busy-state";
import { LearningIntl } from "@/components/learning/intl";
import { learnPaths } from "@/components/learning/paths";
import { playerPath } from "@/components/video/media";
import { PlayerView } from "@/components/video/player-view";
import { serverApi } from "@/lib/api.server";
import { localePath, signInPath } from "@/lib/paths";
import { siteFromParams, type SiteParams } from "@/lib/site";

type Props = { params: Promise<SiteParams & { courseSlug: string; lessonId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await siteFromParams(params);
  const t = await getTranslations({ locale, namespace: "learning" });
  return { title: t("videoPlayer.title"), robots: { index: false } };
}

/**
 * The video player page, opened in a new tab from a video lesson (or a live class's recording): the video with
 * captions and speed, the survey after it and help when it will not play. Opening it opens the lesson, with the
 * same access rules as the lesson page.
 */
export default async function VideoPlayerPage({ params }: Props) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const { courseSlug, lessonId } = await params;
  const api = await serverApi(locale);
  let got;
  try {
    const [lesson, outline] = await Promise.all([
      api.request("lesson", { lessonId }),
      api.request("courseLearning", { courseSlug }),
    ]);
    got = { lesson: lesson.data, course: outline.data.course };
  } catch (err) {
    if (isApiError(err) && err.status === 401) {
      const here = playerPath(locale, courseSlug, lessonId);
      redirect(signInPath(locale, here));
    }
    if (isApiError(err) && (err.status === 402 || err.status === 403))
      redirect(learnPaths.lesson(locale, courseSlug, lessonId));
    if (isApiError(err) && (err.status === 404 || err.status === 422)) notFound();
    return (
      <main className="mx-auto max-w-3xl px-4 py-8">
        <BusyState locale={locale} />
      </main>
    );
  }
  const { lesson, course } = got;
  if (!lesson.video || lesson.courseSlug !== courseSlug) notFound();
  const t = await getTranslations({ locale, namespace: "learning" });

  return (
    <LearningIntl locale={locale}>
      <main className="mx-auto max-w-4xl space-y-6 px-4 py-4 sm:py-8" data-testid="video-player-page">
        <header className="space-y-2">
          <Link
            href={learnPaths.lesson(locale, courseSlug, lessonId)}
            className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-ink"
          >
            <ChevronLeft aria-hidden className="size-4" />
            {t("videoPlayer.backToLesson")}
          </Link>
          <p className="flex items-center gap-2 text-sm font-semibold text-brand-ink">
            <Video aria-hidden className="size-5" />
            {course.name}
          </p>
          <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">{lesson.title}</h1>
        </header>
        <PlayerView
          lessonId={lesson.id}
          locale={locale}
          title={t("videoTitle", { title: lesson.title })}
          video={lesson.video}
          completable={lesson.kind === "video"}
          completed={lesson.completed}
          contactHref={localePath(locale, "/feedback")}
          help={{
            title: t("videoPlayer.help.title"),
            failed: t("videoPlayer.help.failed"),
            tips: [
              t("videoPlayer.help.reload"),
              t("videoPlayer.help.connection"),
              t("videoPlayer.help.browser"),
              t("videoPlayer.help.captions"),
            ],
            transcript: t("videoPlayer.help.transcript"),
            contact: t("videoPlayer.help.contact"),
            newTab: t("videoPlayer.newTab"),
          }}
        />
      </main>
    </LearningIntl>
  );
}
