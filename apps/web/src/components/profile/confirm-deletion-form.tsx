"use client";

import type { Locale } from "@gk/tenancy";
import { Checkbox } from "@gk/ui/checkbox";
import { useTranslations } from "@gk/i18n/client";
import { useState, type FormEvent } from "react";
import { apiErrors } from "../auth/form-errors";
import { useApp } from "../providers";
import { DeletionScheduled } from "./deletion-scheduled";
import { ClientForm, SubmitButton } from "../client-form";

/**
 * The page of the mailed deletion link. Nothing happens on opening it (mail scanners open links too): the
 * owner chooses about the certificates' name and confirms with the button, which spends the single-use token.
 */
export function ConfirmDeletionForm({ locale, token }: { locale: Locale; token: string }) {
  const t = useTranslations("profile");
  const ta = useTranslations("auth");
  const { api, auth } = useApp();
  const [keepName, setKeepName] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(token ? null : t("deleteAccount.missingToken"));
  const [eraseAfter, setEraseAfter] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!token) return;
    setBusy(true);
    setError(null);
    try {
      const { data } = await api.request("accountDeleteConfirm", { token, keepCertificateName: keepName });
      // every session of the account ended: this browser's too, if it was signed in
      await auth.logout().catch(() => {});
      setEraseAfter(data.eraseAfter);
    } catch (err) {
      const r = apiErrors(err, ta("validation.checkData"));
      setError(r.fields.token ?? r.message);
    } finally {
      setBusy(false);
    }
  }

  if (eraseAfter) return <DeletionScheduled locale={locale} eraseAfter={eraseAfter} />;
  return (
    <ClientForm onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="rounded-lg bg-surface-muted p-3 text-ink" role="note">
        {t("deleteAccount.warningLater")}
      </p>
      <Checkbox
        name="keepCertificateName"
        label={t("deleteAccount.keepName")}
        hint={t("deleteAccount.keepNameHint")}
        checked={keepName}
        onChange={(e) => setKeepName(e.target.checked)}
      />
      {error ? (
        <p role="alert" className="text-danger-ink" data-testid="confirm-delete-error">
          {error}
        </p>
      ) : null}
      <SubmitButton variant="danger" size="lg" block loading={busy} disabled={!token}>
        {t("deleteAccount.confirm")}
      </SubmitButton>
    </ClientForm>
  );
}
