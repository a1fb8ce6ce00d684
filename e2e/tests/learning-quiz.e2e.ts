import { expect, test } from "@playwright/test";
import { expectAccessible, newLearner, register } from "./helpers";
import { courseWithPretest, finalQuizLesson, OTHER_STACK, timerSeconds, WEB_BASE } from "./learning-helpers";

/**
 * In English: a reload in the middle of a quiz keeps the server's time left and the answers given,
 * and a second tab shows the same clock.
 */
test("a reload mid-quiz shows the same time left and the answers already given", async ({
  page,
  context,
}, info) => {
  test.setTimeout(OTHER_STACK ? 900_000 : 150_000);
  const who = newLearner(info);
  const course = await courseWithPretest(WEB_BASE);
  await register(page, WEB_BASE, who);
  await page.goto(`${WEB_BASE}/en/course/${course.slug}`);
  await page
    .getByRole("button", { name: /Start Learning|Mulai Belajar/ })
    .locator("visible=true")
    .first()
    .click();
  // starting enrols and opens the lesson to take in one click
  await expect(page).toHaveURL(/\/learn\/[0-9a-f-]{36}$/);

  await page.goto(`${WEB_BASE}/en/course/${course.slug}/learn/${finalQuizLesson(course)}`);
  await expect(page.getByRole("heading", { name: "Quiz Information" })).toBeVisible();
  await page.getByTestId("quiz-start").click();
  const questions = page.getByTestId("quiz-question");
  await expect(questions.first()).toBeVisible();
  await expectAccessible(page);
  // answer the first two questions and wait until both are saved
  const saved = page.waitForResponse((r) => r.url().includes("/answers/") && r.request().method() === "PUT");
  await questions.nth(0).locator("input").nth(1).check();
  await saved;
  const saved2 = page.waitForResponse((r) => r.url().includes("/answers/") && r.request().method() === "PUT");
  await questions.nth(1).locator("input").nth(0).check();
  await saved2;
  await expect(page.getByText(/^2 of \d+ answered$/)).toBeVisible();
  const before = await timerSeconds(page);
  const chosen = [
    await questions.nth(0).locator("input").nth(1).getAttribute("value"),
    await questions.nth(1).locator("input").nth(0).getAttribute("value"),
  ];

  // let the quiz clock run on three seconds before reloading, so a reset to the full time would show
  await expect.poll(() => timerSeconds(page), { timeout: 10_000 }).toBeLessThanOrEqual(before - 3);
  await page.reload();
  await expect(questions.first()).toBeVisible();
  await expect(page.getByTestId("quiz-timer")).not.toHaveText(/--/);
  const after = await timerSeconds(page);
  // the server's clock ran on during the reload: a little less, never reset to the full time
  expect(after).toBeLessThanOrEqual(before - 2);
  expect(after).toBeGreaterThanOrEqual(before - 15);
  await expect(questions.nth(0).locator(`input[value="${chosen[0]}"]`)).toBeChecked();
  await expect(questions.nth(1).locator(`input[value="${chosen[1]}"]`)).toBeChecked();

  // a second tab resumes the same attempt with the same clock
  const tab = await context.newPage();
  await tab.goto(page.url());
  await expect(tab.getByTestId("quiz-question").first()).toBeVisible();
  await expect(tab.getByTestId("quiz-timer")).not.toHaveText(/--/);
  expect(Math.abs((await timerSeconds(tab)) - (await timerSeconds(page)))).toBeLessThanOrEqual(2);
  await expect(tab.getByTestId("quiz-question").nth(0).locator(`input[value="${chosen[0]}"]`)).toBeChecked();
});

/**
 * In English: a learner who submits blank and opens the review sees which answers were wrong but not the
 * key; the retake waits for the cooldown, and both the result and the quiz information say how many attempts
 * are left and when the next may start.
 */
test("a failed attempt's review keeps the key, and the retake waits for the cooldown", async ({
  page,
}, info) => {
  test.setTimeout(OTHER_STACK ? 900_000 : 150_000);
  const who = newLearner(info);
  const course = await courseWithPretest(WEB_BASE);
  await register(page, WEB_BASE, who);
  await page.goto(`${WEB_BASE}/en/course/${course.slug}`);
  await page
    .getByRole("button", { name: /Start Learning|Mulai Belajar/ })
    .locator("visible=true")
    .first()
    .click();
  // starting enrols and opens the lesson to take in one click
  await expect(page).toHaveURL(/\/learn\/[0-9a-f-]{36}$/);

  const lesson = `${WEB_BASE}/en/course/${course.slug}/learn/${finalQuizLesson(course)}`;
  await page.goto(lesson);
  await expect(page.getByTestId("quiz-attempts")).toContainText(/Attempts left: 3 of 3/);
  await page.getByTestId("quiz-start").click();
  await expect(page.getByTestId("quiz-question").first()).toBeVisible();
  await page.getByTestId("quiz-submit").click();
  await page.getByTestId("quiz-submit-confirm").click();
  const result = page.getByTestId("quiz-result");
  await expect(result).toHaveAttribute("data-passed", "false");
  await expect(result).toContainText("Attempts left: 2 of 3");
  await expect(page.getByTestId("quiz-next-attempt")).toContainText(
    /Your next attempt can start at .+ WIB\./,
  );
  await expect(page.getByTestId("quiz-retake")).toBeDisabled();

  await page.getByRole("button", { name: "Check Results and Answers" }).click();
  await expect(page.getByTestId("quiz-key-hidden")).toBeVisible();
  await expect(page.locator("#quiz-review")).toContainText("Wrong");
  await expect(page.locator("#quiz-review")).not.toContainText("Correct answer");
  await expectAccessible(page);

  // back on the quiz information: no start before the cooldown ends
  await page.goto(lesson);
  await expect(page.getByTestId("quiz-start")).toBeDisabled();
  await expect(page.getByTestId("quiz-attempts")).toContainText("Attempts left: 2 of 3");
  await expect(page.getByTestId("quiz-next-attempt")).toBeVisible();
  await expectAccessible(page);
});
