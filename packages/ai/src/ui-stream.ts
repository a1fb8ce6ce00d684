/**
 * An answer as the ai SDK's UI message stream, the shape `useChat` (@ai-sdk/react) reads: the fallback note
 * first when there is one (`data-note`), the text as it comes, then the citations (`data-citations`) and the
 * outcome (`data-outcome`). The API pipes it to the browser with `pipeUIMessageStreamToResponse`. If the model
 * breaks off mid-answer, the text ends with a sentence saying so instead of an error.
 */
import { createUIMessageStream, type UIMessage } from "ai";
import { message } from "./messages";
import type { AnswerOutcome, AnswerResult, Citation, FallbackInfo, Locale } from "./types";

export type CoachUIMessage = UIMessage<
  never,
  { note: FallbackInfo; citations: Citation[]; outcome: AnswerOutcome }
>;

export function answerUIMessageStream(answer: AnswerResult, locale: Locale) {
  return createUIMessageStream<CoachUIMessage>({
    execute: async ({ writer }) => {
      if (answer.fallback) writer.write({ type: "data-note", data: answer.fallback });
      writer.write({ type: "text-start", id: "answer" });
      try {
        for await (const delta of answer.textStream)
          writer.write({ type: "text-delta", id: "answer", delta });
      } catch {
        writer.write({ type: "text-delta", id: "answer", delta: `\n\n${message("interrupted", locale)}` });
      }
      writer.write({ type: "text-end", id: "answer" });
      writer.write({ type: "data-citations", data: await answer.citations });
      writer.write({ type: "data-outcome", data: await answer.outcome });
    },
    onError: () => message("interrupted", locale),
  });
}
