import { expect, test } from "@playwright/test";
import { BUSINESS } from "./company-helpers";
import { signIn } from "./helpers";
import { API_BASE } from "./learning-helpers";

/** A learner of the seed's demo company (apps/api/README.md, demo users); her referral is the company's. */
const DEWI = {
  email: "dewi@nusantara-maju.co.id",
  password: "Dewi-Nusantara-2026",
  referral: "nusantara-maju",
};

/** A course Dewi sees on the business site (her company may show its people only the courses it chose). */
async function dewisCourse(): Promise<string> {
  const headers = { origin: BUSINESS, "content-type": "application/json" };
  const login = await fetch(`${API_BASE}/auth/v2/login`, {
    method: "POST",
    headers,
    body: JSON.stringify({ username: DEWI.email, password: DEWI.password }),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const res = await fetch(`${API_BASE}/courses?sort=popular&perPage=1`, {
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { items: { slug: string }[] } }).data.items[0]!.slug;
}

test("an unsigned LMS link leads to the course, through sign-in; then the page's links carry her referral", async ({
  page,
}) => {
  const slug = await dewisCourse();
  // the link exactly as the business site's share menu copies it
  await page.goto(`${BUSINESS}/local/gurukita/index.php?type=course&slug=${slug}`);
  await expect(page).toHaveURL(`${BUSINESS}/course/${slug}`);
  await page.getByRole("link", { name: "Masuk untuk mulai belajar" }).locator("visible=true").first().click();
  await expect(page).toHaveURL(/\/login\?url=/);
  await signIn(page, DEWI);
  await expect(page).toHaveURL(`${BUSINESS}/course/${slug}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `https://business.gurukita.id/course/${slug}?referral=${DEWI.referral}`,
  );
});
