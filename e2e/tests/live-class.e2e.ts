import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectAccessible, newLearner, register } from "./helpers";
import { API_BASE, OTHER_STACK, WEB_BASE } from "./learning-helpers";

interface Live {
  state: string;
  startsAt: string;
  endsAt: string;
  recordingUrl: string | null;
}
interface Found {
  slug: string;
  lessonId: string;
  title: string;
  live: Live;
}

/**
 * Free courses with a seeded live class, enrolled through the API with the learner's token until one class is
 * upcoming and one has ended with a recording (the seed schedules every third class in the past).
 */
async function liveClasses(token: string) {
  const headers = { origin: WEB_BASE, authorization: `Bearer ${token}` };
  const get = async <T>(path: string, method = "GET") =>
    ((await (await fetch(`${API_BASE}${path}`, { method, headers })).json()) as { data: T }).data;
  let upcoming: Found | null = null;
  let ended: Found | null = null;
  for (let page = 1; page <= 4; page++) {
    const list = await get<{ items: { slug: string; priceRupiah: number }[] }>(
      `/courses?sort=popular&perPage=50&page=${page}`,
    );
    for (const c of list.items.filter((i) => i.priceRupiah === 0)) {
      const detail = await get<{ sections: { lessons: { id: string; kind: string }[] }[] }>(
        `/courses/${c.slug}`,
      );
      const lesson = detail.sections.flatMap((s) => s.lessons).find((l) => l.kind === "live");
      if (!lesson) continue;
      await get(`/courses/${c.slug}/enrolment`, "POST");
      const view = await get<{ title: string; live: Live }>(`/lessons/${lesson.id}`);
      const found = { slug: c.slug, lessonId: lesson.id, title: view.title, live: view.live };
      if (view.live.state === "upcoming") upcoming ??= found;
      if (view.live.state === "ended" && view.live.recordingUrl) ended ??= found;
      if (upcoming && ended) return { upcoming, ended };
    }
  }
  throw new Error("no free course with an upcoming and an ended live class");
}

const jakarta = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("id-ID", { timeZone: "Asia/Jakarta", ...options }).format(new Date(iso));
/** a TEXT value as RFC 5545 escapes it */
const icsText = (s: string) => s.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,");
const icsStamp = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

test("a learner sees an upcoming live class's schedule, adds it to the calendar, watches an ended one's recording and rates it", async ({
  page,
  context,
}, info) => {
  test.setTimeout(OTHER_STACK ? 600_000 : 90_000);
  await register(page, WEB_BASE, newLearner(info));
  const token = (await page.evaluate(() => localStorage.getItem("token")))!;
  const { upcoming, ended } = await liveClasses(token);

  // upcoming: its day and time in WIB, a countdown, joining not open yet
  await page.goto(`${WEB_BASE}/course/${upcoming.slug}/learn/${upcoming.lessonId}`);
  const live = page.getByTestId("live-class");
  await expect(page.getByTestId("live-state")).toHaveText("Akan datang");
  await expect(page.getByTestId("live-date")).toContainText(
    jakarta(upcoming.live.startsAt, { day: "numeric", month: "long", year: "numeric" }),
  );
  const clock = (iso: string) => jakarta(iso, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  await expect(page.getByTestId("live-time")).toHaveText(
    `${clock(upcoming.live.startsAt)}–${clock(upcoming.live.endsAt)} WIB`,
  );
  await expect(page.getByTestId("live-countdown")).toContainText("Dimulai dalam");
  await expect(live.getByRole("button", { name: "Gabung ke Kelas" })).toBeDisabled();
  await expectAccessible(page);

  // the calendar file: the class in UTC, in Indonesian, with the join link to the product's live room
  const download = page.waitForEvent("download");
  await live.getByRole("button", { name: "Tambahkan ke Kalender" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${upcoming.slug}-live.ics`);
  const ics = await readFile(await file.path(), "utf8");
  const lines = ics.replace(/\r\n /g, "").split("\r\n");
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  expect(lines).toContain(`DTSTART:${icsStamp(upcoming.live.startsAt)}`);
  expect(lines).toContain(`DTEND:${icsStamp(upcoming.live.endsAt)}`);
  expect(lines.find((l) => l.startsWith("SUMMARY"))).toBe(
    `SUMMARY;LANGUAGE=id:Kelas live: ${icsText(upcoming.title)}`,
  );
  expect(lines.find((l) => l.startsWith("URL:"))).toBe(
    `URL:${WEB_BASE}/course/${upcoming.slug}/learn/${upcoming.lessonId}/live-room`,
  );

  // ended: the recording opens in a new tab on the product's own video page
  await page.goto(`${WEB_BASE}/course/${ended.slug}/learn/${ended.lessonId}`);
  await expect(page.getByTestId("live-state")).toHaveText("Sudah selesai");
  const opened = context.waitForEvent("page");
  await page.getByRole("link", { name: /Tonton Rekaman/ }).click();
  const player = await opened;
  await player.waitForLoadState();
  expect(player.url()).toBe(`${WEB_BASE}/course/${ended.slug}/learn/${ended.lessonId}/video`);
  await player.close();

  // the survey: a rating and a comment, kept as the learner's answer
  await page.getByRole("radio", { name: /Sangat Baik/ }).click();
  await page.getByLabel("Komentar (opsional)").fill("Contoh kasusnya pas untuk pekerjaan saya.");
  await page.getByRole("button", { name: "Kirim Survei" }).click();
  await expect(page.getByTestId("live-survey-answer")).toHaveText("Jawabanmu: Sangat Baik");
  await page.reload();
  await expect(page.getByTestId("live-survey-answer")).toHaveText("Jawabanmu: Sangat Baik");
});
