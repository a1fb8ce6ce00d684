"use client";

import type { User } from "@gk/contracts";
import type { Locale } from "@gk/tenancy";
import { TextField } from "@gk/ui/text-field";
import { toast } from "@gk/ui/toast-store";
import { useTranslations } from "@gk/i18n/client";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { localePath } from "@/lib/paths";
import { apiErrors } from "../auth/form-errors";
import { useGk } from "../query-provider";
import { ClientForm, SubmitButton } from "../client-form";

type Field = "fullName" | "email" | "phone";

/**
 * Correcting one's data: the name (printed on the next certificates), the email and the phone. The API checks
 * again (an address of another account, a phone number that is not Indonesian) and its message goes under the
 * field it is about.
 */
export function ProfileEditForm({ locale, user }: { locale: Locale; user: User }) {
  const t = useTranslations("profile");
  const ta = useTranslations("auth");
  const gk = useGk();
  const router = useRouter();
  const [values, setValues] = useState({
    fullName: user.fullName,
    email: user.email ?? "",
    phone: user.phone ?? "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field | "form", string>>>({});
  const save = useMutation(gk.profileUpdate.mutationOptions());

  function check(): boolean {
    const next: typeof errors = {};
    if (values.fullName.trim().length < 2) next.fullName = t("edit.nameRequired");
    if (!values.email.trim() && !values.phone.trim()) next.email = t("edit.contactRequired");
    else if (values.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
      next.email = t("edit.invalidEmail");
    setErrors(next);
    return Object.keys(next).length === 0;
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!check()) return;
    try {
      const res = await save.mutateAsync({
        fullName: values.fullName.trim(),
        email: values.email.trim() || null,
        phone: values.phone.trim() || null,
      });
      toast.show({ look: "success", message: res.data.message });
      router.push(localePath(locale, "/profile"));
      router.refresh();
    } catch (err) {
      const { message, fields } = apiErrors(err, ta("validation.checkData"));
      setErrors({
        fullName: fields.fullName,
        email: fields.email,
        phone: fields.phone,
        form: fields.fullName || fields.email || fields.phone ? undefined : message,
      });
    }
  }

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      setErrors((x) => ({ ...x, [name]: undefined }));
    },
  });
  return (
    <ClientForm onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={t("edit.fullName")}
        hint={t("edit.fullNameHint")}
        autoComplete="name"
        required
        {...field("fullName")}
      />
      <TextField label={t("edit.email")} type="email" autoComplete="email" {...field("email")} />
      <TextField
        label={t("edit.phone")}
        hint={t("edit.phoneHint")}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        {...field("phone")}
      />
      {errors.form ? (
        <p role="alert" className="text-danger-ink">
          {errors.form}
        </p>
      ) : null}
      <SubmitButton size="lg" block loading={save.isPending}>
        {t("edit.save")}
      </SubmitButton>
    </ClientForm>
  );
}
