import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, WEB } from "./helpers";

/**
 * At desktop and 390×844: the server-rendered search page hands over to react-instantsearch
 * searching the node from the browser with the API's scoped key; a typo, a category, a sort change and load
 * more all land in the URL, and a reload renders the same state.
 */

/**
 * The browser search is fetched when the visitor turns to the page (a pointer, a key, focus, scroll), not on
 * load; its UI has taken over once its own first search answered.
 */
async function live(page: Page) {
  await expect(async () => {
    await turnTo(page);
    await expect(page.locator("[data-live-search]")).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** The sort the page shows: the select's chosen option, as a visitor reads it. */
const sortShown = (page: Page) => page.getByLabel("Urutkan").locator("option:checked");

/**
 * Waits until the courses on screen are those of `sort`: the browser's list keeps its last answer (and says
 * it is busy) until the new search answers, so the URL and the select change before the list does.
 */
async function listSortedBy(page: Page, sort: "relevance" | "popular" | "rating" | "newest") {
  const results = page.locator("[data-search-results]");
  await expect(results).toHaveAttribute("data-sorted", sort);
  await expect(results).not.toHaveAttribute("aria-busy", "true");
}

/** The search results on screen (the live list or the server's). */
const cards = (page: Page) => page.locator("main article");

/** Waits until the search node answers for the seeded catalogue (the API indexes it shortly after it starts). */
async function indexed(page: Page, url: string) {
  await expect(async () => {
    await page.goto(url);
    await live(page);
    await expect(page.getByTestId("shown")).not.toHaveText(/dari 0 kursus/, { timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
}

/** A pointer move over the page (repeat it: one made before hydration is not seen). */
async function turnTo(page: Page) {
  await page.mouse.move(20 + Math.floor(Math.random() * 100), 200 + Math.floor(Math.random() * 100));
}

test("typo search, category filter and sort in the browser, kept in the URL after a reload", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const nodeCalls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes(":8108/")) nodeCalls.push(r.url());
  });
  // the API indexes the seeded catalogue into the search node shortly after it starts
  await expect(async () => {
    await page.goto(`${WEB}/search?q=kepemimpian`);
    await live(page);
    await expect(page.getByTestId("shown")).not.toHaveText(/dari 0 kursus/, { timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  expect(nodeCalls.length).toBeGreaterThan(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText('Hasil pencarian untuk "kepemimpian"');

  const facet = page.locator('[data-facet="category"][href*="leadership-management"]');
  const name = (await facet.locator("span").nth(0).innerText()).trim();
  const before = nodeCalls.length;
  await facet.click();
  await expect(page).toHaveURL(/category=leadership-management/);
  await expect(page.locator('[data-facet="category"][aria-checked="true"]')).toHaveCount(1);
  // searched in the browser: the node was asked again and the page was not reloaded
  expect(nodeCalls.length).toBeGreaterThan(before);
  await expect(page.locator("[data-live-search]")).toBeVisible();
  const categories = await page.locator("main article p.uppercase").allInnerTexts();
  expect(categories.length).toBeGreaterThan(0);
  expect(new Set(categories.map((c) => c.toLowerCase()))).toEqual(new Set([name.toLowerCase()]));

  await page.getByLabel("Urutkan").selectOption({ label: "Rating Tertinggi" });
  await expect(page).toHaveURL(/sort=rating/);
  await expect(page).toHaveURL(/q=kepemimpian/);
  await expectAccessible(page);

  // a reload (or a shared link) renders the same search
  const url = page.url();
  await page.reload();
  await expect(page).toHaveURL(url);
  await live(page);
  await expect(page.locator('[data-facet="category"][aria-checked="true"]')).toHaveCount(1);
  await expect(sortShown(page)).toHaveText("Rating Tertinggi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText('Hasil pencarian untuk "kepemimpian"');
});

test("load more in the browser adds a page and the URL keeps it", async ({ page }) => {
  await page.goto(`${WEB}/search?sort=newest`);
  await live(page);
  const shown = page.getByTestId("shown");
  await expect(shown).toHaveText(/Menampilkan 20 dari [\d,]+ kursus/);
  await page.getByRole("link", { name: "Muat lebih banyak" }).click();
  await expect(shown).toHaveText(/Menampilkan 40 dari [\d,]+ kursus/);
  await expect(page).toHaveURL(/sort=newest.*page=2|page=2.*sort=newest/);
  await expect(page.locator("main article")).toHaveCount(40);
  await page.reload();
  await expect(shown).toHaveText(/Menampilkan 40 dari [\d,]+ kursus/);
});

test("the first load carries no browser search; it is fetched when the visitor turns to the page", async ({
  page,
}) => {
  const nodeCalls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes(":8108/")) nodeCalls.push(r.url());
  });
  await page.goto(`${WEB}/search?q=kepemimpinan`);
  await expect(page.getByTestId("shown")).toHaveText(/Menampilkan \d+ dari [\d,]+ kursus/);
  // the page has hydrated and gone quiet (no request for half a second): nothing asked the node on its own
  await page.waitForLoadState("networkidle");
  expect(nodeCalls).toEqual([]);
  await expect(page.locator("[data-live-search]")).toHaveCount(0);
  await live(page);
  expect(nodeCalls.length).toBeGreaterThan(0);
});

test("the browser's search answers carry what the cards show: no descriptions, no skills, no marks", async ({
  page,
}) => {
  const answers: { hits?: Record<string, unknown>[] }[][] = [];
  page.on("response", (r) => {
    if (r.url().includes(":8108/multi_search"))
      r.json().then(
        (body: { results: { hits?: Record<string, unknown>[] }[] }) => answers.push(body.results),
        // `indexed` reloads the page until the node answers: an answer of a page already left has no body to
        // read any more (the answers of the page in view are the ones checked below)
        () => undefined,
      );
  });
  await indexed(page, `${WEB}/search?q=kepemimpinan`);
  await expect(cards(page).first()).toBeVisible();
  await expect.poll(() => answers.flat().filter((r) => (r.hits?.length ?? 0) > 0).length).toBeGreaterThan(0);
  const hits = answers.flat().flatMap((r) => r.hits ?? []);
  for (const hit of hits) {
    expect(Object.keys(hit.document as object)).not.toContain("description_id");
    expect(Object.keys(hit.document as object)).not.toContain("skills");
    expect(hit).not.toHaveProperty("highlights");
    expect(hit.highlight).toEqual({});
  }
  // and each card still reads as the server's did: a name, an institution, a rating or a price
  await expect(cards(page).first().getByRole("heading")).not.toBeEmpty();
});

test("back and forward between two browser searches show each search's results", async ({ page }) => {
  test.setTimeout(120_000);
  const heading = page.getByRole("heading", { level: 1 });
  // the API indexes the seeded catalogue into the search node shortly after it starts
  await expect(async () => {
    await page.goto(`${WEB}/search?q=kepemimpinan`);
    await live(page);
    await expect(page.getByTestId("shown")).not.toHaveText(/dari 0 kursus/, { timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  await expect(heading).toHaveText('Hasil pencarian untuk "kepemimpinan"');
  const firstOf = () => page.locator("main article h3").first().innerText();
  const leadership = await firstOf();

  const box = page.locator("#site-search");
  await box.fill("excel");
  await box.press("Enter");
  await expect(page).toHaveURL(/q=excel/);
  await expect(heading).toHaveText('Hasil pencarian untuk "excel"');
  await expect(page.locator("main article h3").first()).not.toHaveText(leadership);
  const excel = await firstOf();
  expect(excel).not.toBe(leadership);

  await page.goBack();
  await expect(page).toHaveURL(/q=kepemimpinan/);
  await expect(heading).toHaveText('Hasil pencarian untuk "kepemimpinan"');
  // the list is the leadership search again, not the excel one left in place (titles are compared loosely: the
  // API may still be adding courses to the index while this runs)
  await expect(page.locator("main article h3").first()).not.toHaveText(excel);
  await expect(box).toHaveValue("kepemimpinan");

  await page.goForward();
  await expect(page).toHaveURL(/q=excel/);
  await expect(heading).toHaveText('Hasil pencarian untuk "excel"');
  await expect(page.locator("main article h3").first()).not.toHaveText(leadership);
  await expect(box).toHaveValue("excel");
});

test("a load more click that lands while the browser search is taking over is kept", async ({ page }) => {
  // hold the browser's searches, so the click lands on the server list while the live UI is waiting for its answer
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/:8108\//, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${WEB}/search?sort=newest`);
  const shown = page.getByTestId("shown");
  await expect(shown).toHaveText(/Menampilkan 20 dari [\d,]+ kursus/);
  let asked = false;
  page.on("request", (r) => {
    if (r.url().includes(":8108/")) asked = true;
  });
  await expect(async () => {
    await turnTo(page);
    expect(asked).toBe(true);
  }).toPass({ timeout: 20_000 });
  await page.getByRole("link", { name: "Muat lebih banyak" }).click();
  await expect(page).toHaveURL(/page=2/);
  release();
  await expect(page.locator("[data-live-search]")).toBeVisible({ timeout: 20_000 });
  await expect(shown).toHaveText(/Menampilkan 40 dari [\d,]+ kursus/);
  await expect(page.locator("main article")).toHaveCount(40);
});

test("back from a course returns to the same place in the results, with the pages loaded", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await indexed(page, `${WEB}/search?sort=newest`);
  await page.getByRole("link", { name: "Muat lebih banyak" }).click();
  await expect(page.getByTestId("shown")).toHaveText(/Menampilkan 40 dari [\d,]+ kursus/);
  await expect(cards(page)).toHaveCount(40);

  // a card far down the second page: the learner scrolled there and opens it
  const card = cards(page).nth(31);
  await card.scrollIntoViewIfNeeded();
  const title = await card.locator("h3").innerText();
  const y = await page.evaluate(() => Math.round(window.scrollY));
  expect(y).toBeGreaterThan(800);
  await card.locator("h3 a").click();
  await expect(page).toHaveURL(/\/course\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  await page.goBack();
  await expect(page).toHaveURL(/sort=newest/);
  await expect(page).toHaveURL(/page=2/);
  // the same forty results, scrolled back to where the learner left them (not the top, not short of it)
  await expect(cards(page)).toHaveCount(40);
  await expect(cards(page).nth(31).locator("h3")).toHaveText(title);
  await expect
    .poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 15_000 })
    .toBeGreaterThan(y - 60);
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBeLessThan(y + 60);
  await expect(cards(page).nth(31)).toBeInViewport();
});

test("back from a course keeps the place on a first page of results too", async ({ page }) => {
  test.setTimeout(120_000);
  // the page the router restores as it was (no "load more" to wait for); scrolling wakes the browser search, so
  // it has taken over before the place is measured
  await indexed(page, `${WEB}/search?q=excel`);
  const n = await cards(page).count();
  // the seeded catalogue has dozens of Excel courses: a short list here is a failure, not a reason to skip
  expect(n).toBeGreaterThanOrEqual(8);
  const card = cards(page).nth(n - 2);
  await card.scrollIntoViewIfNeeded();
  const title = await card.locator("h3").innerText();
  const y = await page.evaluate(() => Math.round(window.scrollY));
  expect(y).toBeGreaterThan(300);
  await card.locator("h3 a").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await page.goBack();
  await expect(page).toHaveURL(/q=excel/);
  await expect
    .poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 15_000 })
    .toBeGreaterThan(y - 60);
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBeLessThan(y + 60);
  await expect(
    cards(page)
      .nth(n - 2)
      .locator("h3"),
  ).toHaveText(title);
});

test("the sort chosen in the browser survives going back from one course and then another", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await indexed(page, `${WEB}/search?q=excel`);
  await page.getByLabel("Urutkan").selectOption({ label: "Rating Tertinggi" });
  await expect(page).toHaveURL(/sort=rating/);
  await expect(sortShown(page)).toHaveText("Rating Tertinggi");
  await listSortedBy(page, "rating");
  const titles = async () => (await cards(page).locator("h3").allInnerTexts()).slice(0, 5);
  const byRating = await titles();

  for (const nth of [0, 1]) {
    await cards(page).nth(nth).locator("h3 a").click();
    await expect(page).toHaveURL(/\/course\//);
    await page.goBack();
    await expect(page).toHaveURL(/q=excel/);
    await expect(page).toHaveURL(/sort=rating/);
    await expect(sortShown(page)).toHaveText("Rating Tertinggi");
    // whichever list answers after Back (the router's server render or the browser's search), one order
    await listSortedBy(page, "rating");
    await expect.poll(titles).toEqual(byRating);
  }
});

test("the sort survives back through a related course (two Backs)", async ({ page }) => {
  test.setTimeout(120_000);
  await indexed(page, `${WEB}/search?q=excel`);
  await page.getByLabel("Urutkan").selectOption({ label: "Terbaru" });
  await expect(page).toHaveURL(/sort=newest/);
  await listSortedBy(page, "newest");
  const titles = async () => (await cards(page).locator("h3").allInnerTexts()).slice(0, 5);
  const byDate = await titles();
  await cards(page).first().locator("h3 a").click();
  await expect(page).toHaveURL(/\/course\//);
  const first = page.url();
  await page.locator('section[aria-labelledby="related"] article h3 a').first().click();
  await expect(page).not.toHaveURL(first);
  await page.goBack();
  await expect(page).toHaveURL(first);
  await page.goBack();
  await expect(page).toHaveURL(/q=excel/);
  await expect(page).toHaveURL(/sort=newest/);
  await expect(sortShown(page)).toHaveText("Terbaru");
  // the server's search and the browser's sort alike (one definition in @gk/search), so whichever answers
  // after Back shows the same courses in the same order
  await listSortedBy(page, "newest");
  await expect.poll(titles).toEqual(byDate);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each filter's count is the number of results it gives for the search", async ({ page }) => {
    test.setTimeout(120_000);
    const shownTotal = async () =>
      Number(
        ((await page.getByTestId("shown").innerText()).match(/dari ([\d,]+) kursus/)?.[1] ?? "-1").replace(
          /,/g,
          "",
        ),
      );
    // the search node answers once the API has indexed the seed
    await expect(async () => {
      await page.goto(`${WEB}/search?q=kepemimpian`);
      expect(await shownTotal()).toBeGreaterThan(0);
    }).toPass({ timeout: 90_000 });
    const total = await shownTotal();
    const facets = page.locator('[data-facet="category"]');
    const offers: { href: string; count: number }[] = [];
    for (let i = 0; i < (await facets.count()); i++) {
      const link = facets.nth(i);
      offers.push({
        href: new URL((await link.getAttribute("href"))!, WEB).href,
        count: Number((await link.locator(":scope > span").last().textContent())!.replace(/,/g, "")),
      });
    }
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.reduce((sum, o) => sum + o.count, 0)).toBe(total);
    for (const o of offers.slice(0, 3)) {
      await page.goto(o.href);
      expect(await shownTotal()).toBe(o.count);
    }
  });
});
