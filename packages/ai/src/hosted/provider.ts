/**
 * The provider over any OpenAI-compatible endpoint (a hosted model, vLLM, Ollama, llama.cpp's server), through
 * the ai SDK. It retrieves the passages for a question the same way the offline coach does, sends them fenced
 * as data with the rules in prompts.ts, streams the answer and reads the citations back. Every failure of the
 * endpoint becomes an `AiProviderError`, so the caller can fall back to the offline provider.
 */
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { APICallError, generateText, Output, RetryError, streamText, type LanguageModel } from "ai";
import { z } from "zod";
import { AiProviderError } from "../errors";
import { scanInput } from "../injection";
import { message } from "../messages";
import { retrieve } from "../retrieval";
import type {
  AiProvider,
  AnswerInput,
  AnswerOutcome,
  AnswerResult,
  Citation,
  QuestionDraft,
  TokenUsage,
  WriteQuestionsInput,
  WriteQuestionsResult,
} from "../types";
import { answerOffline } from "../offline/answer";
import { coachSystem, coachUser, labelled, writerSystem, writerUser, type LabelledPassage } from "./prompts";
import { validDraft } from "./validate";

export interface HostedConfig {
  /** e.g. `https://api.example.com/v1` or `http://127.0.0.1:11434/v1` */
  baseURL: string;
  model: string;
  apiKey?: string;
  /** a name for logs and the ai SDK's provider id; `openai-compatible` by default */
  name?: string;
  /** give up on a call after this long (the caller then falls back); 30 s by default */
  timeoutMs?: number;
  /** the endpoint accepts `response_format: json_schema` (OpenAI, vLLM, recent Ollama and llama.cpp) */
  structuredOutputs?: boolean;
  /** at most this many passages go into one coach prompt; 6 by default */
  maxPassages?: number;
}

/** Any error of a call as the one error callers handle. */
export function toProviderError(e: unknown, signal?: AbortSignal): AiProviderError {
  if (e instanceof AiProviderError) return e;
  if (RetryError.isInstance(e)) return toProviderError(e.lastError, signal);
  const reason: unknown = signal?.reason;
  if (signal?.aborted && reason instanceof Error && reason.name === "TimeoutError")
    return new AiProviderError("timeout", "the model did not answer in time", { cause: e });
  if (signal?.aborted) return new AiProviderError("aborted", "the call was cancelled", { cause: e });
  if (APICallError.isInstance(e)) {
    if (e.statusCode !== undefined)
      return new AiProviderError("http", `the model endpoint answered ${e.statusCode}`, {
        status: e.statusCode,
        cause: e,
      });
    return new AiProviderError("unreachable", "the model endpoint could not be reached", { cause: e });
  }
  if (e instanceof Error && /NoObjectGenerated|TypeValidation|JSONParse|NoOutput/i.test(e.name))
    return new AiProviderError("bad-output", "the model's answer did not have the shape asked for", {
      cause: e,
    });
  return new AiProviderError("unreachable", "the model endpoint could not be reached", { cause: e });
}

const CITE = /\[\s*(P\d+(?:\s*[,;]\s*P\d+)*)\s*\]/g;

/** The citations a finished answer makes, in order of first use; labels that name no passage are dropped. */
export function citationsIn(text: string, items: LabelledPassage[]): Citation[] {
  const byLabel = new Map(items.map((i) => [i.label, i.passage]));
  const seen = new Set<string>();
  const out: Citation[] = [];
  for (const m of text.matchAll(CITE))
    for (const label of m[1]!.split(/[,;]/).map((s) => s.trim())) {
      const p = byLabel.get(label);
      if (!p || seen.has(label)) continue;
      seen.add(label);
      out.push({
        label,
        passageId: p.id,
        lessonId: p.lessonId,
        lessonTitle: p.lessonTitle,
        paragraph: p.paragraph,
        locale: p.locale,
        quote: p.text.length > 240 ? `${p.text.slice(0, 240)}…` : p.text,
      });
    }
  return out;
}

const usageOf = (u: { inputTokens?: number; outputTokens?: number } | undefined): TokenUsage => ({
  inputTokens: u?.inputTokens ?? 0,
  outputTokens: u?.outputTokens ?? 0,
});

const draftSchema = z.object({
  questions: z.array(
    z.object({
      stem: z.string(),
      options: z.array(z.object({ text: z.string(), correct: z.boolean() })),
      sourcePassageId: z.string(),
      rationale: z.string(),
    }),
  ),
});

