"use client";

import type { Locale } from "@gk/tenancy";
import { Button } from "@gk/ui/button";
import { PasswordField } from "@gk/ui/password-field";
import { toast } from "@gk/ui/toast-store";
import { useRouter } from "next/navigation";
import { useTranslations } from "@gk/i18n/client";
import { useState, type FormEvent } from "react";
import { localePath } from "@/lib/paths";
import { apiErrors } from "../auth/form-errors";
import { useApp } from "../providers";

/**
 * Delete account: confirmed with the password; afterwards the browser is signed out and goes home.
 * An error clears while typing, not on blur: removing it on blur shifts the button away mid-click.
 */
export function DeleteAccountForm({ locale }: { locale: Locale }) {
  const t = useTranslations("profile");
  const ta = useTranslations("auth");
  const { api, auth } = useApp();
  const router = useRouter();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!password) return setError(t("deleteAccount.required"));
    setBusy(true);
    try {
      const res = await api.request("accountDelete", { password });
      // the API already ended every session; this clears the token and tells the other tabs
      await auth.logout();
      toast.show({ look: "success", message: res.data.message });
      router.push(localePath(locale, "/"));
      router.refresh();
    } catch (err) {
      const { message, fields } = apiErrors(err, ta("validation.checkData"));
      setError(fields.password ?? message);
      setBusy(false);
    }
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="rounded-lg bg-surface-muted p-3 text-ink" role="note">
        {t("deleteAccount.warning")}
      </p>
      <p className="text-ink-muted">{t("deleteAccount.keepsCertificates")}</p>
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
      <Button type="submit" variant="danger" size="lg" block loading={busy}>
        {t("deleteAccount.confirm")}
      </Button>
    </form>
  );
}
