"use client";

import type { Locale } from "@gk/tenancy";
import { Checkbox } from "@gk/ui/checkbox";
import { PasswordField } from "@gk/ui/password-field";
import { useTranslations } from "@gk/i18n/client";
import { useState, type FormEvent } from "react";
import { apiErrors } from "../auth/form-errors";
import { useApp } from "../providers";
import { DeletionScheduled } from "./deletion-scheduled";
import { ClientForm, SubmitButton } from "../client-form";

/**
 * Delete account. An account with a password confirms with it; one without (Google, a company's LMS) asks for
 * a link by mail and confirms on the page it opens. Nothing is erased before the site's grace period, and the
 * learner chooses whether certificates keep the printed name. After a confirmed request the browser is signed
 * out (the API ended every session) and the day of erasure is shown.
 * An error clears while typing, not on blur: removing it on blur shifts the button away mid-click.
 */
export function DeleteAccountForm({
  locale,
  graceDays,
  hasPassword,
  email,
}: {
  locale: Locale;
  graceDays: number;
  hasPassword: boolean;
  email: string | null;
}) {
  const t = useTranslations("profile");
  const ta = useTranslations("auth");
  const { api, auth } = useApp();
  const [password, setPassword] = useState("");
  const [keepName, setKeepName] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [eraseAfter, setEraseAfter] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      if (!hasPassword) {
        const res = await api.request("accountDeleteLink", {});
        setSent(res.data.message);
        setError(undefined);
      } else {
        if (!password) {
          setBusy(false);
          return setError(t("deleteAccount.required"));
        }
        const res = await api.request("accountDelete", { password, keepCertificateName: keepName });
        // the API already ended every session; this clears the token and tells the other tabs
        await auth.logout();
        setEraseAfter(res.data.eraseAfter);
      }
    } catch (err) {
      const { message, fields } = apiErrors(err, ta("validation.checkData"));
      setError(fields.password ?? message);
    } finally {
      setBusy(false);
    }
  }

  if (eraseAfter) return <DeletionScheduled locale={locale} eraseAfter={eraseAfter} />;
  return (
    <ClientForm onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="rounded-lg bg-surface-muted p-3 text-ink" role="note">
        {graceDays === 0 ? t("deleteAccount.warningNow") : t("deleteAccount.warning", { days: graceDays })}
      </p>
      <p className="text-ink-muted">{t("deleteAccount.keepsCertificates")}</p>
      {hasPassword ? (
        <>
          <Checkbox
            name="keepCertificateName"
            label={t("deleteAccount.keepName")}
            hint={t("deleteAccount.keepNameHint")}
            checked={keepName}
            onChange={(e) => setKeepName(e.target.checked)}
          />
          <PasswordField
            label={t("deleteAccount.passwordLabel")}
            hint={t("deleteAccount.passwordHint")}
            name="password"
            showLabel={ta("signIn.showPassword")}
            hideLabel={ta("signIn.hidePassword")}
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setError(undefined);
            }}
            onBlur={() => {
              if (!password) setError(t("deleteAccount.required"));
            }}
            error={error}
            required
          />
        </>
      ) : (
        <>
          <p className="text-ink">{t("deleteAccount.noPassword", { email: email ?? "" })}</p>
          {error ? (
            <p role="alert" className="text-danger-ink">
              {error}
            </p>
          ) : null}
          {sent ? (
            <p role="status" className="rounded-lg bg-brand-soft p-3 text-ink" data-testid="delete-link-sent">
              {sent}
            </p>
          ) : null}
        </>
      )}
      <SubmitButton variant="danger" size="lg" block loading={busy}>
        {hasPassword ? t("deleteAccount.confirm") : t("deleteAccount.sendLink")}
      </SubmitButton>
    </ClientForm>
  );
}
