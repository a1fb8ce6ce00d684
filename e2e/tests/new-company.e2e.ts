import { expect, test } from "@playwright/test";
import { BUSINESS, mailFromOutbox } from "./company-helpers";
import { expectAccessible, signIn } from "./helpers";
import { API_BASE } from "./learning-helpers";

const STAFF = { email: "staf@demo.gurukita.id", password: "Staf-GuruKita-2026" };
const json = { "content-type": "application/json", origin: BUSINESS };

/**
 * A new company from its first day: its trial request is started by the provider's staff, its contact gets
 * a first password by mail, signs in once with it and chooses their own, and the home page (a company that
 * has chosen nothing shows nothing) tells the admin where to choose the courses.
 */
test("a new company's admin signs in with the mailed first password and is told to choose courses", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const run = `${info.project.name}-${Date.now()}`;
  const contact = `hr-${run}@perusahaan-baru.id`;
  const request = await fetch(`${API_BASE}/subscriptions/requests`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({
      companyName: `PT Baru ${run}`,
      companySize: "11-50",
      contactName: "Sari Personalia",
      email: contact,
      phone: "081234567890",
    }),
  });
  expect(request.status).toBe(201);
  const { id } = ((await request.json()) as { data: { id: string } }).data;
  const staff = await fetch(`${API_BASE}/auth/v2/login`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ username: STAFF.email, password: STAFF.password }),
  });
  const staffToken = ((await staff.json()) as { data: { token: string } }).data.token;
  const trial = await fetch(`${API_BASE}/staff/subscriptions/${id}/trial`, {
    method: "POST",
    headers: { ...json, authorization: `Bearer ${staffToken}` },
    body: JSON.stringify({
      referral: `baru-${run}`
        .toLowerCase()
        .replace(/[^a-z0-9-]/g, "-")
        .slice(0, 40),
    }),
  });
  expect(trial.status).toBe(200);

  const mail = await mailFromOutbox(page, contact, "Akun belajar Anda");
  const firstPassword = /([A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4})/.exec(
    mail.slice(mail.indexOf("kata sandi awal")),
  )?.[1];
  expect(firstPassword, "a first password in the mail").toBeTruthy();

  await page.goto(`${BUSINESS}/login`);
  await signIn(page, { email: contact, password: firstPassword! });
  await expect(page).toHaveURL(/\/change-password\?forced=1/);
  await page.getByLabel("Kata sandi saat ini").fill(firstPassword!);
  await page.getByLabel("Kata Sandi Baru").fill("Sandi-Personalia-2026");
  await page.getByLabel("Konfirmasi Kata Sandi").fill("Sandi-Personalia-2026");
  await page.getByRole("button", { name: "Simpan Kata Sandi" }).click();
  await expect(page).not.toHaveURL(/change-password/);

  await page.goto(`${BUSINESS}/`);
  const notice = page
    .getByRole("status")
    .filter({ hasText: "belum memilih kursus, jadi karyawanmu belum melihat" });
  await expect(notice).toBeVisible();
  await expectAccessible(page);
  await notice.getByRole("link", { name: "Pilih kursus di Konsol Admin" }).click();
  await expect(page).toHaveURL(/\/admin\/courses$/);
});
