"use client";

import type { Locale } from "@gk/tenancy";
import { useTranslations } from "@gk/i18n/client";
import { buttonVariants } from "@gk/ui/button";
import { lazy, Suspense, useId, useRef, useState } from "react";

/**
 * The panel (the ai SDK's chat, the citations, the history) is a chunk of its own, fetched when the learner first
 * opens it, so the lesson and course pages load no more JavaScript than before for those who never ask.
 */
const CoachPanel = lazy(() => import("./coach-panel").then((m) => ({ default: m.CoachPanel })));

interface Props {
  locale: Locale;
  courseSlug: string;
  /** the lesson being read: the coach prefers its passages */
  lessonId?: string;
}

/**
 * "Ask the AI Coach": a button that opens the coach panel in place, below it. The page renders it only for a
 * signed-in learner of the course on a site that offers the coach, so this module stays as small as it can: it
 * is part of the course page's first load, which has a budget (first-load-budget.json). Closing the panel returns
 * the focus to the button.
 */
export function CoachLauncher({ locale, courseSlug, lessonId }: Props) {
  const t = useTranslations("course");
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  return (
    <section aria-label={t("coach.title")} className="space-y-3">
      <button
        ref={button}
        type="button"
        className={buttonVariants({ variant: open ? "secondary" : "primary" })}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        data-testid="coach-open"
      >
        {open ? t("coach.close") : t("coach.open")}
      </button>
      {open ? (
        <Suspense>
          <CoachPanel
            id={panelId}
            locale={locale}
            courseSlug={courseSlug}
            lessonId={lessonId}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
