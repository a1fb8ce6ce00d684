"use client";

import {
  AI_DRAFT_OPTIONS_MAX,
  AI_DRAFT_OPTIONS_MIN,
  AI_QUIZ_QUESTION_KINDS,
  type AiQuestionDraft,
} from "@gk/contracts";
import { useTranslations } from "@gk/i18n/client";
import { Button } from "@gk/ui/button";
import { cn } from "@gk/ui/cn";
import { Select } from "@gk/ui/select";
import { TextField } from "@gk/ui/text-field";
import { useMutation } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { apiErrors } from "../auth/form-errors";
import { useGk } from "../query-provider";
import { ClientForm, SubmitButton } from "../client-form";

type Kind = (typeof AI_QUIZ_QUESTION_KINDS)[number];
/** an option row being edited; `key` keeps React's rows steady while options are added and removed */
type Row = { key: number; text: string; correct: boolean };

const area = cn(
  "block w-full min-h-24 rounded-lg border border-line-strong bg-surface px-3 py-2 text-base text-ink",
  "outline-none focus-visible:border-brand focus-visible:ring-2 focus-visible:ring-brand/40",
  "aria-[invalid=true]:border-danger-ink",
);

/**
 * Editing one draft: the question, one or several correct answers, the options (2–6, each marked correct or
 * not) and the rationale. The API checks the options as a whole and names what is wrong on `options`; what the
 * staff typed stays. Saving an approved draft sends it back to review (the API's rule), which the caller says.
 */
export function DraftEditor({
  draft,
  n,
  onSaved,
  onCancel,
}: {
  draft: AiQuestionDraft;
  n: number;
  onSaved: (saved: AiQuestionDraft) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("subscription");
  const gk = useGk();
  const id = useId();
  const [stem, setStem] = useState(draft.stem);
  const [kind, setKind] = useState<Kind>(draft.kind);
  const [rows, setRows] = useState<Row[]>(() => draft.options.map((o, i) => ({ key: i, ...o })));
  const [rationale, setRationale] = useState(draft.rationale);
  const save = useMutation({
    ...gk.aiQuizDraftUpdate.mutationOptions(),
    onSuccess: ({ data }) => onSaved(data),
  });
  const errors = save.isError ? apiErrors(save.error, t("aiQuiz.actionFailed")) : null;
  const stemRef = useRef<HTMLTextAreaElement>(null);
  // the editor replaces the card's text: the keyboard lands on its first field, not back at the page's top
  useEffect(() => stemRef.current?.focus(), []);

  const setRow = (key: number, change: Partial<Row>) =>
    setRows((all) =>
      all.map((r) => {
        if (r.key === key) return { ...r, ...change };
        // one correct answer: marking one option correct unmarks the others
        return change.correct && kind === "single" ? { ...r, correct: false } : r;
      }),
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({
      draftId: draft.id,
      stem,
      kind,
      options: rows.map(({ text, correct }) => ({ text, correct })),
      rationale,
    });
  };

  return (
    <ClientForm noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-4">
      <h4 id={`${id}-title`} className="font-bold text-ink">
        {t("aiQuiz.editTitle", { n })}
      </h4>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-stem`} className="text-sm font-semibold text-ink">
          {t("aiQuiz.stem")}
        </label>
        <textarea
          id={`${id}-stem`}
          ref={stemRef}
          value={stem}
          maxLength={1000}
          onChange={(e) => setStem(e.target.value)}
          aria-invalid={errors?.fields.stem ? true : undefined}
          aria-describedby={errors?.fields.stem ? `${id}-stem-error` : undefined}
          className={area}
        />
        {errors?.fields.stem ? (
          <p id={`${id}-stem-error`} role="alert" className="text-sm font-medium text-danger-ink">
            {errors.fields.stem}
          </p>
        ) : null}
      </div>
      <Select
        label={t("aiQuiz.kind")}
        value={kind}
        onChange={(e) => {
          const next = e.target.value as Kind;
          setKind(next);
          // a single-answer question keeps only its first correct option, so the radios show what is sent
          if (next === "single") {
            const first = rows.findIndex((r) => r.correct);
            setRows((all) => all.map((r, i) => ({ ...r, correct: i === first })));
          }
        }}
        options={AI_QUIZ_QUESTION_KINDS.map((k) => ({ value: k, label: t(`aiQuiz.kinds.${k}`) }))}
      />
      <fieldset className="space-y-3" aria-describedby={`${id}-options-hint`}>
        <legend className="text-sm font-semibold text-ink">{t("aiQuiz.options")}</legend>
        <p id={`${id}-options-hint`} className="text-sm text-ink-muted">
          {t("aiQuiz.optionsHint")}
        </p>
        {rows.map((r, i) => (
          <div key={r.key} className="flex flex-wrap items-end gap-2 sm:flex-nowrap">
            <TextField
              containerClassName="min-w-0 flex-1 basis-full sm:basis-auto"
              label={t("aiQuiz.option", { n: i + 1 })}
              value={r.text}
              maxLength={500}
              onChange={(e) => setRow(r.key, { text: e.target.value })}
            />
            <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 text-ink">
              <input
                type={kind === "single" ? "radio" : "checkbox"}
                name={`${id}-correct`}
                checked={r.correct}
                onChange={(e) => setRow(r.key, { correct: e.target.checked })}
                className="size-5 accent-[var(--color-brand)]"
              />
              <span aria-hidden>{t("aiQuiz.correct")}</span>
              <span className="sr-only">{t("aiQuiz.optionCorrect", { n: i + 1 })}</span>
            </label>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t("aiQuiz.removeOption", { n: i + 1 })}
              disabled={rows.length <= AI_DRAFT_OPTIONS_MIN}
              onClick={() => setRows((all) => all.filter((x) => x.key !== r.key))}
            >
              <Trash2 aria-hidden className="size-5" />
            </Button>
          </div>
        ))}
        {errors?.fields.options ? (
          <p role="alert" className="text-sm font-medium text-danger-ink" data-testid="ai-options-error">
            {errors.fields.options}
          </p>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          disabled={rows.length >= AI_DRAFT_OPTIONS_MAX}
          onClick={() =>
            setRows((all) => [
              ...all,
              { key: Math.max(-1, ...all.map((x) => x.key)) + 1, text: "", correct: false },
            ])
          }
        >
          <Plus aria-hidden className="size-4" />
          {t("aiQuiz.addOption")}
        </Button>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-rationale`} className="text-sm font-semibold text-ink">
          {t("aiQuiz.rationale")}
        </label>
        <textarea
          id={`${id}-rationale`}
          value={rationale}
          maxLength={2000}
          onChange={(e) => setRationale(e.target.value)}
          className={area}
        />
      </div>
      {errors && Object.keys(errors.fields).length === 0 ? (
        <p role="alert" className="rounded-lg border border-danger p-3 text-danger-ink">
          {errors.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <SubmitButton loading={save.isPending}>{t("aiQuiz.save")}</SubmitButton>
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          {t("aiQuiz.cancel")}
        </Button>
      </div>
    </ClientForm>
  );
}
