import { expect, test } from "@playwright/test";
import { API, WEB, expectAccessible, newLearner, register } from "./helpers";

interface Detail {
  slug: string;
  priceRupiah: number;
  sections: { lessons: { id: string; kind: string }[] }[];
}

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

test("a learner watches a lesson video in its own tab: plays, captions, resumes, survey", async ({
  page,
  context,
}, info) => {
  // registration, enrolment, two tabs, a clip loaded twice and two accessibility checks: more than the
  // default on a busy two-core machine
  test.setTimeout(120_000);
  const { slug, lessonId } = await freeVideoLesson();
  await register(page, WEB, newLearner(info));
  await expect(page.getByRole("button", { name: /Menu akun|Account menu/ })).toBeVisible();
  await page.goto(`${WEB}/course/${slug}`);
  await page.getByRole("button", { name: "Mulai Belajar" }).locator("visible=true").first().click();
  await expect(page).toHaveURL(/\/learn\/[0-9a-f-]{36}$/);

  // the lesson shows a poster that opens the player in a new tab, not an embedded frame
  await page.goto(`${WEB}/course/${slug}/learn/${lessonId}`);
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
  ).toEqual(["id:showing", "en:disabled"]);
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
  await expect(player.getByTestId("video-resumed")).toHaveText("Melanjutkan dari 0:10.");
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(10, 0);

  // the survey after the video
  await player.getByLabel("Ya").check();
  await player.getByLabel("Komentar (opsional)").fill("Jelas dan singkat");
  await player.getByRole("button", { name: "Kirim jawaban" }).click();
  await expect(player.getByTestId("video-survey-thanks")).toContainText("Terima kasih");
});
