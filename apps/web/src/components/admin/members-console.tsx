"use client";

import { GK_QUERY_ROOT } from "@gk/api-client/react-query";
import type { Locale, MemberStatus, OrgMemberRow } from "@gk/contracts";
import { Button } from "@gk/ui/button";
import { TextField } from "@gk/ui/text-field";
import { useTranslations } from "@gk/i18n/client";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { localePath } from "@/lib/paths";
import { apiErrors } from "../auth/form-errors";
import { ListState } from "./list-state";
import { membersPayload } from "./members-query";
import { useGk } from "../query-provider";
import { dateFormat, Pager } from "./pager";
import { ClientForm, SubmitButton } from "../client-form";

const STATUSES = [undefined, "active", "invited", "deactivated"] as const;

type Notice = { tone: "ok" | "error"; text: string; hint?: string };

/**
 * The company's people: search (name, email, phone, employee number), a status filter with counts, pages,
 * and per person: deactivate / reactivate, and a new first password for accounts the company created.
 */
export function MembersConsole({ locale }: { locale: Locale }) {
  const t = useTranslations("admin");
  const gk = useGk();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState("");
  const [q, setQ] = useState("");
  const [status, setStatus] = useState<MemberStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<Notice | null>(null);
  const payload = membersPayload(page, q, status);
  const list = useQuery({ ...gk.orgMembers.queryOptions(payload), placeholderData: keepPreviousData });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [GK_QUERY_ROOT, "orgMembers"] });
  const failed = (error: unknown) =>
    setNotice({ tone: "error", text: apiErrors(error, t("members.actionFailed")).message });
  const deactivate = useMutation({
    ...gk.orgMemberDeactivate.mutationOptions(),
    onError: failed,
    onSettled: refresh,
  });
  const reactivate = useMutation({
    ...gk.orgMemberReactivate.mutationOptions(),
    onError: failed,
    onSettled: refresh,
  });
  const reset = useMutation({ ...gk.orgMemberResetPassword.mutationOptions(), onError: failed });
  const busy = deactivate.isPending || reactivate.isPending || reset.isPending;
  const df = dateFormat(locale, "long");

  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ(draft.trim());
    setPage(1);
  };
  const act = async (m: OrgMemberRow, action: "deactivate" | "reactivate" | "reset") => {
    setNotice(null);
    if (action === "deactivate") {
      if (!window.confirm(t("members.confirmDeactivate", { name: m.fullName }))) return;
      await deactivate.mutateAsync({ memberId: m.id });
      setNotice({ tone: "ok", text: t("members.deactivated", { name: m.fullName }) });
    } else if (action === "reactivate") {
      await reactivate.mutateAsync({ memberId: m.id });
      setNotice({ tone: "ok", text: t("members.reactivated", { name: m.fullName }) });
    } else {
      if (!window.confirm(t("members.confirmReset", { name: m.fullName }))) return;
      const { data } = await reset.mutateAsync({ memberId: m.id });
      setNotice(
        data.initialPassword
          ? {
              tone: "ok",
              text: t("members.resetShown", { name: m.fullName, password: data.initialPassword }),
              hint: t("members.resetShownHint", { date: df.format(new Date(data.passwordExpiresAt)) }),
            }
          : { tone: "ok", text: t("members.resetMailed", { name: m.fullName }) },
      );
    }
  };
  const run = (m: OrgMemberRow, action: "deactivate" | "reactivate" | "reset") => {
    act(m, action).catch(() => undefined); // the mutation's onError has told the admin
  };

  const data = list.data?.data;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ClientForm onSubmit={search} role="search" className="flex w-full max-w-xl items-end gap-2">
          <TextField
            containerClassName="flex-1"
            label={t("members.search")}
            type="search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <SubmitButton variant="secondary">{t("members.searchButton")}</SubmitButton>
        </ClientForm>
        <Link
          href={localePath(locale, "/admin/members/import")}
          className="flex min-h-11 items-center font-semibold text-brand-ink"
        >
          {t("members.importLink")}
        </Link>
      </div>
      <div role="group" aria-label={t("members.statusFilter")} className="flex flex-wrap gap-2">
        {STATUSES.map((s) => {
          const count = data
            ? s
              ? data.counts[s]
              : data.counts.active + data.counts.invited + data.counts.deactivated
            : 0;
          return (
            <button
              key={s ?? "all"}
              type="button"
              aria-pressed={s === status}
              onClick={() => {
                setStatus(s);
                setPage(1);
              }}
              className={`flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${
                s === status ? "border-brand bg-brand text-white" : "border-line text-ink"
              }`}
            >
              {t(s ? `members.${s}` : "members.all", { count })}
            </button>
          );
        })}
      </div>
      {notice ? (
        <div
          role={notice.tone === "error" ? "alert" : "status"}
          className={`rounded-lg border p-3 ${notice.tone === "error" ? "border-danger text-danger-ink" : "border-success text-ink"}`}
        >
          <p className="font-semibold" data-testid="member-notice">
            {notice.text}
          </p>
          {notice.hint ? <p className="text-sm text-ink-muted">{notice.hint}</p> : null}
        </div>
      ) : null}
      <ListState
        isError={list.isError}
        error={list.error}
        items={data?.items}
        refetch={list.refetch}
        labels={{ unavailable: t("unavailable"), retry: t("retry"), empty: t("members.empty") }}
      >
        {(items) => (
          <ul className="divide-y divide-line rounded-lg border border-line" data-testid="member-list">
            {items.map((m) => (
              <li
                key={m.id}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
                data-status={m.status}
              >
                <div className="min-w-0 space-y-1">
                  <p className="font-semibold text-ink">
                    {m.fullName}
                    {m.role === "admin" ? (
                      <span className="ml-2 text-sm text-brand-ink">{t("members.roleAdmin")}</span>
                    ) : null}
                  </p>
                  <p className="break-all text-sm text-ink-muted">
                    {[m.email, m.phone].filter(Boolean).join(" · ")}
                  </p>
                  <p className="text-sm text-ink-muted">
                    {[
                      m.employeeNumber ? t("members.employeeNumber", { number: m.employeeNumber }) : null,
                      m.department ? t("members.department", { department: m.department }) : null,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                  <p
                    className={`text-sm font-semibold ${m.status === "deactivated" ? "text-danger-ink" : m.status === "active" ? "text-success-ink" : "text-ink"}`}
                  >
                    {t(`members.status.${m.status}`)}
                    {m.status === "invited" && m.expiresAt
                      ? ` · ${t("members.invitedUntil", { date: df.format(new Date(m.expiresAt)) })}`
                      : null}
                  </p>
                </div>
                {m.status !== "invited" ? (
                  <div className="flex flex-wrap gap-2">
                    {m.status === "active" ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={busy}
                        onClick={() => run(m, "deactivate")}
                      >
                        {t("members.deactivate")}
                      </Button>
                    ) : (
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={busy}
                        onClick={() => run(m, "reactivate")}
                      >
                        {t("members.reactivate")}
                      </Button>
                    )}
                    {m.status === "active" && m.managed ? (
                      <Button variant="ghost" size="sm" disabled={busy} onClick={() => run(m, "reset")}>
                        {t("members.resetPassword")}
                      </Button>
                    ) : null}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </ListState>
      {data ? <Pager page={data.page} perPage={data.perPage} total={data.total} onPage={setPage} /> : null}
    </div>
  );
}
