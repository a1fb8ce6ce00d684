import { expect, type Page, type TestInfo } from "@playwright/test";
import { newLearner, register } from "./helpers";

/** What the AI journeys share: a free course's article lesson, a question it answers, asking the coach. */

interface Detail {
  slug: string;
  priceRupiah: number;
  sections: { lessons: { id: string; kind: string }[] }[];
}

/** A free course of the general site and one of its article lessons (a free course opens every lesson). */
export async function freeArticleLesson(
  apiBase: string,
  webBase: string,
): Promise<{ slug: string; lessonId: string }> {
  const headers = { origin: webBase };
  const list = (await (await fetch(`${apiBase}/courses?sort=popular&perPage=40`, { headers })).json()) as {
    data: { items: { slug: string; priceRupiah: number }[] };
  };
  for (const c of list.data.items.filter((i) => i.priceRupiah === 0)) {
    const d = ((await (await fetch(`${apiBase}/courses/${c.slug}`, { headers })).json()) as { data: Detail })
      .data;
    const article = d.sections.flatMap((s) => s.lessons).find((l) => l.kind === "article");
    if (article) return { slug: d.slug, lessonId: article.id };
  }
  throw new Error("no free course with an article lesson on the general site");
}

/**
 * A question the lesson answers, in its language: the opening words of its first paragraph of prose. The
 * offline coach (the e2e stack configures no model) finds the passage by these words and quotes it.
 */
export async function questionFrom(
  apiBase: string,
  webBase: string,
  lessonId: string,
  token: string,
  locale: "id" | "en",
): Promise<string> {
  const res = await fetch(`${apiBase}/lessons/${lessonId}`, {
    headers: { origin: webBase, authorization: `Bearer ${token}`, "accept-language": locale },
  });
  const { data } = (await res.json()) as { data: { body: string } };
  const prose = data.body
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\*\*/g, "").trim())
    .find((p) => !/^([-*]|\d+[.)])\s/.test(p) && p.split(/\s+/).length >= 10);
  if (!prose) throw new Error(`lesson ${lessonId} has no paragraph of prose`);
  const words = prose
    .split(/\s+/)
    .slice(0, 8)
    .join(" ")
    .replace(/[.,:;!?]+$/, "");
  return locale === "id" ? `Apa maksud "${words}"?` : `What does "${words}" mean?`;
}

/** Asks with the keyboard alone: the box has the focus once the panel opens, Enter sends. */
export async function ask(page: Page, question: string) {
  const streamed = page.waitForResponse(
    (r) => r.url().includes("/api/gk/ai/coach/") && r.url().endsWith("/chat"),
  );
  await expect(page.locator("textarea")).toBeFocused();
  // the previous answer has finished streaming (the panel does not send while one is on its way)
  await expect(page.getByTestId("coach-messages")).not.toHaveAttribute("aria-busy", "true");
  await page.keyboard.type(question);
  await page.keyboard.press("Enter");
  // the answer arrives as the ai SDK's UI message stream (server-sent events)
  const res = await streamed;
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("text/event-stream");
}

/** A new learner registered through the form on `webBase` and enrolled in `slug`; their session token. */
export async function enrolledLearner(
  page: Page,
  info: TestInfo,
  apiBase: string,
  webBase: string,
  slug: string,
) {
  await register(page, webBase, newLearner(info));
  const token = (await page.context().cookies()).find((c) => c.name === "token")!.value;
  const enrol = await fetch(`${apiBase}/courses/${slug}/enrolment`, {
    method: "POST",
    headers: { origin: webBase, authorization: `Bearer ${token}` },
  });
  expect(enrol.status).toBe(200);
  return token;
}
