"use client";

import type { AiQuestionDraft, Locale, ResponseOf } from "@gk/contracts";
import { useTranslations } from "@gk/i18n/client";
import { Button } from "@gk/ui/button";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { apiErrors } from "../auth/form-errors";
import { useGk } from "../query-provider";
import { DraftCard } from "./draft-card";
import { GeneratePanel, type ConsoleCourse } from "./generate-panel";
import { PublishPanel } from "./publish-panel";

type Filter = "review" | "approved" | "discarded" | "published";
const FILTERS: Filter[] = ["review", "approved", "discarded", "published"];
const inFilter = (d: AiQuestionDraft, f: Filter) => (f === "review" ? d.status === "draft" : d.status === f);
type DraftList = ResponseOf<"aiQuizDrafts">;

/**
 * The AI-written quizzes of one course, for the provider's staff: ask for drafts, review them (each with its
 * source passage and rationale: edit, approve, discard) and publish the approved ones. The drafts are one
 * react-query list (the server page's answer is its first data); every action puts the API's new draft into it
 * and says what happened in one live region.
 */
export function AiQuizConsole({
  locale,
  course,
  initialDrafts,
}: {
  locale: Locale;
  course: ConsoleCourse;
  initialDrafts: AiQuestionDraft[];
}) {
  const t = useTranslations("subscription");
  const gk = useGk();
  const queryClient = useQueryClient();
  const list = gk.aiQuizDrafts.queryOptions({ courseSlug: course.slug });
  const drafts = useQuery({ ...list, initialData: { data: { drafts: initialDrafts } } });
  const [filter, setFilter] = useState<Filter>("review");
  const [announcement, setAnnouncement] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  const all = drafts.data?.data.drafts ?? [];
  const shown = all.filter((d) => inFilter(d, filter));

  const put = (update: (drafts: AiQuestionDraft[]) => AiQuestionDraft[]) =>
    queryClient.setQueryData<DraftList>(list.queryKey, (old) =>
      old ? { data: { drafts: update(old.data.drafts) } } : old,
    );
  const changed = (draft: AiQuestionDraft, message: string) => {
    const leaves = !inFilter(draft, filter);
    put((ds) => ds.map((d) => (d.id === draft.id ? draft : d)));
    setAnnouncement(message);
    // the card left this view (approved, discarded): the keyboard goes to the list's heading, not the page top
    if (leaves) heading.current?.focus();
  };

  return (
    <div className="space-y-8">
      <GeneratePanel
        locale={locale}
        course={course}
        onWritten={(fresh) => {
          put((ds) => [...fresh, ...ds.filter((d) => !fresh.some((f) => f.id === d.id))]);
          setFilter("review");
          // the keyboard continues where the new questions are (the busy button had lost the focus)
          if (fresh.length) heading.current?.focus();
          void queryClient.invalidateQueries({ queryKey: list.queryKey });
        }}
      />
      <section aria-labelledby="ai-drafts" className="space-y-4">
        <h2 id="ai-drafts" ref={heading} tabIndex={-1} className="text-xl font-bold text-ink outline-none">
          {t("aiQuiz.draftsStep")}
        </h2>
        <div role="group" aria-label={t("aiQuiz.filterLabel")} className="flex flex-wrap gap-2">
          {FILTERS.map((f) => (
            <Button
              key={f}
              size="sm"
              variant={f === filter ? "primary" : "secondary"}
              aria-pressed={f === filter}
              onClick={() => setFilter(f)}
              shape="pill"
            >
              {t(`aiQuiz.filters.${f}`, { count: all.filter((d) => inFilter(d, f)).length })}
            </Button>
          ))}
        </div>
        <p role="status" aria-live="polite" className="min-h-6 text-ink" data-testid="ai-review-status">
          {announcement}
        </p>
        {drafts.isError ? (
          <div role="alert" className="space-y-2 rounded-lg border border-danger p-3 text-danger-ink">
            <p>{apiErrors(drafts.error, t("aiQuiz.loadFailed")).message}</p>
            <Button variant="secondary" size="sm" onClick={() => void drafts.refetch()}>
              {t("aiQuiz.retry")}
            </Button>
          </div>
        ) : all.length === 0 ? (
          <p className="text-ink-muted">{t("aiQuiz.emptyDrafts")}</p>
        ) : shown.length === 0 ? (
          <p className="text-ink-muted">{t("aiQuiz.emptyFilter")}</p>
        ) : (
          <ol className="space-y-4" data-testid="ai-drafts">
            {shown.map((d) => (
              <li key={d.id}>
                {/* numbered in the whole list, so a question keeps its number when it moves to another status */}
                <DraftCard draft={d} n={all.indexOf(d) + 1} onChanged={changed} />
              </li>
            ))}
          </ol>
        )}
      </section>
      <PublishPanel
        locale={locale}
        courseSlug={course.slug}
        drafts={all}
        onPublished={() => void queryClient.invalidateQueries({ queryKey: list.queryKey })}
      />
    </div>
  );
}