export function createHostedProvider(config: HostedConfig): AiProvider {
  const provider = createOpenAICompatible({
    name: config.name ?? "openai-compatible",
    baseURL: config.baseURL,
    ...(config.apiKey ? { apiKey: config.apiKey } : {}),
    includeUsage: true,
    supportsStructuredOutputs: config.structuredOutputs ?? false,
  });
  const model: LanguageModel = provider.chatModel(config.model);
  const timeoutMs = config.timeoutMs ?? 30_000;
  const signalFor = (outer?: AbortSignal) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    return outer ? AbortSignal.any([outer, timeout]) : timeout;
  };

  async function answer(input: AnswerInput): Promise<AnswerResult> {
    const flags = scanInput(input.question, input.passages, input.history);
    // A question that tries to instruct the coach is declined here: it never reaches the model.
    if (flags.some((f) => f.source === "question")) return { ...answerOffline(input), mode: "hosted" };
    const previous = [...(input.history ?? [])].reverse().find((t) => t.role === "user");
    const query = previous ? `${input.question}\n${previous.text}` : input.question;
    const ranked = retrieve(query, input.passages, config.maxPassages ?? 6);
    if (ranked.length === 0) return { ...answerOffline({ ...input, history: [] }), mode: "hosted" };
    const items = labelled(ranked.map((r) => r.passage));
    const signal = signalFor(input.signal);
    const result = streamText({
      model,
      system: coachSystem(input.locale),
      messages: [
        ...(input.history ?? []).map((t) => ({ role: t.role, content: t.text })),
        { role: "user" as const, content: coachUser(items, input.question, input.locale) },
      ],
      maxRetries: 0,
      abortSignal: signal,
      onError: () => {}, // errors are read from the stream below and thrown as AiProviderError
    });
    const parts = result.fullStream[Symbol.asyncIterator]();
    let usage: TokenUsage = { inputTokens: 0, outputTokens: 0 };
    const next = async () => {
      try {
        const r = await parts.next();
        if (!r.done && r.value.type === "error") throw r.value.error;
        if (!r.done && r.value.type === "finish") usage = usageOf(r.value.totalUsage);
        return r;
      } catch (e) {
        throw toProviderError(e, signal);
      }
    };
    // Wait for the first words, so a failing endpoint rejects here, before anything reached the learner.
    let first: string | undefined;
    for (;;) {
      const r = await next();
      if (r.done) break;
      if (r.value.type === "text-delta" && r.value.text) {
        first = r.value.text;
        break;
      }
    }
    // The SDK ends the stream quietly when the call is aborted (our timeout or the caller): say why.
    if (signal.aborted) throw toProviderError(signal.reason, signal);
    if (first === undefined) throw new AiProviderError("bad-output", "the model answered with no text");

    let text = "";
    let settle!: (v: { citations: Citation[]; outcome: AnswerOutcome; usage: TokenUsage }) => void;
    const settled = new Promise<{ citations: Citation[]; outcome: AnswerOutcome; usage: TokenUsage }>(
      (r) => (settle = r),
    );
    const finish = () => {
      const citations = citationsIn(text, items);
      const outcome: AnswerOutcome = text.includes(message("refused", input.locale))
        ? "refused"
        : citations.length === 0 || text.includes(message("notInCourse", input.locale))
          ? "not-in-course"
          : "answered";
      settle({ citations, outcome, usage });
    };
    async function* stream(): AsyncGenerator<string> {
      try {
        text += first!;
        yield first!;
        for (;;) {
          const r = await next();
          if (r.done) break;
          if (r.value.type === "text-delta" && r.value.text) {
            text += r.value.text;
            yield r.value.text;
          }
        }
        if (signal.aborted) throw toProviderError(signal.reason, signal);
      } finally {
        finish();
      }
    }
    return {
      mode: "hosted",
      textStream: stream(),
      citations: settled.then((s) => s.citations),
      outcome: settled.then((s) => s.outcome),
      usage: settled.then((s) => s.usage),
      flags,
    };
  }

  async function writeQuestions(input: WriteQuestionsInput): Promise<WriteQuestionsResult> {
    const flags = scanInput("", input.passages);
    const passages = input.passages.filter((p) => p.locale === input.locale);
    if (passages.length === 0 || input.count <= 0)
      return { mode: "hosted", drafts: [], usage: { inputTokens: 0, outputTokens: 0 }, flags };
    const items = labelled(passages);
    const signal = signalFor(input.signal);
    let result;
    try {
      result = await generateText({
        model,
        system: writerSystem(),
        prompt: writerUser(items, input),
        output: Output.object({ schema: draftSchema }),
        maxRetries: 0,
        abortSignal: signal,
      });
    } catch (e) {
      throw toProviderError(e, signal);
    }
    const ids = new Map(
      items.flatMap((i) => [[i.passage.id, i.passage.id] as const, [i.label, i.passage.id] as const]),
    );
    const drafts: QuestionDraft[] = [];
    const avoid = new Set((input.avoid ?? []).map((a) => a.trim().toLowerCase()));
    for (const q of result.output.questions) {
      if (avoid.has(q.stem.trim().toLowerCase())) continue;
      const sourcePassageId = ids.get(q.sourcePassageId.trim());
      if (!sourcePassageId) continue;
      const d: QuestionDraft = {
        kind: input.kind,
        locale: input.locale,
        stem: q.stem.trim(),
        options: q.options.map((o) => ({ text: o.text.trim(), correct: o.correct })),
        sourcePassageId,
        rationale: q.rationale.trim(),
      };
      if (validDraft(d)) drafts.push(d);
      if (drafts.length === input.count) break;
    }
    if (drafts.length === 0)
      throw new AiProviderError("bad-output", "the model wrote no question that passed the checks");
    return { mode: "hosted", drafts, usage: usageOf(result.usage), flags };
  }

  return { mode: "hosted", answer, writeQuestions };
}
