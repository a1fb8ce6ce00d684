"use client";

import { useTranslations } from "@gk/i18n/client";
import { Sparkles } from "lucide-react";
import { useEffect, useState } from "react";
import type { DraftsStep } from "./stream-generate";

export interface WritingResult {
  written: number;
  requested: number;
  providerMode: "offline" | "hosted";
  /** the API's own words (in the request's language) when a configured model failed and the offline writer stepped in */
  note: string | null;
}

/**
 * The "AI writing" state and its outcome. The API streams the steps of the writing: the status region says each
 * one as it comes (the passages read, the writer at work, question k of n saved), and the bar fills with the
 * saved questions once there are any; until then it is indeterminate, never a made-up percentage. The region is
 * always in the page so screen readers announce the start, the steps and the outcome; the ticking seconds sit
 * outside it and are not announced.
 */
export function WritingState({
  pending,
  asked,
  step = null,
  result,
}: {
  pending: boolean;
  asked: { count: number; source: string } | null;
  /** the latest step the API reported, in its words */
  step?: DraftsStep | null;
  result: WritingResult | null;
}) {
  const t = useTranslations("subscription");
  const seconds = useElapsedSeconds(pending);
  return (
    <div className="space-y-3">
      <div role="status" aria-live="polite" aria-atomic="true" data-testid="ai-writing-status">
        {pending && asked ? (
          <p className="flex items-center gap-2 font-semibold text-ink">
            <Sparkles aria-hidden className="size-5 text-brand-ink motion-safe:animate-pulse" />
            {t("aiQuiz.writing", { count: asked.count, shown: String(asked.count), source: asked.source })}
          </p>
        ) : null}
        {pending && step ? (
          <p className="text-ink" data-testid="ai-writing-step">
            {step.message}
          </p>
        ) : null}
        {!pending && result && asked ? (
          <div className="space-y-1 rounded-lg border border-line bg-surface-muted p-3 text-ink">
            <p className="font-semibold">
              {result.written === 0
                ? t("aiQuiz.writtenNone")
                : t("aiQuiz.written", { count: result.written, shown: String(result.written) })}
            </p>
            {result.written < result.requested ? (
              <p>{t("aiQuiz.fewer", { count: result.written, requested: result.requested })}</p>
            ) : null}
            <p className="text-sm text-ink-muted">{t(`aiQuiz.writtenBy.${result.providerMode}`)}</p>
            {result.note ? <p className="text-sm text-ink-muted">{result.note}</p> : null}
          </div>
        ) : null}
      </div>
      {pending ? (
        <div className="space-y-1">
          <div
            role="progressbar"
            aria-label={t("aiQuiz.writingLabel")}
            aria-valuetext={step?.message ?? t("aiQuiz.elapsed", { seconds })}
            {...(step?.total
              ? { "aria-valuemin": 0, "aria-valuemax": step.total, "aria-valuenow": step.done }
              : {})}
            className="h-2 overflow-hidden rounded-full bg-brand-soft"
            data-testid="ai-writing"
          >
            {step?.total ? (
              <span
                className="block h-full bg-progress transition-[width]"
                style={{ width: `${Math.round(((step.done ?? 0) / step.total) * 100)}%` }}
              />
            ) : (
              <span className="block h-full w-1/3 animate-gk-stripe bg-progress motion-reduce:w-full motion-reduce:animate-none" />
            )}
          </div>
          <p aria-hidden className="text-sm text-ink-muted tabular-nums">
            {t("aiQuiz.elapsed", { seconds })}
          </p>
        </div>
      ) : null}
    </div>
  );
}

/** Whole seconds since `running` became true (0 while it is false). */
function useElapsedSeconds(running: boolean): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    setSeconds(0);
    const id = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(id);
  }, [running]);
  return seconds;
}
