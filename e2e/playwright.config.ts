import { tmpdir } from "node:os";
import { join } from "node:path";
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
// Also run at phone size: only the journeys tagged with PHONE_TOO (tests/helpers.ts), whose screens are laid out
// differently on a phone and are used there most; those that run at both sizes take one language at each.
const PHONE_TOO = /@phone/;

// Both APIs of the journeys start from one seed (stack.ts): the main API leaves a copy here for the AI stack's.
process.env.GK_E2E_SEED_COPY ??= join(tmpdir(), `gk-e2e-seed-copy-${process.pid}`);

export default defineConfig({
  testDir: "tests",
  testMatch: "**/*.e2e.ts",
  // a journey of several pages with accessibility checks takes 40 s and more on a busy two-core machine
  timeout: 90_000,
  expect: { timeout: 20_000 },
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: { locale: "id-ID", launchOptions: chromium, trace: "retain-on-failure" },
  projects: [
    { name: "desktop", use: desktop, testIgnore: RUNS_ALONE },
    { name: "phone", use: phone, grep: PHONE_TOO, testIgnore: RUNS_ALONE },
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
      timeout: 300_000,
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
      timeout: 300_000,
    },
    {
      command: `${tsx} web-ai`,
      url: `http://localhost:${STACK.aiWebPort}`,
      reuseExistingServer: reuse,
      timeout: 120_000,
    },
  ],
});
