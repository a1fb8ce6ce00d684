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
const desktop = { ...devices["Desktop Chrome"], launchOptions: chromium };
const phone = { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions: chromium };
// Journeys that change the demo company's shared data (its course choice) run after every other journey, so
// none of those (the learner who joins that company and takes one of its courses) sees it change under it.
const CHANGES_SHARED_DATA = ["**/admin-console.e2e.ts"];
const tsx = "node --import tsx stack.ts";

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
    { name: "desktop", use: desktop, testIgnore: CHANGES_SHARED_DATA },
    { name: "phone", use: phone, testIgnore: CHANGES_SHARED_DATA },
    {
      name: "desktop-last",
      use: desktop,
      testMatch: CHANGES_SHARED_DATA,
      dependencies: ["desktop", "phone"],
    },
    { name: "phone-last", use: phone, testMatch: CHANGES_SHARED_DATA, dependencies: ["desktop", "phone"] },
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
  ],
});
