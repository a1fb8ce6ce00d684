import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { expect, type Page } from "@playwright/test";
import type { CategoryContent } from "../../packages/db/src/seed/content/types";
import { answerGuide } from "../../packages/db/src/seed/catalogue/question-pool";

/**
 * A learner who studied: the right answers to every question a quiz can ask, read from the course material
 * the seed wrote (never from the quiz's review, which keeps the key until it is earned).
 */
const contentDir = join(dirname(fileURLToPath(import.meta.url)), "../../packages/db/src/seed/content");

let guide: Promise<Map<string, string[][]>> | null = null;

export function studyGuide(): Promise<Map<string, string[][]>> {
  guide ??= (async () => {
    const files = readdirSync(contentDir).filter(
      (f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f !== "types.ts" && f !== "builders.ts",
    );
    const tracks = [];
    for (const f of files) {
      const mod = (await import(pathToFileURL(join(contentDir, f)).href)) as { default?: CategoryContent };
      if (mod.default?.tracks) tracks.push(...mod.default.tracks);
    }
    return answerGuide(tracks);
  })();
  return guide;
}

/** Answers every question on the screen with what the material taught; each save is awaited. */
export async function answerFromStudy(page: Page) {
  const known = await studyGuide();
  for (const q of await page.getByTestId("quiz-question").all()) {
    const prompt = (await q.locator("p.text-lg").textContent())!.trim();
    const labels = (await q.locator("label span").allTextContents()).map((t) => t.trim());
    // the answer of this course's track: the one whose options are all on the screen
    const right = (known.get(prompt) ?? []).find((texts) => texts.every((t) => labels.includes(t)));
    expect(right, `studied: ${prompt}`).toBeTruthy();
    for (const text of right!) {
      const saved = page.waitForResponse(
        (r) => r.url().includes("/answers/") && r.request().method() === "PUT",
      );
      await q.getByLabel(text, { exact: true }).check();
      await saved;
    }
  }
}
