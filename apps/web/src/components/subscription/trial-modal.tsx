"use client";

import { COMPANY_SIZES, type SubscriptionRequestInput } from "@gk/contracts";
import { useTranslations } from "@gk/i18n/client";
import { Button } from "@gk/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@gk/ui/dialog";
import { Select } from "@gk/ui/select";
import { TextField } from "@gk/ui/text-field";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { apiErrors } from "../auth/form-errors";
import { QueryProvider, useGk } from "../query-provider";
import { ClientForm, SubmitButton } from "../client-form";

const EMPTY = { companyName: "", companySize: "", contactName: "", email: "", phone: "" };
type Form = typeof EMPTY;

/**
 * The free-trial subscription modal: a company asks for the business plan (company, size, contact, email,
 * phone). The API checks every field and answers per field in the visitor's language; once sent, the modal
 * says what happens next: the provider's team contacts them for payment.
 */
export function TrialButton({ variant = "primary" }: { variant?: "primary" | "secondary" }) {
  // a lazily loaded island of the business home, so it brings its own react-query
  return (
    <QueryProvider>
      <TrialDialog variant={variant} />
    </QueryProvider>
  );
}

function TrialDialog({ variant }: { variant: "primary" | "secondary" }) {
  const t = useTranslations("subscription");
  const gk = useGk();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<Form>(EMPTY);
  const send = useMutation(gk.subscriptionRequest.mutationOptions());
  const failure = send.isError ? apiErrors(send.error, t("modal.failed")) : null;
  const field = (name: keyof Form) => ({
    name,
    value: form[name],
    required: true,
    requiredLabel: t("modal.required"),
    error: failure?.fields[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate(form as SubscriptionRequestInput);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // a new request starts from a clean form once the last one was sent
        if (!next && send.isSuccess) {
          send.reset();
          setForm(EMPTY);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant={variant} size="lg" data-testid="trial-cta">
          {t("business.trialCta")}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={send.isSuccess ? t("modal.sentTitle") : t("modal.title")}
        description={send.isSuccess ? undefined : t("modal.description")}
        closeLabel={t("modal.close")}
      >
        {send.isSuccess ? (
          <div role="status" className="space-y-4" data-testid="trial-sent">
            <p className="font-semibold text-ink">{send.data.data.message}</p>
            <p className="text-ink-muted">{t("modal.sentNext", { email: form.email, phone: form.phone })}</p>
            <Button block onClick={() => setOpen(false)}>
              {t("modal.done")}
            </Button>
          </div>
        ) : (
          <ClientForm noValidate onSubmit={submit} className="space-y-4">
            {failure && Object.keys(failure.fields).length === 0 ? (
              <p role="alert" className="rounded-lg border border-danger p-3 text-danger-ink">
                {failure.message}
              </p>
            ) : null}
            <TextField label={t("modal.companyName")} autoComplete="organization" {...field("companyName")} />
            <Select
              label={t("modal.companySize")}
              placeholder={t("modal.companySizePlaceholder")}
              options={COMPANY_SIZES.map((s) => ({ value: s, label: t(`modal.sizes.${s}`) }))}
              {...field("companySize")}
            />
            <TextField label={t("modal.contactName")} autoComplete="name" {...field("contactName")} />
            <TextField label={t("modal.email")} type="email" autoComplete="email" {...field("email")} />
            <TextField
              label={t("modal.phone")}
              type="tel"
              autoComplete="tel"
              hint={t("modal.phoneHint")}
              {...field("phone")}
            />
            <SubmitButton block disabled={send.isPending}>
              {send.isPending ? t("modal.sending") : t("modal.submit")}
            </SubmitButton>
          </ClientForm>
        )}
      </DialogContent>
    </Dialog>
  );
}
