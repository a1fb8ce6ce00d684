"use client";

import type { Locale } from "@gk/tenancy";
import { useTranslations } from "@gk/i18n/client";
import { Button } from "@gk/ui/button";
import { Pause, Play, Square, Volume2 } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { pickVoice, speechLang } from "./speech";

type Status = "idle" | "reading" | "paused";

const noop = () => () => undefined;
/** The browser's speech synthesis, or null (server render, or a browser without it). */
const synthesis = (): SpeechSynthesis | null =>
  typeof window !== "undefined" && "speechSynthesis" in window && "SpeechSynthesisUtterance" in window
    ? window.speechSynthesis
    : null;

/**
 * "Listen to this lesson": the device's own speech synthesis reads the lesson text in the page's language
 * (id-ID or en-US voice), offline where the device has the voice; nothing is sent anywhere. Pause, resume and
 * stop; leaving the page stops it. A browser without speech synthesis never sees the control.
 */
export function ListenButton({ chunks, locale }: { chunks: readonly string[]; locale: Locale }) {
  const t = useTranslations("common");
  // false on the server and in the first client render, so the markup matches; then the browser's answer
  const supported = useSyncExternalStore(
    noop,
    () => synthesis() !== null,
    () => false,
  );
  const [status, setStatus] = useState<Status>("idle");
  const [noVoice, setNoVoice] = useState(false);
  // the device has no speech engine at work (no voice installed, a headless browser): say so once
  const [failed, setFailed] = useState(false);
  // each start gets a number; the end of an utterance of an older start (after stop) changes nothing
  const run = useRef(0);

  useEffect(() => () => synthesis()?.cancel(), []);

  if (!supported || chunks.length === 0) return null;
  const speech = synthesis() as SpeechSynthesis;

  function listen() {
    const lang = speechLang(locale);
    const voice = pickVoice(speech.getVoices(), lang);
    // voices load late on some browsers: only say "no voice" when the list is there and lacks the language
    setNoVoice(voice === null && speech.getVoices().length > 0);
    speech.cancel();
    setFailed(false);
    const id = ++run.current;
    chunks.forEach((text, i) => {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = lang;
      if (voice) utterance.voice = voice;
      if (i === chunks.length - 1) utterance.onend = () => run.current === id && setStatus("idle");
      utterance.onerror = (event) => {
        if (run.current !== id) return;
        setStatus("idle");
        // a stop or a new start cancels the queue: that is no failure
        if (event.error !== "interrupted" && event.error !== "canceled") setFailed(true);
      };
      speech.speak(utterance);
    });
    setStatus("reading");
  }

  function stop() {
    run.current += 1;
    speech.cancel();
    setStatus("idle");
  }

  return (
    <section
      aria-label={t("speech.label")}
      className="flex flex-wrap items-center gap-2 rounded-card border border-line bg-surface-muted p-2"
      data-testid="listen-lesson"
    >
      {status === "idle" ? (
        <Button variant="secondary" size="sm" onClick={listen}>
          <Volume2 aria-hidden className="size-5" />
          {t("speech.label")}
        </Button>
      ) : (
        <>
          {status === "reading" ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                speech.pause();
                setStatus("paused");
              }}
            >
              <Pause aria-hidden className="size-5" />
              {t("speech.pause")}
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                speech.resume();
                setStatus("reading");
              }}
            >
              <Play aria-hidden className="size-5" />
              {t("speech.resume")}
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={stop}>
            <Square aria-hidden className="size-4" />
            {t("speech.stop")}
          </Button>
        </>
      )}
      <p className="text-sm text-ink-muted" aria-live="polite">
        {status === "reading" ? t("speech.reading") : status === "paused" ? t("speech.paused") : ""}
      </p>
      {failed ? <p className="w-full text-sm text-ink-muted">{t("speech.failed")}</p> : null}
      {noVoice && status !== "idle" ? (
        <p className="w-full text-sm text-ink-muted">{t("speech.noVoice")}</p>
      ) : null}
    </section>
  );
}
