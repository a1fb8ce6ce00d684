import { describe, expect, it } from "vitest";
import { gradeAttempt, gradeQuestion } from "./grading";

describe("quiz grading", () => {
  it("gives full credit only for exactly the correct options", () => {
    expect(gradeQuestion(["a"], ["a"])).toEqual({ verdict: "correct", credit: 1 });
    expect(gradeQuestion(["a", "b"], ["b", "a"])).toEqual({ verdict: "correct", credit: 1 });
    expect(gradeQuestion(["a"], ["b"])).toEqual({ verdict: "wrong", credit: 0 });
  });

  it("counts blanks as wrong", () => {
    expect(gradeQuestion(["a"], [])).toEqual({ verdict: "wrong", credit: 0 });
  });

  it("gives partial credit for some but not all correct options and no wrong one ('Not quite right')", () => {
    expect(gradeQuestion(["a", "b", "c"], ["a"])).toEqual({ verdict: "partial", credit: 1 / 3 });
    expect(gradeQuestion(["a", "b", "c"], ["a", "c"])).toEqual({ verdict: "partial", credit: 2 / 3 });
    // one wrong option spoils the question, however many right ones come with it
    expect(gradeQuestion(["a", "b", "c"], ["a", "b", "x"])).toEqual({ verdict: "wrong", credit: 0 });
  });

  it("scores the sum of credits over all questions and compares with the pass mark", () => {
    const questions = [
      { id: "q1", correctOptionIds: ["a"] },
      { id: "q2", correctOptionIds: ["a", "b"] },
      { id: "q3", correctOptionIds: ["c"] },
      { id: "q4", correctOptionIds: ["d"] },
    ];
    const answers = new Map([
      ["q1", ["a"]],
      ["q2", ["b"]],
      ["q3", ["x"]],
    ]);
    const g = gradeAttempt(questions, answers, 40);
    expect([g.correct, g.partial, g.wrong]).toEqual([1, 1, 2]);
    expect(g.scorePercent).toBe(37.5);
    expect(g.passed).toBe(false);
    expect(gradeAttempt(questions, answers, 37.5).passed).toBe(true);
  });
});
