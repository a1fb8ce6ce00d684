import { expect, test, type Page } from "@playwright/test";
import { WEB } from "./helpers";

/**
 * A form the page's script submits has no handler until React has taken the server's HTML over. Pressed
 * before then (a slow phone, a big bundle), the browser used to submit it natively: a GET to the page itself
 * with every field in the address, the password in the history, the server's log and the next referrer.
 *
 * The state before hydration is seen two ways: without JavaScript (the server's HTML alone), and with the app's
 * script bundles held back, so that only the page's inline scripts run. The second is needed where the form
 * streams in behind a Suspense boundary (registration): React's inline script moves it into view before
 * hydration, which a browser without JavaScript never does (there the form stays hidden).
 */

const SECRET = "Rahasia-Sebelum-Muat-2026";

/** Every URL the page asks the web server for, from now on. */
function requestsTo(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(WEB)) urls.push(request.url());
  });
  return urls;
}

/** The app's scripts never arrive: the page stays as the server sent it, with its inline scripts run. */
async function holdBackBundles(page: Page) {
  await page.route(/\/_next\/static\/.+\.js(\?.*)?$/, (route) => route.abort());
}

/** A native submission would be a navigation: the time for it to start and land. */
async function settle(page: Page) {
  await page.waitForTimeout(1_000);
  await page.waitForLoadState("load");
}

/**
 * As an impatient user does: Enter in the password field, then a press of the submit button (disabled, so
 * forced, and a click event sent to it as well). Neither may put the password in an address.
 */
async function pressSubmit(page: Page, path: string, password: string, submit: string) {
  const requests = requestsTo(page);
  await page.getByLabel(password, { exact: true }).press("Enter");
  await settle(page);
  expectNothingLeaked(page, requests, path);
  const button = page.getByRole("main").getByRole("button", { name: submit, exact: true });
  await button.click({ force: true });
  await button.dispatchEvent("click");
  await settle(page);
  expectNothingLeaked(page, requests, path);
  await expect(button).toBeDisabled();
  // what was typed waits on the page for it to finish loading
  await expect(page.getByLabel(password, { exact: true })).toHaveValue(SECRET);
}

/** Still on the page, and neither its address nor any request to the web server carries the password. */
function expectNothingLeaked(page: Page, requests: string[], path: string) {
  expect(page.url()).not.toContain(SECRET);
  expect(page.url()).not.toMatch(/password=/i);
  expect(new URL(page.url()).pathname).toBe(path);
  expect(requests.filter((u) => u.includes(SECRET) || /password=/i.test(u))).toEqual([]);
}

async function registerBeforeHydration(page: Page) {
  await page.goto(`${WEB}/register`);
  await page.getByLabel(/^Nama Lengkap/).fill("Uji Sebelum Muat");
  await page.getByLabel(/Email atau Nomor HP/).fill("e2e-sebelum-muat@contoh.id");
  await page.getByLabel("Kata Sandi", { exact: true }).fill(SECRET);
  await page.getByLabel(/^Konfirmasi Kata Sandi/).fill(SECRET);
  await pressSubmit(page, "/register", "Kata Sandi", "Daftar");
}

async function resetBeforeHydration(page: Page) {
  await page.goto(`${WEB}/reset-password?token=anything`);
  await page.getByLabel("Kata Sandi Baru", { exact: true }).fill(SECRET);
  await page.getByLabel(/^Konfirmasi Kata Sandi/).fill(SECRET);
  await pressSubmit(page, "/reset-password", "Kata Sandi Baru", "Simpan Kata Sandi");
  expect(new URL(page.url()).searchParams.get("token")).toBe("anything");
}

test.describe("without JavaScript (the server's HTML)", () => {
  test.use({ javaScriptEnabled: false });

  test("a new password from the mailed reset link stays out of the address", async ({ page }) => {
    await resetBeforeHydration(page);
  });

  test("the registration form is a POST form whose button waits", async ({ page }) => {
    await page.goto(`${WEB}/register`);
    const form = page.locator("form").filter({ has: page.locator('input[name="password"]') });
    await expect(form).toHaveAttribute("method", "post");
    await expect(form.locator('button[type="submit"]')).toBeDisabled();
  });
});

test.describe("before the app's scripts have run", () => {
  test("registration keeps the typed password out of the address", async ({ page }) => {
    await holdBackBundles(page);
    await registerBeforeHydration(page);
  });

  test("the reset link's new password stays out of the address", async ({ page }) => {
    await holdBackBundles(page);
    await resetBeforeHydration(page);
  });
});

test("once the page has loaded, the registration button can be pressed", async ({ page }) => {
  await page.goto(`${WEB}/register`);
  await expect(page.getByRole("main").getByRole("button", { name: "Daftar", exact: true })).toBeEnabled();
});

test("a new password typed before the app's scripts arrive is sent with the first press after they have", async ({
  page,
}) => {
  // the scripts arrive two seconds late, as on a slow phone; the visitor types meanwhile
  await page.route(/\/_next\/static\/.+\.js(\?.*)?$/, async (route) => {
    await new Promise((arrive) => setTimeout(arrive, 2_000));
    await route.continue();
  });
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") sent.push(request.postData() ?? "");
  });
  await page.goto(`${WEB}/reset-password?token=anything`, { waitUntil: "commit" });
  await page.getByLabel("Kata Sandi Baru", { exact: true }).fill(SECRET);
  await page.getByLabel(/^Konfirmasi Kata Sandi/).fill(SECRET);
  const button = page.getByRole("main").getByRole("button", { name: "Simpan Kata Sandi", exact: true });
  await expect(button).toBeDisabled();
  // the press waits for the button, which waits for the scripts
  await button.click();
  // what was typed went out (the made-up token is then refused by the API), instead of the form finding its
  // fields empty and emptying them
  await expect.poll(() => sent.filter((body) => body.includes(SECRET)).length).toBe(1);
  await expect(page.getByLabel("Kata Sandi Baru", { exact: true })).toHaveValue(SECRET);
  await expect(page.getByText("Kata sandi minimal 8 karakter")).toHaveCount(0);
});
