import { expect, test } from "@playwright/test";
import { API, expectAccessible, googleSignIn, register, WEB } from "./helpers";

/**
 * Google sign-in with the email of an existing account links nothing by itself: the visitor is told a
 * confirmation was mailed, the account's owner confirms on the mailed page, and only then does Google sign in
 * to that account. The local OpenID provider gives the login name typed at its page the address
 * `<name>@google-e2e.test`, verified.
 */

test("Google sign-in into an existing account waits for the owner's mailed confirmation", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const login = `dewi-${info.project.name}-${Date.now()}`;
  const email = `${login}@google-e2e.test`;
  await register(page, WEB, { fullName: "Dewi Lestari", email, password: "Belajar-Terus-2026" });
  await expect(page.getByRole("button", { name: /^Menu akun/ })).toBeVisible();

  // another browser, signed out, signs in with the Google account of the same address
  const context = await browser.newContext({ locale: "id-ID" });
  const other = await context.newPage();
  await googleSignIn(other, login);
  await expect(other).toHaveURL(`${WEB}/login?google=confirm`);
  await expect(other.getByTestId("google-confirm-sent")).toContainText("Kami mengirim tautan konfirmasi");
  await expect(other.getByRole("button", { name: /^Menu akun/ })).toHaveCount(0);

  // the owner reads the mail (the API's development outbox) and confirms
  const row = other.locator("tr", { hasText: email }).first();
  // the mail job runs a moment after the sign-in: reload the outbox until the mail is there
  await expect(async () => {
    await other.goto(`${API}/dev/outbox`);
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await row.getByRole("link").click();
  const mail = (await other.locator("body").textContent()) ?? "";
  const link = /https?:\/\/\S+\/confirm-google\?token=[\w.%-]+/.exec(mail)?.[0];
  expect(link, "a confirmation link in the mail").toBeTruthy();
  await other.goto(link!);
  await expectAccessible(other);
  await other.getByRole("button", { name: "Ya, hubungkan Google" }).click();
  await expect(other.getByTestId("google-linked")).toHaveText(
    "Google sudah terhubung ke akun Anda. Sekarang Anda dapat masuk dengan Google.",
  );

  // now Google signs in to the account that was registered
  await googleSignIn(other, login);
  await expect(other.getByRole("button", { name: /^Menu akun/ })).toBeVisible();
  await other.goto(`${WEB}/profile`);
  await expect(other.getByTestId("profile-name")).toHaveText("Dewi Lestari");
  await context.close();
});
