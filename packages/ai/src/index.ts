export type {
  AiProvider,
  AnswerInput,
  AnswerOutcome,
  AnswerResult,
  ChatTurn,
  Citation,
  Difficulty,
  DraftOption,
  InjectionFlag,
  InjectionRule,
  Locale,
  Passage,
  QuestionDraft,
  QuestionKind,
  TokenUsage,
  WriteQuestionsInput,
  WriteQuestionsResult,
} from "./types";
export { AiProviderError, isAiProviderError, type AiProviderErrorCode } from "./errors";
export { createOfflineProvider } from "./offline/provider";
export { detectInjection, looksLikeInjection, neutralise, scanInput } from "./injection";
export { passagesFromLesson } from "./passages";
export { MIN_COVERAGE, retrieve, relevant, type Retrieved } from "./retrieval";
export { guessLocale } from "./text";
export { message, type MessageKey } from "./messages";
export { createHostedProvider, toProviderError, citationsIn, type HostedConfig } from "./hosted/provider";
export { validDraft } from "./hosted/validate";
export { withFallback, type FallbackOptions } from "./fallback";
export { answerUIMessageStream, type CoachUIMessage } from "./ui-stream";
export type { FallbackInfo } from "./types";
