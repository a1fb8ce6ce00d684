import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderPage, startApi, testUser, type TestApi, profileFor } from "@/test/app";
import { EnrolButton } from "./course/course-actions";

type Win = { dataLayer?: unknown[] };
const enrolment = {
  courseId: "00000000-0000-4000-8000-000000000001",
  courseSlug: "presentasi-efektif",
  enrolledAt: "2026-11-27T08:00:00.000Z",
  completedAt: null,
  completedLessons: 0,
  lessonCount: 6,
  progressPercent: 0,
  nextLessonId: null,
};
const gtmScripts = () =>
  [...document.querySelectorAll("script")]
    .filter((s) => s.src.includes("googletagmanager"))
    .map((s) => s.src);

// The site's tag manager in the real providers: a site without a container id gets no script and no
// data layer; one with an id gets the container and a page_view of the page.
describe("the tag manager on a page", () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await startApi({
      "GET /profile": profileFor(),
      "POST /courses/{slug}/enrolment": () => ({ status: 200, body: { data: enrolment } }),
    });
  });
  afterEach(async () => {
    delete (window as Win).dataLayer;
    localStorage.clear();
    document.cookie = "token=; path=/; max-age=0";
    document.head.querySelectorAll("script").forEach((s) => s.remove());
    await api.close();
  });

  it("injects nothing and pushes nothing without a container id", async () => {
    renderPage(<p>Beranda</p>, { api, at: "/explore" });
    await screen.findByText("Beranda");
    // the effects have run: the page is painted and the sign-in state settled
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gtmScripts()).toEqual([]);
    expect((window as Win).dataLayer).toBeUndefined();
  });

  it("with a container id loads it and pushes the page_view", async () => {
    renderPage(<p>Beranda</p>, {
      api,
      at: "/explore",
      site: { isGate: false, referral: null, tagManagerId: "GTM-AB12CD3" },
    });
    await screen.findByText("Beranda");
    await waitFor(() =>
      expect(gtmScripts()).toEqual(["https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3"]),
    );
    expect((window as Win).dataLayer).toContainEqual({ event: "page_view", page_path: "/explore" });
  });

  it("pushes begin_course when a learner starts a course, without any personal data", async () => {
    localStorage.setItem("token", "token-budi");
    document.cookie = "token=token-budi; path=/";
    renderPage(<EnrolButton locale="id" slug="presentasi-efektif" standing="new" />, {
      api,
      at: "/course/presentasi-efektif",
      site: { isGate: false, referral: null, tagManagerId: "GTM-AB12CD3" },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Mulai Belajar" }));
    await waitFor(() =>
      expect((window as Win).dataLayer).toContainEqual({
        event: "begin_course",
        course_id: "presentasi-efektif",
      }),
    );
    expect(JSON.stringify((window as Win).dataLayer)).not.toContain(testUser.email);
  });
});
