"use client";

import type { Locale } from "@gk/contracts";
import { useTranslations } from "@gk/i18n/client";
import { useState, type FormEvent } from "react";
import { useApp } from "../providers";
import { apiErrors } from "./form-errors";
import { ClientForm, SubmitButton } from "../client-form";

/** Spends the mailed token on the owner's click; then offers the Google sign-in that now works. */
export function ConfirmGoogleForm({ locale, token }: { locale: Locale; token: string }) {
  const t = useTranslations("auth");
  const { api } = useApp();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(token ? null : t("confirmGoogle.missing"));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!token) return;
    setBusy(true);
    setError(null);
    try {
      const { data } = await api.request("socialConfirm", { token });
      setDone(data.message);
    } catch (err) {
      const r = apiErrors(err, t("validation.checkData"));
      setError(r.fields.token ?? r.message);
    } finally {
      setBusy(false);
    }
  }

  if (done)
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-lg bg-brand-soft p-3 text-ink" data-testid="google-linked">
          {done}
        </p>
        <a
          href={`/auth/google/start?locale=${locale}`}
          className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand px-4 font-semibold text-white"
        >
          {t("confirmGoogle.signIn")}
        </a>
      </div>
    );
  return (
    <ClientForm onSubmit={onSubmit} noValidate className="space-y-4">
      {error ? (
        <p role="alert" className="rounded-lg border border-danger p-3 text-danger-ink">
          {error}
        </p>
      ) : null}
      <SubmitButton block loading={busy} disabled={!token}>
        {t("confirmGoogle.submit")}
      </SubmitButton>
    </ClientForm>
  );
}
