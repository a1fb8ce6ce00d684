"use client";

import type { Locale } from "@gk/tenancy";
import { Button } from "@gk/ui/button";
import { useTranslations } from "@gk/i18n/client";
import { useMutation } from "@tanstack/react-query";
import { Download } from "lucide-react";
import Link from "next/link";
import { localePath } from "@/lib/paths";
import { apiErrors } from "../auth/form-errors";
import { useGk } from "../query-provider";

/**
 * "Download my data": asks the API for the archive, which is built in the background and mailed as a link;
 * the answer ("export processed, results will be emailed") is read out where the button is.
 */
export function DataExportCard({ locale }: { locale: Locale }) {
  const t = useTranslations("profile");
  const ta = useTranslations("auth");
  const gk = useGk();
  const request = useMutation(gk.accountExport.mutationOptions());
  const error = request.error ? apiErrors(request.error, ta("validation.checkData")).message : null;
  return (
    <section className="space-y-3 rounded-card border border-line p-4" aria-labelledby="my-data-title">
      <h2 id="my-data-title" className="text-lg font-bold text-ink">
        {t("myData.title")}
      </h2>
      <p className="text-ink-muted">{t("myData.intro")}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          loading={request.isPending}
          onClick={() => request.mutate({})}
          data-testid="data-export"
        >
          <Download aria-hidden className="size-4" />
          {t("myData.download")}
        </Button>
        <Link
          href={localePath(locale, "/privacy")}
          className="font-semibold text-brand-ink underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-ink"
        >
          {t("myData.privacy")}
        </Link>
      </div>
      <div aria-live="polite">
        {request.data ? (
          <p className="rounded-lg bg-brand-soft p-3 text-ink" data-testid="data-export-queued">
            {request.data.data.message}
          </p>
        ) : null}
        {error ? <p className="text-danger-ink">{error}</p> : null}
      </div>
    </section>
  );
}
