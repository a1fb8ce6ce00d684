import type { AiQuestionDraft } from "@gk/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage, startApi, type TestApi } from "@/test/app";
import { AiQuizConsole } from "./ai-quiz-console";

// The staff's AI quiz console against a stand-in API on a real local HTTP server: ask for questions, read each
// draft with its source and rationale, edit one (the API's option rule shown under the options), approve one
// and publish it.
const lesson = "00000000-0000-4000-8000-0000000000c1";
const quiz = "00000000-0000-4000-8000-0000000000e1";
const quizLesson = "00000000-0000-4000-8000-0000000000c9";
const course = {
  slug: "agribisnis-dasar",
  name: "Agribisnis Dasar",
  lessons: [{ id: lesson, title: "Pencatatan" }],
};

function draft(n: number): AiQuestionDraft {
  return {
    id: `00000000-0000-4000-8000-0000000000d${n}`,
    courseSlug: course.slug,
    lessonId: lesson,
    status: "draft",
    kind: "single",
    difficulty: "medium",
    locale: "id",
    purpose: "quiz",
    stem: `Apa yang dicatat pada soal ${n}?`,
    options: [
      { text: "Biaya sarana produksi", correct: true },
      { text: "Identitas lahan", correct: false },
    ],
    source: {
      passageId: `${lesson}:id:1`,
      lessonId: lesson,
      lessonTitle: "Pencatatan",
      paragraph: 1,
      text: "Catat biaya.",
    },
    rationale: `Paragraf 2 menyatakan jawaban soal ${n}.`,
    providerMode: "offline",
    publishedQuizId: null,
    createdAt: "2026-11-27T10:00:00.000Z",
    updatedAt: "2026-11-27T10:00:00.000Z",
  };
}

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/** A stand-in keeping the drafts, so the list the console refetches is what the actions made of it. */
async function standIn() {
  let drafts: AiQuestionDraft[] = [];
  let patches = 0;
  const byId = (url: string) => drafts.find((d) => url.includes(d.id))!;
  const set = (d: AiQuestionDraft) => {
    drafts = drafts.map((x) => (x.id === d.id ? d : x));
    return { status: 200, body: { data: d } };
  };
  api = await startApi({
    "GET /ai/quiz-drafts": () => ({ status: 200, body: { data: { drafts } } }),
    // the streamed form of the call: a line per step, then what the plain call answers
    "POST /ai/quiz-drafts/stream": () => {
      drafts = [draft(1), draft(2)];
      return {
        status: 200,
        body: null,
        lines: [
          { type: "progress", stage: "reading", message: "Membaca 4 bagian teks pelajaran." },
          { type: "progress", stage: "writing", message: "AI sedang menulis 5 soal dari bagian-bagian itu." },
          {
            type: "progress",
            stage: "saved",
            done: 1,
            total: 2,
            message: "Soal 1 dari 2 sudah disimpan sebagai draf.",
          },
          {
            type: "progress",
            stage: "saved",
            done: 2,
            total: 2,
            message: "Soal 2 dari 2 sudah disimpan sebagai draf.",
          },
          { type: "done", data: { drafts, requested: 5, providerMode: "offline", note: null } },
        ],
      };
    },
    "PATCH /ai/quiz-drafts/{id}": (r) => {
      // the first save breaks the option rule, as the API answers it
      if (patches++ === 0)
        return {
          status: 422,
          body: {
            message: "Periksa isian.",
            code: "VALIDATION_FAILED",
            errors: { options: ["Soal satu jawaban harus punya tepat satu pilihan benar."] },
          },
        };
      const body = JSON.parse(r.body) as Partial<AiQuestionDraft>;
      return set({ ...byId(r.url), stem: body.stem!, options: body.options! });
    },
    "POST /ai/quiz-drafts/{id}/approve": (r) => set({ ...byId(r.url), status: "approved" }),
    "POST /ai/quiz-drafts/{id}/discard": (r) => set({ ...byId(r.url), status: "discarded" }),
    "POST /ai/quizzes": () => {
      drafts = drafts.map((d) => (d.status === "approved" ? { ...d, status: "published" } : d));
      return {
        status: 201,
        body: {
          data: {
            quizzes: [
              {
                quizId: quiz,
                lessonId: quizLesson,
                kind: "final",
                role: "practice",
                questionCount: 1,
                aiGenerated: true,
              },
            ],
          },
        },
      };
    },
  });
  return api;
}

