import { randomInt, randomUUID } from "node:crypto";
import {
  attemptAnswers,
  attemptQuestions,
  quizOptions,
  quizQuestions,
  type AttemptQuestion,
  type Db,
  type QuizAttempt,
} from "@gk/db";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { ReadCache } from "../../cache/read-cache";

/**
 * The questions of one attempt. A quiz owns a pool of questions (all its quiz_questions); each attempt draws
 * `questionCount` of them at random, in a random order, with each question's options shuffled, and issues
 * fresh ids for the questions and options it shows. The browser only ever sees those per-attempt ids; they
 * map to the real question and options on the server, so ids or positions read in one attempt say nothing
 * about the next.
 */
export interface PoolQuestion {
  id: string;
  position: number;
  kind: "single" | "multiple";
  promptId: string;
  promptEn: string;
  explanationId: string;
  explanationEn: string;
  options: { id: string; textId: string; textEn: string; correct: boolean }[];
}

/** A drawn question: its per-attempt row and the real question behind it. */
export interface Drawn {
  item: AttemptQuestion;
  question: PoolQuestion;
}

export async function loadPool(db: Db, quizId: string, only?: string[]): Promise<PoolQuestion[]> {
  const qs = await db
    .select()
    .from(quizQuestions)
    .where(only ? inArray(quizQuestions.id, only) : eq(quizQuestions.quizId, quizId))
    .orderBy(asc(quizQuestions.position));
  if (qs.length === 0) return [];
  const opts = await db
    .select()
    .from(quizOptions)
    .where(
      inArray(
        quizOptions.questionId,
        qs.map((q) => q.id),
      ),
    )
    .orderBy(asc(quizOptions.position));
  return qs
    .filter((q) => q.quizId === quizId)
    .map((q) => ({ ...q, options: opts.filter((o) => o.questionId === q.id) }));
}

/**
 * The pools the API has read, per database: starting, showing and grading an attempt all read its quiz's pool,
 * which changes only when someone edits the quiz. Held in the catalogue cache (see `registerPoolCache`), which
 * any change to quizzes, their questions or options empties (triggers of migrations 0003 and 0019).
 */
const poolCaches = new WeakMap<Db, ReadCache>();
export function registerPoolCache(db: Db, cache: ReadCache) {
  poolCaches.set(db, cache);
}

/** The quiz's whole pool, from the cache when the database has one. */
export function quizPool(db: Db, quizId: string): Promise<PoolQuestion[]> {
  const cache = poolCaches.get(db);
  return cache ? cache.remember(`quiz-pool:${quizId}`, () => loadPool(db, quizId)) : loadPool(db, quizId);
}

/** Fisher–Yates with the platform's cryptographic generator: the order cannot be predicted from earlier ones. */
function shuffle<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const itemOf = (attemptId: string, q: PoolQuestion, position: number, options: PoolQuestion["options"]) => ({
  id: randomUUID(),
  attemptId,
  questionId: q.id,
  position,
  optionIds: options.map((o) => o.id),
  publicOptionIds: options.map(() => randomUUID()),
});

/** A fresh draw for a new attempt: `count` questions of the pool (all of them when the pool is smaller). */
export function drawItems(attemptId: string, pool: readonly PoolQuestion[], count: number) {
  return shuffle(pool)
    .slice(0, Math.max(0, Math.min(count, pool.length)))
    .map((q, i) => itemOf(attemptId, q, i + 1, shuffle(q.options)));
}

/**
 * The attempt's drawn questions in the order shown. An attempt made before attempts drew their questions has
 * no rows yet: it gets them on first use, from the questions it answered and then the pool in order, with
 * the options in their stored order (its answers and grade stay as they were) and fresh ids.
 */
export async function drawnQuestions(db: Db, attempt: QuizAttempt): Promise<Drawn[]> {
  let items = await db
    .select()
    .from(attemptQuestions)
    .where(eq(attemptQuestions.attemptId, attempt.id))
    .orderBy(asc(attemptQuestions.position));
  if (items.length === 0) {
    if (attempt.status === "reset") return [];
    const pool = await quizPool(db, attempt.quizId);
    const answered = new Set(
      (
        await db
          .select({ questionId: attemptAnswers.questionId })
          .from(attemptAnswers)
          .where(eq(attemptAnswers.attemptId, attempt.id))
      ).map((a) => a.questionId),
    );
    const chosen = [...pool.filter((q) => answered.has(q.id)), ...pool.filter((q) => !answered.has(q.id))]
      .slice(0, Math.max(attempt.questionCount, answered.size))
      .sort((a, b) => a.position - b.position);
    if (chosen.length === 0) return [];
    await db
      .insert(attemptQuestions)
      .values(chosen.map((q, i) => itemOf(attempt.id, q, i + 1, q.options)))
      .onConflictDoNothing();
    items = await db
      .select()
      .from(attemptQuestions)
      .where(eq(attemptQuestions.attemptId, attempt.id))
      .orderBy(asc(attemptQuestions.position));
  }
  // the pool of the quiz as it is now: a question deleted from it since the draw drops out, as before
  const pool = new Map((await quizPool(db, attempt.quizId)).map((q) => [q.id, q]));
  return items.flatMap((item) => {
    const question = pool.get(item.questionId);
    return question ? [{ item, question }] : [];
  });
}

/** Real option ids → the ids this attempt shows (unknown ones are dropped). */
export function toPublic(item: AttemptQuestion, realIds: readonly string[]): string[] {
  return realIds.flatMap((id) => {
    const i = item.optionIds.indexOf(id);
    return i < 0 ? [] : [item.publicOptionIds[i]!];
  });
}

/** The ids this attempt shows → real option ids; null when one of them is not an option of this question here. */
export function toReal(item: AttemptQuestion, publicIds: readonly string[]): string[] | null {
  const out: string[] = [];
  for (const id of publicIds) {
    const i = item.publicOptionIds.indexOf(id);
    if (i < 0) return null;
    out.push(item.optionIds[i]!);
  }
  return out;
}

/**
 * One drawn question by the id this attempt issued, with what saving an answer needs of the real question: one
 * query instead of the whole attempt and its pool (saving answers is the busiest write of a quiz day).
 */
export async function drawnItem(
  db: Db,
  attempt: QuizAttempt,
  itemId: string,
): Promise<{ item: AttemptQuestion; question: Pick<PoolQuestion, "id" | "kind"> } | undefined> {
  const [row] = await db
    .select({ item: attemptQuestions, kind: quizQuestions.kind })
    .from(attemptQuestions)
    .innerJoin(quizQuestions, eq(quizQuestions.id, attemptQuestions.questionId))
    .where(
      and(
        eq(attemptQuestions.id, itemId),
        eq(attemptQuestions.attemptId, attempt.id),
        eq(quizQuestions.quizId, attempt.quizId),
      ),
    );
  if (row) return { item: row.item, question: { id: row.item.questionId, kind: row.kind } };
  // an attempt from before attempts drew their questions gets its rows on first use
  return (await drawnQuestions(db, attempt)).find((d) => d.item.id === itemId);
}
