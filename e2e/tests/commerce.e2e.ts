import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { expectAccessible, localeOfSize, newLearner, PHONE_TOO, register } from "./helpers";
import { API_BASE, finalQuizLesson, WEB_BASE } from "./learning-helpers";
import { answerFromStudy } from "./learning-quiz-guide";

type Tree = { [key: string]: string | Tree };
const catalogue = (locale: "id" | "en", ns: string) =>
  JSON.parse(
    readFileSync(new URL(`../../packages/i18n/messages/${locale}/${ns}.json`, import.meta.url), "utf8"),
  ) as Tree;
/** A text of the web app's message catalogue, so the journey reads the words the learner reads. */
function words(locale: "id" | "en") {
  const trees = { course: catalogue(locale, "course"), learning: catalogue(locale, "learning") };
  return (path: string) => {
    const [ns, ...keys] = path.split(".");
    let node: string | Tree = trees[ns as keyof typeof trees];
    for (const k of keys) node = (node as Tree)[k]!;
    if (typeof node !== "string") throw new Error(`no text at ${path}`);
    return node;
  };
}

/** "Rp1,234,567": the product writes rupiah with commas in both languages. */
const rupiah = (n: number) => `Rp${n.toLocaleString("en-US")}`;

/** The journey's language at this size (Indonesian at one size, English at the other). */
function languageOf(info: TestInfo, desktopLocale: "id" | "en") {
  const locale = localeOfSize(info, desktopLocale);
  return { locale, prefix: locale === "en" ? "/en" : "", t: words(locale) };
}

interface PaidCourse {
  id: string;
  slug: string;
  certificateOffered: boolean;
  name: string;
  priceRupiah: number;
  sections: { lessons: { id: string; kind: string }[] }[];
}

/**
 * A paid course of the general site with a pretest, a final quiz and a certificate: the `skip`-th of them (or
 * the last one found), so parallel journeys spread over courses.
 */
async function paidCourse(skip = 0): Promise<PaidCourse> {
  const headers = { origin: WEB_BASE };
  const list = (await (await fetch(`${API_BASE}/courses?sort=popular&perPage=40`, { headers })).json()) as {
    data: { items: { slug: string; certificateOffered: boolean; priceRupiah: number }[] };
  };
  const found: PaidCourse[] = [];
  for (const c of list.data.items.filter((i) => i.certificateOffered && i.priceRupiah > 0)) {
    const d = (
      (await (await fetch(`${API_BASE}/courses/${c.slug}`, { headers })).json()) as { data: PaidCourse }
    ).data;
    const kinds = d.sections.flatMap((s) => s.lessons.map((l) => l.kind));
    if (kinds[0] === "pretest" && kinds.includes("quiz")) found.push(d);
    if (found.length > skip) return found[skip]!;
  }
  if (found.length > 0) return found[found.length - 1]!;
  throw new Error("no paid course with a pretest, a final quiz and a certificate on the general site");
}

/** From the course page's upgrade panel to the sandbox's test checkout. */
async function payFromCoursePage(page: Page, t: (p: string) => string) {
  const panel = page.locator("#upgrade");
  await panel.getByRole("button", { name: t("course.upgrade.pay") }).click();
  await expect(page).toHaveURL(/\/sandbox-checkout\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: t("course.sandbox.title") })).toBeVisible();
  await expect(page.getByTestId("sandbox-notice")).toHaveText(t("course.sandbox.notice"));
}

