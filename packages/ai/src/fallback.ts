/**
 * A provider that falls back: the hosted model first, the offline provider when the model fails (any
 * `AiProviderError`) or when the caller says not to spend (`budgetLeft` answers false). The result then carries
 * `fallback` with the reason and a note in the learner's language, which the screen shows beside the answer:
 * the learner always gets an answer, never an error.
 */
import { isAiProviderError } from "./errors";
import { message } from "./messages";
import { createOfflineProvider } from "./offline/provider";
import type { AiProvider, AnswerInput, FallbackInfo, Locale, WriteQuestionsInput } from "./types";

export interface FallbackOptions {
  fallback?: AiProvider;
  /** asked before each call of the primary provider; false sends the call to the fallback (budget spent) */
  budgetLeft?: () => boolean | Promise<boolean>;
  /** told about every failure of the primary provider (for the log) */
  onFallback?: (reason: string, error?: unknown) => void;
}

export function withFallback(primary: AiProvider, options: FallbackOptions = {}): AiProvider {
  const fallback = options.fallback ?? createOfflineProvider();
  if (primary === fallback) return primary;
  const info = (reason: string, locale: Locale, kind: "answer" | "questions"): FallbackInfo => ({
    reason,
    note: message(
      kind === "questions"
        ? "fallbackQuestions"
        : reason === "budget"
          ? "fallbackBudget"
          : "fallbackUnavailable",
      locale,
    ),
  });
  async function run<I extends { locale: Locale }, R extends { fallback?: FallbackInfo }>(
    input: I,
    kind: "answer" | "questions",
    call: (p: AiProvider, i: I) => Promise<R>,
  ): Promise<R> {
    if (options.budgetLeft && !(await options.budgetLeft())) {
      options.onFallback?.("budget");
      return { ...(await call(fallback, input)), fallback: info("budget", input.locale, kind) };
    }
    try {
      return await call(primary, input);
    } catch (e) {
      if (!isAiProviderError(e) || e.code === "aborted") throw e;
      options.onFallback?.(e.code, e);
      return { ...(await call(fallback, input)), fallback: info(e.code, input.locale, kind) };
    }
  }
  return {
    mode: primary.mode,
    answer: (input: AnswerInput) => run(input, "answer", (p, i) => p.answer(i)),
    writeQuestions: (input: WriteQuestionsInput) => run(input, "questions", (p, i) => p.writeQuestions(i)),
  };
}
