import { expect, test, type Locator } from "@playwright/test";
import { localeOfSize, newLearner, PHONE_TOO, register } from "./helpers";

/** A village site: its registration form comes with the village's referral already filled in. */
const VILLAGE = "http://sukamaju.tenant.localhost:3000";

/** The words of the journey in each language, and the categories the learner picks. */
const WORDS = {
  id: {
    welcome: "Akunmu sudah jadi! Apa yang ingin kamu pelajari?",
    choose: "Pilih minatmu",
    chosen: "2 topik dipilih",
    save: "Simpan Minat",
    legend: "Topik yang kamu minati",
    saved: "Minatmu sudah disimpan. Rekomendasi di beranda ikut diperbarui.",
    first: ["Keberlanjutan", "Pertanian"],
    later: "Ekonomi & Keuangan",
  },
  en: {
    welcome: "Your account is ready! What would you like to learn?",
    choose: "Choose your interests",
    chosen: "2 topics selected",
    save: "Save Interests",
    legend: "Topics you are interested in",
    saved: "Your interests are saved. The recommendations on the home page follow them.",
    first: ["Agriculture", "Sustainability"],
    later: "Economics & Finance",
  },
} as const;

/** The category names on the cards of a home section ("other" for a card of none of the picked ones). */
async function categoriesIn(section: Locator, known: readonly string[]): Promise<string[]> {
  await expect(section.getByRole("listitem").first()).toBeVisible();
  const texts = await section.getByRole("listitem").allTextContents();
  return texts.map((t) => known.find((name) => t.includes(name)) ?? "other");
}

test(
  "on a village site a new learner picks interests after registering, and the home recommendations follow them and their changes (id at desktop, en at phone size)",
  PHONE_TOO,
  async ({ page }, info) => {
    // two home pages and the profile of a brand-new account on a busy CI machine
    test.setTimeout(120_000);
    const locale = localeOfSize(info, "id");
    const w = WORDS[locale];
    const site = `${VILLAGE}${locale === "en" ? "/en" : ""}`;
    const known = [...w.first, w.later];
    // the form keeps the village's prefilled referral: the learner types nothing there
    await register(page, site, newLearner(info));
    await expect(page).toHaveURL(new RegExp(`^${site}/?$`));

    // the optional step after registering, on the first home page; the section below still asks for interests
    const step = page.getByRole("region", { name: w.welcome });
    const recommended = page.locator('[data-section="recommended"]');
    await expect(recommended.getByRole("link", { name: w.choose })).toBeVisible();
    for (const name of w.first) await step.getByText(name, { exact: true }).click();
    await expect(step.getByText(w.chosen)).toBeVisible();
    await step.getByRole("button", { name: w.save }).click();
    await expect(step).toBeHidden();
    // refreshed in place, without a reload
    await expect
      .poll(async () => [...new Set(await categoriesIn(recommended, known))].sort())
      .toEqual(w.first);

    // later, in the profile: a different choice, and the home section changes with it
    await page.goto(`${site}/profile/edit`);
    const picker = page.getByRole("group", { name: w.legend });
    await expect(picker.getByRole("checkbox", { name: w.first[0] })).toBeChecked();
    for (const name of [...w.first, w.later]) await picker.getByText(name, { exact: true }).click();
    await page.getByRole("button", { name: w.save }).click();
    await expect(page.getByText(w.saved, { exact: true })).toBeVisible();
    await page.goto(site);
    await expect.poll(async () => [...new Set(await categoriesIn(recommended, known))]).toEqual([w.later]);
  },
);