test(
  "a public learner applies a promo code, pays in the sandbox and earns the certificate",
  PHONE_TOO,
  async ({ page }, info) => {
    test.setTimeout(180_000);
    const { prefix, t } = languageOf(info, "id");
    const course = await paidCourse(info.project.name === "desktop" ? 0 : 1);
    const who = newLearner(info);
    await register(page, WEB_BASE, who);

    // the course page: the price, and the certificate only through the upgrade for a learner of no company
    await page.goto(`${WEB_BASE}${prefix}/course/${course.slug}`);
    const panel = page.locator("#upgrade");
    await expect(panel.getByRole("heading", { name: t("course.upgrade.title") })).toBeVisible();
    await expect(page.getByTestId("certificate-offer")).toContainText(t("course.certificate.bodyUpgrade"));
    await expect(panel.getByTestId("upgrade-total")).toHaveText(rupiah(course.priceRupiah));

    // a code that does not exist: the API's message under the field, tied to it for screen readers
    const promo = panel.getByLabel(t("course.upgrade.promoCode"));
    await promo.fill("TIDAKADA");
    await panel.getByRole("button", { name: t("course.upgrade.apply") }).click();
    await expect(promo).toHaveAttribute("aria-invalid", "true");
    const errorId = (await promo.getAttribute("aria-describedby"))!.split(" ").pop()!;
    await expect(page.locator(`[id="${errorId}"]`)).not.toBeEmpty();
    await expect(panel.getByTestId("upgrade-total")).toHaveText(rupiah(course.priceRupiah));

    // a seeded code: list price, the discount with the code and the new total, before paying
    await promo.fill("belajar20");
    const quoted = page.waitForResponse((r) => r.url().includes("/commerce/quote") && r.ok());
    await panel.getByRole("button", { name: t("course.upgrade.apply") }).click();
    const quote = ((await (await quoted).json()) as { data: { total: number; discount: number } }).data;
    expect(quote.discount).toBeGreaterThan(0);
    expect(quote.total).toBe(course.priceRupiah - quote.discount);
    await expect(panel.getByTestId("upgrade-amounts")).toContainText(rupiah(course.priceRupiah));
    await expect(panel.getByTestId("upgrade-amounts")).toContainText("BELAJAR20");
    await expect(panel.getByTestId("upgrade-total")).toHaveText(rupiah(quote.total));
    await expectAccessible(page);

    // the sandbox checkout: a test page with the order, the discounted amount and three outcomes
    await payFromCoursePage(page, t);
    await expect(page.getByRole("main")).toContainText(rupiah(quote.total));
    await expectAccessible(page);
    await page.getByRole("button", { name: t("course.sandbox.pay"), exact: true }).click();

    // back on the transaction page, which turns to paid by itself
    await expect(page).toHaveURL(/\/transactions\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("transaction-status")).toHaveText(t("course.transaction.status.paid"), {
      timeout: 20_000,
    });
    await expect(page.getByTestId("transaction-total")).toHaveText(rupiah(quote.total));
    await expect(page.getByRole("main")).toContainText("BELAJAR20");
    const [receipt] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: t("course.transaction.receipt") }).click(),
    ]);
    const receiptFile = info.outputPath("receipt.pdf");
    await receipt.saveAs(receiptFile);
    expect(execFileSync("pdftotext", [receiptFile, "-"], { encoding: "utf8" })).toContain("BELAJAR20");
    await expectAccessible(page);

    // the course page now says full access and promises the certificate for finishing
    await page.getByRole("link", { name: t("course.transaction.startLearning"), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/course/${course.slug}(/learn.*)?$`));
    await page.goto(`${WEB_BASE}${prefix}/course/${course.slug}`);
    await expect(panel.getByRole("heading", { name: t("course.upgrade.fullAccess") })).toBeVisible();
    await expect(page.getByTestId("certificate-offer")).toContainText(t("course.certificate.body"));

    // enrol, the pretest, then the final quiz passed with what the lessons taught ("exact": the signed-out
    // label "Masuk untuk mulai belajar" also holds the words, and shows until the sign-in state is known)
    await page
      .getByRole("button", { name: t("course.enroll"), exact: true })
      .locator("visible=true")
      .first()
      .click();
    await expect(page).toHaveURL(/\/learn\/[0-9a-f-]{36}$/);
    await page.getByTestId("quiz-start").click();
    for (const q of await page.getByTestId("quiz-question").all()) await q.locator("input").first().check();
    await page.getByTestId("quiz-submit").click();
    await page.getByTestId("quiz-submit-confirm").click();
    await expect(page.getByTestId("pretest-done")).toBeVisible();
    await page.goto(`${WEB_BASE}${prefix}/course/${course.slug}/learn/${finalQuizLesson(course)}`);
    await page.getByTestId("quiz-start").click();
    await expect(page.getByTestId("quiz-question").first()).toBeVisible();
    await answerFromStudy(page);
    await page.getByTestId("quiz-submit").click();
    await page.getByTestId("quiz-submit-confirm").click();
    await expect(page.getByTestId("quiz-result")).toHaveAttribute("data-passed", "true");
    await expect(page.getByRole("heading", { name: t("learning.courseComplete.title") })).toBeVisible();

    // the certificate PDF names the learner
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: t("learning.certificate.download") }).click(),
    ]);
    const file = info.outputPath("certificate.pdf");
    await download.saveAs(file);
    expect(execFileSync("pdftotext", [file, "-"], { encoding: "utf8" })).toContain(who.fullName);
  },
);

/**
 * The scripts holding react-query (the course page's live panels, which a page loads once it is interactive)
 * arrive `ms` late: a slow phone's network. Everything else (the page's own scripts, the signed-in learner's
 * panels and sign-in machinery) comes as usual. `held` lists them as they are asked for, `arrived` as they are
 * let through.
 */
async function holdBackLivePanels(page: Page, ms: number) {
  const held: string[] = [];
  const arrived: string[] = [];
  await page.route(/\/_next\/static\/chunks\/.+\.js(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const path = new URL(route.request().url()).pathname;
    // react-query's own message, which every build keeps
    if ((await response.text()).includes("No QueryClient set")) {
      held.push(path);
      await new Promise((r) => setTimeout(r, ms));
      arrived.push(path);
    }
    await route.fulfill({ response });
  });
  return { held, arrived };
}

test("a promo code applied while the upgrade panel is still loading its live part is carried out", async ({
  page,
}, info) => {
  const t = words("id");
  const course = await paidCourse(2);
  await register(page, WEB_BASE, newLearner(info));
  const url = `${WEB_BASE}/course/${course.slug}`;
  const late = await holdBackLivePanels(page, 5_000);

  // the panel is on the page with the server's answer before its live part (react-query) has arrived
  await page.goto(url, { waitUntil: "commit" });
  const panel = page.locator("#upgrade");
  const promo = panel.getByLabel(t("course.upgrade.promoCode"));
  await promo.fill("belajar20");
  await expect(promo).toHaveValue("belajar20");
  const quoted = page.waitForResponse((r) => r.url().includes("/commerce/quote") && r.ok());
  await panel.getByRole("button", { name: t("course.upgrade.apply") }).click();
  expect(late.held.length).toBeGreaterThan(0);
  expect(late.arrived).toEqual([]);
  // the press waits for it, then sends the code typed meanwhile
  const quote = ((await (await quoted).json()) as { data: { total: number } }).data;
  await expect(panel.getByTestId("upgrade-amounts")).toContainText("BELAJAR20");
  await expect(panel.getByTestId("upgrade-total")).toHaveText(rupiah(quote.total));
  await expect(promo).toHaveValue("belajar20");
});

test("a visitor's course page offers the upgrade and the enrolment once they sign in in another tab", async ({
  page,
}, info) => {
  const t = words("id");
  const course = await paidCourse(2);
  await page.goto(`${WEB_BASE}/course/${course.slug}`);
  const panel = page.locator("#upgrade");
  // the server's panel for a visitor: the price and the way to sign in and come back
  await expect(panel.getByRole("link", { name: t("course.upgrade.signInToPay") })).toBeVisible();
  await expect(panel.getByTestId("upgrade-total")).toHaveText(rupiah(course.priceRupiah));

  const other = await page.context().newPage();
  await register(other, WEB_BASE, newLearner(info));
  await other.close();

  // this tab hears of the new session and renders its page for the learner
  await expect(panel.getByRole("button", { name: t("course.upgrade.pay") })).toBeVisible();
  await expect(panel.getByLabel(t("course.upgrade.promoCode"))).toBeVisible();
  await expect(
    page.getByRole("button", { name: t("course.enroll"), exact: true }).locator("visible=true"),
  ).toBeVisible();
});

test("one payment expires and one fails: both read Failed, and the history lists them", async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const { prefix, t } = languageOf(info, "en");
  const course = await paidCourse(2);
  const who = newLearner(info);
  await register(page, WEB_BASE, who);
  const history = `${WEB_BASE}${prefix}/profile/transactions`;

  // nothing bought yet: the empty state with a way on
  await page.goto(history);
  await expect(page.getByTestId("transactions-empty")).toBeVisible();
  await expectAccessible(page);

  const failed = t("course.transaction.status.failed");
  for (const outcome of ["expire", "fail"] as const) {
    await page.goto(`${WEB_BASE}${prefix}/course/${course.slug}`);
    await payFromCoursePage(page, t);
    await page.getByRole("button", { name: t(`course.sandbox.${outcome}`), exact: true }).click();
    await expect(page).toHaveURL(/\/transactions\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("transaction-status")).toHaveText(failed, { timeout: 20_000 });
    await expect(page.getByRole("link", { name: t("course.transaction.tryAgain") })).toBeVisible();
  }
  await expect(page.getByTestId("transaction-events")).toBeVisible();
  await expectAccessible(page);

  // a third one left waiting: the history offers to proceed to its payment
  await page.goto(`${WEB_BASE}${prefix}/course/${course.slug}`);
  await payFromCoursePage(page, t);
  const checkout = page.url();
  await page.goto(history);
  const rows = page.getByTestId("transaction-list").getByRole("listitem");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(t("course.transaction.status.pending"));
  await expect(rows.nth(0)).toContainText(rupiah(course.priceRupiah));
  await expect(rows.nth(1)).toContainText(failed);
  await expect(rows.nth(2)).toContainText(failed);
  await expectAccessible(page);
  await rows
    .nth(0)
    .getByRole("link", { name: t("course.transaction.proceedToPayment") })
    .click();
  await expect(page).toHaveURL(checkout);

  // a transaction id that is not this learner's is the not-found page
  const other = await page.goto(`${WEB_BASE}${prefix}/transactions/${randomUUID()}`);
  expect(other?.status()).toBe(404);
});
