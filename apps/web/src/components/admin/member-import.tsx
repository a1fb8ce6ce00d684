"use client";

import { GK_QUERY_ROOT } from "@gk/api-client/react-query";
import { MEMBER_IMPORT_MAX_CHARS, type Locale, type MemberImport } from "@gk/contracts";
import { Button } from "@gk/ui/button";
import { useTranslations } from "@gk/i18n/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useState, type FormEvent } from "react";
import { localePath } from "@/lib/paths";
import { apiErrors } from "../auth/form-errors";
import { useGk } from "../query-provider";
import { ClientForm, SubmitButton } from "../client-form";

const POLL_MS = 1000;

/**
 * The CSV import: the file is read in the browser and sent as text; the API checks it at once (a malformed
 * file is refused with the reason and nothing happens), then works through it row by row while this page
 * polls the progress. The finished result is kept here as it first arrived: it is the only answer that
 * carries the first passwords of people without an email.
 */
export function MemberImportPanel({ locale }: { locale: Locale }) {
  const t = useTranslations("admin");
  const gk = useGk();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const start = useMutation({
    ...gk.orgMemberImport.mutationOptions(),
    onError: (error) => setProblem(apiErrors(error, t("unavailable")).message),
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (!file) return setProblem(t("import.chooseFile"));
    if (!/\.csv$/i.test(file.name) && file.type !== "text/csv") return setProblem(t("import.notCsv"));
    const csv = await file.text();
    if (csv.length > MEMBER_IMPORT_MAX_CHARS) return setProblem(t("import.tooLarge"));
    start.mutate({ csv });
  };
  const again = () => {
    setFile(null);
    start.reset();
  };

  if (start.data) return <ImportProgress locale={locale} started={start.data.data} onAgain={again} />;
  return (
    <ClientForm onSubmit={(e) => void submit(e)} className="max-w-2xl space-y-4">
      <p className="text-ink">{t("import.intro")}</p>
      <p className="rounded-lg bg-surface-muted p-3 font-mono text-sm break-all text-ink">
        {t("import.example")}
      </p>
      <p className="text-sm text-ink-muted">{t("import.rules")}</p>
      <label className="block space-y-2">
        <span className="font-semibold text-ink">{t("import.file")}</span>
        <input
          type="file"
          accept=".csv,text/csv"
          data-testid="import-file"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className="block min-h-11 w-full rounded-lg border border-line p-2 text-ink"
        />
      </label>
      {problem ? (
        <p
          role="alert"
          className="rounded-lg border border-danger p-3 text-danger-ink"
          data-testid="import-error"
        >
          {problem}
        </p>
      ) : null}
      <SubmitButton loading={start.isPending}>{t("import.start")}</SubmitButton>
    </ClientForm>
  );
}

/**
 * The progress of a started import, polled until it ends. The finished result is kept as it first arrived:
 * it is the only answer that carries the first passwords of people without an email.
 */
function ImportProgress({
  locale,
  started,
  onAgain,
}: {
  locale: Locale;
  started: MemberImport;
  onAgain: () => void;
}) {
  const t = useTranslations("admin");
  const gk = useGk();
  const queryClient = useQueryClient();
  const [finished, setFinished] = useState<MemberImport | null>(null);
  const status = useQuery({
    ...gk.orgMemberImportStatus.queryOptions({ importId: started.id }),
    enabled: finished === null,
    refetchInterval: (query) => (query.state.data?.data.status === "done" ? false : POLL_MS),
    refetchOnWindowFocus: false,
  });
  const current = status.data?.data;
  useEffect(() => {
    if (current?.status === "done" && finished === null) {
      setFinished(current);
      void queryClient.invalidateQueries({ queryKey: [GK_QUERY_ROOT, "orgMembers"] });
    }
  }, [current, finished, queryClient]);

  const shown = finished ?? current ?? started;
  const percent = shown.total > 0 ? Math.round((shown.processed / shown.total) * 100) : 0;
  const count = (o: string) => shown.results.filter((r) => r.outcome === o).length;
  const hasPasswords = shown.results.some((r) => r.initialPassword);
  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <p className="font-semibold text-ink" id="import-progress-label">
          {shown.status === "done"
            ? t("import.done", {
                created: count("created"),
                invited: count("invited"),
                errors: count("error"),
              })
            : t("import.progress", { processed: shown.processed, total: shown.total })}
        </p>
        <div
          role="progressbar"
          aria-labelledby="import-progress-label"
          aria-valuemin={0}
          aria-valuemax={shown.total}
          aria-valuenow={shown.processed}
          data-testid="import-progress"
          className="h-3 w-full overflow-hidden rounded-full bg-surface-muted"
        >
          <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      </div>
      {hasPasswords ? (
        <p role="alert" className="rounded-lg border border-danger p-3 font-semibold text-danger-ink">
          {t("import.passwordsOnce")}
        </p>
      ) : null}
      {shown.results.length > 0 ? (
        <section aria-labelledby="import-results" className="space-y-2">
          <h2 id="import-results" className="text-lg font-bold text-ink">
            {t("import.resultsTitle")}
          </h2>
          <ol className="divide-y divide-line rounded-lg border border-line" data-testid="import-results">
            {[...shown.results]
              .sort((a, b) => a.line - b.line)
              .map((r) => (
                <li key={r.line} className="space-y-1 p-3" data-outcome={r.outcome}>
                  <p className="text-sm text-ink-muted">
                    {t("import.line", { line: r.line })} · {r.employeeNumber}
                  </p>
                  <p className="font-semibold text-ink">{r.fullName}</p>
                  <p
                    className={`text-sm break-all ${r.outcome === "error" ? "text-danger-ink" : "text-success-ink"}`}
                  >
                    {r.outcome === "error"
                      ? t("import.outcome.error", { reason: r.error ?? "" })
                      : r.outcome === "invited"
                        ? r.inviteLink
                          ? t("import.outcome.invitedLink", { link: r.inviteLink })
                          : t("import.outcome.invitedMailed")
                        : r.mailed
                          ? t("import.outcome.createdMailed")
                          : r.initialPassword
                            ? t("import.outcome.createdShown", { password: r.initialPassword })
                            : t("import.outcome.createdHidden")}
                  </p>
                </li>
              ))}
          </ol>
        </section>
      ) : null}
      {shown.status === "done" ? (
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={onAgain}>
            {t("import.another")}
          </Button>
          <Link
            href={localePath(locale, "/admin/members")}
            className="flex min-h-11 items-center font-semibold text-brand-ink"
          >
            {t("import.backToMembers")}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
