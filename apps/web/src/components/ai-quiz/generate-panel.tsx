"use client";

import {
  AI_DRAFTS_PER_REQUEST_MAX,
  AI_QUIZ_DIFFICULTIES,
  AI_QUIZ_PURPOSES,
  AI_QUIZ_QUESTION_KINDS,
  LOCALES,
  type AiQuestionDraft,
  type AiQuizDraftsGenerateRequest,
  type Locale,
} from "@gk/contracts";
import { useTranslations } from "@gk/i18n/client";
import { Select } from "@gk/ui/select";
import { TextField } from "@gk/ui/text-field";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { apiErrors } from "../auth/form-errors";
import { useRuntime } from "../app-runtime";
import { generateDraftsStreamed, type DraftsStep, type DraftsWritten } from "./stream-generate";
import { WritingState } from "./writing-state";
import { ClientForm, SubmitButton } from "../client-form";

export interface ConsoleCourse {
  slug: string;
  name: string;
  /** the lessons that carry material to write from (articles, videos, live classes), in course order */
  lessons: { id: string; title: string }[];
}

type Generated = DraftsWritten;

/**
 * Step 2: the staff ask the AI writer for questions (course or one lesson, how many, difficulty, one or several
 * correct answers, language, and whether they are for a practice quiz, a pretest or its post-test). The API
 * answers step by step, so while it works the panel shows the "AI writing" state with each step (passages read,
 * writing, question k of n saved); its live region then says how many questions were written, why fewer than
 * asked, and who wrote them.
 */
export function GeneratePanel({
  locale,
  course,
  onWritten,
}: {
  locale: Locale;
  course: ConsoleCourse;
  onWritten: (drafts: AiQuestionDraft[]) => void;
}) {
  const t = useTranslations("subscription");
  // the streamed call reads the whole client (its address for a path), brought by this console's react-query
  const { api } = useRuntime();
  const submitId = useId();
  const [lessonId, setLessonId] = useState("");
  const [count, setCount] = useState("5");
  const [difficulty, setDifficulty] = useState<(typeof AI_QUIZ_DIFFICULTIES)[number]>("medium");
  const [kind, setKind] = useState<(typeof AI_QUIZ_QUESTION_KINDS)[number]>("single");
  const [language, setLanguage] = useState<Locale>(locale);
  const [purpose, setPurpose] = useState<(typeof AI_QUIZ_PURPOSES)[number]>("quiz");
  const [asked, setAsked] = useState<{ count: number; source: string } | null>(null);
  const [result, setResult] = useState<Generated | null>(null);
  const [step, setStep] = useState<DraftsStep | null>(null);
  // the streamed form of the call: each step of the writing is shown (and announced) as it happens
  const generate = useMutation({
    mutationFn: (body: AiQuizDraftsGenerateRequest) => generateDraftsStreamed(api, locale, body, setStep),
    onSuccess: (data) => {
      setResult(data);
      onWritten(data.drafts);
    },
  });
  // the busy button lost the keyboard focus; with nothing new to review (none written, or a failure) it goes
  // back there once it is enabled again (new drafts take the focus to the list instead: see the console)
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !generate.isPending && !generate.data?.drafts.length)
      document.getElementById(submitId)?.focus();
    wasPending.current = generate.isPending;
  }, [generate.isPending, generate.data, submitId]);
  const errors = generate.isError ? apiErrors(generate.error, t("aiQuiz.generateFailed")) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(count);
    const source = course.lessons.find((l) => l.id === lessonId)?.title ?? t("aiQuiz.wholeCourse");
    setResult(null);
    setStep(null);
    setAsked({ count: n, source });
    generate.mutate({
      courseSlug: course.slug,
      ...(lessonId ? { lessonId } : {}),
      count: n,
      difficulty,
      kind,
      locale: language,
      purpose,
    });
  };

  return (
    <section
      aria-labelledby="ai-generate"
      className="space-y-4 rounded-card border border-line bg-surface p-4"
    >
      <h2 id="ai-generate" className="text-xl font-bold text-ink">
        {t("aiQuiz.generateStep")}
      </h2>
      <ClientForm noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <Select
          containerClassName="sm:col-span-2"
          label={t("aiQuiz.lesson")}
          value={lessonId}
          onChange={(e) => setLessonId(e.target.value)}
          options={[
            { value: "", label: t("aiQuiz.wholeCourse") },
            ...course.lessons.map((l) => ({ value: l.id, label: l.title })),
          ]}
        />
        <TextField
          label={t("aiQuiz.count")}
          hint={t("aiQuiz.countHint")}
          type="number"
          inputMode="numeric"
          min={1}
          max={AI_DRAFTS_PER_REQUEST_MAX}
          value={count}
          onChange={(e) => setCount(e.target.value)}
          error={errors?.fields.count}
        />
        <Select
          label={t("aiQuiz.difficulty")}
          value={difficulty}
          onChange={(e) => setDifficulty(e.target.value as typeof difficulty)}
          options={AI_QUIZ_DIFFICULTIES.map((d) => ({ value: d, label: t(`aiQuiz.difficulties.${d}`) }))}
        />
        <fieldset className="space-y-1">
          <legend className="text-sm font-semibold text-ink">{t("aiQuiz.kind")}</legend>
          {AI_QUIZ_QUESTION_KINDS.map((k) => (
            <label key={k} className="flex min-h-11 cursor-pointer items-center gap-3 text-ink">
              <input
                type="radio"
                name="ai-kind"
                value={k}
                checked={kind === k}
                onChange={() => setKind(k)}
                className="size-5 accent-[var(--color-brand)]"
              />
              {t(`aiQuiz.kinds.${k}`)}
            </label>
          ))}
        </fieldset>
        <Select
          label={t("aiQuiz.language")}
          value={language}
          onChange={(e) => setLanguage(e.target.value as Locale)}
          options={LOCALES.map((l) => ({ value: l, label: t(`aiQuiz.languages.${l}`) }))}
        />
        <Select
          containerClassName="sm:col-span-2"
          label={t("aiQuiz.purpose")}
          hint={t("aiQuiz.purposeHint")}
          value={purpose}
          onChange={(e) => setPurpose(e.target.value as typeof purpose)}
          options={AI_QUIZ_PURPOSES.map((p) => ({ value: p, label: t(`aiQuiz.purposes.${p}`) }))}
          error={errors?.fields.purpose}
        />
        {errors && Object.keys(errors.fields).length === 0 ? (
          <p role="alert" className="rounded-lg border border-danger p-3 text-danger-ink sm:col-span-2">
            {errors.message}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <SubmitButton id={submitId} loading={generate.isPending} data-testid="ai-generate">
            {t("aiQuiz.generate")}
          </SubmitButton>
        </div>
      </ClientForm>
      <WritingState
        pending={generate.isPending}
        asked={asked}
        step={step}
        result={
          result && asked
            ? {
                written: result.drafts.length,
                requested: result.requested,
                providerMode: result.providerMode,
                note: result.note,
              }
            : null
        }
      />
    </section>
  );
}
