"use client";

import type { LessonVideo, Locale } from "@gk/contracts";
import { useTranslations } from "@gk/i18n/client";
import { Button } from "@gk/ui/button";
import { CheckCircle2 } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useApp } from "../providers";
import { SAVE_EVERY_MS, SPEEDS, clock, mediaUrl } from "./media";

interface Props {
  lessonId: string;
  locale: Locale;
  title: string;
  video: LessonVideo;
  /** video lessons are marked done when watched to the end; a live class's recording is not */
  completable: boolean;
  completed: boolean;
  /** after the end: the survey below takes the focus */
  onEnded?: () => void;
  /** the video could not load: the access help below opens */
  onError?: () => void;
}

/**
 * The lesson video: the browser's own controls (keyboard and screen-reader friendly), captions in the page's
 * language by default with a switch, a speed switch, and the learner's place kept: saved every few seconds
 * while playing, on pause and when the tab is hidden or closed; the next visit resumes there. Watching to the
 * end marks the lesson done with the lesson-complete call the lesson page uses.
 */
export function VideoPlayer({
  lessonId,
  locale,
  title,
  video,
  completable,
  completed,
  onEnded,
  onError,
}: Props) {
  const t = useTranslations("learning");
  const { api } = useApp();
  const id = useId();
  const ref = useRef<HTMLVideoElement>(null);
  const lastSaved = useRef({ at: 0, position: video.resumeAtSeconds });
  const [resumed, setResumed] = useState<number | null>(null);
  const [captions, setCaptions] = useState<string>(
    video.captions.find((c) => c.locale === locale)?.locale ?? video.captions[0]?.locale ?? "off",
  );
  const [speed, setSpeed] = useState(1);
  const [done, setDone] = useState(completed);

  const save = useCallback(
    (position: number) => {
      if (Math.abs(position - lastSaved.current.position) < 0.5) return;
      lastSaved.current = { at: Date.now(), position };
      // a failed save is not worth interrupting the video for: the next one carries the newer position
      void api.request("videoPosition", { lessonId, positionSeconds: position }).catch(() => {});
    },
    [api, lessonId],
  );

  // captions: the chosen language showing, the others off (the browser's own menu stays in step)
  useEffect(() => {
    const tracks = ref.current?.textTracks;
    if (!tracks) return;
    const apply = () => {
      for (const track of Array.from(tracks))
        track.mode = track.language === captions ? "showing" : "disabled";
    };
    apply();
    tracks.addEventListener?.("addtrack", apply);
    return () => tracks.removeEventListener?.("addtrack", apply);
  }, [captions]);

  useEffect(() => {
    if (ref.current) ref.current.playbackRate = speed;
  }, [speed]);

  // leaving: a hidden tab (switching away, closing it, a phone's lock screen) saves where the learner is
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === "hidden" && ref.current) save(ref.current.currentTime);
    };
    const onLeave = () => ref.current && save(ref.current.currentTime);
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", onLeave);
    return () => {
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", onLeave);
    };
  }, [save]);

  // the page is server-rendered: the browser may have read the clip's metadata, or failed to load it, before
  // these handlers were attached
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (el.readyState >= 1) onLoadedMetadata();
    else if (el.networkState === 3) onError?.();
    // once, on mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onLoadedMetadata() {
    const el = ref.current;
    if (!el) return;
    el.playbackRate = speed;
    if (video.resumeAtSeconds > 0 && el.currentTime < 1) {
      el.currentTime = video.resumeAtSeconds;
      setResumed(video.resumeAtSeconds);
    }
  }

  function onTimeUpdate() {
    const el = ref.current;
    if (el && !el.paused && Date.now() - lastSaved.current.at >= SAVE_EVERY_MS) save(el.currentTime);
  }

  async function onVideoEnded() {
    // the end: the next visit starts from the beginning
    lastSaved.current = { at: Date.now(), position: -1 };
    void api.request("videoPosition", { lessonId, positionSeconds: 0 }).catch(() => {});
    if (completable && !done) {
      try {
        await api.request("lessonComplete", { lessonId });
        setDone(true);
      } catch {
        // the lesson page's "mark done" remains; the survey below still follows
      }
    }
    onEnded?.();
  }

  const startOver = () => {
    if (!ref.current) return;
    ref.current.currentTime = 0;
    setResumed(null);
    save(0);
  };

  const select =
    "min-h-11 rounded-lg border border-line-strong bg-surface px-3 text-ink focus-visible:outline-2 focus-visible:outline-brand";
  return (
    <div className="space-y-3">
      <div className="overflow-hidden rounded-card bg-black">
        <video
          ref={ref}
          controls
          playsInline
          preload="metadata"
          aria-label={title}
          className="aspect-video w-full"
          onLoadedMetadata={onLoadedMetadata}
          onTimeUpdate={onTimeUpdate}
          onPause={() => ref.current && !ref.current.ended && save(ref.current.currentTime)}
          onEnded={() => void onVideoEnded()}
          onError={onError}
          data-testid="lesson-video"
        >
          {/* a source that fails reports on itself, not on the video */}
          <source src={mediaUrl(video.src)} type={video.type} onError={onError} />
          {video.captions.map((c) => (
            <track
              key={c.locale}
              kind="captions"
              src={mediaUrl(c.src)}
              srcLang={c.locale}
              label={c.label}
              default={c.locale === captions}
            />
          ))}
        </video>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        {video.captions.length > 0 ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-captions`} className="text-sm font-semibold text-ink">
              {t("videoPlayer.captions")}
            </label>
            <select
              id={`${id}-captions`}
              className={select}
              value={captions}
              onChange={(e) => setCaptions(e.target.value)}
            >
              {video.captions.map((c) => (
                <option key={c.locale} value={c.locale}>
                  {c.label}
                </option>
              ))}
              <option value="off">{t("videoPlayer.captionsOff")}</option>
            </select>
          </div>
        ) : null}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-speed`} className="text-sm font-semibold text-ink">
            {t("videoPlayer.speed")}
          </label>
          <select
            id={`${id}-speed`}
            className={select}
            value={speed}
            onChange={(e) => setSpeed(Number(e.target.value))}
          >
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s === 1 ? t("videoPlayer.speedNormal") : `${s}×`}
              </option>
            ))}
          </select>
        </div>
        {resumed !== null ? (
          <div className="flex flex-wrap items-center gap-2">
            <p role="status" className="text-sm text-ink-muted" data-testid="video-resumed">
              {t("videoPlayer.resumedAt", { time: clock(resumed) })}
            </p>
            <Button variant="secondary" size="sm" onClick={startOver}>
              {t("videoPlayer.startOver")}
            </Button>
          </div>
        ) : null}
      </div>
      <p
        role="status"
        className={done ? "flex items-center gap-2 font-semibold text-success-ink" : "text-sm text-ink-muted"}
        data-testid="video-done"
      >
        {done ? <CheckCircle2 aria-hidden className="size-5" /> : null}
        {done ? t("videoPlayer.done") : completable ? t("videoPlayer.watchToEnd") : ""}
      </p>
    </div>
  );
}
