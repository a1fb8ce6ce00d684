import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { createHmac, randomUUID } from "node:crypto";
import { STACK } from "../stack-config";

export const WEB = `http://localhost:${STACK.webPort}`;
export const API = `http://127.0.0.1:${STACK.apiPort}`;

/** axe-core on the current page: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  // right after a client-side navigation the new page's title may still be on its way (streamed metadata):
  // check the page once it has one, not the moment between two pages
  await expect(page).toHaveTitle(/\S/);
  const axe = await new AxeBuilder({ page }).analyze();
  const bad = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
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

export async function register(
  page: Page,
  base: string,
  who: { fullName: string; email: string; password: string },
) {
  await page.goto(`${base}/register`);
  await page.getByLabel("Nama Lengkap").fill(who.fullName);
  await page.getByLabel("Email atau Nomor HP", { exact: false }).fill(who.email);
  await page.getByLabel("Kata Sandi", { exact: true }).fill(who.password);
  await page.getByLabel("Konfirmasi Kata Sandi").fill(who.password);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Daftar" }).click();
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
