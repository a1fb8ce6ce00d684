"use client";

import { RatingInput } from "@gk/ui/rating-input";
import { toast } from "@gk/ui/toast-store";
import { useTranslations } from "@gk/i18n/client";
import { useId, useState, type FormEvent } from "react";
import { useApp } from "../providers";
import { ClientForm, SubmitButton } from "../client-form";

/** Rating a course (poor to extraordinary) with an optional review; rating again replaces it. */
export function RateCourse({ slug }: { slug: string }) {
  const t = useTranslations("learning");
  const tc = useTranslations("course");
  const { api } = useApp();
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const levels = [
    tc("rating.poor"),
    tc("rating.needsImprovement"),
    tc("rating.good"),
    tc("rating.excellent"),
    tc("rating.extraordinary"),
  ] as const;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!rating) return setError(t("rate.required"));
    setBusy(true);
    try {
      await api.request("courseReviewUpsert", { courseSlug: slug, rating, body });
      setSent(true);
      toast.show({ look: "success", message: tc("rating.thanks") });
    } catch (err) {
      toast.show({ look: "danger", message: err instanceof Error ? err.message : t("rate.required") });
    } finally {
      setBusy(false);
    }
  }
  if (sent)
    return (
      <p role="status" className="font-semibold text-success-ink" data-testid="rating-thanks">
        {tc("rating.thanks")}
      </p>
    );
  return (
    <ClientForm
      onSubmit={onSubmit}
      noValidate
      className="space-y-3 border-t border-line pt-4"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="text-lg font-bold">
        {tc("rating.title")}
      </h3>
      <RatingInput
        label={t("rate.prompt")}
        levels={levels}
        value={rating}
        onChange={(v) => {
          setRating(v);
          setError(undefined);
        }}
      />
      {error ? (
        <p className="text-sm font-semibold text-danger-ink" role="alert">
          {error}
        </p>
      ) : null}
      <label htmlFor={`${id}-body`} className="block font-semibold">
        {t("rate.reviewLabel")}
      </label>
      <textarea
        id={`${id}-body`}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        maxLength={2000}
        rows={3}
        placeholder={t("rate.reviewPlaceholder")}
        className="w-full rounded-lg border border-line-strong bg-surface p-3 text-base text-ink"
      />
      <SubmitButton loading={busy}>{tc("rating.submit")}</SubmitButton>
    </ClientForm>
  );
}
