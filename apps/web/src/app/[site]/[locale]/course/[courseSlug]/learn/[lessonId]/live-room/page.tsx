import { isApiError } from "@gk/api-client";
import { LIVE_JOIN_OPENS_MINUTES } from "@gk/contracts";
import { ChevronLeft, Video } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BusyState } from "@/components/busy-state";
import { jakartaClock, jakartaDay } from "@/components/learning/live/schedule";
import { learnPaths } from "@/components/learning/paths";
import { serverApi } from "@/lib/api.server";
import { signInPath } from "@/lib/paths";
import { siteFromParams, type SiteParams } from "@/lib/site";

type Props = { params: Promise<SiteParams & { courseSlug: string; lessonId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await siteFromParams(params);
  const t = await getTranslations({ locale, namespace: "learning" });
  return { title: t("liveClass.room.title"), robots: { index: false } };
}

/**
 * The live room: where a live class's join link leads when the class has no conferencing address of its own.
 * Opened in a new tab from the lesson, it says where the class takes place and shows the meeting's details and
 * whether the room is open, with the way back to the lesson (recording and survey after the class).
 */
export default async function LiveRoomPage({ params }: Props) {
  const { locale } = await siteFromParams(params);
  setRequestLocale(locale);
  const { courseSlug, lessonId } = await params;
  const here = `${learnPaths.lesson(locale, courseSlug, lessonId)}/live-room`;
  const api = await serverApi(locale);
  let got;
  try {
    const [lesson, outline] = await Promise.all([
      api.request("lesson", { lessonId }),
      api.request("courseLearning", { courseSlug }),
    ]);
    got = { lesson: lesson.data, course: outline.data.course };
  } catch (err) {
    if (isApiError(err) && err.status === 401) redirect(signInPath(locale, here));
    if (isApiError(err) && (err.status === 402 || err.status === 403))
      redirect(learnPaths.course(locale, courseSlug));
    if (isApiError(err) && (err.status === 404 || err.status === 422)) notFound();
    return (
      <main className="mx-auto max-w-3xl px-4 py-8">
        <BusyState locale={locale} />
      </main>
    );
  }
  const { lesson, course } = got;
  const live = lesson.live;
  if (!live || lesson.courseSlug !== courseSlug) notFound();
  const t = await getTranslations({ locale, namespace: "learning" });
  const status =
    live.state === "ended"
      ? t("liveClass.room.closed")
      : live.joinable
        ? t("liveClass.room.open")
        : live.joinOpensAt
          ? t("liveClass.room.notOpen", {
              minutes: LIVE_JOIN_OPENS_MINUTES,
              time: `${jakartaDay(locale, live.joinOpensAt)}, ${jakartaClock(locale, live.joinOpensAt)}`,
            })
          : t("liveClass.unscheduledNote");
  const facts: [string, string][] = [
    [t("liveClass.room.class"), lesson.title],
    [t("liveClass.room.course"), course.name],
    ...(live.startsAt && live.endsAt
      ? ([
          [t("liveClass.date"), jakartaDay(locale, live.startsAt)],
          [
            t("liveClass.time"),
            t("liveClass.timeRange", {
              start: jakartaClock(locale, live.startsAt),
              end: jakartaClock(locale, live.endsAt),
            }),
          ],
        ] as [string, string][])
      : []),
    [t("liveClass.duration"), t("liveClass.minutes", { minutes: live.durationMinutes })],
    [t("liveClass.room.status"), t(`liveClass.state.${live.state}`)],
  ];

  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-8" data-testid="live-room">
      <header className="space-y-3">
        <p className="flex items-center gap-2 text-sm font-semibold text-brand-ink">
          <Video aria-hidden className="size-5" />
          {t("liveClass.room.title")}
        </p>
        <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">{lesson.title}</h1>
        <p className="text-ink">{t("liveClass.room.hosted")}</p>
      </header>
      <dl className="divide-y divide-line rounded-card border border-line">
        {facts.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr]">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <p role="status" className="rounded-card bg-surface-muted p-4 font-semibold text-ink">
        {status}
      </p>
      <Link
        href={learnPaths.lesson(locale, courseSlug, lessonId)}
        className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-ink"
      >
        <ChevronLeft aria-hidden className="size-4" />
        {t("liveClass.room.back")}
      </Link>
    </main>
  );
}
