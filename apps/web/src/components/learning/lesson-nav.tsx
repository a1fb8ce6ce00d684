"use client";

import type { Locale } from "@gk/tenancy";
import { Button } from "@gk/ui/button";
import { toast } from "@gk/ui/toast-store";
import { ChevronLeft, ChevronRight, Check } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "@gk/i18n/client";
import { useState } from "react";
import { useApp } from "../providers";
import { learnPaths } from "./paths";

interface Props {
  locale: Locale;
  slug: string;
  lessonId: string;
  previousId: string | null;
  nextId: string | null;
  /** quiz lessons complete through their quiz, never from here */
  completable: boolean;
  completed: boolean;
}

/**
 * The player's bottom bar: previous, mark done, next — within a thumb's reach on a phone (it sits above the
 * bottom navigation and stays there while the lesson scrolls). "Next" on an unfinished lesson marks it done
 * first, so progress is saved as the learner goes and "continue" resumes at the right lesson.
 */
export function LessonNav({ locale, slug, lessonId, previousId, nextId, completable, completed }: Props) {
  const t = useTranslations("learning");
  const { api } = useApp();
  const router = useRouter();
  const [done, setDone] = useState(completed);
  const [busy, setBusy] = useState(false);

  async function complete(): Promise<boolean> {
    if (done || !completable) return true;
    setBusy(true);
    try {
      const res = await api.request("lessonComplete", { lessonId });
      setDone(true);
      const points = res.data.pointsAwarded;
      toast.show({
        look: "success",
        message:
          points > 0
            ? `${t("markedComplete")} · ${t("pointsEarned", { points, shown: String(points) })}`
            : t("markedComplete"),
      });
      return true;
    } catch (err) {
      toast.show({ look: "danger", message: err instanceof Error ? err.message : t("markedComplete") });
      return false;
    } finally {
      setBusy(false);
    }
  }

  const side =
    "inline-flex min-h-12 min-w-12 items-center justify-center gap-1 rounded-lg border border-line bg-surface px-3 font-semibold text-ink hover:bg-surface-muted";
  return (
    <nav
      aria-label={`${t("previousLesson")} / ${t("nextLesson")}`}
      className="sticky bottom-[4.75rem] z-10 -mx-4 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur lg:bottom-0 lg:mx-0 lg:rounded-card lg:border"
    >
      <div className="flex items-center gap-2">
        {previousId ? (
          <Link
            href={learnPaths.lesson(locale, slug, previousId)}
            className={side}
            aria-label={t("previousLesson")}
          >
            <ChevronLeft aria-hidden className="size-5" />
            <span className="hidden sm:inline">{t("previousLesson")}</span>
          </Link>
        ) : (
          <span className="min-w-12" />
        )}
        <div className="flex-1">
          {completable ? (
            done ? (
              <p
                className="flex min-h-12 items-center justify-center gap-1 font-semibold text-success-ink"
                data-testid="lesson-done"
              >
                <Check aria-hidden className="size-5" />
                {t("lessonDone")}
              </p>
            ) : (
              <Button block size="lg" variant="secondary" loading={busy} onClick={() => void complete()}>
                {t("markComplete")}
              </Button>
            )
          ) : null}
        </div>
        {nextId ? (
          <Button
            size="lg"
            loading={busy}
            aria-label={t("nextLesson")}
            onClick={async () => {
              if (await complete()) router.push(learnPaths.lesson(locale, slug, nextId));
            }}
          >
            <span className="hidden sm:inline">{t("nextLesson")}</span>
            <ChevronRight aria-hidden className="size-5" />
          </Button>
        ) : (
          <span className="min-w-12" />
        )}
      </div>
    </nav>
  );
}
