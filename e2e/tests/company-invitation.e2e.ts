import { expect, test } from "@playwright/test";
import { BUSINESS, invitationLinkFromOutbox, inviteToDemoCompany } from "./company-helpers";
import { expectAccessible, newLearner, PHONE_TOO, register } from "./helpers";

/**
 * A company is joined only by its admin's invitation: a person who registered by typing the company's
 * referral is not a member; once the admin invites their account, the mailed link opens (after sign-in) a
 * page naming the company, and accepting switches them to the company account, which then sees only the
 * company's chosen courses. Someone whose email is at the company's verified domain asks to join from their
 * profile and joins by the link mailed to that address. Indonesian; the first journey at desktop and on a phone.
 */
test(
  "typing a company's referral gives nothing; its admin's invitation, accepted by the owner, does",
  PHONE_TOO,
  async ({ page }, info) => {
    test.setTimeout(120_000);
    const who = newLearner(info);
    await register(page, BUSINESS, who, "nusantara-maju");
    await page.goto(`${BUSINESS}/profile`);
    await expect(page.getByTestId("profile-name")).toHaveText(who.fullName);
    await expect(page.getByText("PT Nusantara Maju")).toHaveCount(0);

    await inviteToDemoCompany(who.email, `E2E-${info.project.name}-${Date.now()}`);
    const link = await invitationLinkFromOutbox(page, who.email);
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Undangan Perusahaan" })).toBeVisible();
    await expect(
      page.getByText("PT Nusantara Maju mengundang akunmu untuk bergabung sebagai peserta."),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Terima Undangan" }).click();
    await expect(page).toHaveURL(/business\.localhost:\d+\/?$/);
    await page.goto(`${BUSINESS}/profile`);
    await expect(page.getByText("PT Nusantara Maju")).toBeVisible();

    // the link worked once
    await page.goto(link);
    await expect(
      page.getByRole("alert").filter({ hasText: "Undangan ini tidak ditemukan, sudah dipakai" }),
    ).toBeVisible();
  },
);

test("someone registering with the company's verified email domain asks to join and joins from the mail", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const who = { ...newLearner(info), email: `e2e-${info.project.name}-${Date.now()}@nusantara-maju.co.id` };
  await register(page, BUSINESS, who);
  await page.goto(`${BUSINESS}/profile`);
  await expect(page.getByRole("heading", { name: "Bergabung dengan PT Nusantara Maju" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Kirim tautan bergabung" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Kami mengirim tautan untuk bergabung ke ${who.email}` }),
  ).toBeVisible();
  await page.goto(await invitationLinkFromOutbox(page, who.email));
  await page.getByRole("button", { name: "Terima Undangan" }).click();
  await expect(page).toHaveURL(/business\.localhost:\d+\/?$/);
  await page.goto(`${BUSINESS}/profile`);
  await expect(page.getByText("PT Nusantara Maju")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Bergabung dengan PT Nusantara Maju" })).toHaveCount(0);
});

test("a company site without sign-up says so, in English too", async ({ page }) => {
  const company = BUSINESS.replace("business.", "angkasa.");
  await page.goto(`${company}/en/register`);
  await expect(page.getByRole("status")).toContainText("Registration is not open on this site");
  await page.goto(`${company}/en/login`);
  await expect(page.getByRole("link", { name: "Register" })).toHaveCount(0);
  await expectAccessible(page);
});
