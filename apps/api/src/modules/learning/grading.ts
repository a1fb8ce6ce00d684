/**
 * Grading of one quiz attempt. Per question, with C the correct options and S the chosen ones:
 * - S = C: correct, credit 1;
 * - S empty (blank, also when time ran out), or S holds any option outside C: wrong, credit 0;
 * - otherwise (multiple-answer question, some but not all correct options, no wrong one): partial
 *   ("Not quite right"), credit |S| / |C|.
 * The score is the sum of credits over the quiz's questions, in percent, rounded to one decimal; the attempt
 * passes when score ≥ the quiz's pass mark.
 */
export type Verdict = "correct" | "partial" | "wrong";

export interface GradedQuestion {
  questionId: string;
  verdict: Verdict;
  credit: number;
}

export interface Grade {
  questions: GradedQuestion[];
  correct: number;
  partial: number;
  wrong: number;
  scorePercent: number;
  passed: boolean;
}

export function gradeQuestion(
  correctIds: readonly string[],
  selectedIds: readonly string[],
): { verdict: Verdict; credit: number } {
  const correct = new Set(correctIds);
  const selected = new Set(selectedIds);
  if (selected.size === 0 || correct.size === 0) return { verdict: "wrong", credit: 0 };
  for (const id of selected) if (!correct.has(id)) return { verdict: "wrong", credit: 0 };
  if (selected.size === correct.size) return { verdict: "correct", credit: 1 };
  return { verdict: "partial", credit: selected.size / correct.size };
}

export function gradeAttempt(
  questions: readonly { id: string; correctOptionIds: readonly string[] }[],
  answers: ReadonlyMap<string, readonly string[]>,
  passMarkPercent: number,
): Grade {
  const graded = questions.map((q) => ({
    questionId: q.id,
    ...gradeQuestion(q.correctOptionIds, answers.get(q.id) ?? []),
  }));
  const total = graded.reduce((sum, g) => sum + g.credit, 0);
  const scorePercent = questions.length === 0 ? 0 : Math.round((total / questions.length) * 1000) / 10;
  return {
    questions: graded,
    correct: graded.filter((g) => g.verdict === "correct").length,
    partial: graded.filter((g) => g.verdict === "partial").length,
    wrong: graded.filter((g) => g.verdict === "wrong").length,
    scorePercent,
    passed: scorePercent >= passMarkPercent,
  };
}
