import type { Attempt } from "@gk/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, startApi, type TestApi } from "@/test/app";
import { learnPaths } from "../learning/paths";
import { QuizRunner } from "./quiz-runner";

// Taking a quiz against a stand-in API on a real local HTTP server. The clock is the server's: the attempt
// and every saved answer carry the seconds left, and the screen counts down from the latest of them.
const ids = {
  quiz: "00000000-0000-4000-8000-000000000001",
  attempt: "00000000-0000-4000-8000-0000000000a1",
  q1: "00000000-0000-4000-8000-0000000000b1",
  q2: "00000000-0000-4000-8000-0000000000b2",
  lesson: "00000000-0000-4000-8000-0000000000c1",
};
const option = (q: number, o: number) => `00000000-0000-4000-8000-0000000${q}00${o}0`;

function attempt(secondsLeft: number): Attempt {
  const now = new Date().toISOString();
  return {
    locale: "id",
    id: ids.attempt,
    quizId: ids.quiz,
    quizKind: "final",
    courseSlug: "excel-dasar",
    status: "in_progress",
    startedAt: now,
    deadlineAt: new Date(Date.now() + secondsLeft * 1000).toISOString(),
    serverNow: now,
    secondsLeft,
    questions: [
      {
        id: ids.q1,
        position: 1,
        kind: "single",
        prompt: "Rumus untuk menjumlahkan sel A1 sampai A5?",
        options: [
          { id: option(1, 1), text: "=SUM(A1:A5)" },
          { id: option(1, 2), text: "=ADD(A1:A5)" },
        ],
        // an answer given before a reload: the attempt resumes with it
        selectedOptionIds: [option(1, 1)],
      },
      {
        id: ids.q2,
        position: 2,
        kind: "multiple",
        prompt: "Mana saja yang merupakan tipe grafik di Excel?",
        options: [
          { id: option(2, 1), text: "Batang" },
          { id: option(2, 2), text: "Pai" },
          { id: option(2, 3), text: "Suara" },
        ],
        selectedOptionIds: [],
      },
    ],
    result: null,
  };
}

let api: TestApi | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await api?.close();
  api = undefined;
});

async function takeQuiz(secondsLeft: number, answerSecondsLeft = secondsLeft) {
  api = await startApi({
    "POST /quizzes/{quizId}/attempts": () => ({ status: 200, body: { data: attempt(secondsLeft) } }),
    "PUT /quiz-attempts/{attemptId}/answers/{questionId}": ({ url, body }) => ({
      status: 200,
      body: {
        data: {
          questionId: url.split("/").at(-1),
          selectedOptionIds: (JSON.parse(body) as { optionIds: string[] }).optionIds,
          savedAt: new Date().toISOString(),
          secondsLeft: answerSecondsLeft,
        },
      },
    }),
    "POST /quiz-attempts/{attemptId}/submit": () => ({
      status: 200,
      body: { data: { ...attempt(0), status: "submitted" } },
    }),
  });
  const at = learnPaths.quiz("id", "excel-dasar", ids.lesson);
  const page = renderPage(
    <QuizRunner
      locale="id"
      slug="excel-dasar"
      lessonId={ids.lesson}
      quizId={ids.quiz}
      title="Kuis Akhir Excel"
    />,
    { api, at },
  );
  const timer = await screen.findByRole("timer", { name: "Sisa waktu" });
  return { ...page, api, timer };
}

