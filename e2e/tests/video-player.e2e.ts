import { expect, test } from "@playwright/test";
import { API, expectAccessible, localeOfSize, newLearner, PHONE_TOO, register, WEB } from "./helpers";

interface Detail {
  slug: string;
  priceRupiah: number;
  sections: { lessons: { id: string; kind: string }[] }[];
}

/** The player's words in each language. */
const WORDS = {
  id: {
    start: "Mulai Belajar",
    tracks: ["id:showing", "en:disabled"],
    resumed: "Melanjutkan dari 0:10.",
    yes: "Ya",
    comment: "Komentar (opsional)",
    submit: "Kirim jawaban",
    thanks: "Terima kasih! Jawabanmu tentang video ini sudah kami simpan.",
  },
  en: {
    start: "Start Learning",
    tracks: ["en:showing", "id:disabled"],
    resumed: "Continuing from 0:10.",
    yes: "Yes",
    comment: "Comment (optional)",
    submit: "Send answer",
    thanks: "Thank you! Your answer about this video has been saved.",
  },
} as const;

/** A free course of the seed with a video lesson, found through the API. */
async function freeVideoLesson(): Promise<{ slug: string; lessonId: string }> {
  const headers = { origin: WEB };
  const list = (await (await fetch(`${API}/courses?sort=popular&perPage=50`, { headers })).json()) as {
    data: { items: { slug: string; priceRupiah: number }[] };
  };
  for (const c of list.data.items.filter((i) => i.priceRupiah === 0)) {
    const d = ((await (await fetch(`${API}/courses/${c.slug}`, { headers })).json()) as { data: Detail })
      .data;
    const video = d.sections.flatMap((s) => s.lessons).find((l) => l.kind === "video");
    if (video) return { slug: d.slug, lessonId: video.id };
  }
  throw new Error("no free course with a video lesson");
}

test(
  "a learner watches a lesson video in its own tab: plays, captions, resumes, survey (id at desktop, en at phone size)",
  PHONE_TOO,
  async ({ page, context }, info) => {
    // registration, enrolment, two tabs, a clip loaded twice and two accessibility checks: more than the
    // default on a busy two-core machine
    test.setTimeout(120_000);
    const locale = localeOfSize(info, "id");
    const w = WORDS[locale];
    const site = `${WEB}${locale === "en" ? "/en" : ""}`;
    const { slug, lessonId } = await freeVideoLesson();
    await register(page, WEB, newLearner(info));
    await expect(page.getByRole("button", { name: /Menu akun|Account menu/ })).toBeVisible();
    await page.goto(`${site}/course/${slug}`);
    await page.getByRole("button", { name: w.start }).locator("visible=true").first().click();
    await expect(page).toHaveURL(/\/learn\/[0-9a-f-]{36}$/);

    // the lesson shows a poster that opens the player in a new tab, not an embedded frame
    await page.goto(`${site}/course/${slug}/learn/${lessonId}`);
    const poster = page.getByTestId("video-poster");
    await expect(poster).toHaveAttribute("target", "_blank");
    await expect(page.locator("main iframe")).toHaveCount(0);
    const [player] = await Promise.all([context.waitForEvent("page"), poster.click()]);
    await expect(player).toHaveURL(new RegExp(`/learn/${lessonId}/video$`));

    // the clip loads through the API's byte ranges; captions in the page's language are on
    const video = player.getByTestId("lesson-video");
    await player.waitForFunction(() => {
      const v = document.querySelector<HTMLVideoElement>("[data-testid=lesson-video]");
      return Boolean(v && v.readyState >= 1 && v.duration > 0);
    });
    expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(10);
    expect(
      await video.evaluate((v: HTMLVideoElement) =>
        Array.from(v.textTracks).map((t) => `${t.language}:${t.mode}`),
      ),
    ).toEqual(w.tracks);
    await expectAccessible(player);

    // play a little, jump ahead, pause: the position is saved, and a reload resumes there
    const saved = player.waitForResponse(
      (r) => r.url().includes("/video-position") && r.request().method() === "PUT" && r.ok(),
    );
    await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
      v.currentTime = 10;
      v.pause();
    });
    expect(
      ((await (await saved).json()) as { data: { positionSeconds: number } }).data.positionSeconds,
    ).toBeCloseTo(10, 0);
    await player.reload();
    await expect(player.getByTestId("video-resumed")).toHaveText(w.resumed);
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(10, 0);

    // the survey after the video
    await player.getByLabel(w.yes, { exact: true }).check();
    await player.getByLabel(w.comment).fill(locale === "en" ? "Clear and short" : "Jelas dan singkat");
    await player.getByRole("button", { name: w.submit }).click();
    await expect(player.getByTestId("video-survey-thanks")).toHaveText(w.thanks);
  },
);
