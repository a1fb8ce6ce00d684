import type { Attempt, Locale } from "@gk/contracts";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage, startApi, type TestApi } from "@/test/app";
import { learnPaths } from "../learning/paths";
import { attemptTime } from "./attempts-note";
import { QuizResult } from "./quiz-result";

// The result of a finished final quiz. After a fail with attempts left the API sends no answer key: the review
// marks what was wrong and says when the key comes; the screen says how many attempts are left and when the
// next may start.
const lesson = "00000000-0000-4000-8000-0000000000c1";
const o = (n: number) => `00000000-0000-4000-8000-0000000001${n}0`;
const nextAt = "2026-11-23T10:30:00.000Z";

type Result = NonNullable<Attempt["result"]>;

function finished(result: Partial<Result>): Attempt & { result: Result } {
  return {
    locale: "id",
    id: "00000000-0000-4000-8000-0000000000a1",
    quizId: "00000000-0000-4000-8000-000000000001",
    quizKind: "final",
    courseSlug: "excel-dasar",
    status: "submitted",
    startedAt: "2026-11-23T09:00:00.000Z",
    deadlineAt: "2026-11-23T09:10:00.000Z",
    serverNow: "2026-11-23T09:31:00.000Z",
    secondsLeft: 0,
    questions: [],
    result: {
      passed: false,
      scorePercent: 0,
      passMarkPercent: 70,
      questionCount: 1,
      correct: 0,
      partial: 0,
      wrong: 1,
      finishedAt: "2026-11-23T09:30:00.000Z",
      review: [
        {
          id: "00000000-0000-4000-8000-0000000000b1",
          position: 1,
          kind: "single",
          prompt: "Rumus untuk menjumlahkan sel A1 sampai A5?",
          options: [
            { id: o(1), text: "=ADD(A1:A5)" },
            { id: o(2), text: "=SUM(A1:A5)" },
          ],
          selectedOptionIds: [o(1)],
          correctOptionIds: null,
          verdict: "wrong",
          credit: 0,
          explanation: null,
        },
      ],
      keyShown: false,
      attempts: { used: 1, limit: 3, remaining: 2, nextAttemptAt: nextAt, canStart: false, passed: false },
      nextLessonId: null,
      courseCompleted: false,
      certificateCode: null,
      ...result,
    },
  };
}

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function show(attempt: Attempt & { result: Result }, locale: Locale = "id") {
  api = await startApi({});
  return renderPage(<QuizResult locale={locale} slug="excel-dasar" lessonId={lesson} attempt={attempt} />, {
    api,
    locale,
    at: learnPaths.result(locale, "excel-dasar", lesson, attempt.id),
  });
}

describe("QuizResult", () => {
  it("after a fail shows what was wrong but not the key, the attempts left and when the next may start", async () => {
    await show(finished({}));
    expect(screen.getByText("Sisa kesempatan: 2 dari 3")).toBeTruthy();
    expect(
      screen.getByText(`Percobaan berikutnya bisa dimulai ${attemptTime("id", nextAt)} WIB.`),
    ).toBeTruthy();
    // inside the cooldown the retake cannot start
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Ulangi Kuis" }).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Periksa Hasil dan Jawaban" }));
    expect(screen.getByTestId("quiz-key-hidden").textContent).toContain(
      "Jawaban yang benar ditampilkan setelah kamu lulus",
    );
    expect(screen.getByText("Salah")).toBeTruthy();
    expect(screen.queryByText(/Jawaban benar$/)).toBeNull();
  });

  it("in English, with no attempt left, offers no retake and shows the key the API now sends", async () => {
    await show(
      finished({
        locale: "en",
        keyShown: true,
        attempts: { used: 3, limit: 3, remaining: 0, nextAttemptAt: null, canStart: false, passed: false },
        review: [
          {
            ...finished({}).result.review[0]!,
            correctOptionIds: [o(2)],
            explanation: "SUM adds a range.",
          },
        ],
      } as Partial<Result>),
      "en",
    );
    expect(screen.getByText("You have used all 3 attempts at this quiz.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Retake Quiz" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Check Results and Answers" }));
    expect(screen.queryByTestId("quiz-key-hidden")).toBeNull();
    expect(screen.getByText("=SUM(A1:A5)").parentElement!.textContent).toContain("Correct answer");
    expect(screen.getByText("SUM adds a range.")).toBeTruthy();
  });
});
