import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, localeOfSize, PHONE_TOO } from "./helpers";
import { WEB_BASE } from "./learning-helpers";

const BUSINESS = WEB_BASE.replace("://localhost", "://business.localhost");
/** The provider's staff of the seed (README, demo users). */
const STAFF = { email: "staf@demo.gurukita.id", password: "Staf-GuruKita-2026" };
const DAY_MS = 24 * 3600 * 1000;

const WORDS = {
  id: {
    prefix: "",
    title: "GuruKita Bisnis: Pelatihan Karyawan dengan Coach AI",
    pitch: "Pelatihan karyawan dengan Coach AI, tanpa biaya per peserta",
    pricing: "Tanpa biaya per peserta",
    cta: "Coba gratis",
    modal: "Coba gratis GuruKita Bisnis",
    company: "Nama perusahaan",
    size: "Jumlah karyawan",
    sizeChoice: "51–200 karyawan",
    contact: "Nama kontak",
    email: "Email kerja",
    phone: "Nomor telepon",
    submit: "Kirim permintaan",
    tooShort: "Minimal 2 karakter.",
    badEmail: "Format email tidak valid",
    sent: "Permintaan langganan terkirim. Tim kami akan menghubungi Anda untuk pembayaran.",
    // the business site signs in with the company email only
    username: "Email",
    next: "Lanjut",
    password: "Kata Sandi",
    signIn: "Masuk",
    console: "Konsol staf: langganan perusahaan",
    startTrial: "Mulai uji coba",
    trial: "Uji coba",
    confirm: "Konfirmasi langganan",
    active: "Aktif",
    paidPlusFree: "12 bulan berbayar + 1 bulan gratis",
    dateLocale: "id-ID",
  },
  en: {
    prefix: "/en",
    title: "GuruKita Business: Employee Training with an AI Coach",
    pitch: "Employee training with an AI coach, with no per-participant fee",
    pricing: "No per-participant fee",
    cta: "Start a free trial",
    modal: "Try GuruKita Business for free",
    company: "Company name",
    size: "Number of employees",
    sizeChoice: "51–200 employees",
    contact: "Contact name",
    email: "Work email",
    phone: "Phone number",
    submit: "Send request",
    tooShort: "At least 2 characters.",
    badEmail: "Invalid email address",
    sent: "Request sent. Our team will contact you for payment.",
    username: "Email",
    next: "Next",
    password: "Password",
    signIn: "Sign In",
    console: "Staff console: company subscriptions",
    startTrial: "Start trial",
    trial: "Trial",
    confirm: "Confirm subscription",
    active: "Active",
    paidPlusFree: "12 paid months + 1 free month(s)",
    dateLocale: "en-GB",
  },
} as const;

const day = (locale: string, at: Date) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "Asia/Jakarta" }).format(at);

/** Calendar months later (the API's rule: a missing day becomes the month's last). */
function addMonths(at: Date, months: number): Date {
  const d = new Date(at.getTime());
  const dom = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  d.setUTCDate(Math.min(dom, new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()));
  return d;
}

async function signInAsStaff(page: Page, w: (typeof WORDS)[keyof typeof WORDS]) {
  await page.getByLabel(w.username, { exact: false }).fill(STAFF.email);
  await page.getByRole("button", { name: w.next }).click();
  await page.getByLabel(w.password, { exact: true }).fill(STAFF.password);
  await page.getByRole("button", { name: w.signIn, exact: true }).click();
}

/**
 * The business plan from both ends: a visitor on the business site asks for the free trial through the modal
 * (bad input is answered per field), then the provider's staff sign in to the staff console, start the trial
 * (the company and its first admin are made) and confirm it, which shows the paid months plus the free one.
 * Indonesian and English, at desktop and on a phone (two projects).
 */
