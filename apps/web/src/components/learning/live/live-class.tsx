"use client";

import { LIVE_JOIN_OPENS_MINUTES, type LiveClass as LiveClassData } from "@gk/contracts";
import type { Locale } from "@gk/tenancy";
import { useTranslations } from "@gk/i18n/client";
import { CalendarClock, ExternalLink, PlayCircle, Radio } from "lucide-react";
import { useEffect, useState } from "react";
import { localePath } from "@/lib/paths";
import { AccessHelp } from "./access-help";
import { CalendarButton } from "./calendar-button";
import { jakartaClock, jakartaDay, momentAt, nextChangeIn, startsIn } from "./schedule";
import { LiveSurvey } from "./survey";

const BADGE: Record<string, string> = {
  unscheduled: "border border-line-strong text-ink-muted",
  upcoming: "border border-brand text-brand-ink",
  live: "bg-danger text-white",
  ended: "border border-line-strong text-ink",
};
const BTN = "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 font-semibold";

/** A product path in the page's language; a conferencing service's address as it is. */
const href = (locale: Locale, url: string) => (url.startsWith("/") ? localePath(locale, url) : url);

/**
 * A live lesson: its schedule in Jakarta time, its state (upcoming with a countdown, live, ended) following the
 * server's clock, the join link in a new tab from shortly before the start, the calendar file; after the class
 * the recording and the survey; before and during it, help for joining.
 */
export function LiveClass({
  live,
  lessonId,
  courseSlug,
  locale,
  contactHref,
}: {
  live: LiveClassData;
  lessonId: string;
  courseSlug: string;
  locale: Locale;
  contactHref: string;
}) {
  const t = useTranslations("learning");
  // the server's clock: the first render uses its instant exactly (the same HTML on server and browser), then
  // the device's clock moves it on by the difference measured when the page arrived
  const [now, setNow] = useState(() => Date.parse(live.serverNow));
  useEffect(() => {
    const offset = Date.parse(live.serverNow) - Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = Date.now() + offset;
      setNow(at);
      timer = setTimeout(tick, nextChangeIn(live, at));
    };
    tick();
    return () => clearTimeout(timer);
  }, [live]);
  const moment = momentAt(live, now);
  const external = !live.url.startsWith("/");

  return (
    <section className="space-y-4" data-testid="live-class" data-state={moment.state}>
      <div className="space-y-4 rounded-card border border-line p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
            <CalendarClock aria-hidden className="size-5" />
            {t("liveClass.title")}
          </h2>
          <span
            className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold ${BADGE[moment.state]}`}
            data-testid="live-state"
          >
            {moment.state === "live" ? <Radio aria-hidden className="size-4" /> : null}
            {t(`liveClass.state.${moment.state}`)}
          </span>
        </div>
        {live.startsAt && live.endsAt ? (
          <dl className="grid gap-3 sm:grid-cols-3">
            <Fact label={t("liveClass.date")} value={jakartaDay(locale, live.startsAt)} testId="live-date" />
            <Fact
              label={t("liveClass.time")}
              value={t("liveClass.timeRange", {
                start: jakartaClock(locale, live.startsAt),
                end: jakartaClock(locale, live.endsAt),
              })}
              testId="live-time"
            />
            <Fact
              label={t("liveClass.duration")}
              value={t("liveClass.minutes", { minutes: live.durationMinutes })}
            />
          </dl>
        ) : (
          <p className="text-ink-muted">{t("liveClass.unscheduledNote")}</p>
        )}

        {moment.state === "upcoming" && moment.untilStart !== null ? (
          <div className="space-y-1" aria-live="polite">
            <p className="font-semibold text-ink" data-testid="live-countdown">
              {t("liveClass.startsIn", { relative: startsIn(locale, moment.untilStart) })}
            </p>
            {!moment.joinable && live.joinOpensAt ? (
              <p className="text-sm text-ink-muted">
                {t("liveClass.joinOpensAt", {
                  time: jakartaClock(locale, live.joinOpensAt),
                  minutes: LIVE_JOIN_OPENS_MINUTES,
                })}
              </p>
            ) : null}
          </div>
        ) : null}
        {moment.state === "live" ? <p className="font-semibold text-ink">{t("liveClass.liveNow")}</p> : null}
        {moment.state === "ended" ? <p className="text-ink">{t("liveClass.ended")}</p> : null}

        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {moment.state !== "ended" && moment.state !== "unscheduled" ? (
            moment.joinable ? (
              <a
                href={href(locale, live.url)}
                target="_blank"
                rel={external ? "noopener noreferrer" : "noopener"}
                className={`${BTN} bg-brand text-white hover:bg-brand-strong`}
                data-testid="live-join"
              >
                <ExternalLink aria-hidden className="size-4" />
                {t("liveClass.join")}
                <span className="sr-only"> {t("liveClass.opensNewTab")}</span>
              </a>
            ) : (
              <button
                type="button"
                disabled
                className={`${BTN} cursor-not-allowed bg-surface-muted text-ink-muted`}
                data-testid="live-join"
              >
                <ExternalLink aria-hidden className="size-4" />
                {t("liveClass.join")}
              </button>
            )
          ) : null}
          {moment.state === "ended" && live.recordingUrl ? (
            <a
              href={href(locale, live.recordingUrl)}
              target="_blank"
              rel="noopener"
              className={`${BTN} bg-brand text-white hover:bg-brand-strong`}
              data-testid="live-recording"
            >
              <PlayCircle aria-hidden className="size-4" />
              {t("liveClass.recording")}
              <span className="sr-only"> {t("liveClass.opensNewTab")}</span>
            </a>
          ) : null}
          {live.calendarPath && moment.state === "upcoming" ? (
            <CalendarButton locale={locale} path={live.calendarPath} fileName={`${courseSlug}-live.ics`} />
          ) : null}
        </div>
        {moment.state === "ended" && !live.recordingUrl ? (
          <p className="text-sm text-ink-muted">{t("liveClass.recordingPending")}</p>
        ) : null}
      </div>

      {moment.state === "ended" ? (
        <LiveSurvey lessonId={lessonId} prompt={live.surveyPrompt} initial={live.survey} />
      ) : (
        <AccessHelp title={live.accessHelpPrompt} contactHref={contactHref} />
      )}
    </section>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="font-semibold text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
