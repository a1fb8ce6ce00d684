"use client";

import type { Locale, OrgGroup } from "@gk/contracts";
import { useTranslations } from "@gk/i18n/client";
import { formatThousands } from "@gk/i18n/numbers";
import { Button } from "@gk/ui/button";
import { TextField } from "@gk/ui/text-field";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { apiErrors } from "../auth/form-errors";
import { useGk } from "../query-provider";
import { ClientForm, SubmitButton } from "../client-form";

const box = "space-y-3 rounded-xl border border-line p-4";
const alert = "rounded-lg border border-danger p-3 text-danger-ink";

/** The groups list with a form for a new one; choosing a group opens its members and assigned courses. */
export function GroupsConsole({ locale }: { locale: Locale }) {
  const t = useTranslations("reports");
  const gk = useGk();
  const client = useQueryClient();
  const [open, setOpen] = useState<string | null>(null);
  const [name, setName] = useState("");
  const groups = useQuery(gk.orgGroups.queryOptions({}));
  const refresh = () => client.invalidateQueries({ queryKey: ["gk"] });
  const create = useMutation({
    ...gk.orgGroupCreate.mutationOptions(),
    onSuccess: async ({ data }) => {
      setName("");
      await refresh();
      setOpen(data.id);
    },
  });
  const remove = useMutation({ ...gk.orgGroupDelete.mutationOptions(), onSuccess: refresh });

  if (open) return <GroupDetail locale={locale} groupId={open} onBack={() => setOpen(null)} />;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ name });
  };
  const createErrors = create.isError ? apiErrors(create.error, t("groups.failed")) : null;
  return (
    <div className="space-y-6">
      <p className="text-ink-muted">{t("groups.intro")}</p>
      <ClientForm onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={t("groups.newName")}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          minLength={2}
          maxLength={80}
          error={createErrors?.fields.name}
          containerClassName="flex-1"
        />
        <SubmitButton disabled={create.isPending}>{t("groups.create")}</SubmitButton>
      </ClientForm>
      {createErrors && !createErrors.fields.name ? (
        <p role="alert" className={alert}>
          {createErrors.message}
        </p>
      ) : null}
      {groups.isPending ? (
        <p className="text-ink-muted">{t("loading")}</p>
      ) : groups.isError ? (
        <p role="alert" className={alert}>
          {t("unavailable")}
        </p>
      ) : groups.data.data.items.length === 0 ? (
        <p className="text-ink-muted">{t("groups.empty")}</p>
      ) : (
        <ul className="space-y-2">
          {groups.data.data.items.map((g) => (
            <li
              key={g.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line p-4"
            >
              <div>
                <p className="font-semibold text-ink">{g.name}</p>
                <p className="text-sm text-ink-muted">
                  {t("groups.count", {
                    members: formatThousands(g.members),
                    courses: formatThousands(g.courses),
                  })}
                </p>
              </div>
              <div className="flex gap-2">
                <Button variant="secondary" onClick={() => setOpen(g.id)}>
                  {t("groups.open")}
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => {
                    if (window.confirm(t("groups.confirmDelete", { name: g.name })))
                      remove.mutate({ groupId: g.id });
                  }}
                >
                  {t("groups.delete")}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function GroupDetail({ locale, groupId, onBack }: { locale: Locale; groupId: string; onBack: () => void }) {
  const t = useTranslations("reports");
  const gk = useGk();
  const client = useQueryClient();
  const group = useQuery(gk.orgGroup.queryOptions({ groupId }));
  const changed = {
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ["gk"] });
    },
  };
  const add = useMutation({ ...gk.orgGroupMembersAdd.mutationOptions(), ...changed });
  const drop = useMutation({ ...gk.orgGroupMemberRemove.mutationOptions(), ...changed });
  const assign = useMutation({ ...gk.orgGroupCourseAssign.mutationOptions(), ...changed });
  const unassign = useMutation({ ...gk.orgGroupCourseUnassign.mutationOptions(), ...changed });
  const [department, setDepartment] = useState("");
  const [memberQ, setMemberQ] = useState("");
  const [memberSearch, setMemberSearch] = useState("");
  const [courseQ, setCourseQ] = useState("");
  const [courseSearch, setCourseSearch] = useState("");
  const [courseId, setCourseId] = useState("");
  const [dueDate, setDueDate] = useState("");
  const members = useQuery({
    ...gk.orgMembers.queryOptions({ q: memberSearch, status: "active", perPage: 10 }),
    enabled: memberSearch.length > 0,
  });
  const courses = useQuery({
    ...gk.orgCourses.queryOptions({ q: courseSearch, perPage: 20 }),
    enabled: courseSearch.length > 0,
  });
  const df = new Intl.DateTimeFormat(locale === "id" ? "id-ID" : "en-GB", {
    dateStyle: "long",
    timeZone: "UTC",
  });

  if (group.isPending) return <p className="text-ink-muted">{t("loading")}</p>;
  if (group.isError)
    return (
      <p role="alert" className={alert}>
        {t("unavailable")}
      </p>
    );
  const g: OrgGroup = group.data.data;
  const inGroup = new Set(g.members.map((m) => m.id));
  const errorOf = (m: { isError: boolean; error: unknown }) =>
    m.isError ? apiErrors(m.error, t("groups.failed")) : null;
  const addErr = errorOf(add);
  const assignErr = errorOf(assign);

  return (
    <div className="space-y-6">
      <button type="button" onClick={onBack} className="min-h-11 font-semibold text-brand-ink">
        ← {t("groups.back")}
      </button>
      <h2 className="text-xl font-bold text-ink">{g.name}</h2>

      <section aria-labelledby="group-members" className={box}>
        <h3 id="group-members" className="text-lg font-semibold text-ink">
          {t("groups.members")}
        </h3>
        {g.members.length === 0 ? (
          <p className="text-ink-muted">{t("groups.noMembers")}</p>
        ) : (
          <ul className="divide-y divide-line">
            {g.members.map((m) => (
              <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="text-ink">
                  {m.fullName}
                  {m.department ? <span className="text-sm text-ink-muted"> · {m.department}</span> : null}
                </span>
                <Button variant="ghost" onClick={() => drop.mutate({ groupId, memberId: m.id })}>
                  {t("groups.remove", { name: m.fullName })}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <ClientForm
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate({ groupId, memberIds: [], department }, { onSuccess: () => setDepartment("") });
          }}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <TextField
            label={t("groups.addByDepartment")}
            placeholder={t("groups.departmentLabel")}
            value={department}
            onChange={(e) => setDepartment(e.target.value)}
            required
            maxLength={120}
            error={addErr?.fields.department ?? addErr?.fields.memberIds}
            containerClassName="flex-1"
          />
          <SubmitButton variant="secondary" disabled={add.isPending}>
            {t("groups.add")}
          </SubmitButton>
        </ClientForm>
        <ClientForm
          onSubmit={(e) => {
            e.preventDefault();
            setMemberSearch(memberQ.trim());
          }}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <TextField
            label={t("groups.searchMember")}
            type="search"
            value={memberQ}
            onChange={(e) => setMemberQ(e.target.value)}
            maxLength={100}
            containerClassName="flex-1"
          />
          <SubmitButton variant="secondary">{t("groups.search")}</SubmitButton>
        </ClientForm>
        {members.data ? (
          <ul className="divide-y divide-line">
            {members.data.data.items
              .filter((m) => !inGroup.has(m.id))
              .map((m) => (
                <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="text-ink">
                    {m.fullName}
                    {m.employeeNumber ? (
                      <span className="text-sm text-ink-muted">
                        {" "}
                        · {t("groups.employeeNumber", { number: m.employeeNumber })}
                      </span>
                    ) : null}
                  </span>
                  <Button variant="secondary" onClick={() => add.mutate({ groupId, memberIds: [m.id] })}>
                    {t("groups.addMember", { name: m.fullName })}
                  </Button>
                </li>
              ))}
          </ul>
        ) : null}
      </section>

      <section aria-labelledby="group-courses" className={box}>
        <h3 id="group-courses" className="text-lg font-semibold text-ink">
          {t("groups.courses")}
        </h3>
        {g.courses.length === 0 ? (
          <p className="text-ink-muted">{t("groups.noCourses")}</p>
        ) : (
          <ul className="divide-y divide-line">
            {g.courses.map((c) => (
              <li key={c.courseId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="text-ink">
                  {c.name}
                  <span className="block text-sm text-ink-muted">
                    {t("groups.due", { date: df.format(new Date(`${c.dueDate}T00:00:00Z`)) })}
                  </span>
                </span>
                <Button variant="ghost" onClick={() => unassign.mutate({ groupId, courseId: c.courseId })}>
                  {t("groups.unassign", { name: c.name })}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <ClientForm
          onSubmit={(e) => {
            e.preventDefault();
            setCourseSearch(courseQ.trim());
          }}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <TextField
            label={t("groups.searchCourse")}
            type="search"
            value={courseQ}
            onChange={(e) => setCourseQ(e.target.value)}
            maxLength={100}
            containerClassName="flex-1"
          />
          <SubmitButton variant="secondary">{t("groups.search")}</SubmitButton>
        </ClientForm>
        {courses.data ? (
          <ClientForm
            onSubmit={(e) => {
              e.preventDefault();
              if (courseId) assign.mutate({ groupId, courseId, dueDate });
            }}
            className="space-y-3"
          >
            <div className="space-y-1">
              <label htmlFor={`${groupId}-course`} className="block text-sm font-semibold text-ink">
                {t("groups.courseLabel")}
              </label>
              <select
                id={`${groupId}-course`}
                value={courseId}
                onChange={(e) => setCourseId(e.target.value)}
                required
                className="min-h-11 w-full rounded-lg border border-line-strong bg-surface px-3 text-ink"
              >
                <option value="">{t("groups.chooseCourse")}</option>
                {courses.data.data.items.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            <TextField
              label={t("groups.dueDate")}
              type="date"
              value={dueDate}
              onChange={(e) => setDueDate(e.target.value)}
              required
              error={assignErr?.fields.dueDate}
            />
            <SubmitButton disabled={assign.isPending || !courseId}>{t("groups.assign")}</SubmitButton>
          </ClientForm>
        ) : null}
        {assignErr && !assignErr.fields.dueDate ? (
          <p role="alert" className={alert}>
            {assignErr.message}
          </p>
        ) : null}
      </section>
    </div>
  );
}
