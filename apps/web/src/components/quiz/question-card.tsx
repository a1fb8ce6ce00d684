"use client";

import type { Attempt } from "@gk/contracts";
import { useTranslations } from "@gk/i18n/client";

type Question = Attempt["questions"][number];

/**
 * One question as a native radio group (single answer) or checkbox group (several answers) in a fieldset, so
 * keyboards and screen readers work without extra code; each option is a full-width 48 px touch target.
 */
export function QuestionCard({
  question,
  index,
  total,
  selected,
  disabled,
  onChange,
}: {
  question: Question;
  index: number;
  total: number;
  selected: string[];
  disabled?: boolean;
  onChange: (ids: string[]) => void;
}) {
  const t = useTranslations("learning");
  const multiple = question.kind === "multiple";
  return (
    <fieldset className="space-y-3 rounded-card border border-line p-4" data-testid="quiz-question">
      <legend className="sr-only">{t("quiz.question", { current: index + 1, total })}</legend>
      <p className="text-sm font-semibold text-brand-ink" aria-hidden>
        {t("quiz.question", { current: index + 1, total })}
      </p>
      <p className="text-lg font-semibold text-ink">{question.prompt}</p>
      <p className="text-sm text-ink-muted">{multiple ? t("quiz.chooseMany") : t("quiz.chooseOne")}</p>
      <div className="space-y-2">
        {question.options.map((o) => {
          const on = selected.includes(o.id);
          return (
            <label
              key={o.id}
              className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 ${on ? "border-brand bg-brand-soft" : "border-line hover:bg-surface-muted"}`}
            >
              <input
                type={multiple ? "checkbox" : "radio"}
                name={`q-${question.id}`}
                value={o.id}
                checked={on}
                disabled={disabled}
                onChange={() =>
                  onChange(
                    multiple ? (on ? selected.filter((s) => s !== o.id) : [...selected, o.id]) : [o.id],
                  )
                }
                className="size-5 shrink-0 accent-[var(--color-brand)]"
              />
              <span className="text-base text-ink">{o.text}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
