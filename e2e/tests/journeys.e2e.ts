import { expect, test } from "@playwright/test";
import {
  expectAccessible,
  lmsLink,
  newLearner,
  PHONE_TOO,
  register,
  signIn,
  someCourse,
  WEB,
} from "./helpers";

/**
 * The main journeys at desktop size (those marked PHONE_TOO at 390×844 too): register, sign out and in, the
 * guard with the `url` parameter, search with a typo and a filter, a course and its share links, the language
 * switch, the LMS special link; axe-core on each page.
 */

test("a visitor registers, signs out and signs in again", PHONE_TOO, async ({ page }, info) => {
  const who = newLearner(info);
  await register(page, "http://trenggalek.localhost:3000", who);
  await expect(page).toHaveURL("http://trenggalek.localhost:3000/");
  const menu = page.getByRole("button", { name: /^Menu akun/ });
  await expect(menu).toBeVisible();

  await page.goto("http://trenggalek.localhost:3000/profile");
  await expect(page.getByTestId("profile-name")).toHaveText(who.fullName);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Keluar" }).click();
  await expect(page).toHaveURL("http://trenggalek.localhost:3000/");
  await expect(page.getByRole("link", { name: "Masuk" })).toBeVisible();

  await page.getByRole("link", { name: "Masuk" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page);
  await signIn(page, who);
  await expect(page).toHaveURL("http://trenggalek.localhost:3000/");
  await expect(page.getByRole("button", { name: /^Menu akun/ })).toBeVisible();
});

test("a guarded page sends a visitor to /login and back after signing in", async ({ page }, info) => {
  const who = newLearner(info);
  await register(page, WEB, who);
  await expect(page).toHaveURL(`${WEB}/`);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await page.goto(`${WEB}/profile`);
  await expect(page).toHaveURL(`${WEB}/login?url=%2Fprofile`);
  await signIn(page, who);
  await expect(page).toHaveURL(`${WEB}/profile`);
  await expect(page.getByTestId("profile-name")).toHaveText(who.fullName);
});

test("search with a typo and a filter, open a course and share it", async ({ page }) => {
  test.setTimeout(120_000);
  // the API indexes the seeded catalogue into the search node shortly after it starts
  await expect(async () => {
    await page.goto(`${WEB}/search?q=kepemimpnan`);
    await expect(page.getByTestId("shown")).not.toHaveText(/dari 0 kursus/);
    await expect(page.locator("main article").first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText('Hasil pencarian untuk "kepemimpnan"');
  await expectAccessible(page);

  // the browser search is fetched when the visitor turns to the page; filter in it, as a visitor moving over
  // the page does (a tap on the server-rendered list before that is a server navigation, slow on a busy stack)
  await expect(async () => {
    await page.mouse.move(20 + Math.floor(Math.random() * 100), 200 + Math.floor(Math.random() * 100));
    await expect(page.locator("[data-live-search]")).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const facet = page.locator('[data-facet="category"][href*="leadership-management"]');
  const name = (await facet.locator("span").nth(0).innerText()).trim();
  await facet.click();
  await expect(page).toHaveURL(/category=leadership-management/);
  await expect(page.locator('[data-facet="category"][aria-checked="true"]')).toHaveCount(1);
  await expect(page.getByTestId("shown")).toHaveText(/Menampilkan \d+ dari [\d,]+ kursus/);
  // every card shown belongs to the chosen category
  const categories = await page.locator("main article p.uppercase").allInnerTexts();
  expect(categories.length).toBeGreaterThan(0);
  expect(new Set(categories.map((c) => c.toLowerCase()))).toEqual(new Set([name.toLowerCase()]));
  expect(new URL(page.url()).searchParams.get("q")).toBe("kepemimpnan");

  await page.locator("main article h3 a").first().click();
  await expect(page).toHaveURL(/\/course\//);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Bagikan" }).click();
  const whatsapp = await page.locator('[data-share="whatsapp"]').getAttribute("href");
  const shared = new URL(decodeURIComponent(new URL(whatsapp!).searchParams.get("text")!.split(" ").pop()!));
  expect(shared.pathname).toMatch(/^\/course\//);
  expect(Object.fromEntries(shared.searchParams)).toMatchObject({
    utm_source: "whatsapp",
    utm_medium: "organic-button",
    utm_campaign: "lms-share",
  });
  const linkedin = new URL((await page.locator('[data-share="linkedin"]').getAttribute("href"))!);
  expect(new URL(linkedin.searchParams.get("url")!).searchParams.get("utm_source")).toBe("linkedin");
});

test("switches to English and back, keeping the page", async ({ page }) => {
  const course = await someCourse();
  await page.goto(`${WEB}/course/${course.slug}`);
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(`${WEB}/en/course/${course.slug}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("button", { name: "Share" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Bahasa Indonesia" }).click();
  await expect(page).toHaveURL(`${WEB}/course/${course.slug}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
});

test(
  "the home page shows its sections and explore lists with load more",
  PHONE_TOO,
  async ({ page }, info) => {
    // the learner home (the business site's home sells the business plan instead: subscription.e2e.ts)
    await page.goto(`${WEB}/`);
    const sections = page.locator("[data-section]");
    await expect(sections.first()).toBeVisible();
    // the sections come with the page, in its one answer: no skeleton stands in for one while it loads (which
    // a phone would parse and lay out, then throw away)
    const html = await (await page.request.get(`${WEB}/`)).text();
    expect(html.match(/data-section="/g)?.length).toBe(await sections.count());
    expect(html).not.toContain("animate-pulse");
    // each section with courses links to its whole list; on a phone its cards make one sideways row, so the
    // page is a few screens long instead of dozens
    let withCourses = 0;
    for (const section of await sections.all()) {
      const cards = section.locator(":scope > ul > li");
      if ((await cards.count()) === 0) continue;
      withCourses += 1;
      // one row of a desktop's four columns; "see all" has the rest
      expect(await cards.count()).toBeLessThanOrEqual(4);
      const title = (await section.getByRole("heading", { level: 2 }).textContent())!.trim();
      await expect(section.getByRole("link", { name: `Lihat semua ${title}` })).toBeVisible();
      if (info.project.name === "phone") {
        const tops = await cards.evaluateAll((items) =>
          items.map((li) => Math.round(li.getBoundingClientRect().top)),
        );
        expect(new Set(tops).size, `the cards of "${title}" in one row`).toBe(1);
      }
    }
    expect(withCourses).toBeGreaterThan(1);
    if (info.project.name === "phone") {
      const screens = await page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight);
      expect(screens).toBeLessThan(8);
    }
    await page.goto(`${WEB}/explore`);
    const shown = page.getByTestId("shown");
    await expect(shown).toHaveText(/Menampilkan 20 dari [\d,]+ kursus/);
    // the browser search is fetched when the visitor turns to the page and then replaces the server-rendered list;
    // a click during that swap is kept (search.e2e.ts), here the browser list is the one clicked
    await expect(async () => {
      await page.mouse.move(20 + Math.floor(Math.random() * 100), 200 + Math.floor(Math.random() * 100));
      await expect(page.locator("[data-live-search]")).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await page.getByRole("link", { name: "Muat lebih banyak" }).click();
    await expect(shown).toHaveText(/Menampilkan 40 dari [\d,]+ kursus/);
    await expect(page).toHaveURL(/page=2/);
  },
);

test("the LMS special link signs the visitor in and lands on the course", async ({ page }, info) => {
  const course = await someCourse();
  const who = newLearner(info);
  await page.goto(lmsLink(WEB, { email: who.email, fullName: who.fullName, courseSlug: course.slug }));
  await expect(page).toHaveURL(`${WEB}/course/${course.slug}`);
  await expect(page.getByRole("button", { name: /^Menu akun/ })).toBeVisible();
});

test("Google sign-in through the OpenID Connect code flow (local issuer) lands signed in", async ({
  page,
}, info) => {
  await page.goto(`${WEB}/login?url=%2Fprofile`);
  await page.getByRole("link", { name: "Masuk dengan Google" }).click();
  // oidc-provider's development login and consent pages stand in for Google's
  await page.locator('input[name="login"]').fill(`budi-${info.project.name}-${Date.now()}`);
  await page.locator('input[name="password"]').fill("apa-saja");
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(`${WEB}/profile`);
  await expect(page.getByTestId("profile-name")).toHaveText(/^Google budi-/);
});
