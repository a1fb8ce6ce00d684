import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, PHONE_TOO, WEB, wordsOfSize } from "./helpers";

const at = (site: string) => WEB.replace("://localhost", `://${site}.localhost`);

const LANGS = [
  {
    locale: "id",
    prefix: "",
    blog: "Blog",
    terms: "Syarat Penggunaan",
    privacy: "Kebijakan Privasi",
    collected: "Data yang kami kumpulkan",
    deleteLink: "Hapus akun",
    downloadLink: "Akun Saya",
    rights: "Hak Anda",
  },
  {
    locale: "en",
    prefix: "/en",
    blog: "Blog",
    terms: "Terms of Use",
    privacy: "Privacy Policy",
    collected: "What we collect",
    deleteLink: "Delete account",
    downloadLink: "My Account",
    rights: "Your rights",
  },
] as const;

const footer = (page: Page) => page.getByRole("contentinfo");
/** The journey's language at this size: Indonesian at one, English at the other. */
test(
  "from the footer to the blog, a post with its BlogPosting JSON-LD, and the privacy policy (id at desktop, en at phone size)",
  PHONE_TOO,
  async ({ page }, info) => {
    const lang = wordsOfSize(LANGS, info, "id");
    await page.goto(`${WEB}${lang.prefix}/`);
    await footer(page).getByRole("link", { name: lang.blog, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/blog$`));
    await expect(page.getByRole("heading", { level: 1, name: lang.blog })).toBeVisible();
    const first = page.getByRole("main").getByRole("heading", { level: 2 }).first().getByRole("link");
    const title = (await first.textContent())!.trim();
    expect(title.length).toBeGreaterThan(0);
    await expectAccessible(page);

    await first.click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(ld["@type"]).toBe("BlogPosting");
    expect(ld.headline).toBe(title);
    expect(ld.url).toMatch(new RegExp(`${lang.prefix}/blog/[a-z0-9-]+$`));
    expect(typeof ld.datePublished).toBe("string");

    await footer(page).getByRole("link", { name: lang.privacy }).click();
    await expect(page.getByRole("heading", { level: 1, name: lang.privacy })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: lang.collected })).toBeVisible();
    await expect(page.getByRole("main").getByText("GuruKita (https://")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: lang.deleteLink })).toHaveAttribute(
      "href",
      `${lang.prefix}/delete-account`,
    );
    // the rights of the data protection law, and where the copy of one's data is asked for
    await expect(page.getByRole("heading", { level: 2, name: lang.rights })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: lang.downloadLink })).toHaveAttribute(
      "href",
      `${lang.prefix}/profile`,
    );
    await expectAccessible(page);
  },
);

test(
  "the terms of use open from the registration form's agreement (en at desktop, id at phone size)",
  PHONE_TOO,
  async ({ page }, info) => {
    const lang = wordsOfSize(LANGS, info, "en");
    await page.goto(`${WEB}${lang.prefix}/register`);
    await page.locator("form").getByRole("link", { name: lang.terms }).click();
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/terms$`));
    await expect(page.getByRole("heading", { level: 1, name: lang.terms })).toBeVisible();
    await expectAccessible(page);
  },
);

test("a site with its blog switched off: no blog link in the footer, /blog answers 404, the terms are there", async ({
  page,
}) => {
  await page.goto(`${at("angkasa")}/terms`);
  await expect(page.getByRole("heading", { level: 1, name: "Syarat Penggunaan" })).toBeVisible();
  await expect(page.getByRole("main").getByText("Angkasa Airport Group × GuruKita").first()).toBeVisible();
  await expect(footer(page).getByRole("link", { name: "Kebijakan Privasi" })).toBeVisible();
  await expect(footer(page).getByRole("link", { name: "Blog", exact: true })).toHaveCount(0);
  const blog = await page.goto(`${at("angkasa")}/blog`);
  expect(blog?.status()).toBe(404);
});
