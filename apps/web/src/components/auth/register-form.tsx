"use client";

import type { Locale } from "@gk/tenancy";
import { Checkbox } from "@gk/ui/checkbox";
import { PasswordField } from "@gk/ui/password-field";
import { TextField } from "@gk/ui/text-field";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "@gk/i18n/client";
import { useState, type FormEvent } from "react";
import { localePath } from "@/lib/paths";
import { markWelcomeInterests } from "@/lib/welcome-interests";
import { useApp } from "../providers";
import { apiErrors } from "./form-errors";
import { ClientForm, SubmitButton } from "../client-form";

type Field = "fullName" | "email" | "password" | "passwordConfirmation" | "referral" | "acceptTerms";

/**
 * Registration: full name for the certificate, email or phone, password and confirmation, the
 * organisation as referral, agreement to terms and privacy. Validated on blur and on submit; what the user
 * typed stays after an error.
 */
export function RegisterForm({ locale }: { locale: Locale }) {
  const t = useTranslations("auth");
  const { api, auth } = useApp();
  const params = useSearchParams();
  const [v, setV] = useState({
    fullName: "",
    email: params.get("identity") ?? "",
    password: "",
    passwordConfirmation: "",
    // never pre-filled: the API takes the site's own organisation when nothing is typed, and a village
    // site's referral may name no organisation at all
    referral: "",
    acceptTerms: false,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const p = (path: string) => localePath(locale, path);

  const check = (f: Field, s = v): string | undefined => {
    switch (f) {
      case "fullName":
        return s.fullName.trim().length < 2 ? t("validation.required") : undefined;
      case "email": {
        const x = s.email.trim();
        if (!x) return t("validation.required");
        if (x.includes("@"))
          return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(x) ? undefined : t("validation.invalidEmail");
        return /^(\+?62|0)8\d{7,12}$/.test(x.replace(/[\s-]/g, ""))
          ? undefined
          : t("validation.invalidPhone");
      }
      case "password":
        return s.password.length < 8 ? t("validation.passwordMin", { min: 8 }) : undefined;
      case "passwordConfirmation":
        return s.password !== s.passwordConfirmation ? t("validation.passwordMismatch") : undefined;
      case "acceptTerms":
        return s.acceptTerms ? undefined : t("validation.acceptTerms");
      default:
        return undefined;
    }
  };
  const blur = (f: Field) => setErrors((e) => ({ ...e, [f]: check(f) }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const fields: Field[] = ["fullName", "email", "password", "passwordConfirmation", "acceptTerms"];
    const found = Object.fromEntries(fields.map((f) => [f, check(f)]).filter(([, m]) => m)) as Partial<
      Record<Field, string>
    >;
    setErrors(found);
    if (Object.keys(found).length > 0) return setMessage(t("validation.checkData"));
    setMessage(null);
    setBusy(true);
    const id = v.email.trim();
    try {
      const { data } = await api.request("register", {
        fullName: v.fullName.trim(),
        ...(id.includes("@") ? { email: id } : { phone: id }),
        password: v.password,
        passwordConfirmation: v.passwordConfirmation,
        ...(v.referral.trim() ? { referral: v.referral.trim() } : {}),
        acceptTerms: true,
      });
      // the home page then offers the optional interests step (skippable, also in the profile later)
      markWelcomeInterests();
      await auth.login({
        token: data.token,
        method: "register",
        currentPath: p("/register"),
        previousPath: params.get("url"),
        target: p("/"),
      });
    } catch (err) {
      const { message: m, fields: f } = apiErrors(err, t("validation.checkData"));
      setMessage(m);
      setErrors({ ...f, ...(f.phone ? { email: f.phone } : {}) });
    } finally {
      setBusy(false);
    }
  }

  const set = (f: Field) => (e: { target: { value: string } }) =>
    setV((s) => ({ ...s, [f]: e.target.value }));
  return (
    <ClientForm onSubmit={onSubmit} noValidate className="space-y-4">
      {params.get("notRegistered") ? (
        <p className="rounded-lg bg-brand-soft p-3 text-ink">{t("register.notRegistered")}</p>
      ) : null}
      {message ? (
        <p role="alert" className="rounded-lg border border-danger p-3 text-danger-ink">
          {message}
        </p>
      ) : null}
      <TextField
        label={t("register.fullName")}
        hint={t("register.fullNameHint")}
        name="fullName"
        autoComplete="name"
        value={v.fullName}
        onChange={set("fullName")}
        onBlur={() => blur("fullName")}
        error={errors.fullName}
        required
      />
      <TextField
        label={t("signIn.usernameLabel")}
        name="email"
        autoComplete="username"
        inputMode="email"
        placeholder={t("signIn.usernamePlaceholder")}
        value={v.email}
        onChange={set("email")}
        onBlur={() => blur("email")}
        error={errors.email}
        required
      />
      <PasswordField
        label={t("register.password")}
        name="password"
        autoComplete="new-password"
        value={v.password}
        onChange={set("password")}
        onBlur={() => blur("password")}
        error={errors.password}
        showLabel={t("signIn.showPassword")}
        hideLabel={t("signIn.hidePassword")}
        required
      />
      <PasswordField
        label={t("register.passwordConfirmation")}
        name="passwordConfirmation"
        autoComplete="new-password"
        value={v.passwordConfirmation}
        onChange={set("passwordConfirmation")}
        onBlur={() => blur("passwordConfirmation")}
        error={errors.passwordConfirmation}
        showLabel={t("signIn.showPassword")}
        hideLabel={t("signIn.hidePassword")}
        required
      />
      <TextField
        label={t("register.organisation")}
        hint={t("register.organisationHint")}
        name="referral"
        value={v.referral}
        onChange={set("referral")}
        error={errors.referral}
      />
      <Checkbox
        name="acceptTerms"
        checked={v.acceptTerms}
        onChange={(e) => {
          const next = { ...v, acceptTerms: e.target.checked };
          setV(next);
          setErrors((x) => ({ ...x, acceptTerms: check("acceptTerms", next) }));
        }}
        error={errors.acceptTerms}
        label={t.rich("register.agreement", {
          terms: (c) => (
            <a className="font-semibold text-brand-ink underline" href={p("/terms")}>
              {c}
            </a>
          ),
          privacy: (c) => (
            <a className="font-semibold text-brand-ink underline" href={p("/privacy")}>
              {c}
            </a>
          ),
        })}
      />
      <SubmitButton block loading={busy}>
        {t("register.submit")}
      </SubmitButton>
      <p className="text-sm text-ink-muted">
        {t("register.haveAccount")}{" "}
        <Link href={p("/login")} className="inline-flex min-h-11 items-center font-semibold text-brand-ink">
          {t("register.loginLink")}
        </Link>
      </p>
    </ClientForm>
  );
}
