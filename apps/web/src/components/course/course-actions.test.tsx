import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderPage, startApi, type TestApi, profileFor } from "@/test/app";
import { EnrolButton } from "./course-actions";

const SLUG = "presentasi-efektif";
const enrolment = {
  courseId: "00000000-0000-4000-8000-000000000001",
  courseSlug: SLUG,
  enrolledAt: "2026-11-27T08:00:00.000Z",
  completedAt: null,
  completedLessons: 0,
  lessonCount: 6,
  progressPercent: 0,
  nextLessonId: null,
};

// The course page's main action against a stand-in API: its label follows where the learner stands, and
// starting is one click that enrols and goes on to the lesson.
describe("EnrolButton", () => {
  let api: TestApi;

  beforeEach(async () => {
    api = await startApi({
      "GET /profile": profileFor(),
      "POST /courses/{slug}/enrolment": () => ({ status: 200, body: { data: enrolment } }),
    });
  });

  afterEach(async () => {
    localStorage.clear();
    document.cookie = "token=; path=/; max-age=0";
    await api.close();
  });

  const signIn = () => {
    localStorage.setItem("token", "token-budi");
    document.cookie = "token=token-budi; path=/";
  };

  it("starts in one click: enrols, then opens the learning route", async () => {
    signIn();
    const page = renderPage(<EnrolButton locale="id" slug={SLUG} standing="new" />, {
      api,
      at: `/course/${SLUG}`,
    });
    fireEvent.click(await screen.findByRole("button", { name: "Mulai Belajar" }));
    await waitFor(() => expect(page.visits).toEqual([{ how: "push", href: `/course/${SLUG}/learn` }]));
    expect(api.calls("POST /courses/{slug}/enrolment")).toHaveLength(1);
  });

  it("a press before the sign-in state is known waits for it: a signed-in learner is not sent to sign in", async () => {
    signIn();
    const page = renderPage(<EnrolButton locale="id" slug={SLUG} standing="new" />, {
      api,
      at: `/course/${SLUG}`,
    });
    // pressed at once, while the start-up flow is still asking who is signed in
    fireEvent.click(screen.getByRole("button"));
    await waitFor(() => expect(page.visits).toEqual([{ how: "push", href: `/course/${SLUG}/learn` }]));
    expect(api.calls("POST /courses/{slug}/enrolment")).toHaveLength(1);
  });

  it.each([
    ["enrolled", "id", "Mulai Belajar"],
    ["inProgress", "id", "Lanjutkan Belajar"],
    ["finished", "id", "Tinjau Kursus"],
    ["inProgress", "en", "Continue Learning"],
    ["finished", "en", "Review Course"],
  ] as const)("an enrolled learner (%s, %s) gets a link saying %s", async (standing, locale, label) => {
    renderPage(<EnrolButton locale={locale} slug={SLUG} standing={standing} />, {
      api,
      locale,
      at: `/course/${SLUG}`,
    });
    const link = await screen.findByRole("link", { name: label });
    expect(link.getAttribute("href")).toBe(`${locale === "en" ? "/en" : ""}/course/${SLUG}/learn`);
    expect(api.calls("POST /courses/{slug}/enrolment")).toHaveLength(0);
  });
});
