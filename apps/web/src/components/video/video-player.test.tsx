import type { LessonVideo } from "@gk/contracts";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderPage, startApi, testUser, type TestApi } from "@/test/app";
import { PlayerView } from "./player-view";
import { VideoLesson } from "./video-lesson";

const LESSON = "5b0f3c8e-8a7d-4b8e-9a3c-2f6c1d7e9a10";
const SLUG = "keamanan-siber-dasar";

const video = (extra: Partial<LessonVideo> = {}): LessonVideo => ({
  src: "/media/videos/digital.id.webm?v=0123456789abcdef",
  type: "video/webm",
  durationSeconds: 36.9,
  narration: "id",
  captions: [
    { locale: "id", label: "Bahasa Indonesia", src: "/media/captions/digital.id.id.vtt?v=1" },
    { locale: "en", label: "Bahasa Inggris", src: "/media/captions/digital.id.en.vtt?v=2" },
  ],
  resumeAtSeconds: 0,
  opensInNewTab: true,
  ...extra,
});

const help = {
  title: "Video tidak bisa diputar?",
  failed: "Video gagal dimuat. Coba langkah di bawah ini.",
  tips: ["Muat ulang halaman ini; posisi terakhirmu tetap tersimpan."],
  transcript: "Baca transkrip",
  contact: "Hubungi kami",
  newTab: "(terbuka di tab baru)",
};

/** what the browser's media engine would set: the position, and whether it is playing */
function playAt(el: HTMLVideoElement, seconds: number, paused = false) {
  Object.defineProperty(el, "currentTime", { configurable: true, writable: true, value: seconds });
  Object.defineProperty(el, "paused", { configurable: true, get: () => paused });
}

