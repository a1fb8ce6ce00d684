import AxeBuilder from "@axe-core/playwright";
import { classConflicts } from "@gk/ui/testing/class-conflicts";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { createHmac, randomUUID } from "node:crypto";
import { STACK } from "../stack-config";

export const WEB = `http://localhost:${STACK.webPort}`;
export const API = `http://127.0.0.1:${STACK.apiPort}`;

/**
 * axe-core on the current page: no serious or critical violation. And no element whose classes set one
 * property twice: the design system's `cn` does not resolve such conflicts, the stylesheet's order would.
 */
export async function expectAccessible(page: Page) {
  // right after a client-side navigation the new page's title may still be on its way (streamed metadata):
  // check the page once it has one, not the moment between two pages
  await expect(page).toHaveTitle(/\S/);
  const axe = await new AxeBuilder({ page }).analyze();
  const bad = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  const classLists = await page.evaluate(() =>
    [...document.querySelectorAll("[class]")].map((el) => el.getAttribute("class") ?? ""),
  );
  expect(classConflicts(classLists)).toEqual([]);
}

/**
 * Marks a journey that also runs at phone size (the `phone` project picks only these): the journeys whose
 * screens are laid out differently on a phone and are used there most. Every other journey checks what does
 * not depend on the screen size and runs once, at desktop size: CI time is a budget.
 */
export const PHONE_TOO = { tag: "@phone" };

/**
 * The language of a journey that runs at both sizes alternates with the size, Indonesian at one and English
 * at the other: both languages and both sizes are seen without running four times.
 */
export function localeOfSize(info: TestInfo, atDesktop: "id" | "en"): "id" | "en" {
  if (info.project.name !== "phone") return atDesktop;
  return atDesktop === "id" ? "en" : "id";
}

/** A journey's table of words per language, the entry of the language this size takes (`localeOfSize`). */
export function wordsOfSize<W extends { locale: "id" | "en" }>(
  table: readonly W[],
  info: TestInfo,
  atDesktop: "id" | "en",
): W {
  const locale = localeOfSize(info, atDesktop);
  const words = table.find((w) => w.locale === locale);
  if (!words) throw new Error(`no words for ${locale}`);
  return words;
}

/** A fresh identity per test and project, so parallel workers never collide. */
export function newLearner(info: TestInfo) {
  const id = `${info.project.name}-${randomUUID().slice(0, 8)}`;
  return {
    fullName: `Uji Pelajar ${id.slice(-4).toUpperCase()}`,
    email: `e2e-${id}@contoh.id`,
    password: "Belajar-Terus-2026",
  };
}

/** A course slug from the API's own listing (the seed is deterministic, but the journey should not care). */
export async function someCourse(): Promise<{ slug: string; name: string }> {
  const res = await fetch(`${API}/courses?sort=popular&perPage=1`, { headers: { origin: WEB } });
  const body = (await res.json()) as { data: { items: { slug: string; name: string }[] } };
  return body.data.items[0]!;
}

/** The LMS special link, signed the way the LMS plugin signs it (HMAC-SHA256 over the canonical lines). */
export function lmsLink(base: string, p: { email: string; fullName: string; courseSlug: string }) {
  const timestamp = Math.floor(Date.now() / 1000);
  const nonce = randomUUID();
  const canonical = [
    STACK.lmsSite,
    p.email.toLowerCase(),
    p.fullName,
    String(timestamp),
    nonce,
    p.courseSlug,
  ].join("\n");
  const signature = createHmac("sha256", STACK.lmsSecret).update(canonical).digest("hex");
  const q = new URLSearchParams({
    type: "course",
    slug: p.courseSlug,
    site: STACK.lmsSite,
    email: p.email,
    fullName: p.fullName,
    timestamp: String(timestamp),
    nonce,
    signature,
  });
  return `${base}/local/gurukita/index.php?${q}`;
}

/**
 * Registers through the form and waits until the new account is signed in on the page registration leads to
 * (the home page, or the address the visitor came from). A referral, when given, is typed into the
 * organisation field over whatever the site pre-filled.
 */
export async function register(
  page: Page,
  base: string,
  who: { fullName: string; email: string; password: string },
  referral?: string,
) {
  await page.goto(`${base}/register`);
  // typing before hydration would be replaced by the form's initial state (the site's prefilled referral)
  await page.waitForLoadState("networkidle");
  // the form in either language: `base` may end in /en
  await page.getByLabel(/^(Nama Lengkap|Full Name)/).fill(who.fullName);
  await page.getByLabel(/Email atau Nomor HP|Email or Phone Number/).fill(who.email);
  await page.getByLabel(/^(Kata Sandi|Password)$/).fill(who.password);
  await page.getByLabel(/^(Konfirmasi Kata Sandi|Confirm Password)/).fill(who.password);
  if (referral !== undefined) {
    await page.getByLabel(/^(Nama Organisasi|Organisation Name)/).fill(referral);
    await expect(page.getByLabel(/^(Nama Organisasi|Organisation Name)/)).toHaveValue(referral);
  }
  await expect(page.getByLabel(/^(Nama Lengkap|Full Name)/)).toHaveValue(who.fullName);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: /^(Daftar|Register)$/ }).click();
  // the account menu shows on the form for a moment before the browser moves on: a test's next navigation
  // must not race that one (hashing the password is slow on a busy machine, hence the longer wait)
  await page.waitForURL((url) => !url.pathname.endsWith("/register"), { timeout: 30_000 });
  await expect(page.getByRole("button", { name: /Menu akun|Account menu/ })).toBeVisible({ timeout: 30_000 });
}

/**
 * The sign-in form's identifier field: "Nomor HP atau Email" where the site lets people sign in with a phone
 * number, "Email" where it does not (company and business sites).
 */
export const SIGN_IN_ID = /^(Nomor HP atau Email|Phone Number or Email|Email)\b/;

export async function signIn(page: Page, who: { email: string; password: string }) {
  await page.getByLabel(SIGN_IN_ID).fill(who.email);
  await page.getByRole("button", { name: "Lanjut" }).click();
  await page.getByLabel("Kata Sandi", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
}

/**
 * Signs in with "Google": the local OpenID provider's development login and consent pages stand in for
 * Google's (a second visit may skip them); the login name typed there becomes `<name>@google-e2e.test`.
 */
export async function googleSignIn(page: Page, login: string, prefix = "") {
  await page.goto(`${WEB}${prefix}/login`);
  await page.getByRole("link", { name: /Google/ }).click();
  await page.waitForURL((url) => !url.href.includes("/login") || url.search.includes("google="));
  for (let step = 0; step < 3 && !page.url().startsWith(WEB); step++) {
    const name = page.locator('input[name="login"]');
    if ((await name.count()) > 0) {
      await name.fill(login);
      await page.locator('input[name="password"]').fill("apa-saja");
    }
    const url = page.url();
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((next) => next.href !== url);
  }
}
