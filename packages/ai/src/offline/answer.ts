/**
 * The offline coach: finds the passages that answer the question and quotes their best sentences, each with
 * its citation. It writes no sentence of its own about the subject: the introduction says the answer is
 * assembled from the course text, and when nothing in the course covers the question it says so.
 */
import { neutralise, scanInput } from "../injection";
import { message } from "../messages";
import { relevant, retrieve, type Retrieved } from "../retrieval";
import { sentences, squash, terms } from "../text";
import type { AnswerInput, AnswerOutcome, AnswerResult, Citation, Locale, Passage } from "../types";

/** At most this many passages are quoted in one answer. */
const MAX_QUOTED = 3;
/** A further passage is quoted only when it ranks at least this close to the best one. */
const RUNNER_UP_SHARE = 0.6;
/** Passages up to this many words are quoted whole. */
const WHOLE_PASSAGE_WORDS = 45;

export interface Quote {
  passage: Passage;
  text: string;
}

/** The passages an offline answer quotes, with the words quoted; empty when the course does not cover it. */
export function chooseQuotes(input: AnswerInput): { quotes: Quote[]; otherLanguage: boolean } {
  const placeholder = message("removedInstruction", input.locale);
  const passages = input.passages.map((p) => {
    const text = neutralise(p.text, placeholder);
    return text === p.text ? p : { ...p, text };
  });
  let query = input.question;
  let rel = relevant(retrieve(query, passages));
  const previous = [...(input.history ?? [])].reverse().find((t) => t.role === "user");
  // A short follow-up ("why?", "contohnya?") is read together with the question before it.
  if (rel.length === 0 && previous) {
    query = `${previous.text}\n${input.question}`;
    rel = relevant(retrieve(query, passages));
  }
  if (rel.length === 0) return { quotes: [], otherLanguage: false };
  const own = rel.filter((r) => r.passage.locale === input.locale);
  const pool = own.length > 0 ? own : rel;
  const best = pool[0]!;
  const chosen = pool
    .filter((r, i) => i === 0 || r.score >= best.score * RUNNER_UP_SHARE)
    .slice(0, MAX_QUOTED);
  const queryTerms = new Set(terms(query));
  return {
    quotes: chosen.map((r) => ({ passage: r.passage, text: quoteOf(r, queryTerms, placeholder) })),
    otherLanguage: own.length === 0,
  };
}

/** The sentences of a passage worth quoting, one per line for a question: the passage whole when short, else the best run. */
function quoteOf(r: Retrieved, queryTerms: Set<string>, placeholder: string): string {
  const all = sentences(r.passage.text).filter((s) => s !== placeholder);
  const words = all.join(" ").split(/\s+/).length;
  if (words <= WHOLE_PASSAGE_WORDS) return all.join("\n");
  const scores = all.map((s) => {
    const ts = new Set(terms(s));
    let n = 0;
    for (const t of queryTerms) if (ts.has(t)) n++;
    return n;
  });
  let bestAt = 0;
  for (let i = 1; i < all.length; i++) if (scores[i]! > scores[bestAt]!) bestAt = i;
  // The best sentence, with the next one when it introduces a list or is too short to stand alone.
  const picked = [all[bestAt]!];
  const next = all[bestAt + 1];
  if (next && (picked[0]!.endsWith(":") || picked[0]!.split(/\s+/).length < 12 || scores[bestAt + 1]! > 0))
    picked.push(next);
  // A list item that follows is quoted with its siblings when few, so "four levels:" is not left hanging.
  if (picked[picked.length - 1]!.endsWith(":"))
    for (let i = bestAt + 2; i < all.length && picked.length < 6; i++) picked.push(all[i]!);
  return picked.map(squash).join("\n");
}

const label = (i: number) => `P${i + 1}`;

function paragraphName(p: Passage, locale: Locale): string {
  return locale === "id"
    ? `${p.lessonTitle}, paragraf ${p.paragraph + 1}`
    : `${p.lessonTitle}, paragraph ${p.paragraph + 1}`;
}

async function* stream(parts: string[], signal?: AbortSignal): AsyncGenerator<string> {
  for (const part of parts) {
    if (signal?.aborted) return;
    yield part;
    await new Promise((r) => setImmediate(r));
  }
}

/** The offline coach's answer to one question. */
export function answerOffline(input: AnswerInput): AnswerResult {
  const flags = scanInput(input.question, input.passages, input.history);
  const done = (text: string[], outcome: AnswerOutcome, citations: Citation[]): AnswerResult => ({
    mode: "offline",
    textStream: stream(text, input.signal),
    citations: Promise.resolve(citations),
    outcome: Promise.resolve(outcome),
    usage: Promise.resolve({ inputTokens: 0, outputTokens: 0 }),
    flags,
  });
  if (flags.some((f) => f.source === "question"))
    return done([message("refused", input.locale)], "refused", []);
  const { quotes, otherLanguage } = chooseQuotes(input);
  if (quotes.length === 0) return done([message("notInCourse", input.locale)], "not-in-course", []);
  const citations: Citation[] = quotes.map((q, i) => ({
    label: label(i),
    passageId: q.passage.id,
    lessonId: q.passage.lessonId,
    lessonTitle: q.passage.lessonTitle,
    paragraph: q.passage.paragraph,
    locale: q.passage.locale,
    quote: q.text,
  }));
  const parts = [message("extractiveIntro", input.locale), "\n\n"];
  if (otherLanguage) parts.push(message("otherLanguage", input.locale), "\n\n");
  quotes.forEach((q, i) => {
    for (const s of sentences(q.text)) parts.push(parts.at(-1)!.endsWith("\n\n") ? `> ${s}` : ` ${s}`);
    parts.push(` [${label(i)}]\n`, `— ${paragraphName(q.passage, input.locale)}\n\n`);
  });
  parts.push(message("readMore", input.locale));
  return done(parts, "answered", citations);
}
