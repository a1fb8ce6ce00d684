import { expect, test } from "@playwright/test";
import { STACK } from "../stack-config";
import { ask, enrolledLearner, freeArticleLesson, questionFrom } from "./ai-helpers";
import { aiQuizJourney } from "./ai-quiz-journey";
import { expectAccessible } from "./helpers";

/**
 * The AI journeys with a model: the second stack (stack.ts api-ai/web-ai) sets AI_BASE_URL to an
 * OpenAI-compatible stand-in and 3 coach questions an hour per learner. The staff's quiz journey runs with the
 * model writing the questions; then the coach's first answer comes from the model, whose prompt carried the
 * lesson's retrieved passages, and reports more tokens than the month's budget (the stand-in is told to), so
 * the second falls back to the offline coach with the budget note; the fourth is refused with the hourly
 * limit's message. The tests run in this order, at desktop size only (the phone project leaves this file out in
 * playwright.config.ts): the budget is the stack's, for everyone, and a second run would find it spent.
 */
const WEB_AI = `http://localhost:${STACK.aiWebPort}`;
const API_AI = `http://127.0.0.1:${STACK.aiApiPort}`;
const MODEL = `http://127.0.0.1:${STACK.modelPort}`;

test("with AI_BASE_URL at a model: staff review and publish model-written questions; a learner takes the quiz", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(240_000);
  const before = ((await (await fetch(`${MODEL}/_recorded`)).json()) as unknown[]).length;
  await aiQuizJourney(page, browser, info, { web: WEB_AI, api: API_AI, writer: "model" });
  // the model was asked to write from the lesson's passages
  const sent = (await (await fetch(`${MODEL}/_recorded`)).json()) as { system: string; user: string }[];
  expect(sent.slice(before).some((r) => /<passage label="P1" id="[^"]+"/.test(r.user))).toBe(true);
});

test("with AI_BASE_URL at a model: the prompt carries the passages, the budget and the hourly limit cut in", async ({
  page,
}, info) => {
  // the budget is the stack's, for everyone: one run of this journey uses it up
  test.setTimeout(150_000);
  const { slug, lessonId } = await freeArticleLesson(API_AI, WEB_AI);
  const token = await enrolledLearner(page, info, API_AI, WEB_AI, slug);

  await page.goto(`${WEB_AI}/course/${slug}/learn/${lessonId}`);
  await page.getByRole("button", { name: "Tanya AI Coach" }).click();
  const messages = page.getByTestId("coach-messages");
  const question = await questionFrom(API_AI, WEB_AI, lessonId, token, "id");
  const before = ((await (await fetch(`${MODEL}/_recorded`)).json()) as unknown[]).length;
  // this answer costs more than the month's allowance
  await fetch(`${MODEL}/_usage`, { method: "POST", body: JSON.stringify({ tokens: 2_000_000 }) });
  await ask(page, question);
  const first = messages.locator('li[data-role="assistant"]').last();
  await expect(first.locator('a[href*="#p-"]').first()).toBeVisible({ timeout: 30_000 });
  // the model wrote it: no fallback note; and the model was sent the question with the lesson's passages
  await expect(first.getByText("Kuota AI situs ini")).toHaveCount(0);
  const sent = (await (await fetch(`${MODEL}/_recorded`)).json()) as { system: string; user: string }[];
  const prompt = sent.slice(before).find((r) => r.user.includes(question.slice(12, 40)));
  expect(prompt, "the coach's prompt reached the model").toBeTruthy();
  expect(prompt!.user).toMatch(/<passage label="P1" id="[^"]+"/);
  const cited = question.replace(/^Apa maksud "|"\?$/g, "");
  expect(prompt!.user).toContain(cited);
  await expectAccessible(page);

  // the month's allowance is used up: the offline coach answers, and says why
  await ask(page, `${question} Jelaskan lagi.`);
  const second = messages.locator('li[data-role="assistant"]').last();
  await expect(second).toContainText("Kuota AI situs ini untuk bulan ini sudah habis", { timeout: 30_000 });
  await ask(page, "Apa inti pelajaran ini?");
  await expect(messages.locator('li[data-role="assistant"]')).toHaveCount(3, { timeout: 30_000 });

  // the fourth question in the hour: refused with the limit's message, and the question stays in the box;
  // typed once the third answer has finished streaming (the panel sends nothing while one is on its way, and
  // a loaded machine streams the offline answer slowly enough for Enter to land during it)
  await expect(messages).not.toHaveAttribute("aria-busy", "true");
  await page.locator("textarea").fill("Satu pertanyaan lagi?");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("coach-panel").getByRole("alert")).toContainText(
    "pertanyaan kepada pelatih AI dalam satu jam terakhir",
    { timeout: 30_000 },
  );
  await page.screenshot({ path: info.outputPath("ai-model-limits.png"), fullPage: true });
});
