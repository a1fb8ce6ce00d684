import type { LiveClass as LiveClassData } from "@gk/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderPage, startApi, testUser, type TestApi } from "@/test/app";
import { LiveClass } from "./live-class";

const LESSON = "5b0f3c8e-8a7d-4b8e-9a3c-2f6c1d7e9a10";
const SLUG = "negosiasi-dasar";
// the server's clock, far from the device's: the page must follow the server's
const NOW = Date.parse("2026-11-27T05:00:00.000Z");
const iso = (ms: number) => new Date(ms).toISOString();
const HOUR = 3_600_000;

/** a class at 19:00–20:00 WIB (12:00–13:00 UTC) seen `hoursBefore` hours before its start */
function classAt(hoursBefore: number, extra: Partial<LiveClassData> = {}): LiveClassData {
  const start = Date.parse("2026-11-30T12:00:00.000Z");
  return {
    url: `/course/${SLUG}/learn/${LESSON}/live-room`,
    startsAt: iso(start),
    endsAt: iso(start + HOUR),
    joinOpensAt: iso(start - HOUR / 4),
    durationMinutes: 60,
    state: "upcoming",
    joinable: false,
    serverNow: iso(start - hoursBefore * HOUR),
    opensInNewTab: true,
    calendarPath: `/lessons/${LESSON}/calendar.ics`,
    recordingUrl: null,
    survey: null,
    surveyPrompt: "Sudah mengikuti kelas? Isi survei singkat ini.",
    accessHelpPrompt: "Tidak bisa mengakses kelas?",
    ...extra,
  };
}

