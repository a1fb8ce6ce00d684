import { expect, test, type Locator } from "@playwright/test";
import { newLearner, register, WEB } from "./helpers";

/** The category names on the cards of a home section. */
async function categoriesIn(section: Locator): Promise<string[]> {
  await expect(section.getByRole("listitem").first()).toBeVisible();
  const texts = await section.getByRole("listitem").allTextContents();
  return texts.map((t) => (t.match(/Pertanian|Keberlanjutan|Ekonomi & Keuangan/) ?? ["lain"])[0]);
}

test("a new learner picks interests, and the home recommendations follow them and their changes", async ({
  page,
}, info) => {
  // two home pages and the profile of a brand-new account on a busy CI machine
  test.setTimeout(90_000);
  await register(page, WEB, newLearner(info));
  await expect(page).toHaveURL(`${WEB}/`);

  // the optional step after registering, on the first home page; the section below still asks for interests
  const step = page.getByRole("region", { name: "Akunmu sudah jadi! Apa yang ingin kamu pelajari?" });
  const recommended = page.locator('[data-section="recommended"]');
  await expect(recommended.getByRole("link", { name: "Pilih minatmu" })).toBeVisible();
  await step.getByText("Pertanian", { exact: true }).click();
  await step.getByText("Keberlanjutan", { exact: true }).click();
  await expect(step.getByText("2 topik dipilih")).toBeVisible();
  await step.getByRole("button", { name: "Simpan Minat" }).click();
  await expect(step).toBeHidden();
  // refreshed in place, without a reload
  await expect
    .poll(async () => [...new Set(await categoriesIn(recommended))].sort())
    .toEqual(["Keberlanjutan", "Pertanian"]);

  // later, in the profile: a different choice, and the home section changes with it
  await page.goto(`${WEB}/profile/edit`);
  const picker = page.getByRole("group", { name: "Topik yang kamu minati" });
  await expect(picker.getByRole("checkbox", { name: "Pertanian" })).toBeChecked();
  await picker.getByText("Pertanian", { exact: true }).click();
  await picker.getByText("Keberlanjutan", { exact: true }).click();
  await picker.getByText("Ekonomi & Keuangan", { exact: true }).click();
  await page.getByRole("button", { name: "Simpan Minat" }).click();
  await expect(
    page.getByText("Minatmu sudah disimpan. Rekomendasi di beranda ikut diperbarui.", { exact: true }),
  ).toBeVisible();
  await page.goto(`${WEB}/`);
  await expect
    .poll(async () => [...new Set(await categoriesIn(recommended))])
    .toEqual(["Ekonomi & Keuangan"]);
});