test(
  "a visitor requests the business plan; staff start and confirm the trial (id at desktop, en at phone size)",
  PHONE_TOO,
  async ({ page }, info) => {
    const locale = localeOfSize(info, "id");
    test.setTimeout(120_000);
    const w = WORDS[locale];
    const company = `PT Uji ${info.project.name} ${locale} ${randomUUID().slice(0, 6)}`;

    await page.goto(`${BUSINESS}${w.prefix}/`);
    await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
    await expect(page.getByTestId("business-pitch")).toHaveText(w.pitch);
    await expect(page.getByTestId("business-pricing")).toContainText(w.pricing);
    await expectAccessible(page);

    await page.getByRole("button", { name: w.cta }).first().click();
    const modal = page.getByRole("dialog", { name: w.modal });
    await expect(modal).toBeVisible();
    // bad input: the API's field messages in the visitor's language, and nothing is sent
    await modal.getByLabel(w.email, { exact: false }).fill("bukan-email");
    await modal.getByRole("button", { name: w.submit }).click();
    await expect(modal.getByText(w.tooShort).first()).toBeVisible();
    await expect(modal.getByText(w.badEmail)).toBeVisible();
    await expectAccessible(page);

    await modal.getByLabel(w.company, { exact: false }).fill(company);
    await modal.getByLabel(w.size, { exact: false }).selectOption({ label: w.sizeChoice });
    await modal.getByLabel(w.contact, { exact: false }).fill("Ayu Wulandari");
    await modal.getByLabel(w.email, { exact: false }).fill(`e2e-${randomUUID().slice(0, 8)}@contoh.id`);
    await modal.getByLabel(w.phone, { exact: false }).fill("0812-3456-7890");
    await modal.getByRole("button", { name: w.submit }).click();
    await expect(page.getByTestId("trial-sent")).toContainText(w.sent);
    await expectAccessible(page);

    // the staff console is guarded: sign-in first, then back to it
    await page.goto(`${BUSINESS}${w.prefix}/staff/subscriptions`);
    await signInAsStaff(page, w);
    await expect(page.getByRole("heading", { level: 1, name: w.console })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: new RegExp(company) }).click();
    await expect(page.getByRole("heading", { level: 1, name: company })).toBeVisible();
    await expect(page.getByTestId("subscription-state")).toHaveAttribute("data-state", "requested");

    await page.getByTestId("start-trial").click();
    await expect(page.getByTestId("subscription-state")).toHaveAttribute("data-state", "trial");
    await expect(page.getByTestId("subscription-state")).toHaveText(w.trial);
    const trialEnd = new Date(Date.now() + 14 * DAY_MS);
    await expect(page.getByTestId("subscription-details")).toContainText(day(w.dateLocale, trialEnd));
    await expectAccessible(page);

    await page.getByTestId("confirm-subscription").click();
    await expect(page.getByTestId("subscription-state")).toHaveAttribute("data-state", "active");
    await expect(page.getByTestId("subscription-state")).toHaveText(w.active);
    const details = page.getByTestId("subscription-details");
    // the paid period starts at the trial's end: 12 paid months plus the free one
    await expect(details).toContainText(w.paidPlusFree);
    await expect(details).toContainText(day(w.dateLocale, addMonths(trialEnd, 13)));
    await expect(page.getByTestId("subscription-history").getByRole("listitem")).toHaveCount(3);
    await expectAccessible(page);
  },
);

test("a company's people get their learner home on the business site, not the sales page", async ({
  page,
}) => {
  const w = WORDS.id;
  await page.goto(`${BUSINESS}/login`);
  await page.getByLabel(w.username, { exact: false }).fill("dewi@nusantara-maju.co.id");
  await page.getByRole("button", { name: w.next }).click();
  await page.getByLabel(w.password, { exact: true }).fill("Dewi-Nusantara-2026");
  await page.getByRole("button", { name: w.signIn, exact: true }).click();
  await expect(page).toHaveURL(/business\.localhost:\d+\/?$/);
  await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
  await expect(page.locator("[data-section]").first()).toBeVisible();
  await expect(page.getByTestId("business-pitch")).toHaveCount(0);
});
