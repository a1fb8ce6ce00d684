import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { ask, enrolledLearner, freeArticleLesson, questionFrom } from "./ai-helpers";
import { expectAccessible, PHONE_TOO } from "./helpers";
import { API_BASE, OTHER_STACK, WEB_BASE } from "./learning-helpers";

/** The coach's last answer has at least one citation linked to a paragraph of a lesson of the course. */
async function expectCitedAnswer(page: Page, lessonPath: string, info: TestInfo, name: string) {
  const messages = page.getByTestId("coach-messages");
  const answer = messages.locator('li[data-role="assistant"]').last();
  await expect(answer.locator('a[href*="#p-"]').first()).toBeVisible({ timeout: 30_000 });
  await expect(messages).toHaveAttribute("aria-busy", "false");
  await expect(answer.getByTestId("coach-source").first()).toHaveAttribute(
    "href",
    new RegExp(`${lessonPath.replace(/\/learn\/.*$/, "")}/learn/[0-9a-f-]{36}#p-\\d+$`),
  );
  // the page's end, where the lesson's bottom bar no longer covers the panel, and the panel alone
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.screenshot({ path: `/tmp/ai-coach-${info.project.name}-${name}.png` });
  await page
    .getByTestId("coach-panel")
    .screenshot({ path: `/tmp/ai-coach-${info.project.name}-${name}-panel.png` });
  await page.screenshot({ path: info.outputPath(`ai-coach-${name}.png`) });
}

/**
 * A learner opens a lesson and, with the keyboard only, opens the AI coach, asks what the lesson says, reads the
 * streamed answer and follows its citation to the cited paragraph (`#p-N`); the English page shows the same
 * conversation and answers in English; the course page's coach shows the whole conversation and clears it, with
 * the keyboard, for good. axe-core with the panel open.
 */
test(
  "a learner asks the AI coach about a lesson and follows its citations, then clears the history",
  PHONE_TOO,
  async ({ page }, info) => {
    test.setTimeout(OTHER_STACK ? 600_000 : 150_000);
    const { slug, lessonId } = await freeArticleLesson(API_BASE, WEB_BASE);
    const token = await enrolledLearner(page, info, API_BASE, WEB_BASE, slug);

    // Indonesian: open with the keyboard, ask, read the cited answer
    const idPath = `/course/${slug}/learn/${lessonId}`;
    await page.goto(`${WEB_BASE}${idPath}`);
    const open = page.getByRole("button", { name: "Tanya AI Coach" });
    await open.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("coach-messages")).toHaveAttribute("aria-live", "polite");
    await expect(page.getByTestId("coach-messages")).toContainText("Belum ada percakapan");
    const idQuestion = await questionFrom(API_BASE, WEB_BASE, lessonId, token, "id");
    await ask(page, idQuestion);
    await expectCitedAnswer(page, idPath, info, "id");
    await expectAccessible(page);

    // the citation opens the lesson at the cited paragraph
    const source = page.getByTestId("coach-source").first();
    const href = (await source.getAttribute("href"))!;
    const anchor = href.slice(href.indexOf("#"));
    await source.click();
    await expect(page).toHaveURL(new RegExp(`${anchor}$`));
    await expect(page.locator(anchor)).toBeVisible();
    await expect(page.locator(anchor)).toBeInViewport();

    // English: the conversation so far is there when the panel opens again, and the answer is in English
    const enPath = `/en/course/${slug}/learn/${lessonId}`;
    await page.goto(`${WEB_BASE}${enPath}`);
    await page.getByRole("button", { name: "Ask the AI Coach" }).click();
    const messages = page.getByTestId("coach-messages");
    await expect(messages.locator('li[data-role="user"]').first()).toContainText(idQuestion);
    await expect(messages.locator('li[data-role="user"]')).toHaveCount(1);
    await expect(messages.locator('li[data-role="assistant"] a[href*="#p-"]').first()).toBeVisible();
    await ask(page, await questionFrom(API_BASE, WEB_BASE, lessonId, token, "en"));
    await expectCitedAnswer(page, enPath, info, "en");
    await expect(
      messages.locator('li[data-role="assistant"]').last().getByTestId("coach-source").first(),
    ).toHaveAttribute("href", /^\/en\/course\//);

    // the course page has the coach too, with the whole conversation; the history is cleared there, with the keyboard
    await page.goto(`${WEB_BASE}/course/${slug}`);
    const openHere = page.getByRole("button", { name: "Tanya AI Coach" });
    await openHere.focus();
    await page.keyboard.press("Enter");
    const all = page.getByTestId("coach-messages");
    await expect(all.locator('li[data-role="user"]')).toHaveCount(2);
    await expect(all.locator('li[data-role="assistant"]')).toHaveCount(2);
    await page
      .getByTestId("coach-panel")
      .screenshot({ path: `/tmp/ai-coach-${info.project.name}-course.png` });
    const clear = page.getByRole("button", { name: "Hapus riwayat" });
    await clear.focus();
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("status").filter({ hasText: "Riwayat percakapan sudah dihapus." }),
    ).toBeVisible();
    await expect(all).toContainText("Belum ada percakapan");
    await expect(all.locator("li[data-role]")).toHaveCount(0);
    await page
      .getByTestId("coach-panel")
      .screenshot({ path: `/tmp/ai-coach-${info.project.name}-cleared.png` });

    // cleared for good: the lesson page's coach opens on an empty conversation
    await page.goto(`${WEB_BASE}${enPath}`);
    await page.getByRole("button", { name: "Ask the AI Coach" }).click();
    await expect(page.getByTestId("coach-messages")).toContainText("No conversation yet.");
  },
);
