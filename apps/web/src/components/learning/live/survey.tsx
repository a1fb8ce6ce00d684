"use client";

import type { LiveClass } from "@gk/contracts";
import { useTranslations } from "@gk/i18n/client";
import { Button } from "@gk/ui/button";
import { RatingInput } from "@gk/ui/rating-input";
import { toast } from "@gk/ui/toast-store";
import { MessageSquareText } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useApp } from "../../providers";
import { ClientForm, SubmitButton } from "../../client-form";

/**
 * After the class: "How was the class?" with a rating (the course rating's five levels) and a comment, stored
 * with the product's feedback. Answering again replaces the answer.
 */
export function LiveSurvey({
  lessonId,
  prompt,
  initial,
}: {
  lessonId: string;
  prompt: string;
  initial: LiveClass["survey"];
}) {
  const t = useTranslations("learning");
  const tc = useTranslations("course");
  const { api } = useApp();
  const id = useId();
  const [answer, setAnswer] = useState(initial);
  const [editing, setEditing] = useState(initial === null);
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null);
  const [comment, setComment] = useState(initial?.comment ?? "");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const levels = [
    tc("rating.poor"),
    tc("rating.needsImprovement"),
    tc("rating.good"),
    tc("rating.excellent"),
    tc("rating.extraordinary"),
  ] as const;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!rating) return setError(t("liveClass.survey.required"));
    setBusy(true);
    try {
      const res = await api.request("liveSurvey", { lessonId, rating, comment });
      setAnswer(res.data.survey);
      setEditing(false);
      toast.show({ look: "success", message: res.data.message });
    } catch (err) {
      setError(err instanceof Error ? err.message : t("liveClass.survey.required"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="space-y-3 rounded-card border border-line p-4 sm:p-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold text-ink">
        <MessageSquareText aria-hidden className="size-5" />
        {t("liveClass.survey.title")}
      </h2>
      {!editing && answer ? (
        <div className="space-y-2">
          <p role="status" className="font-semibold text-success-ink" data-testid="live-survey-answer">
            {t("liveClass.survey.answered", { label: levels[answer.rating - 1] ?? String(answer.rating) })}
          </p>
          {answer.comment ? <p className="text-ink">“{answer.comment}”</p> : null}
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t("liveClass.survey.change")}
          </Button>
        </div>
      ) : (
        <ClientForm onSubmit={onSubmit} noValidate className="space-y-3" data-testid="live-survey">
          <p className="text-ink-muted">{prompt}</p>
          <RatingInput
            label={t("liveClass.survey.rating")}
            levels={levels}
            value={rating}
            onChange={(v) => {
              setRating(v);
              setError(undefined);
            }}
          />
          <label htmlFor={`${id}-comment`} className="block font-semibold">
            {t("liveClass.survey.comment")}
          </label>
          <textarea
            id={`${id}-comment`}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            maxLength={2000}
            rows={3}
            placeholder={t("liveClass.survey.placeholder")}
            className="w-full rounded-lg border border-line-strong bg-surface p-3 text-base text-ink"
          />
          {error ? (
            <p className="text-sm font-semibold text-danger-ink" role="alert">
              {error}
            </p>
          ) : null}
          <SubmitButton loading={busy}>{t("liveClass.survey.submit")}</SubmitButton>
        </ClientForm>
      )}
    </section>
  );
}
