import { defineConfig, devices } from "@playwright/test";
import { STACK } from "./stack-config";

/**
 * Journeys in Debian's Chromium (never `playwright install`: the machines have no internet). The whole stack
 * is started here (stack.ts): search on :8108, the API on :4000 over a fresh seeded PGlite, the web app's
 * production build on :3000. `*.localhost` host names resolve to loopback inside Chromium.
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
const reuse = !process.env.CI;
const tsx = "node --import tsx stack.ts";
const desktop = { ...devices["Desktop Chrome"], launchOptions: chromium };
const phone = { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions: chromium };
// The admin console's journey changes the demo company's one course choice, which other journeys' learners of
// that company see: it runs alone, after every other journey, its languages one after the other (it sets the
// phone size for its English run itself).
const RUNS_ALONE = ["**/admin-console.e2e.ts"];
// Not run at phone size: the first-load JavaScript is the same scripts at any size (measured once), and the
// AI stack's model budget is spent once for everyone by its journeys.
const DESKTOP_ONLY = ["**/first-load-budget.e2e.ts", "**/ai-model.e2e.ts"];

export default defineConfig({
  testDir: "tests",
  testMatch: "**/*.e2e.ts",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: { locale: "id-ID", launchOptions: chromium, trace: "retain-on-failure" },
  projects: [
    { name: "desktop", use: desktop, testIgnore: RUNS_ALONE },
    { name: "phone", use: phone, testIgnore: [...RUNS_ALONE, ...DESKTOP_ONLY] },
    { name: "alone", use: desktop, testMatch: RUNS_ALONE, dependencies: ["desktop", "phone"] },
  ],
  webServer: [
    {
      command: `${tsx} oidc`,
      url: `${STACK.oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: reuse,
      timeout: 30_000,
    },
    {
      command: `${tsx} search`,
      url: `http://127.0.0.1:${STACK.searchPort}/health`,
      reuseExistingServer: reuse,
      timeout: 60_000,
    },
    {
      command: `${tsx} api`,
      url: `http://127.0.0.1:${STACK.apiPort}/health`,
      reuseExistingServer: reuse,
      timeout: 240_000,
    },
    {
      command: `${tsx} web`,
      url: `http://localhost:${STACK.webPort}`,
      reuseExistingServer: reuse,
      timeout: 120_000,
    },
    // the AI journeys again, with AI_BASE_URL at a model stand-in (ai-model.e2e.ts)
    {
      command: `${tsx} model`,
      url: `http://127.0.0.1:${STACK.modelPort}/_recorded`,
      reuseExistingServer: reuse,
      timeout: 30_000,
    },
    {
      command: `${tsx} api-ai`,
      url: `http://127.0.0.1:${STACK.aiApiPort}/health`,
      reuseExistingServer: reuse,
      timeout: 240_000,
    },
    {
      command: `${tsx} web-ai`,
      url: `http://localhost:${STACK.aiWebPort}`,
      reuseExistingServer: reuse,
      timeout: 120_000,
    },
  ],
});
