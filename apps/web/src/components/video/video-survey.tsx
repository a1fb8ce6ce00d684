"use client";

import { VIDEO_SURVEY_ANSWERS } from "@gk/contracts";
import { useTranslations } from "@gk/i18n/client";
import { Button } from "@gk/ui/button";
import { MessageSquareText } from "lucide-react";
import { forwardRef, useId, useState, type FormEvent } from "react";
import { useApp } from "../providers";
import { ClientForm, SubmitButton } from "../client-form";

type Answer = (typeof VIDEO_SURVEY_ANSWERS)[number];

/**
 * After the video: "Was this video helpful?" (yes, somewhat, no) and an optional comment, stored with the
 * product's feedback. Answering again replaces the answer. The heading takes the focus when the video ends.
 */
export const VideoSurvey = forwardRef<HTMLHeadingElement, { lessonId: string }>(function VideoSurvey(
  { lessonId },
  headingRef,
) {
  const t = useTranslations("learning");
  const { api } = useApp();
  const id = useId();
  const [helpful, setHelpful] = useState<Answer | null>(null);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [thanks, setThanks] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!helpful) return setError(t("videoPlayer.survey.required"));
    setBusy(true);
    setError(undefined);
    try {
      const res = await api.request("videoSurvey", { lessonId, helpful, comment });
      setThanks(res.data.message);
    } catch (err) {
      setError(err instanceof Error ? err.message : t("videoPlayer.survey.required"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="space-y-3 rounded-card border border-line p-4 sm:p-5" aria-labelledby={`${id}-title`}>
      <h2
        id={`${id}-title`}
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-bold text-ink"
      >
        <MessageSquareText aria-hidden className="size-5" />
        {t("videoPlayer.survey.title")}
      </h2>
      {thanks ? (
        <div className="space-y-2">
          <p role="status" className="font-semibold text-success-ink" data-testid="video-survey-thanks">
            {thanks}
          </p>
          <Button variant="secondary" onClick={() => setThanks(null)}>
            {t("videoPlayer.survey.change")}
          </Button>
        </div>
      ) : (
        <ClientForm onSubmit={onSubmit} noValidate className="space-y-4" data-testid="video-survey">
          <fieldset aria-describedby={error ? `${id}-error` : undefined}>
            <legend className="sr-only">{t("videoPlayer.survey.title")}</legend>
            <div className="flex flex-wrap gap-2">
              {VIDEO_SURVEY_ANSWERS.map((answer) => (
                <label
                  key={answer}
                  className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line-strong px-4 font-semibold text-ink has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-2 has-focus-visible:outline-brand"
                >
                  <input
                    type="radio"
                    name={`${id}-helpful`}
                    value={answer}
                    checked={helpful === answer}
                    onChange={() => {
                      setHelpful(answer);
                      setError(undefined);
                    }}
                    className="size-4 accent-brand"
                  />
                  {t(`videoPlayer.survey.${answer}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-comment`} className="font-semibold text-ink">
              {t("videoPlayer.survey.comment")}
            </label>
            <textarea
              id={`${id}-comment`}
              value={comment}
              maxLength={2000}
              rows={3}
              onChange={(e) => setComment(e.target.value)}
              placeholder={t("videoPlayer.survey.commentHint")}
              className="rounded-lg border border-line-strong bg-surface p-3 text-ink focus-visible:outline-2 focus-visible:outline-brand"
            />
          </div>
          {error ? (
            <p id={`${id}-error`} role="alert" className="font-semibold text-danger-ink">
              {error}
            </p>
          ) : null}
          <SubmitButton loading={busy}>{t("videoPlayer.survey.submit")}</SubmitButton>
        </ClientForm>
      )}
    </section>
  );
});
