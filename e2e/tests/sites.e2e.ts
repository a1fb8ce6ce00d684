import AxeBuilder from "@axe-core/playwright";
import { requireSite } from "@gk/tenancy";
import { expect, test } from "@playwright/test";

/** The host name picks the site: each host shows its own title, theme colour, manifest, canonical URL. */
const SITES = [
  { url: "http://localhost:3000", slug: "general", canonical: "https://gurukita.id" },
  { url: "http://business.localhost:3000", slug: "business", canonical: "https://business.gurukita.id" },
  {
    url: "http://trenggalek.localhost:3000",
    slug: "trenggalek",
    canonical: "https://trenggalek.gurukita.id",
  },
  {
    url: "http://sukamaju.tenant.localhost:3000",
    slug: "tenant",
    canonical: "https://sukamaju.tenant.gurukita.id/?referral=sukamaju",
  },
] as const;

for (const { url, slug, canonical } of SITES) {
  test(`${url} shows the ${slug} site`, async ({ page }) => {
    const site = requireSite(slug);
    await page.goto(url);
    await expect(page).toHaveTitle(site.metadata.title.id);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.metadata.title.id);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
      "content",
      site.metadata.themeColor,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
    const brand = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--color-brand").trim(),
    );
    expect(brand.toLowerCase()).toBe(site.theme.primary.toLowerCase());

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    // Fetched from inside the page: Chromium resolves *.localhost to loopback, Node's resolver does not.
    const manifest = await page.evaluate(async (href) => (await fetch(href)).json(), manifestHref!);
    expect(manifest.theme_color).toBe(site.manifest.themeColor);
    expect(manifest.name).toBe(site.manifest.name);
    const iconType = await page.evaluate(
      async (src) => (await fetch(src)).headers.get("content-type"),
      manifest.icons[0].src,
    );
    expect(iconType).toContain("image/svg+xml");

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  });
}

test("English lives under /en and Indonesian has no prefix", async ({ page }) => {
  const site = requireSite("trenggalek");
  await page.goto("http://trenggalek.localhost:3000/en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.metadata.title.en);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto("http://trenggalek.localhost:3000/id");
  await expect(page).toHaveURL("http://trenggalek.localhost:3000/");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
});

test("an unknown path shows the not-found page in the site's colours, and kuliah paths are noindex", async ({
  page,
}) => {
  const response = await page.goto("http://business.localhost:3000/kuliah-online/tidak-ada");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Halaman tidak ditemukan")).toBeVisible();
  // Next adds its own plain "noindex" to every 404; ours is the site metadata's "noindex, nofollow".
  await expect(page.locator('meta[name="robots"][content="noindex, nofollow"]')).toHaveCount(1);
  await page.goto("http://business.localhost:3000/");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
});
