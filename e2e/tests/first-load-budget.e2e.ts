import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { STACK } from "../stack-config";
import { someCourse } from "./helpers";

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
      const scripts: Promise<number>[] = [];
      page.on("requestfinished", (request) => {
        if (request.resourceType() === "script")
          scripts.push(request.sizes().then((s) => s.responseBodySize));
      });
      await page.goto(`http://${host}:${STACK.webPort}${path.replace("{course}", course)}`, {
        waitUntil: "load",
      });
      // what the page needed to load; routes the router prefetches afterwards for its links are not counted
      const bytes = (await Promise.all(scripts.slice())).reduce((a, b) => a + b, 0);
      test.info().annotations.push({ type: "first-load JS", description: `${(bytes / 1000).toFixed(1)} kB` });
      console.log(`first-load JS of ${name}: ${(bytes / 1000).toFixed(1)} kB (budget ${kB} kB)`);
      expect(bytes).toBeGreaterThan(0);
      expect(bytes / 1000).toBeLessThanOrEqual(kB);
    });
  }
});
