"use client";

import { GK_QUERY_ROOT } from "@gk/api-client/react-query";
import {
  CATEGORIES,
  type CategorySlug,
  type Locale,
  type OrgCourseListRequest,
  type OrgCourseRow,
} from "@gk/contracts";
import { Button } from "@gk/ui/button";
import { Select } from "@gk/ui/select";
import { TextField } from "@gk/ui/text-field";
import { useTranslations } from "@gk/i18n/client";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { apiErrors } from "../auth/form-errors";
import { ListState } from "./list-state";
import { useGk } from "../query-provider";
import { Pager } from "./pager";
import { ClientForm, SubmitButton } from "../client-form";

const PER_PAGE = 20;
const CHOICE_SCOPE = { id: "org-course-choice" };
type Filter = NonNullable<OrgCourseListRequest["picked"]>;

/** The due date as the date input shows it: the day in Jakarta time. */
const dayOf = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date(iso)) : "";

/**
 * The course choice: all courses or only the picked ones, then the whole published catalogue (search, category,
 * picked or not) where each course is picked or unpicked, marked mandatory and given a due date; a whole
 * category can be picked or unpicked at once. Every change is saved at once.
 */
export function CoursesConsole({ locale }: { locale: Locale }) {
  const t = useTranslations("admin");
  const gk = useGk();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState("");
  const [q, setQ] = useState("");
  const [category, setCategory] = useState<CategorySlug | "">("");
  const [filter, setFilter] = useState<Filter>("any");
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const payload: OrgCourseListRequest = {
    page,
    perPage: PER_PAGE,
    picked: filter,
    ...(q ? { q } : {}),
    ...(category ? { category } : {}),
  };
  const listOptions = gk.orgCourses.queryOptions(payload);
  const list = useQuery({ ...listOptions, placeholderData: keepPreviousData });
  // the change shows at once (the boxes are controlled by the list); the refetch after it settles confirms it
  const patch = (change: { id?: string; row?: Partial<OrgCourseRow>; visibility?: "all" | "picked" }) => {
    // a list still arriving from before the change must not overwrite it
    void queryClient.cancelQueries({ queryKey: [GK_QUERY_ROOT, "orgCourses"] });
    queryClient.setQueryData(listOptions.queryKey, (old) =>
      old
        ? {
            ...old,
            data: {
              ...old.data,
              choice: change.visibility
                ? { ...old.data.choice, visibility: change.visibility }
                : old.data.choice,
              items: old.data.items.map((r) => (r.id === change.id ? { ...r, ...change.row } : r)),
            },
          }
        : old,
    );
  };
  // The list is fetched again once the last queued change is saved: a list read between two changes would show
  // the first without the second for a moment (a box that flips back, a due date field that disappears).
  const refresh = () =>
    queryClient.isMutating({ predicate: (m) => m.options.scope?.id === CHOICE_SCOPE.id }) > 1
      ? undefined
      : queryClient.invalidateQueries({ queryKey: [GK_QUERY_ROOT, "orgCourses"] });
  const failed = (error: unknown) =>
    setNotice({ tone: "error", text: apiErrors(error, t("courses.failed")).message });
  // One queue for every change of the choice: two quick clicks (pick, then mandatory) reach the API in the order
  // they were made, so the second can never be overwritten by the first arriving late.
  const options = { onError: failed, onSettled: refresh, scope: CHOICE_SCOPE };
  const choose = useMutation({ ...gk.orgCatalogueChoice.mutationOptions(), ...options });
  const pick = useMutation({ ...gk.orgCoursePick.mutationOptions(), ...options });
  const unpick = useMutation({ ...gk.orgCourseUnpick.mutationOptions(), ...options });
  const bulk = useMutation({
    ...gk.orgCoursesBulk.mutationOptions(),
    ...options,
    onSuccess: ({ data }) => setNotice({ tone: "ok", text: t("courses.bulkDone", { count: data.changed }) }),
  });
  const busy = choose.isPending || pick.isPending || unpick.isPending || bulk.isPending;

  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ(draft.trim());
    setPage(1);
  };
  const toggle = (c: OrgCourseRow, picked: boolean) => {
    setNotice(null);
    patch({ id: c.id, row: { picked, mandatory: false, dueAt: null } });
    if (picked) pick.mutate({ courseId: c.id, mandatory: false, dueDate: null });
    else unpick.mutate({ courseId: c.id });
  };
  const setMandatory = (c: OrgCourseRow, mandatory: boolean, dueDate: string | null) => {
    setNotice(null);
    patch({ id: c.id, row: { mandatory } });
    pick.mutate({ courseId: c.id, mandatory, dueDate: mandatory ? dueDate : null });
  };

  const data = list.data?.data;
  const choice = data?.choice;
  return (
    <div
      className="space-y-6"
      data-testid="courses-console"
      data-loading={list.isFetching || list.isPlaceholderData || busy ? "true" : "false"}
    >
      {choice ? (
        <fieldset className="space-y-2 rounded-lg border border-line p-4">
          <legend className="px-1 font-semibold text-ink">{t("courses.choiceLegend")}</legend>
          {(["picked", "all"] as const).map((v) => (
            <label key={v} className="flex min-h-11 items-center gap-3 text-ink">
              <input
                type="radio"
                name="visibility"
                value={v}
                className="size-5 accent-brand"
                checked={choice.visibility === v}
                disabled={busy}
                onChange={() => {
                  patch({ visibility: v });
                  choose.mutate({ visibility: v });
                }}
              />
              {v === "all" ? t("courses.choiceAll") : t("courses.choicePicked")}
            </label>
          ))}
          <p className="text-sm text-ink-muted" data-testid="choice-summary">
            {t("courses.summary", { picked: choice.picked, mandatory: choice.mandatory })}
            {choice.visibility === "picked" && choice.picked === 0 ? ` ${t("courses.closedHint")}` : null}
          </p>
        </fieldset>
      ) : null}

      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <ClientForm
          onSubmit={search}
          role="search"
          className="flex items-end gap-2 sm:col-span-2 lg:col-span-1"
        >
          <TextField
            containerClassName="flex-1"
            label={t("courses.search")}
            type="search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <SubmitButton variant="secondary">{t("courses.searchButton")}</SubmitButton>
        </ClientForm>
        <Select
          label={t("courses.category")}
          value={category}
          onChange={(e) => {
            setCategory(e.target.value as CategorySlug | "");
            setPage(1);
          }}
          options={[
            { value: "", label: t("courses.allCategories") },
            ...CATEGORIES.map((c) => ({ value: c.slug, label: locale === "en" ? c.en : c.id })),
          ]}
        />
        <Select
          label={t("courses.filter")}
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value as Filter);
            setPage(1);
          }}
          options={[
            { value: "any", label: t("courses.filterAny") },
            { value: "picked", label: t("courses.filterPicked") },
            { value: "unpicked", label: t("courses.filterUnpicked") },
            { value: "mandatory", label: t("courses.filterMandatory") },
          ]}
        />
      </div>
      {category ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() => bulk.mutate({ category, action: "pick" })}
          >
            {t("courses.bulkPick")}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => bulk.mutate({ category, action: "unpick" })}
          >
            {t("courses.bulkUnpick")}
          </Button>
        </div>
      ) : null}
      {notice ? (
        <p
          role={notice.tone === "error" ? "alert" : "status"}
          className={`rounded-lg border p-3 ${notice.tone === "error" ? "border-danger text-danger-ink" : "border-success text-ink"}`}
        >
          {notice.text}
        </p>
      ) : null}

      <ListState
        isError={list.isError}
        error={list.error}
        items={data?.items}
        refetch={list.refetch}
        labels={{ unavailable: t("unavailable"), retry: t("retry"), empty: t("courses.empty") }}
      >
        {(items) => (
          <ul className="divide-y divide-line rounded-lg border border-line" data-testid="course-list">
            {items.map((c) => (
              <li
                key={c.id}
                className="flex flex-col gap-3 p-4 md:flex-row md:items-center md:justify-between"
                data-course={c.slug}
                data-picked={c.picked}
              >
                <label className="flex min-h-11 min-w-0 flex-1 items-start gap-3">
                  <input
                    type="checkbox"
                    className="mt-1 size-5 shrink-0 accent-brand"
                    checked={c.picked}
                    disabled={busy}
                    aria-label={t("courses.pick", { name: c.name })}
                    onChange={(e) => toggle(c, e.target.checked)}
                  />
                  <span className="min-w-0 space-y-1">
                    <span className="block font-semibold text-ink">{c.name}</span>
                    <span className="block text-sm text-ink-muted">
                      {c.institution.name} · {c.category.name} ·{" "}
                      {t("courses.minutes", { minutes: c.durationMinutes })}
                    </span>
                  </span>
                </label>
                {c.picked ? (
                  <div className="flex flex-wrap items-end gap-3 pl-8 md:pl-0">
                    <label className="flex min-h-11 items-center gap-2 font-semibold text-ink">
                      <input
                        type="checkbox"
                        className="size-5 accent-brand"
                        checked={c.mandatory}
                        disabled={busy}
                        data-testid="mandatory"
                        onChange={(e) => setMandatory(c, e.target.checked, dayOf(c.dueAt) || null)}
                      />
                      {t("courses.mandatory")}
                    </label>
                    {c.mandatory ? (
                      <label className="space-y-1 text-sm text-ink">
                        <span className="block">{t("courses.dueDate")}</span>
                        <input
                          type="date"
                          className="min-h-11 rounded-lg border border-line bg-surface px-3 text-ink"
                          defaultValue={dayOf(c.dueAt)}
                          disabled={busy}
                          data-testid="due-date"
                          onChange={(e) => {
                            const v = e.target.value;
                            if (v === "" || /^\d{4}-\d{2}-\d{2}$/.test(v)) setMandatory(c, true, v || null);
                          }}
                        />
                      </label>
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
