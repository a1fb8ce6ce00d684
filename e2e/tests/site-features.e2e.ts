import { expect, test } from "@playwright/test";
import { expectAccessible, someCourse, WEB } from "./helpers";

const at = (site: string) => WEB.replace("://localhost", `://${site}.localhost`);

/**
 * Each site's tenant.json switches, as a visitor sees them: the upgrade panel only where the site takes
 * payments, the LMS integration link only where the site offers it, no leaderboard page on a ministry site.
 * (Registration closed on a company site is in company-invitation.e2e.ts.)
 */
test("payments: the upgrade panel on the general site, none on a regional site", async ({ page }) => {
  const course = await someCourse();
  await page.goto(`${WEB}/course/${course.slug}`);
  await expect(page.getByRole("heading", { name: "Upgrade Kursus" })).toBeVisible();
  await page.goto(`${at("trenggalek")}/course/${course.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Upgrade Kursus" })).toHaveCount(0);
  await expectAccessible(page);
});

test("lmsIntegration: the LMS link on the business site's share menu, not on the general site's", async ({
  page,
}) => {
  const course = await someCourse();
  const shareItems = async (base: string) => {
    await page.goto(`${base}/course/${course.slug}`);
    await page.getByRole("button", { name: "Bagikan" }).click();
    await expect(page.locator('[data-share="copy-link"]')).toBeVisible();
    return page.locator('[data-share="lms-link"]');
  };
  await expect(await shareItems(at("business"))).toBeVisible();
  await expect(await shareItems(WEB)).toHaveCount(0);
});

test("leaderboard: no such page on a ministry site, the regional one has it", async ({ page }) => {
  const ministry = await page.goto(`${at("kemenkes")}/leaderboard`);
  expect(ministry?.status()).toBe(404);
  const regional = await page.goto(`${at("trenggalek")}/leaderboard`);
  expect(regional?.status()).toBe(200);
});
