"use client";

import type { ResponseOf, Locale } from "@gk/contracts";
import { isApiError } from "@gk/api-client";
import { Button } from "@gk/ui/button";
import { toast } from "@gk/ui/toast-store";
import { PasswordField } from "@gk/ui/password-field";
import { TextField } from "@gk/ui/text-field";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "@gk/i18n/client";
import { useState, type FormEvent } from "react";
import { localePath } from "@/lib/paths";
import { useApp } from "../providers";
import { apiErrors } from "./form-errors";
import { ClientForm, SubmitButton } from "../client-form";

type Chooser = Extract<ResponseOf<"login">["data"], { chooserToken: string }>;

/**
 * Sign-in: email or phone first, then the password; several accounts → the account chooser;
 * a company account with its initial password → forced password change. The @gk/auth state machine does
 * the rest (profile, login event, redirect to the `url` parameter).
 */
export function LoginForm({
  locale,
  company,
  googleEnabled,
  registrationOpen = true,
  phoneSignIn = true,
}: {
  locale: Locale;
  company: boolean;
  googleEnabled: boolean;
  /** the site lets people sign in with a phone number (`phoneSignIn` of @gk/tenancy): the field says so */
  phoneSignIn?: boolean;
  /** the site's `features.registration`: no way to register where accounts come from the organisation */
  registrationOpen?: boolean;
}) {
  const t = useTranslations("auth");
  const { api, auth } = useApp();
  const params = useSearchParams();
  const [step, setStep] = useState<"username" | "password">("username");
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(() =>
    params.get("google") === "failed" ? t("googleFailed") : null,
  );
  const [busy, setBusy] = useState(false);
  const [chooser, setChooser] = useState<Chooser | null>(null);
  // the identity the API did not know: shown with a way to register that keeps what was typed
  const [unknown, setUnknown] = useState<string | null>(null);
  const p = (path: string) => localePath(locale, path);
  // where only email signs in, the field and its errors do not ask for a phone number
  const idLabel = phoneSignIn ? t("signIn.phoneOrEmailLabel") : t("signInVariant.emailLabel");
  const idPlaceholder = phoneSignIn ? t("signIn.usernamePlaceholder") : t("signInVariant.emailPlaceholder");
  const wrongCredentials = phoneSignIn ? t("signIn.wrongCredentials") : t("signInVariant.wrongCredentials");
  const registerHref = (identity: string) => {
    const q = new URLSearchParams({ identity, notRegistered: "1" });
    if (params.get("url")) q.set("url", params.get("url")!);
    return p(`/register?${q.toString()}`);
  };

  async function finish(token: string, mustChange: boolean) {
    const previous = params.get("url");
    if (mustChange) {
      await auth.login({
        token,
        method: "password",
        currentPath: p("/login"),
        previousPath: null,
        target: p("/change-password?forced=1"),
      });
      return;
    }
    await auth.login({
      token,
      method: "password",
      currentPath: p("/login"),
      previousPath: previous,
      target: p("/"),
    });
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (step === "username") {
      if (!username.trim()) return setError(t("validation.required"));
      setUnknown(null);
      setBusy(true);
      try {
        await api.request("identify", { username: username.trim() });
        setStep("password");
      } catch (err) {
        if (isApiError(err) && err.status === 404) setUnknown(username.trim());
        else setError(apiErrors(err, t("validation.checkData")).message);
      } finally {
        setBusy(false);
      }
      return;
    }
    if (!password) return setError(t("validation.required"));
    setBusy(true);
    try {
      const { data } = await api.request("login", { username: username.trim(), password });
      if ("chooserToken" in data) setChooser(data);
      else {
        // this sign-in withdrew the account's pending deletion: say so, the mail promised it
        if (data.deletionCancelled) toast.show({ look: "success", message: t("deletionCancelled") });
        await finish(data.token, data.user.mustChangePassword);
      }
    } catch (err) {
      const { message } = apiErrors(err, wrongCredentials);
      setError(message);
    } finally {
      setBusy(false);
    }
  }

  async function choose(accountId: string) {
    if (!chooser) return;
    setBusy(true);
    try {
      const { data } = await api.request("accountChooser", { chooserToken: chooser.chooserToken, accountId });
      if (data.deletionCancelled) toast.show({ look: "success", message: t("deletionCancelled") });
      await finish(data.token, data.user.mustChangePassword);
    } catch (err) {
      setError(apiErrors(err, t("validation.checkData")).message);
      setChooser(null);
      setStep("password");
    } finally {
      setBusy(false);
    }
  }

  if (chooser) {
    return (
      <div className="space-y-3">
        <h2 className="text-lg font-bold">{t("accountChooser.title")}</h2>
        <p className="text-ink-muted">{t("accountChooser.description")}</p>
        <ul className="space-y-2">
          {chooser.accounts.map((a) => (
            <li key={a.accountId}>
              <Button variant="secondary" block disabled={busy} onClick={() => choose(a.accountId)}>
                {a.organisation?.name ?? t("accountChooser.personal")}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <ClientForm onSubmit={onSubmit} noValidate className="space-y-4">
      {params.get("google") === "confirm" ? (
        <p role="status" className="rounded-lg bg-brand-soft p-3 text-ink" data-testid="google-confirm-sent">
          {t("googleLinkSent")}
        </p>
      ) : null}
      {company ? (
        <p className="rounded-lg bg-brand-soft p-3 text-sm text-ink">
          {t("company.hint")} {t("company.initialPassword")}
        </p>
      ) : null}
      <TextField
        label={idLabel}
        name="username"
        autoComplete="username"
        inputMode="email"
        placeholder={idPlaceholder}
        value={username}
        onChange={(e) => {
          setUsername(e.target.value);
          setUnknown(null);
        }}
        readOnly={step === "password"}
        onFocus={() => step === "password" && setStep("username")}
        error={step === "username" ? error : undefined}
        required
      />
      {unknown ? (
        <div role="alert" className="space-y-2 rounded-lg bg-brand-soft p-3 text-ink">
          {registrationOpen ? (
            <>
              <p>{t("register.notRegistered")}</p>
              <Link
                href={registerHref(unknown)}
                className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline"
              >
                {t("register.submit")}
              </Link>
            </>
          ) : (
            <p>{t("register.closed")}</p>
          )}
        </div>
      ) : null}
      {step === "password" ? (
        <PasswordField
          label={t("signIn.passwordLabel")}
          name="password"
          autoComplete="current-password"
          placeholder={t("signIn.passwordPlaceholder")}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          showLabel={t("signIn.showPassword")}
          hideLabel={t("signIn.hidePassword")}
          error={error ?? undefined}
          autoFocus
          required
        />
      ) : null}
      <SubmitButton block loading={busy}>
        {step === "username" ? t("signIn.next") : t("signIn.submit")}
      </SubmitButton>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Link
          href={p("/forgot-password")}
          className="inline-flex min-h-11 items-center font-semibold text-brand-ink"
        >
          {t("signIn.forgotPassword")}
        </Link>
        {registrationOpen ? (
          <Link
            href={p(`/register${params.get("url") ? `?url=${encodeURIComponent(params.get("url")!)}` : ""}`)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-ink"
          >
            {t("signIn.registerLink")}
          </Link>
        ) : null}
      </div>
      {googleEnabled ? (
        <>
          <p className="text-center text-sm text-ink-muted">{t("signIn.or")}</p>
          <a
            href={`/auth/google/start?locale=${locale}${params.get("url") ? `&url=${encodeURIComponent(params.get("url")!)}` : ""}`}
            className="flex min-h-11 w-full items-center justify-center rounded-lg border border-line-strong font-semibold text-ink hover:bg-surface-muted"
          >
            {t("signIn.withGoogle")}
          </a>
        </>
      ) : null}
    </ClientForm>
  );
}