describe("AiQuizConsole", () => {
  it("writes, shows each draft's source and rationale, edits, approves and publishes", async () => {
    const server = await standIn();
    renderPage(<AiQuizConsole locale="id" course={course} initialDrafts={[]} />, {
      api: server,
      at: "/staff/ai-quizzes?course=agribisnis-dasar",
    });
    expect(screen.getByText("Belum ada draf untuk kursus ini. Minta soal ke AI di atas.")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Materi"), { target: { value: lesson } });
    fireEvent.click(screen.getByRole("button", { name: "Minta soal" }));
    const status = screen.getByTestId("ai-writing-status");
    await waitFor(() => expect(status.textContent).toContain("2 soal selesai ditulis."));
    expect(status.textContent).toContain("Materi ini hanya cukup untuk 2 dari 5 soal.");
    expect(server.calls("POST /ai/quiz-drafts/stream")[0]!.body).toEqual({
      courseSlug: course.slug,
      lessonId: lesson,
      count: 5,
      difficulty: "medium",
      kind: "single",
      locale: "id",
      purpose: "quiz",
    });
    const cards = screen.getAllByTestId("ai-draft");
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText("Sumber: Pencatatan, paragraf 2")).toBeTruthy();
    expect(within(cards[0]!).getByText("Catat biaya.")).toBeTruthy();
    expect(cards[0]!.textContent).toContain("Alasan: Paragraf 2 menyatakan jawaban soal 1.");
    // the correct option is said in words, not only by colour
    expect(within(cards[0]!).getByText("Benar")).toBeTruthy();

    // edit: the keyboard lands on the question; the API's option rule is shown and what was typed stays
    fireEvent.click(within(cards[0]!).getByRole("button", { name: "Ubah" }));
    const stem = within(cards[0]!).getByLabelText<HTMLTextAreaElement>("Pertanyaan");
    expect(document.activeElement).toBe(stem);
    fireEvent.change(stem, { target: { value: "Apa yang dicatat petani?" } });
    fireEvent.click(within(cards[0]!).getByRole("button", { name: "Simpan" }));
    await waitFor(() =>
      expect(within(cards[0]!).getByTestId("ai-options-error").textContent).toBe(
        "Soal satu jawaban harus punya tepat satu pilihan benar.",
      ),
    );
    expect(stem.value).toBe("Apa yang dicatat petani?");
    fireEvent.click(within(cards[0]!).getByRole("button", { name: "Simpan" }));
    await waitFor(() =>
      expect(screen.getByTestId("ai-review-status").textContent).toBe("Perubahan soal 1 disimpan."),
    );
    expect(within(cards[0]!).getByTestId("ai-draft-stem").textContent).toBe("Apa yang dicatat petani?");

    // approve the second: it moves to the approved list, and the publish panel counts it
    fireEvent.click(within(cards[1]!).getByRole("button", { name: "Setujui" }));
    await waitFor(() => expect(screen.getByTestId("ai-review-status").textContent).toBe("Soal 2 disetujui."));
    expect(screen.getByRole("button", { name: "Disetujui (1)" })).toBeTruthy();
    expect(screen.getByTestId("ai-publish-count").textContent).toBe("1 soal disetujui akan diterbitkan.");

    fireEvent.click(screen.getByRole("button", { name: "Terbitkan kuis" }));
    const link = await screen.findByRole("link", { name: "Buka kuis latihan" });
    expect(link.getAttribute("href")).toBe(`/course/${course.slug}/learn/${quizLesson}`);
    expect(server.calls("POST /ai/quizzes")[0]!.body).toEqual({
      courseSlug: course.slug,
      title: "Latihan soal",
      draftIds: [draft(2).id],
      durationMinutes: 10,
      kind: "practice",
    });
    // the list is fetched again: the published question has left the approved ones
    expect(await screen.findByRole("button", { name: "Terbit (1)" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Disetujui (0)" })).toBeTruthy();
  });

  it("in English, says who may not use it when the API refuses", async () => {
    api = await startApi({
      "POST /ai/quiz-drafts/stream": () => ({
        status: 403,
        body: { message: "Only the provider's staff may write AI quizzes.", code: "FORBIDDEN" },
      }),
    });
    renderPage(<AiQuizConsole locale="en" course={course} initialDrafts={[]} />, {
      api,
      locale: "en",
      at: "/en/staff/ai-quizzes?course=agribisnis-dasar",
    });
    fireEvent.click(screen.getByRole("button", { name: "Ask for questions" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Only the provider's staff may write AI quizzes.");
    expect(screen.getByText("No drafts for this course yet. Ask the AI for questions above.")).toBeTruthy();
  });
});
