import { expect, test } from "@playwright/test";
import { expectAccessible, newLearner, register } from "./helpers";
import { API_BASE, OTHER_STACK, WEB_BASE } from "./learning-helpers";

interface Detail {
  slug: string;
  priceRupiah: number;
  sections: { lessons: { id: string; kind: string; title: string }[] }[];
}

/** A paid course of the general site with a later section holding a lesson that is not a quiz. */
async function paidCourse(): Promise<{
  detail: Detail;
  open: string;
  locked: { id: string; title: string };
}> {
  const headers = { origin: WEB_BASE };
  const list = (await (await fetch(`${API_BASE}/courses?sort=popular&perPage=40`, { headers })).json()) as {
    data: { items: { slug: string; priceRupiah: number }[] };
  };
  for (const c of list.data.items.filter((i) => i.priceRupiah > 0)) {
    const d = ((await (await fetch(`${API_BASE}/courses/${c.slug}`, { headers })).json()) as { data: Detail })
      .data;
    const first = d.sections[0]?.lessons.find((l) => l.kind !== "quiz");
    const later = d.sections.slice(1).flatMap((s) => s.lessons.filter((l) => l.kind === "article"))[0];
    if (first && later) return { detail: d, open: first.id, locked: later };
  }
  throw new Error("no paid course with two sections on the general site");
}

/**
 * A learner of no company on a paid course: the first section opens; a later lesson shows a lock in the outline
 * and, opened, a panel that says it is included in the upgrade and leads to the course page's upgrade panel, in
 * Indonesian and in English; the final quiz leads to the same panel instead of an error page.
 */
test("a paid course's locked lesson shows the upgrade panel, not an error", async ({ page }, info) => {
  test.setTimeout(OTHER_STACK ? 600_000 : 120_000);
  const who = newLearner(info);
  const { detail, open, locked } = await paidCourse();
  await register(page, WEB_BASE, who);
  const token = (await page.context().cookies()).find((c) => c.name === "token")!.value;
  const enrol = await fetch(`${API_BASE}/courses/${detail.slug}/enrolment`, {
    method: "POST",
    headers: { origin: WEB_BASE, authorization: `Bearer ${token}` },
  });
  expect(enrol.status).toBe(200);

  await page.goto(`${WEB_BASE}/course/${detail.slug}/learn/${open}`);
  await expect(page.getByTestId("lesson-locked")).toHaveCount(0);
  await expect(page.getByText("Termasuk dalam upgrade").first()).toBeAttached();
  await page.screenshot({ path: info.outputPath("open-lesson.png"), fullPage: true });

  await page.goto(`${WEB_BASE}/course/${detail.slug}/learn/${locked.id}`);
  const panel = page.getByTestId("lesson-locked");
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Termasuk dalam upgrade" })).toBeVisible();
  await expect(panel).toContainText("Bagian ini termasuk dalam upgrade berbayar kursus ini.");
  await expect(panel.getByRole("link", { name: "Lihat upgrade kursus" })).toHaveAttribute(
    "href",
    `/course/${detail.slug}#upgrade`,
  );
  await expect(page.getByRole("heading", { level: 1, name: locked.title })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath("locked-lesson-id.png"), fullPage: true });

  const finalQuiz = detail.sections.flatMap((s) => s.lessons).find((l) => l.kind === "quiz");
  if (finalQuiz) {
    await page.goto(`${WEB_BASE}/course/${detail.slug}/learn/${finalQuiz.id}/quiz`);
    await expect(page.getByTestId("lesson-locked")).toBeVisible();
  }

  await page.goto(`${WEB_BASE}/en/course/${detail.slug}/learn/${locked.id}`);
  await expect(page.getByTestId("lesson-locked").getByRole("heading")).toHaveText("Included in the upgrade");
  await expect(page.getByRole("link", { name: "See the course upgrade" })).toHaveAttribute(
    "href",
    `/en/course/${detail.slug}#upgrade`,
  );
  await page.screenshot({ path: info.outputPath("locked-lesson-en.png"), fullPage: true });
});
