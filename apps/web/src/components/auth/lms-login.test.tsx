import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage, startApi, type TestApi } from "@/test/app";
import { LmsLogin } from "./lms-login";

// A signed LMS link the API refuses: the page says so in its own language and still offers the course.
describe("LmsLogin with a refused link", () => {
  let api: TestApi;
  afterEach(() => api.close());

  const signed =
    "?type=course&slug=excel-dasar&site=moodle-maju&email=guru%40maju.sch.id&fullName=Guru+Maju" +
    "&timestamp=1700000000&nonce=nonce-lama-123&signature=" +
    "0".repeat(64);

  it.each([
    [
      "id",
      "/local/gurukita/index.php",
      "Tautan masuk dari LMS ini tidak valid atau sudah kedaluwarsa.",
      "Buka kursus",
    ],
    [
      "en",
      "/en/local/gurukita/index.php",
      "This sign-in link from your LMS is invalid or has expired.",
      "Open the course",
    ],
  ] as const)(
    "in %s: an expired signature is invalid, with the course link",
    async (locale, path, said, link) => {
      api = await startApi({
        "POST /auth/login-register": () => ({
          status: 401,
          body: {
            message: "Tautan masuk dari LMS tidak valid atau sudah kedaluwarsa.",
            code: "UNAUTHENTICATED",
          },
        }),
      });
      const course = locale === "en" ? "/en/course/excel-dasar" : "/course/excel-dasar";
      renderPage(<LmsLogin target={course} toCourse />, { api, locale, at: path + signed });
      expect((await screen.findByRole("alert")).textContent).toContain(said);
      expect(screen.getByRole("link", { name: link }).getAttribute("href")).toBe(course);
      expect(api.calls("POST /auth/login-register").map((c) => c.body)).toEqual([
        {
          site: "moodle-maju",
          email: "guru@maju.sch.id",
          fullName: "Guru Maju",
          timestamp: 1700000000,
          nonce: "nonce-lama-123",
          signature: "0".repeat(64),
          courseSlug: "excel-dasar",
        },
      ]);
    },
  );

  it("gives the API's own words to a person the partner may not sign in", async () => {
    const notMember =
      "Akun dengan email ini bukan anggota organisasi LMS ini. Silakan masuk langsung di GuruKita.";
    api = await startApi({
      "POST /auth/login-register": () => ({ status: 403, body: { message: notMember, code: "FORBIDDEN" } }),
    });
    renderPage(<LmsLogin target="/course/excel-dasar" toCourse />, {
      api,
      at: `/local/gurukita/index.php${signed}`,
    });
    expect((await screen.findByRole("alert")).textContent).toBe(notMember);
    expect(screen.getByRole("link", { name: "Buka kursus" })).toBeTruthy();
  });
});