describe("LiveClass", () => {
  let api: TestApi;

  beforeEach(async () => {
    api = await startApi({
      "GET /profile": () => ({ status: 200, body: { data: { user: testUser } } }),
      "GET /lessons/{id}/calendar.ics": () => ({ status: 200, body: "BEGIN:VCALENDAR" }),
      "PUT /lessons/{id}/live-survey": (req) => ({
        status: 200,
        body: {
          data: {
            lessonId: LESSON,
            survey: { ...(JSON.parse(req.body) as object), submittedAt: iso(NOW) },
            message: "Terima kasih! Penilaianmu untuk kelas ini sudah kami simpan.",
          },
        },
      }),
    });
    localStorage.setItem("token", "token-budi");
  });
  afterEach(async () => {
    await api.close();
  });

  const show = (live: LiveClassData, locale: "id" | "en" = "id") =>
    renderPage(
      <LiveClass live={live} lessonId={LESSON} courseSlug={SLUG} locale={locale} contactHref="/feedback" />,
      { api, locale, at: `${locale === "en" ? "/en" : ""}/course/${SLUG}/learn/${LESSON}` },
    );

  it("upcoming: the date and time in WIB, a countdown, joining not yet open, the calendar file", async () => {
    show(classAt(3 * 24 + 2));
    expect(screen.getByTestId("live-state").textContent).toBe("Akan datang");
    expect(screen.getByTestId("live-date").textContent).toBe("Senin, 30 November 2026");
    expect(screen.getByTestId("live-time").textContent).toBe("19.00–20.00 WIB");
    expect(document.body.textContent).toContain("60 menit");
    expect(screen.getByTestId("live-countdown").textContent).toBe("Dimulai dalam 3 hari");
    expect(document.body.textContent).toContain("Tautan bergabung aktif mulai 18.45 WIB");
    const join = screen.getByTestId("live-join");
    expect(join.tagName).toBe("BUTTON");
    expect((join as HTMLButtonElement).disabled).toBe(true);
    // the access help, with its tips and a way to reach us
    expect(screen.getByText("Tidak bisa mengakses kelas?")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Hubungi Kami" }).getAttribute("href")).toBe("/feedback");

    fireEvent.click(screen.getByRole("button", { name: "Tambahkan ke Kalender" }));
    await waitFor(() => expect(api.calls("GET /lessons/{id}/calendar.ics")).toHaveLength(1));
    const sent = api.calls("GET /lessons/{id}/calendar.ics")[0]!.request;
    expect(sent.headers.authorization).toBe("Bearer token-budi");
    expect(sent.headers["accept-language"]).toBe("id");
  });

  it("opens the join link in a new tab from 15 minutes before the start, and while the class is live", () => {
    show(classAt(0.2, { joinable: true }));
    const join = screen.getByRole("link", { name: /Gabung ke Kelas/ });
    expect(join.getAttribute("href")).toBe(`/course/${SLUG}/learn/${LESSON}/live-room`);
    expect(join.getAttribute("target")).toBe("_blank");
    expect(join.getAttribute("rel")).toBe("noopener");
    expect(screen.getByTestId("live-countdown").textContent).toBe("Dimulai dalam 12 menit");
  });

  it("live now, in English, with a conferencing service's own address", () => {
    show(classAt(-0.5, { state: "live", joinable: true, url: "https://meet.example.org/abc-defg" }), "en");
    expect(screen.getByTestId("live-state").textContent).toBe("Live now");
    expect(screen.getByTestId("live-date").textContent).toMatch(/^Monday,? 30 November 2026$/);
    expect(screen.getByTestId("live-time").textContent).toBe("19:00–20:00 WIB");
    const join = screen.getByRole("link", { name: /Join the Class/ });
    expect(join.getAttribute("href")).toBe("https://meet.example.org/abc-defg");
    expect(join.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.queryByTestId("live-countdown")).toBeNull();
    // the calendar is for planning ahead: not offered once the class is on
    expect(screen.queryByTestId("live-calendar")).toBeNull();
  });

  it("ended: the recording in a new tab and the survey, stored and shown as answered", async () => {
    show(
      classAt(-26, {
        state: "ended",
        recordingUrl: `/course/${SLUG}/learn/${LESSON}/video`,
      }),
    );
    expect(screen.getByTestId("live-state").textContent).toBe("Sudah selesai");
    const recording = screen.getByRole("link", { name: /Tonton Rekaman/ });
    expect(recording.getAttribute("href")).toBe(`/course/${SLUG}/learn/${LESSON}/video`);
    expect(recording.getAttribute("target")).toBe("_blank");
    expect(screen.queryByTestId("live-join")).toBeNull();
    expect(screen.queryByRole("button", { name: "Tambahkan ke Kalender" })).toBeNull();

    expect(screen.getByRole("heading", { name: "Bagaimana kelasnya?" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Kirim Survei" }));
    expect(screen.getByRole("alert").textContent).toBe("Pilih nilai kelas dulu.");
    expect(api.calls("PUT /lessons/{id}/live-survey")).toHaveLength(0);
    fireEvent.click(screen.getByRole("radio", { name: /Sangat Baik/ }));
    fireEvent.change(screen.getByLabelText("Komentar (opsional)"), { target: { value: "Contohnya pas" } });
    fireEvent.click(screen.getByRole("button", { name: "Kirim Survei" }));
    await waitFor(() =>
      expect(screen.getByTestId("live-survey-answer").textContent).toBe("Jawabanmu: Sangat Baik"),
    );
    expect(api.calls("PUT /lessons/{id}/live-survey")[0]!.body).toEqual({
      rating: 4,
      comment: "Contohnya pas",
    });
  });

  it("ended without a recording yet says it will come; an answered survey can be changed", () => {
    show(
      classAt(-30, {
        state: "ended",
        survey: { rating: 5, comment: "Mantap", submittedAt: iso(NOW) },
      }),
    );
    expect(document.body.textContent).toContain("Rekaman kelas akan muncul di sini");
    expect(screen.getByTestId("live-survey-answer").textContent).toBe("Jawabanmu: Luar Biasa");
    fireEvent.click(screen.getByRole("button", { name: "Ubah Jawaban" }));
    expect(screen.getByRole("button", { name: "Kirim Survei" })).toBeTruthy();
  });
});
