import { scanInput } from "../injection";
import type { AiProvider, WriteQuestionsInput, WriteQuestionsResult } from "../types";
import { answerOffline } from "./answer";
import { writeQuestionsOffline } from "./questions";

/**
 * The default provider: needs no network and no model. The coach quotes the passages that answer a question
 * (and says when none does); the question writer builds questions from the definitions and figures the
 * passages state. Passages whose text tries to instruct an assistant are never quoted from that text and give
 * no questions.
 */
export function createOfflineProvider(): AiProvider {
  return {
    mode: "offline",
    answer: (input) => Promise.resolve(answerOffline(input)),
    writeQuestions: (input: WriteQuestionsInput): Promise<WriteQuestionsResult> => {
      const flags = scanInput("", input.passages);
      const flagged = new Set(flags.map((f) => f.passageId));
      const drafts = writeQuestionsOffline({
        ...input,
        passages: input.passages.filter((p) => !flagged.has(p.id)),
      });
      return Promise.resolve({ mode: "offline", drafts, usage: { inputTokens: 0, outputTokens: 0 }, flags });
    },
  };
}
