"use client";

import type { Locale } from "@gk/tenancy";
import { PasswordField } from "@gk/ui/password-field";
import { TextField } from "@gk/ui/text-field";
import { toast } from "@gk/ui/toast-store";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "@gk/i18n/client";
import { useState, type FormEvent } from "react";
import { localePath } from "@/lib/paths";
import { useApp } from "../providers";
import { apiErrors } from "./form-errors";
import { ClientForm, SubmitButton } from "../client-form";

/** Forgot password: the account's email or phone, ending in the sent-email confirmation. */
export function ForgotForm({ locale }: { locale: Locale }) {
  const t = useTranslations("auth");
  const { api } = useApp();
  const [username, setUsername] = useState("");
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  if (sent) {
    return (
      <div role="status" className="space-y-3">
        <h2 className="text-xl font-bold">{t("forgotPassword.sentTitle")}</h2>
        <p className="text-ink-muted">{t("forgotPassword.sentBody")}</p>
        <Link
          href={localePath(locale, "/login")}
          className="inline-flex min-h-11 items-center font-semibold text-brand-ink"
        >
          {t("forgotPassword.backToLogin")}
        </Link>
      </div>
    );
  }
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!username.trim()) return setError(t("validation.required"));
    setBusy(true);
    try {
      await api.request("passwordEmail", { username: username.trim() });
      setSent(true);
    } catch (err) {
      setError(apiErrors(err, t("validation.checkData")).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <ClientForm onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={t("signIn.usernameLabel")}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        onBlur={() => setError(username.trim() ? undefined : t("validation.required"))}
        error={error}
        required
      />
      <SubmitButton block loading={busy}>
        {t("forgotPassword.submit")}
      </SubmitButton>
    </ClientForm>
  );
}

interface PasswordPair {
  current?: string;
  password: string;
  passwordConfirmation: string;
}

/** New password + confirmation; the reset page (token from the mailed link) and change password share it. */
export function NewPasswordForm({
  locale,
  mode,
  token,
}: {
  locale: Locale;
  mode: "reset" | "change";
  token?: string;
}) {
  const t = useTranslations("auth");
  const { api } = useApp();
  const router = useRouter();
  const [v, setV] = useState<PasswordPair>({ current: "", password: "", passwordConfirmation: "" });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = {
      currentPassword: mode === "change" && !v.current ? t("validation.required") : undefined,
      password: v.password.length < 8 ? t("validation.passwordMin", { min: 8 }) : undefined,
      passwordConfirmation:
        v.password !== v.passwordConfirmation ? t("validation.passwordMismatch") : undefined,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    setMessage(null);
    try {
      if (mode === "reset") {
        await api.request("passwordReset", {
          token: token ?? "",
          password: v.password,
          passwordConfirmation: v.passwordConfirmation,
        });
        toast.show({ look: "success", message: t("resetPassword.success") });
        router.push(localePath(locale, "/login"));
      } else {
        await api.request("passwordChange", {
          currentPassword: v.current ?? "",
          password: v.password,
          passwordConfirmation: v.passwordConfirmation,
        });
        toast.show({ look: "success", message: t("passwordChanged") });
        router.push(localePath(locale, "/"));
      }
    } catch (err) {
      const r = apiErrors(err, t("validation.checkData"));
      setMessage(r.message);
      setErrors(r.fields);
    } finally {
      setBusy(false);
    }
  }
  const show = { showLabel: t("signIn.showPassword"), hideLabel: t("signIn.hidePassword") };
  return (
    <ClientForm onSubmit={onSubmit} noValidate className="space-y-4">
      {message ? (
        <p role="alert" className="rounded-lg border border-danger p-3 text-danger-ink">
          {message}
        </p>
      ) : null}
      {mode === "change" ? (
        <PasswordField
          label={t("currentPassword")}
          name="currentPassword"
          autoComplete="current-password"
          value={v.current}
          onChange={(e) => setV({ ...v, current: e.target.value })}
          error={errors.currentPassword}
          {...show}
          required
        />
      ) : null}
      <PasswordField
        label={t("resetPassword.newPassword")}
        name="password"
        autoComplete="new-password"
        value={v.password}
        onChange={(e) => setV({ ...v, password: e.target.value })}
        error={errors.password}
        {...show}
        required
      />
      <PasswordField
        label={t("register.passwordConfirmation")}
        name="passwordConfirmation"
        autoComplete="new-password"
        value={v.passwordConfirmation}
        onChange={(e) => setV({ ...v, passwordConfirmation: e.target.value })}
        error={errors.passwordConfirmation}
        {...show}
        required
      />
      <SubmitButton block loading={busy}>
        {t("resetPassword.submit")}
      </SubmitButton>
    </ClientForm>
  );
}