describe("the video player page", () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await startApi({
      "GET /profile": () => ({ status: 200, body: { data: { user: testUser } } }),
      "PUT /lessons/{id}/video-position": (req) => ({
        status: 200,
        body: { data: { lessonId: LESSON, ...(JSON.parse(req.body) as object) } },
      }),
      "POST /lessons/{id}/complete": () => ({
        status: 200,
        body: { data: { lessonId: LESSON, completed: true, pointsAwarded: 10, enrolment: {} } },
      }),
      "PUT /lessons/{id}/video-survey": () => ({
        status: 200,
        body: {
          data: { lessonId: LESSON, message: "Terima kasih! Jawabanmu tentang video ini sudah kami simpan." },
        },
      }),
    });
    localStorage.setItem("token", "token-budi");
  });
  afterEach(async () => {
    await api.close();
  });

  const show = (v: LessonVideo, locale: "id" | "en" = "id", completed = false) =>
    renderPage(
      <PlayerView
        lessonId={LESSON}
        locale={locale}
        title="Video pelajaran: Keamanan siber"
        video={v}
        completable
        completed={completed}
        help={help}
        contactHref="/feedback"
      />,
      { api, locale, at: `${locale === "en" ? "/en" : ""}/course/${SLUG}/learn/${LESSON}/video` },
    );

  it("plays the clip through the same-origin API prefix with captions in the page's language, switchable", () => {
    show(video());
    const el = screen.getByTestId<HTMLVideoElement>("lesson-video");
    expect(el.getAttribute("aria-label")).toBe("Video pelajaran: Keamanan siber");
    expect(el.hasAttribute("controls")).toBe(true);
    expect(el.querySelector("source")!.getAttribute("src")).toBe(
      "/api/gk/media/videos/digital.id.webm?v=0123456789abcdef",
    );
    expect(el.querySelector("source")!.getAttribute("type")).toBe("video/webm");
    const tracks = [...el.querySelectorAll("track")];
    expect(
      tracks.map((t) => [t.getAttribute("srclang"), t.getAttribute("kind"), t.hasAttribute("default")]),
    ).toEqual([
      ["id", "captions", true],
      ["en", "captions", false],
    ]);
    expect(tracks[0]!.getAttribute("src")).toBe("/api/gk/media/captions/digital.id.id.vtt?v=1");
    const captions = screen.getByLabelText<HTMLSelectElement>("Teks");
    expect(captions.value).toBe("id");
    fireEvent.change(captions, { target: { value: "en" } });
    expect(captions.value).toBe("en");
    const speed = screen.getByLabelText<HTMLSelectElement>("Kecepatan");
    fireEvent.change(speed, { target: { value: "1.5" } });
    expect(el.playbackRate).toBe(1.5);
    expect(screen.getByTestId("video-done").textContent).toBe(
      "Tonton sampai selesai untuk menandai pelajaran ini selesai.",
    );
  });

  it("resumes where the learner stopped, saves the position while playing and on pause", async () => {
    show(video({ resumeAtSeconds: 12.3 }));
    const el = screen.getByTestId<HTMLVideoElement>("lesson-video");
    playAt(el, 0);
    fireEvent(el, new Event("loadedmetadata"));
    expect(el.currentTime).toBe(12.3);
    expect(screen.getByTestId("video-resumed").textContent).toBe("Melanjutkan dari 0:12.");

    playAt(el, 18.4);
    fireEvent(el, new Event("timeupdate"));
    await waitFor(() => expect(api.calls("PUT /lessons/{id}/video-position")).toHaveLength(1));
    expect(api.calls("PUT /lessons/{id}/video-position")[0]!.body).toEqual({ positionSeconds: 18.4 });
    // within the next few seconds, playing on saves nothing more; a pause saves at once
    playAt(el, 19.5);
    fireEvent(el, new Event("timeupdate"));
    playAt(el, 21, true);
    fireEvent(el, new Event("pause"));
    await waitFor(() => expect(api.calls("PUT /lessons/{id}/video-position")).toHaveLength(2));
    expect(api.calls("PUT /lessons/{id}/video-position")[1]!.body).toEqual({ positionSeconds: 21 });
    const sent = api.calls("PUT /lessons/{id}/video-position")[1]!.request;
    expect(sent.headers.authorization).toBe("Bearer token-budi");

    fireEvent.click(screen.getByRole("button", { name: "Mulai dari awal" }));
    expect(el.currentTime).toBe(0);
  });

  it("marks the lesson done at the end, then moves to the survey, which stores the answer", async () => {
    show(video());
    const el = screen.getByTestId<HTMLVideoElement>("lesson-video");
    playAt(el, 36.9, true);
    fireEvent(el, new Event("ended"));
    await waitFor(() =>
      expect(screen.getByTestId("video-done").textContent).toBe("Pelajaran ini sudah ditandai selesai."),
    );
    expect(api.calls("POST /lessons/{id}/complete")).toHaveLength(1);
    expect(api.calls("PUT /lessons/{id}/video-position").at(-1)!.body).toEqual({ positionSeconds: 0 });
    expect(document.activeElement?.textContent).toBe("Apakah video ini membantu?");

    fireEvent.click(screen.getByRole("button", { name: "Kirim jawaban" }));
    expect(screen.getByRole("alert").textContent).toBe("Pilih salah satu jawaban dulu.");
    expect(api.calls("PUT /lessons/{id}/video-survey")).toHaveLength(0);
    fireEvent.click(screen.getByLabelText("Sebagian"));
    fireEvent.change(screen.getByLabelText("Komentar (opsional)"), {
      target: { value: "Suaranya terlalu cepat" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Kirim jawaban" }));
    await waitFor(() =>
      expect(screen.getByTestId("video-survey-thanks").textContent).toBe(
        "Terima kasih! Jawabanmu tentang video ini sudah kami simpan.",
      ),
    );
    expect(api.calls("PUT /lessons/{id}/video-survey")[0]!.body).toEqual({
      helpful: "somewhat",
      comment: "Suaranya terlalu cepat",
    });
  });

  it("opens the help with a way to reach us when the video fails to load", () => {
    show(video());
    expect(screen.getByTestId<HTMLDetailsElement>("video-help").open).toBe(false);
    fireEvent(screen.getByTestId("lesson-video"), new Event("error"));
    expect(screen.getByTestId<HTMLDetailsElement>("video-help").open).toBe(true);
    expect(screen.getByRole("alert").textContent).toBe(help.failed);
    expect(screen.getByRole("link", { name: "Hubungi kami" }).getAttribute("href")).toBe("/feedback");
    const transcript = screen.getByRole("link", { name: /Baca transkrip/ });
    expect(transcript.getAttribute("href")).toBe("/api/gk/media/captions/digital.id.id.vtt?v=1");
    expect(transcript.getAttribute("target")).toBe("_blank");
  });

  it("speaks English on the English page and does not mark a finished lesson again", async () => {
    show(
      video({
        captions: [
          { locale: "en", label: "English", src: "/media/captions/digital.en.en.vtt" },
          { locale: "id", label: "Indonesian", src: "/media/captions/digital.en.id.vtt" },
        ],
      }),
      "en",
      true,
    );
    expect(screen.getByLabelText<HTMLSelectElement>("Captions").value).toBe("en");
    expect(screen.getByLabelText("Speed")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Was this video helpful?" })).toBeTruthy();
    expect(screen.getByTestId("video-done").textContent).toBe("This lesson is marked done.");
    fireEvent(screen.getByTestId("lesson-video"), new Event("ended"));
    await waitFor(() => expect(api.calls("PUT /lessons/{id}/video-position")).toHaveLength(1));
    expect(api.calls("POST /lessons/{id}/complete")).toHaveLength(0);
  });
});

describe("the video lesson on the lesson page", () => {
  it("is a poster that opens the player page in a new tab, not an embedded frame", () => {
    const { container } = render(
      <VideoLesson
        locale="id"
        courseSlug={SLUG}
        lessonId={LESSON}
        title="Keamanan siber"
        video={video()}
        labels={{
          open: "Putar video",
          opensNewTab: "Video terbuka di tab baru.",
          newTab: "(terbuka di tab baru)",
          length: "Durasi",
          resume: null,
        }}
      />,
    );
    const link = screen.getByRole("link", { name: /Putar video/ });
    expect(link.getAttribute("href")).toBe(`/course/${SLUG}/learn/${LESSON}/video`);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener");
    expect(link.textContent).toContain("0:36");
    expect(container.querySelector("iframe")).toBeNull();
  });
});
