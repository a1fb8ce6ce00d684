"use client";

import type { AiQuestionDraft } from "@gk/contracts";
import { useTranslations } from "@gk/i18n/client";
import { Badge, type BadgeProps } from "@gk/ui/badge";
import { Button } from "@gk/ui/button";
import { useMutation } from "@tanstack/react-query";
import { Check, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { apiErrors } from "../auth/form-errors";
import { useGk } from "../query-provider";
import { DraftEditor } from "./draft-editor";

const TONE: Record<AiQuestionDraft["status"], BadgeProps["tone"]> = {
  draft: "neutral",
  approved: "success",
  discarded: "danger",
  published: "brand",
};

/**
 * One AI-written draft as the staff review it: the question and its options (correct ones marked in words, not
 * only by colour), the passage it was written from and the writer's rationale, with edit, approve and discard.
 * A published draft no longer changes. `onChanged` receives the API's new draft and what to announce.
 */
export function DraftCard({
  draft,
  n,
  onChanged,
}: {
  draft: AiQuestionDraft;
  n: number;
  onChanged: (draft: AiQuestionDraft, announcement: string) => void;
}) {
  const t = useTranslations("subscription");
  const gk = useGk();
  const [editing, setEditing] = useState(false);
  const returnFocus = useRef(false);
  const approve = useMutation({
    ...gk.aiQuizDraftApprove.mutationOptions(),
    onSuccess: ({ data }) => onChanged(data, t("aiQuiz.approved", { n })),
  });
  const discard = useMutation({
    ...gk.aiQuizDraftDiscard.mutationOptions(),
    onSuccess: ({ data }) => onChanged(data, t("aiQuiz.discarded", { n })),
  });
  const failed = approve.error ?? discard.error;
  const busy = approve.isPending || discard.isPending;
  const locked = draft.status === "published";
  const titleId = `ai-draft-${draft.id}`;

  // closing the editor puts the keyboard back on the button that opened it
  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      document.getElementById(`${titleId}-edit`)?.focus();
    }
  }, [editing, titleId]);
  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  return (
    <article
      aria-labelledby={titleId}
      className="space-y-3 rounded-card border border-line bg-surface p-4"
      data-testid="ai-draft"
      data-status={draft.status}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="text-lg font-bold text-ink">
          {t("aiQuiz.question", { n })}
        </h3>
        <Badge tone={TONE[draft.status]} size="md" data-testid="ai-draft-status">
          {t(`aiQuiz.statuses.${draft.status}`)}
        </Badge>
        <span className="text-sm text-ink-muted">
          {[
            t(`aiQuiz.difficulties.${draft.difficulty}`),
            t(`aiQuiz.kinds.${draft.kind}`),
            t(`aiQuiz.languages.${draft.locale}`),
            t(`aiQuiz.purposes.${draft.purpose}`),
          ].join(" · ")}
        </span>
      </div>
      {editing ? (
        <DraftEditor
          draft={draft}
          n={n}
          onCancel={close}
          onSaved={(saved) => {
            close();
            onChanged(
              saved,
              draft.status === "approved" && saved.status === "draft"
                ? t("aiQuiz.backToDraft", { n })
                : t("aiQuiz.saved", { n }),
            );
          }}
        />
      ) : (
        <>
          <p className="text-lg text-ink" data-testid="ai-draft-stem">
            {draft.stem}
          </p>
          <ul className="space-y-1.5" aria-label={t("aiQuiz.options")}>
            {draft.options.map((o, i) => (
              <li
                key={i}
                className={`flex items-start gap-2 rounded-lg border px-3 py-2 ${o.correct ? "border-success bg-success/10" : "border-line"}`}
              >
                {o.correct ? (
                  <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-success-ink" />
                ) : (
                  <X aria-hidden className="mt-0.5 size-5 shrink-0 text-ink-muted" />
                )}
                <span className="min-w-0 flex-1 text-ink">{o.text}</span>
                <span
                  className={`text-sm font-semibold ${o.correct ? "text-success-ink" : "text-ink-muted"}`}
                >
                  {o.correct ? t("aiQuiz.correct") : t("aiQuiz.wrong")}
                </span>
              </li>
            ))}
          </ul>
          <figure className="space-y-1 rounded-lg bg-surface-muted p-3">
            <figcaption className="text-sm font-semibold text-ink">
              {t("aiQuiz.source")}
              {draft.source.lessonTitle
                ? `: ${
                    draft.source.paragraph === null
                      ? draft.source.lessonTitle
                      : t("aiQuiz.sourceOf", {
                          lesson: draft.source.lessonTitle,
                          paragraph: draft.source.paragraph + 1,
                        })
                  }`
                : null}
            </figcaption>
            <blockquote className="border-l-4 border-brand pl-3 text-ink" data-testid="ai-draft-source">
              {draft.source.text}
            </blockquote>
          </figure>
          <p className="text-ink">
            <span className="font-semibold">{t("aiQuiz.rationale")}:</span> {draft.rationale}
          </p>
          {failed ? (
            <p role="alert" className="rounded-lg border border-danger p-3 text-danger-ink">
              {apiErrors(failed, t("aiQuiz.actionFailed")).message}
            </p>
          ) : null}
          {locked ? null : (
            <div className="flex flex-wrap gap-2">
              <Button
                id={`${titleId}-edit`}
                variant="secondary"
                onClick={() => setEditing(true)}
                disabled={busy}
                aria-describedby={titleId}
              >
                {t("aiQuiz.edit")}
              </Button>
              {draft.status === "approved" ? null : (
                <Button
                  onClick={() => approve.mutate({ draftId: draft.id })}
                  loading={approve.isPending}
                  disabled={busy}
                  aria-describedby={titleId}
                >
                  {t("aiQuiz.approve")}
                </Button>
              )}
              {draft.status === "discarded" ? null : (
                <Button
                  variant="ghost"
                  onClick={() => discard.mutate({ draftId: draft.id })}
                  loading={discard.isPending}
                  disabled={busy}
                  aria-describedby={titleId}
                >
                  {t("aiQuiz.discard")}
                </Button>
              )}
            </div>
          )}
        </>
      )}
    </article>
  );
}
