import { expect, type Page } from "@playwright/test";
import { API_BASE, WEB_BASE } from "./learning-helpers";

/** The demo company of the seed and its admin (README, demo users). */
export const DEMO_ADMIN = { email: "admin@nusantara-maju.co.id", password: "Admin-Nusantara-2026" };
export const BUSINESS = WEB_BASE.replace("://localhost", "://business.localhost");

async function demoAdminToken(headers: Record<string, string>): Promise<string> {
  const login = await fetch(`${API_BASE}/auth/v2/login`, {
    method: "POST",
    headers,
    body: JSON.stringify({ username: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** The demo company's admin picks a course for its people, unless they already see it (a pick made elsewhere stays as it is). */
export async function pickForDemoCompany(course: { id: string; slug: string }, memberToken: string) {
  const seen = await fetch(`${API_BASE}/courses/${course.slug}`, {
    headers: { origin: BUSINESS, authorization: `Bearer ${memberToken}` },
  });
  if (seen.status === 200) return;
  const headers = { origin: BUSINESS, "content-type": "application/json" };
  const res = await fetch(`${API_BASE}/org/courses/${course.id}/pick`, {
    method: "PUT",
    headers: { ...headers, authorization: `Bearer ${await demoAdminToken(headers)}` },
    body: JSON.stringify({ mandatory: false, dueDate: null }),
  });
  expect(res.status).toBe(200);
}

/**
 * The company admin invites an existing account through the API (the console's own call). The mailed link
 * points at `site`, the site the invited person uses (the sign-in cookie belongs to that host).
 */
export async function inviteToDemoCompany(email: string, employeeNumber: string, site = BUSINESS) {
  const headers = { origin: site, "content-type": "application/json", "accept-language": "id" };
  const token = await demoAdminToken(headers);
  const res = await fetch(`${API_BASE}/org/members`, {
    method: "POST",
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: JSON.stringify({ fullName: "Undangan Uji", email, employeeNumber }),
  });
  expect(res.status).toBe(201);
  expect(((await res.json()) as { data: { status: string } }).data.status).toBe("invited");
}

/**
 * The text of the newest mail to `email` whose subject has `subject`, read as a developer would without
 * SMTP: in the API's outbox page (reloaded until the mail job has run).
 */
export async function mailFromOutbox(page: Page, email: string, subject = ""): Promise<string> {
  const row = page.locator("tr", { hasText: email }).filter({ hasText: subject }).first();
  await expect(async () => {
    await page.goto(`${API_BASE}/dev/outbox`);
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await row.getByRole("link").click();
  return (await page.locator("body").textContent()) ?? "";
}

/**
 * The invited person reads the mail in the outbox and returns the invitation link it carries.
 */
export async function invitationLinkFromOutbox(page: Page, email: string): Promise<string> {
  const row = page.locator("tr", { hasText: email }).first();
  // the mail job runs a moment after the call: reload the outbox until it is there
  await expect(async () => {
    await page.goto(`${API_BASE}/dev/outbox`);
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await row.getByRole("link").click();
  const text = (await page.locator("body").textContent()) ?? "";
  const link = /https?:\/\/\S+\/invitations\/[\w-]+/.exec(text)?.[0];
  expect(link, "an invitation link in the mail").toBeTruthy();
  return link!;
}
