import type { Page } from "@playwright/test";
import { API, WEB } from "./helpers";

/**
 * Shared steps of the learning journeys. `GK_E2E_WEB`/`GK_E2E_API` point them at another stack
 * (a developer's dev server); by default they use the e2e stack of playwright.config.ts.
 */
export const WEB_BASE = process.env.GK_E2E_WEB ?? WEB;
export const API_BASE = process.env.GK_E2E_API ?? API;
/** true against another stack: a dev server compiles each page on first visit, so the journeys get more time */
export const OTHER_STACK = Boolean(process.env.GK_E2E_WEB);
/** the regional site of the main journey, on the same port as the stack's web app */
export const REGIONAL = WEB_BASE.replace("://localhost", "://trenggalek.localhost");

interface Detail {
  id: string;
  slug: string;
  name: string;
  certificateOffered: boolean;
  sections: { lessons: { id: string; kind: string }[] }[];
}

/**
 * A course this site shows that has a pretest, a final quiz and a certificate, found through the API among its
 * `among` most popular courses; free courses first, so a learner of no company may open all of it (a paid
 * course's final quiz is beyond its free preview).
 */
export async function courseWithPretest(site: string, among = 40): Promise<Detail> {
  const headers: Record<string, string> = { origin: site };
  const list = (await (
    await fetch(`${API_BASE}/courses?sort=popular&perPage=${among}`, { headers })
  ).json()) as {
    data: { items: { slug: string; certificateOffered: boolean; priceRupiah: number }[] };
  };
  const offered = list.data.items.filter((i) => i.certificateOffered);
  for (const c of [
    ...offered.filter((i) => i.priceRupiah === 0),
    ...offered.filter((i) => i.priceRupiah > 0),
  ]) {
    const d = ((await (await fetch(`${API_BASE}/courses/${c.slug}`, { headers })).json()) as { data: Detail })
      .data;
    const kinds = d.sections.flatMap((s) => s.lessons.map((l) => l.kind));
    if (kinds[0] === "pretest" && kinds.includes("quiz")) return d;
  }
  throw new Error("no course with a pretest and a certificate on this site");
}

export function finalQuizLesson(d: Detail): string {
  return d.sections.flatMap((s) => s.lessons).find((l) => l.kind === "quiz")!.id;
}

/** The seconds shown by the quiz countdown ("mm:ss"). */
export async function timerSeconds(page: Page): Promise<number> {
  const text = (await page.getByTestId("quiz-timer").textContent()) ?? "";
  const m = /(\d+):(\d{2})/.exec(text);
  if (!m) throw new Error(`no countdown in "${text}"`);
  return Number(m[1]) * 60 + Number(m[2]);
}
