"use client";

import type { Attempt, Locale } from "@gk/contracts";
import { Button } from "@gk/ui/button";
import { toast } from "@gk/ui/toast-store";
import { isApiError } from "@gk/api-client";
import { Timer } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "@gk/i18n/client";
import { useCallback, useEffect, useRef, useState } from "react";
import { ClientBusyState } from "../client-busy-state";
import { learnPaths } from "../learning/paths";
import { useApp } from "../providers";
import { formatClock, mergeClock, secondsRemaining, type ServerClock } from "./countdown";
import { QuestionCard } from "./question-card";

interface Props {
  locale: Locale;
  slug: string;
  lessonId: string;
  quizId: string;
  title: string;
}

/**
 * Taking a quiz. The attempt and its deadline are the server's: opening this screen resumes the open attempt
 * (so a reload or a second tab shows the same time left and the answers already given), each choice is saved
 * at once, and at zero whatever was saved is submitted. Leaving through "leave the quiz" clears the answers but
 * not the clock. A start the API refuses (no attempt left, or the cooldown) shows its reason.
 */
export function QuizRunner({ locale, slug, lessonId, quizId, title }: Props) {
  const t = useTranslations("learning");
  const { api } = useApp();
  const router = useRouter();
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  /** why the attempt could not start: the API's message (e.g. the cooldown), or "" when the server is busy */
  const [failed, setFailed] = useState<string | null>(null);
  const [answers, setAnswers] = useState<Record<string, string[]>>({});
  const [clock, setClock] = useState<ServerClock | null>(null);
  const [left, setLeft] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const saves = useRef(new Set<Promise<unknown>>());
  const finished = useRef(false);

  useEffect(() => {
    let live = true;
    api
      .request("attemptStart", { quizId, restart: false })
      .then(({ data }) => {
        if (!live) return;
        setAttempt(data);
        setAnswers(Object.fromEntries(data.questions.map((q) => [q.id, q.selectedOptionIds])));
        setClock({ secondsLeft: data.secondsLeft, receivedAt: performance.now() });
      })
      .catch((err: unknown) => {
        if (live) setFailed(isApiError(err) && err.status === 409 ? err.message : "");
      });
    return () => {
      live = false;
    };
  }, [api, quizId]);

  const finish = useCallback(
    async (reason: "submit" | "time") => {
      if (!attempt || finished.current) return;
      finished.current = true;
      setFinishing(true);
      // answers still on their way are part of "whatever was answered"
      await Promise.allSettled([...saves.current]);
      try {
        await api.request("attemptSubmit", { attemptId: attempt.id });
      } catch {
        // past the deadline the server has graded it already (expired); reading it is enough
        await api.request("attempt", { attemptId: attempt.id }).catch(() => undefined);
      }
      if (reason === "time") toast.show({ look: "info", message: t("quiz.timeUp") });
      router.replace(learnPaths.result(locale, slug, lessonId, attempt.id));
    },
    [api, attempt, lessonId, locale, router, slug, t],
  );

  useEffect(() => {
    if (!clock) return;
    const tick = () => {
      const s = secondsRemaining(clock, performance.now());
      setLeft(s);
      if (s <= 0) void finish("time");
    };
    tick();
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [clock, finish]);

  function choose(questionId: string, optionIds: string[]) {
    if (!attempt || finished.current) return;
    const before = answers[questionId] ?? [];
    setAnswers((a) => ({ ...a, [questionId]: optionIds }));
    const p = api
      .request("attemptAnswer", { attemptId: attempt.id, questionId, optionIds })
      .then(({ data }) =>
        setClock((c) => mergeClock(c, { secondsLeft: data.secondsLeft, receivedAt: performance.now() })),
      )
      .catch((err: unknown) => {
        setAnswers((a) => ({ ...a, [questionId]: before }));
        toast.show({ look: "danger", message: err instanceof Error ? err.message : t("quiz.saveFailed") });
      })
      .finally(() => saves.current.delete(p));
    saves.current.add(p);
  }

  async function leave() {
    if (!attempt || !window.confirm(t("quiz.leaveConfirm"))) return;
    finished.current = true;
    await api.request("attemptAbandon", { attemptId: attempt.id }).catch(() => undefined);
    router.replace(learnPaths.lesson(locale, slug, lessonId));
  }

  if (failed === "") return <ClientBusyState />;
  if (failed !== null)
    return (
      <section role="alert" className="space-y-3 rounded-card border border-line p-6 text-center">
        <h2 className="text-xl font-bold">{t("attempts.startFailed")}</h2>
        <p data-testid="quiz-start-refused">{failed}</p>
        <Link
          href={learnPaths.lesson(locale, slug, lessonId)}
          className="inline-flex min-h-12 items-center justify-center rounded-lg px-5 text-lg font-semibold text-brand-ink hover:bg-surface-muted"
        >
          {t("quizResult.backToLesson")}
        </Link>
      </section>
    );
  if (!attempt) return <div className="h-64 animate-pulse rounded-card bg-surface-muted" aria-hidden />;
  const total = attempt.questions.length;
  const answered = attempt.questions.filter((q) => (answers[q.id] ?? []).length > 0).length;
  const low = left !== null && left <= 60;
  return (
    <div className="space-y-4">
      <div className="sticky top-16 z-30 -mx-4 border-b border-line bg-surface/95 px-4 py-2 backdrop-blur">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3">
          <p className="min-w-0 truncate font-semibold">{title}</p>
          <p
            role="timer"
            aria-label={t("quiz.timer")}
            data-testid="quiz-timer"
            className={`flex shrink-0 items-center gap-1 rounded-full px-3 py-1 text-lg font-bold tabular-nums ${low ? "bg-danger-strong text-white" : "bg-brand-soft text-ink"}`}
          >
            <Timer aria-hidden className="size-5" />
            {left === null ? "--:--" : formatClock(left)}
          </p>
        </div>
        <p className="mx-auto max-w-3xl text-sm text-ink-muted" aria-live="polite">
          {t("quiz.answered", { count: answered, total })}
        </p>
      </div>
      <ol className="mx-auto max-w-3xl space-y-4">
        {attempt.questions.map((q, i) => (
          <li key={q.id}>
            <QuestionCard
              question={q}
              index={i}
              total={total}
              selected={answers[q.id] ?? []}
              disabled={finishing}
              onChange={(ids) => choose(q.id, ids)}
            />
          </li>
        ))}
      </ol>
      <div className="mx-auto max-w-3xl space-y-3 pb-4">
        {confirming ? (
          <div
            role="alertdialog"
            aria-labelledby="submit-confirm"
            className="space-y-3 rounded-card border border-line-strong p-4"
          >
            <p id="submit-confirm" className="font-semibold">
              {t("quiz.submitConfirm")}
            </p>
            {answered < total ? (
              <p className="text-danger-ink">
                {t("quiz.unansweredLeft", { count: total - answered, shown: String(total - answered) })}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button
                size="lg"
                loading={finishing}
                onClick={() => void finish("submit")}
                data-testid="quiz-submit-confirm"
              >
                {t("quiz.submit")}
              </Button>
              <Button size="lg" variant="secondary" onClick={() => setConfirming(false)} disabled={finishing}>
                {t("quiz.cancel")}
              </Button>
            </div>
          </div>
        ) : (
          <Button size="lg" block onClick={() => setConfirming(true)} data-testid="quiz-submit">
            {t("quiz.submit")}
          </Button>
        )}
        <Button variant="ghost" block onClick={() => void leave()} disabled={finishing}>
          {t("quiz.leave")}
        </Button>
      </div>
    </div>
  );
}
