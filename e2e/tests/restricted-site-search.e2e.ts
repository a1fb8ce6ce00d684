import { expect, test, type Page } from "@playwright/test";

/**
 * A site restricted to its organisation's picks (the health ministry's, seeded with 120 picks) shows the same
 * catalogue in the server-rendered search list and in the browser's live search: the browser's same-origin
 * call for its search key carries no Origin, and the key still covers only the site's picks.
 */
const SITE = "http://kemenkes.localhost:3000";

/** "… dari 120 kursus" → 120 */
async function total(page: Page): Promise<number> {
  const text = await page.getByTestId("shown").innerText();
  const m = /dari ([\d.]+) kursus/.exec(text);
  expect(m, text).not.toBeNull();
  return Number(m![1]!.replace(/\./g, ""));
}

test("the live search on a restricted site covers only the site's picks, like the server's list", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const keys: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/gk/search/key")) keys.push(r.headers().origin ?? "(no Origin)");
  });
  let server = 0;
  let live = 0;
  // the API indexes the seeded catalogue into the search node shortly after it starts
  await expect(async () => {
    await page.goto(`${SITE}/search`);
    server = await total(page);
    await page.mouse.move(20 + Math.floor(Math.random() * 100), 200 + Math.floor(Math.random() * 100));
    await expect(page.locator("[data-live-search]")).toBeVisible({ timeout: 2_000 });
    await expect(page.getByTestId("shown")).not.toHaveText(/dari 0 kursus/, { timeout: 2_000 });
    live = await total(page);
    expect(live).toBe(server);
  }).toPass({ timeout: 90_000 });
  expect(server).toBeGreaterThan(0);
  expect(live).toBe(server);
  expect(keys.length).toBeGreaterThan(0);
});
