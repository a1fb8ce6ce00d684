"use client";

import type { AiQuestionDraft, Locale } from "@gk/contracts";
import { useTranslations } from "@gk/i18n/client";
import { Select } from "@gk/ui/select";
import { TextField } from "@gk/ui/text-field";
import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { apiErrors } from "../auth/form-errors";
import { learnPaths } from "../learning/paths";
import { useGk } from "../query-provider";
import { ClientForm, SubmitButton } from "../client-form";

type PublishKind = "practice" | "pretest-posttest";

/** the design system's keyboard focus ring (its `focusRing`), for a plain link */
const focusRing =
  "outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-ink";

/**
 * Step 4: the approved drafts become a quiz marked AI-generated: a practice quiz from the approved practice
 * questions, or a pretest and its post-test from the approved pretest and post-test questions. Once published,
 * the panel links to each new quiz lesson as a learner opens it.
 */
export function PublishPanel({
  locale,
  courseSlug,
  drafts,
  onPublished,
}: {
  locale: Locale;
  courseSlug: string;
  drafts: AiQuestionDraft[];
  onPublished: () => void;
}) {
  const t = useTranslations("subscription");
  const gk = useGk();
  const [title, setTitle] = useState(() => t("aiQuiz.defaultTitle"));
  const [minutes, setMinutes] = useState("10");
  const [kind, setKind] = useState<PublishKind>("practice");
  const publish = useMutation({ ...gk.aiQuizPublish.mutationOptions(), onSuccess: onPublished });
  const errors = publish.isError ? apiErrors(publish.error, t("aiQuiz.publishFailed")) : null;

  const approved = drafts.filter((d) => d.status === "approved");
  const practice = approved.filter((d) => d.purpose === "quiz");
  const pretest = approved.filter((d) => d.purpose === "pretest");
  const posttest = approved.filter((d) => d.purpose === "posttest");
  const chosen = kind === "practice" ? practice : [...pretest, ...posttest];
  const ready = kind === "practice" ? practice.length > 0 : pretest.length > 0 && posttest.length > 0;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    publish.mutate({
      courseSlug,
      title,
      // oldest first: the questions keep the order they were written in
      draftIds: [...chosen].reverse().map((d) => d.id),
      durationMinutes: Number(minutes),
      kind,
    });
  };

  return (
    <section
      aria-labelledby="ai-publish"
      className="space-y-4 rounded-card border border-line bg-surface p-4"
    >
      <h2 id="ai-publish" className="text-xl font-bold text-ink">
        {t("aiQuiz.publishStep")}
      </h2>
      <p className="text-ink-muted">{t("aiQuiz.publishHint")}</p>
      <ClientForm noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <Select
          containerClassName="sm:col-span-2"
          label={t("aiQuiz.publishKind")}
          value={kind}
          onChange={(e) => setKind(e.target.value as PublishKind)}
          options={[
            { value: "practice", label: t("aiQuiz.publishKinds.practice") },
            { value: "pretest-posttest", label: t("aiQuiz.publishKinds.pair") },
          ]}
        />
        <TextField
          label={t("aiQuiz.quizTitle")}
          value={title}
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
          error={errors?.fields.title}
        />
        <TextField
          label={t("aiQuiz.duration")}
          type="number"
          inputMode="numeric"
          min={1}
          max={240}
          value={minutes}
          onChange={(e) => setMinutes(e.target.value)}
          error={errors?.fields.durationMinutes}
        />
        <p className="font-semibold text-ink sm:col-span-2" data-testid="ai-publish-count">
          {kind === "practice"
            ? practice.length === 0
              ? t("aiQuiz.publishNone")
              : t("aiQuiz.publishCount", { count: practice.length, shown: String(practice.length) })
            : t("aiQuiz.pairCount", { pretest: pretest.length, posttest: posttest.length })}
        </p>
        {kind === "pretest-posttest" && !ready ? (
          <p className="text-ink-muted sm:col-span-2">{t("aiQuiz.pairMissing")}</p>
        ) : null}
        {errors && Object.keys(errors.fields).length === 0 ? (
          <p role="alert" className="rounded-lg border border-danger p-3 text-danger-ink sm:col-span-2">
            {errors.message}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <SubmitButton loading={publish.isPending} disabled={!ready} data-testid="ai-publish">
            {t("aiQuiz.publish")}
          </SubmitButton>
        </div>
      </ClientForm>
      <div role="status" aria-live="polite">
        {publish.data ? (
          <div className="space-y-2 rounded-lg border border-success p-3" data-testid="ai-published">
            <p className="font-semibold text-success-ink">{t("aiQuiz.published")}</p>
            <ul className="space-y-1">
              {publish.data.data.quizzes.map((q) => (
                <li key={q.quizId}>
                  <Link
                    href={learnPaths.lesson(locale, courseSlug, q.lessonId)}
                    className={`inline-flex min-h-11 items-center rounded font-semibold text-brand-ink underline ${focusRing}`}
                  >
                    {t(`aiQuiz.openPublished.${q.role}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}
