import { randomUUID } from "node:crypto";
import { expect, type Browser, type Page, type TestInfo } from "@playwright/test";
import { expectAccessible, newLearner, register } from "./helpers";

/** The stack a journey runs on, and who writes the questions there: the offline writer or a model. */
export interface AiStack {
  web: string;
  api: string;
  writer: "offline" | "model";
}

/** The provider's staff of the seed (README, demo users). */
const STAFF = { email: "staf@demo.gurukita.id", password: "Staf-GuruKita-2026" };
/** A lesson of the seed's written content with enough material for five questions from the offline writer. */
const LESSON = "Pencatatan Usaha Tani";
const SERIES = "Agribisnis dan Manajemen Usaha Tani";
const SHOTS = "/tmp/ai-quiz-shots";

interface Card {
  slug: string;
  name: string;
  priceRupiah: number;
  popularity: number;
}
interface Detail {
  slug: string;
  name: string;
  sections: { lessons: { id: string; kind: string; title: string }[] }[];
}

/**
 * A free course of the series that carries the lesson and has no pretest (the pretest journeys pick courses with
 * one), one per project so the desktop and phone runs never review each other's drafts: publishing adds a
 * section to the course, so the least popular ones are used (other journeys pick popular courses).
 */
async function courseFor(info: TestInfo, stack: AiStack): Promise<Detail> {
  const headers = { origin: stack.web };
  const cards: Card[] = [];
  for (let page = 1; ; page++) {
    const res = await fetch(`${stack.api}/courses?sort=popular&perPage=50&page=${page}`, { headers });
    const body = (await res.json()) as { data: { items: Card[]; hasMore: boolean } };
    cards.push(...body.data.items.filter((c) => c.priceRupiah === 0 && c.name.startsWith(SERIES)));
    if (!body.data.hasMore) break;
  }
  const found: Detail[] = [];
  for (const c of cards.sort((a, b) => a.popularity - b.popularity)) {
    const d = (
      (await (await fetch(`${stack.api}/courses/${c.slug}`, { headers })).json()) as { data: Detail }
    ).data;
    const lessons = d.sections.flatMap((s) => s.lessons);
    if (lessons[0]?.kind !== "pretest" && lessons.some((l) => l.title === LESSON)) found.push(d);
  }
  const course = found[info.project.name === "phone" ? 1 : 0];
  if (!course) throw new Error(`no free course of "${SERIES}" with the lesson "${LESSON}"`);
  return course;
}

async function signInAsStaff(page: Page) {
  await page.getByLabel("Nomor HP atau Email", { exact: false }).fill(STAFF.email);
  await page.getByRole("button", { name: "Lanjut" }).click();
  await page.getByLabel("Kata Sandi", { exact: true }).fill(STAFF.password);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
}

const shot = (page: Page, info: TestInfo, stack: AiStack, name: string) =>
  page.screenshot({ path: `${SHOTS}/${stack.writer}-${info.project.name}-${name}.png`, fullPage: true });

/**
 * AI-written quizzes from both ends, in Indonesian: the provider's staff sign in,
 * pick a course and one of its lessons, ask the AI writer for questions (the "AI writing" state, then each
 * draft with its source passage and rationale), edit one, approve them all and publish them as a practice quiz;
 * a new learner then opens that quiz, sees that it is AI-generated and reviewed by staff, and takes it.
 */
