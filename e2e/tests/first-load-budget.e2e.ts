import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test, type Request } from "@playwright/test";
import { STACK } from "../stack-config";
import { someCourse, WEB } from "./helpers";

/**
 * Each page's first-load JavaScript stays within its budget (apps/web/first-load-budget.json): the scripts a
 * visitor's browser transfers to show the page, in gzip bytes as the production server sends them. A change
 * that pulls a heavy library into a page fails here, not later on a learner's phone.
 */
const budgetFile = fileURLToPath(new URL("../../apps/web/first-load-budget.json", import.meta.url));
const { pages } = JSON.parse(readFileSync(budgetFile, "utf8")) as {
  pages: Record<string, { path: string; host: string; kB: number }>;
};

test.describe("first-load JavaScript", () => {
  for (const [name, { path, host, kB }] of Object.entries(pages)) {
    test(`${name} stays within ${kB} kB`, async ({ page }) => {
      const course = path.includes("{course}") ? (await someCourse()).slug : "";
      // the scripts the page asks for before its load event; what it fetches after (the course page's live
      // panels once the browser is idle, routes the router prefetches for its links) is not counted. Taken
      // by when each request starts, not when it ends, so a chunk that happens to finish early is not a
      // flaky extra 10 kB.
      const scripts: Request[] = [];
      let loaded = false;
      page.on("request", (request) => {
        if (!loaded && request.resourceType() === "script") scripts.push(request);
      });
      page.once("load", () => void (loaded = true));
      await page.goto(`http://${host}:${STACK.webPort}${path.replace("{course}", course)}`, {
        waitUntil: "load",
      });
      const sizes = await Promise.all(scripts.map((r) => r.sizes().then((s) => s.responseBodySize)));
      const bytes = sizes.reduce((a, b) => a + b, 0);
      test.info().annotations.push({ type: "first-load JS", description: `${(bytes / 1000).toFixed(1)} kB` });
      console.log(`first-load JS of ${name}: ${(bytes / 1000).toFixed(1)} kB (budget ${kB} kB)`);
      expect(bytes).toBeGreaterThan(0);
      expect(bytes / 1000).toBeLessThanOrEqual(kB);
    });
  }
});

test.describe("pages fetched ahead", () => {
  // A learner on a metered phone plan pays for every page the router fetches ahead of a press: links fetch
  // their page when the visitor reaches for them, not merely for being on screen.
  test("the home page fetches no other page until a link is pointed at", async ({ page }) => {
    const ahead: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).searchParams.has("_rsc")) ahead.push(request.url());
    });
    await page.goto(WEB, { waitUntil: "load" });
    // the sections stream in and scroll past, each with its course cards, navigation and footer links
    await page.mouse.move(0, 0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(1_500);
    expect(ahead).toEqual([]);

    const card = page.locator('main a[href^="/course/"]').first();
    const href = (await card.getAttribute("href"))!;
    await card.scrollIntoViewIfNeeded();
    await card.hover();
    await expect.poll(() => ahead.some((url) => new URL(url).pathname === href)).toBe(true);
  });

  // The course page comes from the page cache to every visitor without a session: its enrolment link and its
  // panels are the server's, and nothing of the live panels (react-query, the API client) follows the load.
  test("a visitor's course page fetches no script once it has loaded", async ({ page }) => {
    const course = await someCourse();
    const late: string[] = [];
    let loaded = false;
    page.on("request", (request) => {
      if (loaded && request.resourceType() === "script") late.push(request.url());
    });
    page.once("load", () => void (loaded = true));
    await page.goto(`${WEB}/course/${course.slug}`, { waitUntil: "load" });
    // the live panels used to arrive once the browser was idle (at the latest 2 s after the load)
    await page.waitForTimeout(3_000);
    expect(late).toEqual([]);
    await expect(
      page.getByRole("link", { name: "Masuk untuk mulai belajar" }).locator("visible=true").first(),
    ).toBeVisible();
  });
});
