import { expect, test } from "@playwright/test";
import { WEB, someCourse } from "./helpers";

test("every header control shows a visible focus ring when reached with the keyboard", async ({ page }) => {
  await page.goto(`${WEB}/`);
  const seen: string[] = [];
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
      const ring = style.boxShadow !== "none";
      return {
        name: (el.textContent ?? "").trim() || el.tagName,
        visible: outline || ring,
        inHeader: !!el.closest("header"),
      };
    });
    if (!focused || !focused.inHeader) continue;
    seen.push(focused.name);
    expect(focused.visible, `focus ring on "${focused.name}"`).toBe(true);
  }
  expect(seen.length).toBeGreaterThan(1);
});

test("English course page: no doubled section labels, and the not-found page speaks English first", async ({
  page,
}) => {
  const course = await someCourse();
  await page.goto(`${WEB}/en/course/${course.slug}`);
  const summaries = page.locator("#content summary");
  await expect(summaries.first()).toBeVisible();
  const texts = await summaries.allInnerTexts();
  for (const text of texts) {
    expect(text).not.toMatch(/Section \d+:\s*Module/);
    expect(text).not.toMatch(/\b1 lessons\b/);
  }

  await page.goto(`${WEB}/en/no-such-page-here`);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  expect((await heading.innerText()).trim()).toMatch(/^Page not found/);
  await page.goto(`${WEB}/tidak-ada-halaman-ini`);
  expect((await page.getByRole("heading", { level: 1 }).innerText()).trim()).toMatch(
    /^Halaman tidak ditemukan/,
  );
});
