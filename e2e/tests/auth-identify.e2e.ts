import { expect, test } from "@playwright/test";
import { expectAccessible, newLearner, register, signIn, WEB } from "./helpers";

/**
 * Sign-in step one: an email or phone the API does not know gets "not registered"
 * and a way to registration that keeps what was typed; a known one goes on to the password. Both languages.
 */

test("an unknown email is told it is not registered (Indonesian) and registration starts with it", async ({
  page,
}, info) => {
  const who = newLearner(info);
  await page.goto(`${WEB}/login`);
  await page.getByLabel("Nomor HP atau Email", { exact: false }).fill(who.email);
  await page.getByRole("button", { name: "Lanjut" }).click();
  const alert = page
    .getByRole("alert")
    .filter({ hasText: "Oops, kamu belum terdaftar. Silakan isi datamu." });
  await expect(alert).toBeVisible();
  await expect(page.getByLabel("Kata Sandi", { exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await alert.getByRole("link", { name: "Daftar" }).click();
  await expect(page).toHaveURL(/\/register\?/);
  await expect(page.getByLabel("Email atau Nomor HP", { exact: false })).toHaveValue(who.email);
  await expect(page.getByText("Oops, kamu belum terdaftar. Silakan isi datamu.")).toBeVisible();
});

test("an unknown phone number gets the English message and keeps the number for registration", async ({
  page,
}) => {
  const phone = `0812${String(Date.now()).slice(-8)}`;
  await page.goto(`${WEB}/en/login`);
  await page.getByLabel("Phone Number or Email", { exact: false }).fill(phone);
  await page.getByRole("button", { name: "Next" }).click();
  const alert = page
    .getByRole("alert")
    .filter({ hasText: "Oops, you're not registered. Please, fill out your data." });
  await expect(alert).toBeVisible();
  await alert.getByRole("link", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/en\/register\?/);
  await expect(page.getByLabel("Email or Phone Number", { exact: false })).toHaveValue(phone);
});

test("a registered email goes on to the password step", async ({ page }, info) => {
  const who = newLearner(info);
  await register(page, WEB, who);
  await expect(page).toHaveURL(`${WEB}/`);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${WEB}/login`);
  await signIn(page, who);
  await expect(page.getByText("belum terdaftar")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Menu akun/ })).toBeVisible();
});
