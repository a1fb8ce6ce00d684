import type { AnswerOutcome, AnswerResult, Citation, TokenUsage } from "@gk/ai";

export interface ProducedAnswer {
  text: string;
  citations: Citation[];
  outcome: AnswerOutcome;
  usage: TokenUsage;
  /** the answer broke off (the model failed mid-stream) */
  interrupted: boolean;
}

/**
 * Reads an answer to its end whatever the learner's connection does, and hands the same text on to the learner.
 * The answer is produced, kept and counted even when the learner closes the page mid-stream; `done` settles with
 * what was produced.
 */
export function drainAnswer(answer: AnswerResult): {
  forLearner: AnswerResult;
  done: Promise<ProducedAnswer>;
} {
  const chunks: string[] = [];
  let finished = false;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const signal = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  const pump = (async () => {
    try {
      for await (const delta of answer.textStream) {
        chunks.push(delta);
        signal();
      }
    } catch (e) {
      failure = e instanceof Error ? e : new Error("the answer broke off", { cause: e });
    } finally {
      finished = true;
      signal();
    }
  })();
  const textStream: AsyncIterable<string> = {
    async *[Symbol.asyncIterator]() {
      let i = 0;
      for (;;) {
        if (i < chunks.length) {
          yield chunks[i++]!;
          continue;
        }
        if (finished) {
          if (failure) throw failure;
          return;
        }
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
  };
  const settled = <T>(p: Promise<T>, fallback: T) => p.catch(() => fallback);
  const done = pump.then(async () => ({
    text: chunks.join(""),
    citations: await settled(answer.citations, []),
    outcome: await settled<AnswerOutcome>(answer.outcome, "answered"),
    usage: await settled(answer.usage, { inputTokens: 0, outputTokens: 0 }),
    interrupted: failure !== null,
  }));
  return { forLearner: { ...answer, textStream }, done };
}