export async function aiQuizJourney(page: Page, browser: Browser, info: TestInfo, stack: AiStack) {
  const course = await courseFor(info, stack);
  const title = `Latihan AI ${info.project.name} ${randomUUID().slice(0, 6)}`;
  const edited = `Apa manfaat utama pencatatan usaha tani? (diperiksa ${info.project.name})`;

  // the console is guarded: sign-in first, then back to it
  await page.goto(`${stack.web}/staff/ai-quizzes`);
  await signInAsStaff(page);
  await expect(page.getByRole("heading", { level: 1, name: "Konsol staf: kuis tulisan AI" })).toBeVisible();
  await expectAccessible(page);

  // step 1: the course, found through the catalogue search (the index may still be filling at first)
  await expect(async () => {
    await page.getByLabel("Cari kursus").fill(course.name);
    await page.getByRole("button", { name: "Cari", exact: true }).click();
    await expect(
      page.getByLabel("Kursus", { exact: true }).locator("option", { hasText: course.name }),
    ).toHaveCount(1, { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await page.getByLabel("Kursus", { exact: true }).selectOption({ label: course.name });
  await page.getByRole("button", { name: "Buka kursus" }).click();
  await expect(page.getByTestId("ai-chosen-course")).toContainText(course.name);
  // what the course holds already (nothing on a fresh stack; a rerun on a kept stack finds its earlier drafts)
  const counted = async (filter: string) =>
    Number(
      /\((\d+)\)/.exec(
        (await page.getByRole("button", { name: new RegExp(`^${filter} \\(`) }).textContent()) ?? "",
      )?.[1],
    );
  const [review0, approved0, published0] = [
    await counted("Perlu ditinjau"),
    await counted("Disetujui"),
    await counted("Terbit"),
  ];

  // step 2: single-answer questions from one lesson, in Indonesian, for a practice quiz: five from the offline
  // writer; three from the model stand-in, which writes one per passage it was sent (the lesson has four)
  const asked = stack.writer === "offline" ? 5 : 3;
  await page.getByLabel("Materi").selectOption({ label: LESSON });
  await page.getByLabel("Jumlah soal").fill(String(asked));
  await expect(page.getByLabel("Bahasa soal")).toHaveValue("id");
  const streamed = page.waitForResponse((r) => r.url().endsWith("/api/gk/ai/quiz-drafts/stream"));
  await page.getByRole("button", { name: "Minta soal" }).click();
  // the AI writing state is fed step by step: passages read, writing, each question saved, then the drafts
  const steps = (await (await streamed).text())
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as { type: string; stage?: string; message?: string });
  expect(steps.map((l) => l.stage ?? l.type)).toEqual([
    "reading",
    "writing",
    ...Array<string>(asked).fill("saved"),
    "done",
  ]);
  expect(steps[asked + 1]!.message).toBe(`Soal ${asked} dari ${asked} sudah disimpan sebagai draf.`);
  const status = page.getByTestId("ai-writing-status");
  await expect(status).toContainText(`${asked} soal selesai ditulis`);
  await expect(status).toContainText(
    stack.writer === "offline" ? "Ditulis oleh penulis offline" : "Ditulis oleh model AI.",
  );
  const drafts = page.getByTestId("ai-draft");
  await expect(drafts).toHaveCount(review0 + asked);
  await expect(page.getByRole("button", { name: `Perlu ditinjau (${review0 + asked})` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // every draft shows the passage it came from and why its answer is right
  for (let i = 0; i < asked; i++) {
    const d = drafts.nth(i);
    await expect(d.getByText(`Sumber: ${LESSON}, paragraf`)).toBeVisible();
    await expect(d.getByTestId("ai-draft-source")).not.toBeEmpty();
    await expect(d.getByText("Alasan:")).toBeVisible();
  }
  // nothing wider than the screen, even on a 390 px phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await shot(page, info, stack, "1-drafts");
  await expectAccessible(page);

  // edit the first question: the keyboard lands in the editor and comes back to "Ubah" after saving
  const first = drafts.first();
  await first.getByRole("button", { name: "Ubah" }).click();
  const stem = first.getByLabel("Pertanyaan");
  await expect(stem).toBeFocused();
  await stem.fill(edited);
  await shot(page, info, stack, "2-editing");
  await expectAccessible(page);
  await first.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByTestId("ai-review-status")).toHaveText("Perubahan soal 1 disimpan.");
  await expect(first.getByTestId("ai-draft-stem")).toHaveText(edited);
  await expect(first.getByRole("button", { name: "Ubah" })).toBeFocused();

  // approve them all: each leaves the "to review" list for the approved one
  for (let left = asked; left > 0; left--) {
    await page.getByTestId("ai-draft").first().getByRole("button", { name: "Setujui" }).click();
    await expect(page.getByRole("button", { name: `Perlu ditinjau (${review0 + left - 1})` })).toBeVisible();
  }
  await expect(page.getByTestId("ai-review-status")).toContainText("disetujui");
  const n = approved0 + asked;
  await page.getByRole("button", { name: `Disetujui (${n})` }).click();
  await expect(drafts).toHaveCount(n);
  await expect(page.getByText(edited)).toBeVisible();

  // step 4: publish the approved questions as a practice quiz
  await expect(page.getByTestId("ai-publish-count")).toHaveText(`${n} soal disetujui akan diterbitkan.`);
  await page.getByLabel("Judul kuis").fill(title);
  await page.getByRole("button", { name: "Terbitkan kuis" }).click();
  const published = page.getByTestId("ai-published");
  await expect(published).toContainText("Kuis diterbitkan");
  await page.getByRole("button", { name: `Terbit (${published0 + n})` }).click();
  await expect(page.locator('[data-testid="ai-draft"][data-status="published"]')).toHaveCount(published0 + n);
  await shot(page, info, stack, "3-published");
  await expectAccessible(page);
  const quizHref = await published.getByRole("link", { name: "Buka kuis latihan" }).getAttribute("href");
  expect(quizHref).toMatch(new RegExp(`/course/${course.slug}/learn/[0-9a-f-]{36}$`));

  // the same console in English: the course stays chosen through the address
  await page.goto(`${stack.web}/en/staff/ai-quizzes?course=${course.slug}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Staff console: AI-written quizzes" }),
  ).toBeVisible();
  await page.getByRole("button", { name: `Published (${published0 + n})` }).click();
  await expect(page.locator('[data-testid="ai-draft"][data-status="published"]').first()).toContainText(
    "Published",
  );
  await expectAccessible(page);

  // a new learner enrols in the course and opens the quiz: it says it is AI-generated and reviewed by staff
  const learner = await browser.newContext({ locale: "id-ID" });
  const lp = await learner.newPage();
  await register(lp, stack.web, newLearner(info));
  await lp.goto(`${stack.web}/course/${course.slug}`);
  // a click before the sign-in state is known would be a visitor's (sent to sign in)
  await lp.waitForLoadState("networkidle");
  await lp.getByRole("button", { name: "Mulai Belajar" }).locator("visible=true").first().click();
  await expect(lp).toHaveURL(/\/learn\/[0-9a-f-]{36}$/);
  await lp.goto(`${stack.web}${quizHref}`);
  await expect(lp.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // the learner reads the screen first: the quiz would otherwise start by itself after its countdown, and a
  // slow machine's screenshot and accessibility check below can take longer than that
  await lp.getByRole("button", { name: "Batalkan mulai otomatis" }).click();
  await expect(lp.getByRole("timer")).toHaveCount(0);
  const badge = lp.getByTestId("ai-generated");
  await expect(badge).toContainText("Dibuat dengan AI");
  await expect(badge).toContainText("diperiksa dan disetujui tim kami");
  await expect(lp.getByText(`Jumlah soal: ${n}`, { exact: true })).toBeVisible();
  await shot(lp, info, stack, "4-quiz-info");
  await expectAccessible(lp);

  // taking it: the badge stays on the quiz screen, the staff's edit is what the learner reads
  await lp.getByTestId("quiz-start").click();
  await expect(lp.getByTestId("quiz-question")).toHaveCount(n);
  await expect(lp.getByTestId("ai-generated")).toContainText("Dibuat dengan AI");
  await expect(lp.getByText(edited)).toBeVisible();
  for (const q of await lp.getByTestId("quiz-question").all()) await q.locator("input").first().check();
  await expect(lp.getByText(`${n} dari ${n} terjawab`)).toBeVisible();
  await shot(lp, info, stack, "5-taking");
  await expectAccessible(lp);
  await lp.getByTestId("quiz-submit").click();
  await lp.getByTestId("quiz-submit-confirm").click();
  await expect(lp).toHaveURL(/\/result\/[0-9a-f-]{36}$/);
  // a practice quiz, not the course's pretest: it says so and leads back to its lesson
  await expect(lp.getByRole("heading", { level: 1, name: "Kuis selesai" })).toBeVisible();
  // one right of three reads "33.3%" (the product writes a decimal point in both languages)
  await expect(lp.getByText(/^Nilai: \d+(\.\d+)?%$/)).toBeVisible();
  await expect(lp.getByRole("link", { name: "Kembali ke pelajaran" })).toHaveAttribute("href", quizHref!);
  await shot(lp, info, stack, "6-result");
  await expectAccessible(lp);

  // the console is the provider's staff's only
  await lp.goto(`${stack.web}/staff/ai-quizzes`);
  await expect(lp.getByText("Halaman ini hanya untuk tim GuruKita.")).toBeVisible();
  await learner.close();
}
