import type { ResponseOf, Locale } from "@gk/contracts";
import {
  circleCheckIcon,
  circleIcon,
  circlePlayIcon,
  circleQuestionMarkIcon,
  fileTextIcon,
  lockIcon,
  radioIcon,
} from "@gk/ui/icon-shapes";
import { InlineIcon } from "@gk/ui/inline-icons";
import Link from "next/link";
import { learnPaths } from "./paths";

type Outline = ResponseOf<"courseLearning">["data"];
const ICON = {
  article: fileTextIcon,
  video: circlePlayIcon,
  live: radioIcon,
  quiz: circleQuestionMarkIcon,
  pretest: circleQuestionMarkIcon,
} as const;

/**
 * Sections and lessons with done marks; the current lesson is marked for screen readers too. A lesson beyond a
 * paid course's free preview carries a lock and "Included in the upgrade" (opening it shows the upgrade panel).
 */
export function LessonOutline({
  outline,
  locale,
  currentId,
  labels,
}: {
  outline: Outline;
  locale: Locale;
  currentId: string;
  labels: { done: string; locked: string; kinds: Record<keyof typeof ICON, string> };
}) {
  return (
    <ol className="space-y-4">
      {outline.sections.map((s) => (
        <li key={s.id}>
          <p className="px-2 pb-1 text-sm font-bold text-ink-muted">{s.title}</p>
          <ol>
            {s.lessons.map((l) => {
              const current = l.id === currentId;
              return (
                <li key={l.id}>
                  <Link
                    href={learnPaths.lesson(locale, outline.course.slug, l.id)}
                    aria-current={current ? "page" : undefined}
                    className={`flex min-h-11 items-center gap-2 rounded-lg px-2 py-2 text-left ${current ? "bg-brand-soft font-semibold text-ink" : "text-ink hover:bg-surface-muted"}`}
                  >
                    <InlineIcon icon={ICON[l.kind]} className="size-4 shrink-0 text-ink-muted" />
                    <span className="sr-only">{labels.kinds[l.kind]}:</span>
                    <span className="min-w-0 flex-1">
                      {l.title}
                      {l.locked ? (
                        <span className="mt-0.5 flex items-center gap-1 text-xs font-semibold text-ink-muted">
                          <InlineIcon icon={lockIcon} className="size-3.5 shrink-0" />
                          {labels.locked}
                        </span>
                      ) : null}
                    </span>
                    {l.locked ? null : l.completed ? (
                      <InlineIcon
                        icon={circleCheckIcon}
                        label={labels.done}
                        className="size-5 shrink-0 text-success-ink"
                      />
                    ) : (
                      <InlineIcon icon={circleIcon} className="size-5 shrink-0 text-line-strong" />
                    )}
                  </Link>
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}
