/**
 * The provider interface of the AI coach and the AI question writer. The caller (the API) fetches the
 * passages from the lesson texts and hands them in; a provider never touches the database, and every claim it
 * makes points back at one of those passages.
 */

export type Locale = "id" | "en";

/** One paragraph of a lesson, the unit the coach cites and a question is written from. */
export interface Passage {
  /** Stable id chosen by the caller (for example `${lessonId}:${paragraph}`); citations carry it back. */
  id: string;
  lessonId: string;
  lessonTitle: string;
  /** Index of the paragraph in the lesson body, counted from 0: the anchor a citation links to. */
  paragraph: number;
  text: string;
  locale: Locale;
}

export interface ChatTurn {
  role: "user" | "assistant";
  text: string;
}

export interface AnswerInput {
  question: string;
  /** The learner's language: the answer is written (or introduced) in it. */
  locale: Locale;
  /** The passages the answer may use: the course's lessons, in either language. */
  passages: Passage[];
  /** Earlier turns of this conversation, oldest first (a follow-up question is read with them). */
  history?: ChatTurn[];
  /** Cancels the answer (the learner left or asked again). */
  signal?: AbortSignal;
}

/** A passage the answer used, with the label the answer text refers to it by (`[P1]`). */
export interface Citation {
  label: string;
  passageId: string;
  lessonId: string;
  lessonTitle: string;
  paragraph: number;
  locale: Locale;
  /** The words of the passage the answer relied on (the quoted sentences offline; the passage's opening otherwise). */
  quote: string;
}

/**
 * Why an answer is what it is:
 * - `answered`: grounded in at least one cited passage;
 * - `not-in-course`: nothing in the passages answers the question, and the answer says so;
 * - `refused`: the question tried to give the coach instructions (prompt injection) and was declined.
 */
export type AnswerOutcome = "answered" | "not-in-course" | "refused";

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface AnswerResult {
  /** `offline` (extractive, from the course text) or `hosted` (written by a model from the passages). */
  mode: "offline" | "hosted";
  /** The answer text as it is produced. Iterate once. Markers such as `[P1]` name citations by label. */
  textStream: AsyncIterable<string>;
  /** Settles when the stream has ended: the citations the finished text refers to, in order of first use. */
  citations: Promise<Citation[]>;
  /** Settles when the stream has ended. */
  outcome: Promise<AnswerOutcome>;
  /** Settles when the stream has ended: tokens the model counted (0 offline), for the site's budget. */
  usage: Promise<TokenUsage>;
  /** Instruction-like text found in the question or in passages (empty when none). */
  flags: InjectionFlag[];
  /** Set when this answer came from the fallback provider (see `withFallback`): why, and the note to show. */
  fallback?: FallbackInfo;
}

export interface FallbackInfo {
  /** the error code of the provider that failed, or `budget` when the caller chose not to call it */
  reason: string;
  /** one sentence in the learner's or author's language, to show beside the answer or the drafts */
  note: string;
}

export type Difficulty = "easy" | "medium" | "hard";
export type QuestionKind = "single" | "multiple";

export interface WriteQuestionsInput {
  passages: Passage[];
  count: number;
  difficulty: Difficulty;
  kind: QuestionKind;
  /** The language the questions are written in; passages in the other language are not used. */
  locale: Locale;
  /**
   * Stems of questions already written for this material (a pretest's, when writing its post-test): no draft
   * repeats one, and the offline writer asks the same facts in another form where it can.
   */
  avoid?: string[];
  /** Varies which questions are chosen and the order of options (offline); any string. */
  seed?: string;
  signal?: AbortSignal;
}

export interface DraftOption {
  text: string;
  correct: boolean;
}

export interface QuestionDraft {
  kind: QuestionKind;
  locale: Locale;
  stem: string;
  /** 3–5 options; `single`: exactly one correct; `multiple`: two or more correct and at least one wrong. */
  options: DraftOption[];
  /** The passage the question is written from and answered by. */
  sourcePassageId: string;
  /** Why the key is right, pointing at the passage (shown to the reviewing author, then to the learner). */
  rationale: string;
}

export interface WriteQuestionsResult {
  mode: "offline" | "hosted";
  /** At most `count`; fewer when the passages do not carry enough material (never padded with guesses). */
  drafts: QuestionDraft[];
  usage: TokenUsage;
  flags: InjectionFlag[];
  fallback?: FallbackInfo;
}

export interface AiProvider {
  readonly mode: "offline" | "hosted";
  /**
   * Starts an answer. Resolves once the answer has begun (for a model: its first words arrived), so a failing
   * model rejects here with an `AiProviderError` and the caller can fall back to the offline provider before
   * anything reached the learner.
   */
  answer(input: AnswerInput): Promise<AnswerResult>;
  writeQuestions(input: WriteQuestionsInput): Promise<WriteQuestionsResult>;
}

/** Where instruction-like text was found and which rule matched. */
export interface InjectionFlag {
  source: "question" | "passage" | "history";
  /** The passage's id when `source` is `passage`. */
  passageId?: string;
  rule: InjectionRule;
  /** The matching words, for the log and the reviewing author. */
  excerpt: string;
}

export type InjectionRule =
  "override-instructions" | "reveal-prompt" | "role-play" | "new-instructions" | "fence-break";
