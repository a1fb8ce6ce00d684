"use client";

import { useTranslations } from "@gk/i18n/client";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { apiErrors } from "../auth/form-errors";
import { useGk } from "../query-provider";
import { ClientForm, SubmitButton } from "../client-form";

/**
 * The results export: the admin picks a format and asks; the file is built in the background and its link
 * is mailed to the admin (valid 24 hours), which this panel says once the request is taken.
 */
export function ExportPanel() {
  const t = useTranslations("reports");
  const gk = useGk();
  const [format, setFormat] = useState<"xlsx" | "csv">("xlsx");
  const request = useMutation(gk.orgExport.mutationOptions());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    request.mutate({ format });
  };
  return (
    <section aria-labelledby="export-title" className="space-y-3 rounded-xl border border-line p-4">
      <h2 id="export-title" className="text-lg font-semibold text-ink">
        {t("export.title")}
      </h2>
      <p className="text-sm text-ink-muted">{t("export.body")}</p>
      <ClientForm onSubmit={submit} className="space-y-3">
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-2 text-sm font-semibold text-ink">{t("export.format")}</legend>
          {(["xlsx", "csv"] as const).map((f) => (
            <label key={f} className="flex min-h-11 items-center gap-2 text-ink">
              <input
                type="radio"
                name="format"
                value={f}
                checked={format === f}
                onChange={() => setFormat(f)}
                className="size-5 accent-brand"
              />
              {t(`export.${f}`)}
            </label>
          ))}
        </fieldset>
        <SubmitButton disabled={request.isPending}>
          {request.isPending ? t("export.sending") : t("export.submit")}
        </SubmitButton>
      </ClientForm>
      <div aria-live="polite">
        {request.isSuccess ? (
          <p role="status" className="rounded-lg border border-success p-3 text-success-ink">
            {t("export.done", { email: request.data.data.email ?? "" })}
          </p>
        ) : null}
        {request.isError ? (
          <p role="alert" className="rounded-lg border border-danger p-3 text-danger-ink">
            {apiErrors(request.error, t("export.failed")).fields.format ??
              apiErrors(request.error, t("export.failed")).message}
          </p>
        ) : null}
      </div>
    </section>
  );
}
