"use client";

import type { Locale } from "@gk/tenancy";
import { RatingInput } from "@gk/ui/rating-input";
import { CheckCircle2 } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "@gk/i18n/client";
import { useState, type FormEvent } from "react";
import { localePath } from "@/lib/paths";
import { useApp } from "../providers";
import { ClientForm, SubmitButton } from "../client-form";

/** The feedback form: worst to best, free text, then the thank-you. Signed in or not. */
export function FeedbackForm({ locale }: { locale: Locale }) {
  const t = useTranslations("common");
  const tl = useTranslations("learning");
  const te = useTranslations("errors");
  const { api } = useApp();
  const [rating, setRating] = useState<number | null>(null);
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const levels = [
    tl("feedbackLevels.1"),
    tl("feedbackLevels.2"),
    tl("feedbackLevels.3"),
    tl("feedbackLevels.4"),
    tl("feedbackLevels.5"),
  ] as const;

  if (done) {
    return (
      <div role="status" className="space-y-3 text-center" data-testid="feedback-thanks">
        <CheckCircle2 aria-hidden className="mx-auto size-12 text-success-ink" />
        <h2 className="text-2xl font-extrabold">{t("feedback.thanksTitle")}</h2>
        <p className="text-ink-muted">{t("feedback.thanksBody")}</p>
        <Link
          href={localePath(locale, "/")}
          className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline"
        >
          {tl("feedbackMore")}
        </Link>
      </div>
    );
  }
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!rating) return setError(tl("rate.required"));
    setBusy(true);
    try {
      await api.request("feedback", { rating, message });
      setDone(true);
    } catch (err) {
      setError(err instanceof Error ? err.message : te("serverBusy"));
    } finally {
      setBusy(false);
    }
  }
  return (
    <ClientForm onSubmit={onSubmit} noValidate className="space-y-4">
      <RatingInput
        label={t("feedback.ratingLabel")}
        levels={levels}
        value={rating}
        onChange={(v) => {
          setRating(v);
          setError(undefined);
        }}
      />
      <p className="flex justify-between text-sm text-ink-muted" aria-hidden>
        <span>{t("feedback.ratingWorst")}</span>
        <span>{t("feedback.ratingBest")}</span>
      </p>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-danger-ink">
          {error}
        </p>
      ) : null}
      <label htmlFor="feedback-message" className="block font-semibold">
        {t("feedback.messageLabel")}
      </label>
      <textarea
        id="feedback-message"
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        maxLength={2000}
        rows={5}
        placeholder={t("feedback.messagePlaceholder")}
        className="w-full rounded-lg border border-line-strong bg-surface p-3 text-base text-ink"
      />
      <SubmitButton size="lg" block loading={busy}>
        {t("feedback.submit")}
      </SubmitButton>
    </ClientForm>
  );
}
