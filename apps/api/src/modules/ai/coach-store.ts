import type { AnswerOutcome, ChatTurn, Citation } from "@gk/ai";
import type { CoachMessage } from "@gk/contracts";
import { coachMessages, type Db, type StoredCitation } from "@gk/db";
import { and, asc, desc, eq } from "drizzle-orm";
import { ApiError } from "../../errors";
import { spendWindow } from "../../http/rate-limit";

/** Earlier turns handed to the provider with a question (a follow-up is read with them). */
const HISTORY_TURNS = 10;

/** The learner's last turns about a course, oldest first. */
export async function recentTurns(db: Db, userId: string, courseId: string): Promise<ChatTurn[]> {
  const rows = await db
    .select({ role: coachMessages.role, text: coachMessages.text })
    .from(coachMessages)
    .where(and(eq(coachMessages.userId, userId), eq(coachMessages.courseId, courseId)))
    .orderBy(desc(coachMessages.createdAt), desc(coachMessages.role))
    .limit(HISTORY_TURNS);
  return rows.reverse();
}

export interface FinishedTurn {
  question: string;
  answer: string;
  citations: Citation[];
  outcome: AnswerOutcome;
  note: string | null;
  mode: "offline" | "hosted";
  tokens: number;
}

/** Keeps a question and its answer (the question a moment before, so they read in order). */
export async function saveTurn(
  db: Db,
  userId: string,
  courseId: string,
  turn: FinishedTurn,
  at = new Date(),
) {
  const citations: StoredCitation[] = turn.citations.map((c) => ({
    label: c.label,
    lessonId: c.lessonId,
    lessonTitle: c.lessonTitle,
    paragraph: c.paragraph,
    locale: c.locale,
    quote: c.quote,
  }));
  await db.insert(coachMessages).values([
    { userId, courseId, role: "user", text: turn.question, createdAt: new Date(at.getTime() - 1) },
    {
      userId,
      courseId,
      role: "assistant",
      text: turn.answer,
      citations,
      outcome: turn.outcome,
      note: turn.note,
      mode: turn.mode,
      tokens: turn.tokens,
      createdAt: at,
    },
  ]);
}

/** The learner's whole conversation about a course, oldest first. */
export async function conversation(db: Db, userId: string, courseId: string): Promise<CoachMessage[]> {
  const rows = await db
    .select()
    .from(coachMessages)
    .where(and(eq(coachMessages.userId, userId), eq(coachMessages.courseId, courseId)))
    .orderBy(asc(coachMessages.createdAt), asc(coachMessages.id));
  return rows.map((r) => ({
    id: r.id,
    role: r.role,
    text: r.text,
    citations: r.citations,
    outcome: r.outcome === null ? null : (r.outcome as AnswerOutcome),
    note: r.note,
    mode: r.mode,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function clearConversation(db: Db, userId: string, courseId: string) {
  await db
    .delete(coachMessages)
    .where(and(eq(coachMessages.userId, userId), eq(coachMessages.courseId, courseId)));
}

const WINDOW_MS = 3600_000;

/**
 * One fixed one-hour window of coach questions per learner, counted in the database (the throttle table, under
 * keys of its own; `blockedUntil` is the window's end) so every API replica draws on the same allowance, and
 * apart from the conversation, so clearing the history does not give a learner a fresh hour. Over the limit:
 * 429 saying how many questions an hour are allowed and when to ask again, in the learner's language.
 */
export async function spendQuestion(db: Db, userId: string, perHour: number, now = new Date()) {
  const seconds = await spendWindow(db, JSON.stringify(["ai-coach", userId]), perHour, WINDOW_MS, now);
  if (seconds === 0) return;
  throw new ApiError("RATE_LIMITED", "ai.rateLimited", {
    params: { limit: perHour, minutes: Math.ceil(seconds / 60) },
    headers: { "retry-after": String(seconds) },
  });
}
