import { expect, test } from "@playwright/test";
import { expectAccessible, newLearner, register } from "./helpers";
import { OTHER_STACK, WEB_BASE } from "./learning-helpers";

/** The feedback form and its thank-you; deleting the account, confirmed with the password (erased at once here). */
test("a learner sends feedback, then deletes the account with the password", async ({ page }, info) => {
  test.setTimeout(OTHER_STACK ? 600_000 : 90_000);
  const who = newLearner(info);
  await register(page, WEB_BASE, who);

  await page.goto(`${WEB_BASE}/feedback`);
  await page.waitForLoadState("networkidle");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Kirim Masukan" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Pilih salah satu penilaian." })).toBeVisible();
  await page.getByRole("radio", { name: "Sangat baik" }).check();
  await page.getByLabel("Pesan").fill("Kuisnya membantu saya mengulang materi.");
  await page.getByRole("button", { name: "Kirim Masukan" }).click();
  await expect(page.getByTestId("feedback-thanks")).toContainText("Terima kasih!");

  await page.goto(`${WEB_BASE}/en/delete-account`);
  await page.waitForLoadState("networkidle");
  await expectAccessible(page);
  await page.getByLabel("Password", { exact: true }).fill("not-my-password");
  await page.getByRole("button", { name: "Yes, delete my account" }).click();
  await expect(page.getByText("The current password is wrong.")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Yes, delete my account" }).click();
  // the day of erasure (this stack erases at once) and the way back before it
  await expect(page.getByTestId("deletion-scheduled")).toContainText(
    "Your account will be deleted for good on",
  );
  await expect(page.getByTestId("deletion-scheduled")).toContainText("Sign in again before that date");
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(`${WEB_BASE}/en`);
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();

  // the identity is gone: signing in with it fails
  await page.goto(`${WEB_BASE}/login`);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Nomor HP atau Email", { exact: false }).fill(who.email);
  await page.getByRole("button", { name: "Lanjut" }).click();
  // either the identity step already says "not registered", or the password step refuses the old password
  const notRegistered = page.getByText(/belum terdaftar/i).first();
  const signInButton = page.getByRole("button", { name: "Masuk", exact: true });
  await expect(notRegistered.or(signInButton)).toBeVisible();
  if (!(await notRegistered.isVisible())) {
    await page.getByLabel("Kata Sandi", { exact: true }).fill(who.password);
    await signInButton.click();
    await expect(page.getByText(/kata sandi salah|belum terdaftar/i).first()).toBeVisible();
  }
  await expect(page.getByRole("button", { name: /^Menu akun/ })).toHaveCount(0);
});