describe("QuizRunner", () => {
  it("resumes the open attempt with its answers and shows the server's time left", async () => {
    const { timer } = await takeQuiz(125);
    // "--:--" until the first tick, then 125 s on the server's clock (a second may pass in between)
    await waitFor(() => expect(["02:05", "02:04"]).toContain(timer.textContent));
    expect(screen.getByText("1 dari 2 terjawab")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("=SUM(A1:A5)").checked).toBe(true);
    expect(screen.getByText("Soal 2 dari 2", { selector: "p" })).toBeTruthy();
    expect(screen.getByText("Pilih semua jawaban yang benar")).toBeTruthy();
    // more than a minute left: not shown as urgent
    expect(timer.className).not.toContain("bg-danger-strong");
  });

  it("saves each choice at once and follows the time left that the save answers with", async () => {
    const { timer, api } = await takeQuiz(125, 100);
    fireEvent.click(screen.getByLabelText("Batang"));
    fireEvent.click(screen.getByLabelText("Pai"));
    await waitFor(() =>
      expect(api.calls("PUT /quiz-attempts/{attemptId}/answers/{questionId}")).toHaveLength(2),
    );
    expect(
      api.calls("PUT /quiz-attempts/{attemptId}/answers/{questionId}").map((c) => [c.request.url, c.body]),
    ).toEqual([
      [`/api/gk/quiz-attempts/${ids.attempt}/answers/${ids.q2}`, { optionIds: [option(2, 1)] }],
      [`/api/gk/quiz-attempts/${ids.attempt}/answers/${ids.q2}`, { optionIds: [option(2, 1), option(2, 2)] }],
    ]);
    expect(screen.getByText("2 dari 2 terjawab")).toBeTruthy();
    // the server said 100 s are left, less than the screen's own count: the screen follows the server
    await waitFor(() => expect(["01:40", "01:39"]).toContain(timer.textContent));
  });

  it("submits after confirming, and goes to the result", async () => {
    const { api, visits } = await takeQuiz(125);
    fireEvent.click(screen.getByRole("button", { name: "Kumpulkan Jawaban" }));
    const confirm = screen.getByRole("alertdialog");
    expect(within(confirm).getByText("Kumpulkan sekarang? Soal kosong dihitung salah.")).toBeTruthy();
    expect(within(confirm).getByText("1 soal belum dijawab")).toBeTruthy();
    fireEvent.click(within(confirm).getByRole("button", { name: "Kumpulkan Jawaban" }));
    await waitFor(() =>
      expect(visits).toEqual([
        { how: "replace", href: learnPaths.result("id", "excel-dasar", ids.lesson, ids.attempt) },
      ]),
    );
    expect(api.calls("POST /quiz-attempts/{attemptId}/submit")).toHaveLength(1);
  });

  it("says why a new attempt cannot start yet, in the learner's language", async () => {
    api = await startApi({
      "POST /quizzes/{quizId}/attempts": () => ({
        status: 409,
        body: { message: "Percobaan berikutnya bisa dimulai dalam 40 menit.", code: "CONFLICT" },
      }),
    });
    renderPage(
      <QuizRunner
        locale="id"
        slug="excel-dasar"
        lessonId={ids.lesson}
        quizId={ids.quiz}
        title="Kuis Akhir Excel"
      />,
      { api, at: learnPaths.quiz("id", "excel-dasar", ids.lesson) },
    );
    expect((await screen.findByTestId("quiz-start-refused")).textContent).toBe(
      "Percobaan berikutnya bisa dimulai dalam 40 menit.",
    );
    expect(screen.getByRole("heading", { name: "Kuis belum bisa dimulai." })).toBeTruthy();
    expect(screen.queryByRole("timer")).toBeNull();
  });

  it("at zero submits what was answered by itself and says the time is up", async () => {
    const { timer, api, visits } = await takeQuiz(1);
    // the last minute is shown as urgent
    await waitFor(() => expect(timer.className).toContain("bg-danger-strong"));
    await waitFor(
      () =>
        expect(visits).toEqual([
          { how: "replace", href: learnPaths.result("id", "excel-dasar", ids.lesson, ids.attempt) },
        ]),
      { timeout: 5000 },
    );
    expect(timer.textContent).toBe("00:00");
    expect(api.calls("POST /quiz-attempts/{attemptId}/submit")).toHaveLength(1);
    expect(
      await screen.findByText(
        "Waktu habis! Semua jawabanmu dikumpulkan; soal kosong dihitung salah.",
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });
});
