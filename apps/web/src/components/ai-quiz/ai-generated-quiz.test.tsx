import type { Attempt, Locale } from "@gk/contracts";
import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage, startApi, type TestApi } from "@/test/app";
import { learnPaths } from "../learning/paths";
import { QuizInfo } from "../quiz/quiz-info";
import { QuizResult } from "../quiz/quiz-result";

// What a learner sees of a quiz the staff published from AI-written drafts: the badge with the sentence that
// staff reviewed the questions, and a finished screen that does not call the practice quiz a pretest.
const lesson = "00000000-0000-4000-8000-0000000000c1";
const quizId = "00000000-0000-4000-8000-000000000001";

const info = (aiGenerated: boolean) => ({
  id: quizId,
  kind: "pretest" as const,
  durationMinutes: 10,
  questionCount: 5,
  passMarkPercent: 70,
  aiGenerated,
  rules: ["Batas waktu 10 menit."],
  openAttemptId: null,
  attempts: { used: 0, limit: 3, remaining: 3, nextAttemptAt: null, canStart: true, passed: false },
  lastResult: null,
});

const finished: Attempt & { result: NonNullable<Attempt["result"]> } = {
  locale: "id",
  id: "00000000-0000-4000-8000-0000000000a1",
  quizId,
  quizKind: "pretest",
  courseSlug: "agribisnis-dasar",
  status: "submitted",
  startedAt: "2026-11-27T09:00:00.000Z",
  deadlineAt: "2026-11-27T09:10:00.000Z",
  serverNow: "2026-11-27T09:05:00.000Z",
  secondsLeft: 0,
  questions: [],
  result: {
    passed: true,
    scorePercent: 80,
    passMarkPercent: 70,
    questionCount: 5,
    correct: 4,
    partial: 0,
    wrong: 1,
    finishedAt: "2026-11-27T09:05:00.000Z",
    review: [],
    keyShown: true,
    attempts: { used: 1, limit: 3, remaining: 2, nextAttemptAt: null, canStart: true, passed: true },
    nextLessonId: null,
    courseCompleted: false,
    certificateCode: null,
  },
};

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function place(locale: Locale, ui: ReactNode) {
  api = await startApi({});
  return renderPage(ui, { api, locale, at: learnPaths.lesson(locale, "agribisnis-dasar", lesson) });
}

describe("an AI-generated quiz for the learner", () => {
  it("carries the badge and says staff reviewed the questions, in Indonesian and English", async () => {
    const view = await place(
      "id",
      <QuizInfo locale="id" slug="agribisnis-dasar" lessonId={lesson} body="" quiz={info(true)} />,
    );
    expect(screen.getByTestId("ai-generated").textContent).toBe(
      "Dibuat dengan AISoal kuis ini ditulis dengan bantuan AI, lalu diperiksa dan disetujui tim kami sebelum diterbitkan.",
    );
    view.unmount();
    await api!.close();
    await place(
      "en",
      <QuizInfo locale="en" slug="agribisnis-dasar" lessonId={lesson} body="" quiz={info(true)} />,
    );
    expect(screen.getByText("AI-generated")).toBeTruthy();
    expect(screen.getByText(/checked and approved by our team/)).toBeTruthy();
  });

  it("has no badge when the quiz was written by people", async () => {
    await place(
      "id",
      <QuizInfo locale="id" slug="agribisnis-dasar" lessonId={lesson} body="" quiz={info(false)} />,
    );
    expect(screen.queryByTestId("ai-generated")).toBeNull();
  });

  it("finishes a practice quiz as a quiz, not a pretest, and leads back to its lesson", async () => {
    await place(
      "id",
      <QuizResult
        locale="id"
        slug="agribisnis-dasar"
        lessonId={lesson}
        attempt={finished}
        lessonKind="quiz"
      />,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Kuis selesai");
    expect(screen.queryByText("Pretest selesai")).toBeNull();
    expect(screen.getByText("Nilai: 80%")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Kembali ke pelajaran" }).getAttribute("href")).toBe(
      learnPaths.lesson("id", "agribisnis-dasar", lesson),
    );
  });
});
