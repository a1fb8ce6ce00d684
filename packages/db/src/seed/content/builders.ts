/**
 * Small builders the content files write their data with, so a lesson or a question reads as text rather
 * than as object syntax. One copy for every category file.
 */
import type { Bilingual, QuizOption, QuizQuestion } from "./types";

/** Joins paragraphs with the blank line the lesson renderer expects. */
export const p = (...paragraphs: string[]): string => paragraphs.join("\n\n");

/** A text in Indonesian and English. */
export const b = (id: string, en: string): Bilingual => ({ id, en });

/** A quiz option: whether it is correct, then its text in both languages. */
export const o = (correct: boolean, id: string, en: string): QuizOption => ({ text: { id, en }, correct });

/** A quiz question of either kind with its options and the explanation shown after submission. */
export const q = (
  kind: QuizQuestion["kind"],
  prompt: Bilingual,
  options: QuizOption[],
  explanation: Bilingual,
): QuizQuestion => ({
  kind,
  prompt,
  options,
  explanation,
});
