import { expect, test, type Page } from "@playwright/test";
import { API, expectAccessible, newLearner, PHONE_TOO, register, someCourse, WEB } from "./helpers";
import { courseWithPretest } from "./learning-helpers";

/**
 * Learner-journey defects, each checked the way a learner meets it: the keyboard focus ring in the header and the
 * account menu, the course's main action (start in one click, then continue), lesson text with lists and
 * emphasis, English counts and section labels, and the not-found page in the page's language only.
 * Screenshots go to /tmp/journey-*.png for a person to look at.
 */

/** The focused element and whether its focus shows (an outline of some width, or a ring drawn as a box-shadow). */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    return {
      name: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim() || el.tagName,
      visible: outline || style.boxShadow !== "none",
      inHeader: !!el.closest("header"),
    };
  });
}

const shot = (page: Page, name: string, project: string) =>
  page.screenshot({ path: `/tmp/journey-${name}-${project}.png`, fullPage: false });

test("every control of the header shows its focus when reached with Tab", PHONE_TOO, async ({ page }) => {
  await page.goto(`${WEB}/`);
  await page.waitForLoadState("networkidle");
  const seen: string[] = [];
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press("Tab");
    const now = await focused(page);
    if (!now?.inHeader) continue;
    seen.push(now.name);
    expect(now.visible, `focus ring on "${now.name}"`).toBe(true);
  }
  // the skip link, the logo and the sign-in link at least (the desktop adds the main links)
  expect(seen.length).toBeGreaterThanOrEqual(3);
  expect(seen).toContain("Masuk");
});

test("a learner starts a course in one click, continues it, and reads lesson lists as lists", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const who = newLearner(info);
  const course = await courseWithPretest(WEB);
  await register(page, WEB, who);

  // the account menu opened from the keyboard: the item in focus carries a ring, not only a faint tint (the
  // menu's own code arrives after the page; its placeholder button opens nothing)
  await page.waitForLoadState("networkidle");
  // a new account's first home page offers the optional interests step: this learner skips it
  const skip = page.getByRole("button", { name: "Lewati" });
  if (await skip.isVisible()) await skip.click();
  // until the menu's code has replaced the placeholder, Enter opens nothing: press again until it opens
  await expect(async () => {
    if (!(await page.getByRole("menuitem").first().isVisible())) {
      await page.getByRole("button", { name: /^Menu akun/ }).focus();
      await page.keyboard.press("Enter");
    }
    await expect(page.getByRole("menuitem").first()).toBeFocused({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const item = await focused(page);
  expect(item?.visible, `focus ring on menu item "${item?.name}"`).toBe(true);
  await page.keyboard.press("Escape");

  // not enrolled: "Mulai Belajar", and one click lands in the course's first lesson to take
  await page.goto(`${WEB}/course/${course.slug}`);
  const start = page.getByRole("button", { name: "Mulai Belajar", exact: true }).locator("visible=true");
  await expect(start).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Lanjutkan Belajar" }).locator("visible=true")).toHaveCount(0);
  await shot(page, "course-not-enrolled", info.project.name);
  await start.click();
  await expect(page).toHaveURL(/\/learn\/[0-9a-f-]{36}$/);

  // a lesson whose text has a "- " list (and **bold** where it has some), read through the API as the learner
  const token = (await page.context().cookies()).find((c) => c.name === "token")?.value;
  expect(token, "session cookie").toBeTruthy();
  const articles = course.sections.flatMap((s) => s.lessons).filter((l) => l.kind === "article");
  let listed: { id: string; body: string } | undefined;
  for (const lesson of articles) {
    const res = await fetch(`${API}/lessons/${lesson.id}`, {
      headers: { origin: WEB, authorization: `Bearer ${token}`, "accept-language": "id" },
    });
    const body = ((await res.json()) as { data?: { body?: string } }).data?.body ?? "";
    if (/^- \S/m.test(body)) {
      listed = { id: lesson.id, body };
      break;
    }
  }
  expect(listed, "an article lesson with a list").toBeTruthy();
  const firstItem = /^- (.+)$/m.exec(listed!.body)![1]!.replace(/\*+/g, "").trim();

  await page.goto(`${WEB}/course/${course.slug}/learn/${listed!.id}`);
  const text = page.locator("main article");
  await expect(
    text
      .locator("ul > li")
      .filter({ hasText: firstItem.slice(0, 40) })
      .first(),
  ).toBeVisible();
  // no line of the list is left as a paragraph starting with its dash
  await expect(text.locator("p").filter({ hasText: /^\s*- / })).toHaveCount(0);
  const bold = /\*\*(.+?)\*\*/.exec(listed!.body)?.[1];
  if (bold) await expect(text.locator("strong").filter({ hasText: bold }).first()).toBeVisible();
  await expect(text).not.toContainText("**");
  await text.locator("ul").first().scrollIntoViewIfNeeded();
  await shot(page, "lesson-list", info.project.name);
  await expectAccessible(page);

  // progress made: the course page now offers to continue, and continuing opens a lesson
  await page.getByRole("button", { name: "Tandai Selesai" }).click();
  await expect(page.getByTestId("lesson-done")).toBeVisible();
  await page.goto(`${WEB}/course/${course.slug}`);
  const resume = page.getByRole("link", { name: "Lanjutkan Belajar", exact: true }).locator("visible=true");
  await expect(resume).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Mulai Belajar" }).locator("visible=true")).toHaveCount(0);
  await shot(page, "course-enrolled", info.project.name);
  await expectAccessible(page);
  await resume.click();
  await expect(page).toHaveURL(/\/learn\/[0-9a-f-]{36}$/);
});

test("English pages count in English and the not-found page speaks one language", async ({ page }, info) => {
  const course = await someCourse();
  await page.goto(`${WEB}/en/course/${course.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const main = await page.locator("main").innerText();
  expect(main).not.toMatch(/\b1 (lessons|learners|reviews|questions|minutes)\b/);
  expect(main).not.toMatch(/Section \d+:\s*(Module|Section|Chapter)\s+\d+/i);

  await page.goto(`${WEB}/en/no-such-page-here`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/en");
  const notFound = page.locator("main").filter({ hasText: "404" });
  await expect(notFound).not.toContainText("Halaman tidak ditemukan");
  await expect(notFound).not.toContainText("Kembali ke Beranda");
  await shot(page, "not-found-en", info.project.name);
  await expectAccessible(page);

  await page.goto(`${WEB}/tidak-ada-halaman-ini`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Halaman tidak ditemukan");
  await expect(page.locator("main").filter({ hasText: "404" })).not.toContainText("Page not found");
});
