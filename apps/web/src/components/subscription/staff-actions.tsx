"use client";

import type { Subscription } from "@gk/contracts";
import { useTranslations } from "@gk/i18n/client";
import { TextField } from "@gk/ui/text-field";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent, type ReactNode } from "react";
import { apiErrors } from "../auth/form-errors";
import { useGk } from "../query-provider";
import { ClientForm, SubmitButton } from "../client-form";

/**
 * The staff's next steps for one subscription: record the contact (for payment) while it is requested, start
 * the free trial (length and referral slug), and confirm it after payment (the paid months; the first
 * confirmation adds the free month). Each answer re-renders the server page with the new state and dates.
 */
export function StaffActions({ subscription: s }: { subscription: Subscription }) {
  const t = useTranslations("subscription");
  const gk = useGk();
  const router = useRouter();
  const [note, setNote] = useState("");
  const [trialDays, setTrialDays] = useState("14");
  const [referral, setReferral] = useState("");
  const [paidMonths, setPaidMonths] = useState("12");
  const done = { onSuccess: () => router.refresh() };
  const contact = useMutation({ ...gk.staffSubscriptionContact.mutationOptions(), ...done });
  const trial = useMutation({ ...gk.staffSubscriptionTrial.mutationOptions(), ...done });
  const confirm = useMutation({ ...gk.staffSubscriptionConfirm.mutationOptions(), ...done });
  const errorsOf = (m: { isError: boolean; error: unknown }) =>
    m.isError ? apiErrors(m.error, t("staff.actionFailed")) : null;

  const canContact = s.state === "requested" || s.state === "trial";
  const canTrial = s.state === "requested";
  const canConfirm = s.state === "trial" || s.state === "lapsed";
  return (
    <div className="space-y-4">
      {canContact ? (
        <Panel
          title={t("staff.recordContact")}
          onSubmit={() => contact.mutate({ id: s.id, note })}
          error={errorsOf(contact)}
        >
          <TextField
            label={t("staff.contactNote")}
            placeholder={t("staff.notePlaceholder")}
            value={note}
            maxLength={1000}
            onChange={(e) => setNote(e.target.value)}
            error={errorsOf(contact)?.fields.note}
          />
          <SubmitButton variant="secondary" block disabled={contact.isPending}>
            {t("staff.recordContact")}
          </SubmitButton>
          {contact.isSuccess ? <p role="status">{t("staff.contactSaved")}</p> : null}
        </Panel>
      ) : null}
      {canTrial ? (
        <Panel
          title={t("staff.trialTitle")}
          hint={t("staff.trialHint", { email: s.email })}
          onSubmit={() =>
            trial.mutate({
              id: s.id,
              trialDays: Number(trialDays),
              ...(referral.trim() ? { referral: referral.trim() } : {}),
            })
          }
          error={errorsOf(trial)}
        >
          <TextField
            label={t("staff.trialDays")}
            type="number"
            inputMode="numeric"
            min={1}
            max={90}
            value={trialDays}
            onChange={(e) => setTrialDays(e.target.value)}
            error={errorsOf(trial)?.fields.trialDays}
          />
          <TextField
            label={t("staff.referralOptional")}
            hint={t("staff.referralHint")}
            value={referral}
            onChange={(e) => setReferral(e.target.value)}
            error={errorsOf(trial)?.fields.referral}
          />
          <SubmitButton block disabled={trial.isPending} data-testid="start-trial">
            {t("staff.startTrial")}
          </SubmitButton>
        </Panel>
      ) : null}
      {canConfirm ? (
        <Panel
          title={t("staff.confirmTitle")}
          hint={t("staff.confirmHint")}
          onSubmit={() => confirm.mutate({ id: s.id, paidMonths: Number(paidMonths) })}
          error={errorsOf(confirm)}
        >
          <TextField
            label={t("staff.paidMonths")}
            type="number"
            inputMode="numeric"
            min={1}
            max={36}
            value={paidMonths}
            onChange={(e) => setPaidMonths(e.target.value)}
            error={errorsOf(confirm)?.fields.paidMonths}
          />
          <SubmitButton block disabled={confirm.isPending} data-testid="confirm-subscription">
            {t("staff.confirm")}
          </SubmitButton>
        </Panel>
      ) : null}
    </div>
  );
}

function Panel({
  title,
  hint,
  onSubmit,
  error,
  children,
}: {
  title: string;
  hint?: string;
  onSubmit: () => void;
  error: { message: string; fields: Record<string, string> } | null;
  children: ReactNode;
}) {
  return (
    <ClientForm
      noValidate
      className="space-y-3 rounded-card border border-line bg-surface p-4"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      {hint ? <p className="text-ink-muted">{hint}</p> : null}
      {error && Object.keys(error.fields).length === 0 ? (
        <p role="alert" className="rounded-lg border border-danger p-3 text-danger-ink">
          {error.message}
        </p>
      ) : null}
      {children}
    </ClientForm>
  );
}
