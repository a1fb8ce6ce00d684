import { devices, expect, test, type Page } from "@playwright/test";
import { randomInt, randomUUID } from "node:crypto";
import { BUSINESS, DEMO_ADMIN } from "./company-helpers";
import { expectAccessible, signIn } from "./helpers";
import { API_BASE } from "./learning-helpers";

/** A member of the demo company (README, demo users). */
const DEMO_MEMBER = { email: "dewi@nusantara-maju.co.id", password: "Dewi-Nusantara-2026" };
const DUE_DATE = "2027-03-31";

const TEXT = {
  id: {
    menu: "Konsol Admin Perusahaan",
    members: "Anggota perusahaan",
    file: "Berkas CSV",
    start: "Mulai impor",
    done: "Impor selesai: 50 akun dibuat, 0 diundang, 0 gagal.",
    mailed: "Akun dibuat, kata sandi awal dikirim lewat email",
    shown: /Akun dibuat, kata sandi awal: \w{4}-\w{4}-\w{4}/,
    picked: "Hanya kursus yang dipilih",
    filter: "Tampilkan",
    next: "Berikutnya",
    summary: "20 kursus dipilih, 3 wajib",
    pick: (name: string) => `Pilih ${name}`,
    mandatory: "Wajib",
    dueDate: "Batas waktu (boleh kosong)",
    section: "Kursus Wajib",
    dueBy: "Selesaikan sebelum 31 Maret 2027",
  },
  en: {
    menu: "Company Admin Console",
    members: "Company members",
    file: "CSV file",
    start: "Start import",
    done: "Import finished: 50 accounts created, 0 invited, 0 failed.",
    mailed: "Account created, first password sent by email",
    shown: /Account created, first password: \w{4}-\w{4}-\w{4}/,
    picked: "Only the picked courses",
    filter: "Show",
    next: "Next",
    summary: "20 courses picked, 3 mandatory",
    pick: (name: string) => `Pick ${name}`,
    mandatory: "Mandatory",
    dueDate: "Due date (optional)",
    section: "Mandatory Courses",
    dueBy: "Finish by 31 March 2027",
  },
} as const;

/** 50 new employees: 49 with an email (the first password is mailed), one with a phone only (shown once). */
function membersCsv(run: string): string {
  const rows = ["Nama,Email,Telepon,Nomor Karyawan,Departemen"];
  for (let i = 1; i <= 49; i++)
    rows.push(`Karyawan ${run} ${i},e2e-${run}-${i}@contoh.id,,E2E-${run}-${i},Operasional`);
  rows.push(`"Telepon Saja, ${run}",,0813${randomInt(10_000_000, 99_999_999)},E2E-${run}-50,`);
  return rows.join("\n");
}

/** No list fetch and no change under way (the console disables its boxes meanwhile). */
const settled = (page: Page) =>
  expect(page.getByTestId("courses-console")).toHaveAttribute("data-loading", "false");

/** The courses listed once the list has settled. */
async function slugsOf(page: Page): Promise<string[]> {
  await settled(page);
  return page
    .getByTestId("course-list")
    .locator("li")
    .evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.course ?? ""));
}

/**
 * The demo company's admin, in Indonesian at desktop size and in English on a phone: imports 50 members from
 * a CSV (a progress bar, then the result of every row), chooses 20 courses of which 3 are mandatory with a due
 * date; a member of the company then sees only those 20, and the 3 under "mandatory courses" with their date.
 * Both runs change the one choice of the demo company, so they run one after the other, after every other
 * journey (the "alone" project of playwright.config.ts).
 */
test.describe.configure({ mode: "serial" });
const PHONE = (({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch }) => ({
  viewport: { ...viewport, width: 390, height: 844 },
  userAgent,
  deviceScaleFactor,
  isMobile,
  hasTouch,
}))(devices["Pixel 7"]);

for (const [locale, size] of [
  ["id", "desktop"],
  ["en", "phone"],
] as const) {
  test.describe(size, () => {
    if (size === "phone") test.use(PHONE);
    test(`the company admin's console (${locale}): import, course choice, what a member sees`, async ({
      page,
      browser,
    }, info) => {
      test.setTimeout(180_000);
      const L = TEXT[locale];
      const at = (path: string) => `${BUSINESS}${locale === "en" ? "/en" : ""}${path}`;
      await page.goto(`${BUSINESS}/login`);
      await signIn(page, DEMO_ADMIN);
      await expect(page).not.toHaveURL(/\/login/);

      // the console is one click away in the account menu
      await page.goto(at("/"));
      await page.getByRole("button", { name: /^(Menu akun|Account menu)/ }).click();
      await page.getByRole("menuitem", { name: L.menu }).click();
      await expect(page).toHaveURL(/\/admin\/members$/);
      await expect(page.getByRole("heading", { name: L.members })).toBeVisible();
      await expect(page.getByTestId("member-list")).toContainText(DEMO_ADMIN.email);

      // the import: a progress bar, then every row's result
      await page.goto(at("/admin/members/import"));
      const run = `${info.project.name}-${locale}-${randomUUID().slice(0, 6)}`;
      await page.getByLabel(L.file).setInputFiles({
        name: "karyawan.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(membersCsv(run)),
      });
      await page.getByRole("button", { name: L.start }).click();
      await expect(page.getByRole("progressbar")).toBeVisible();
      await expect(page.getByText(L.done)).toBeVisible({ timeout: 120_000 });
      const results = page.getByTestId("import-results").locator("li");
      await expect(results).toHaveCount(50);
      await expect(results.filter({ hasText: L.mailed })).toHaveCount(49);
      await expect(results.filter({ hasText: L.shown })).toHaveCount(1);
      await expectAccessible(page);

      // the course choice: only picks, the 20 most popular, the first 3 mandatory with a due date
      await page.goto(at("/admin/courses"));
      await page.getByLabel(L.picked).check();
      await expect(page.getByTestId("course-list")).toBeVisible();
      const target = await slugsOf(page);
      expect(target).toHaveLength(20);
      // picks from before (the seed's) that are not among them go
      await page.getByLabel(L.filter).selectOption("picked");
      for (let round = 0; round < 80; round++) {
        const extra = (await slugsOf(page)).find((slug) => !target.includes(slug));
        if (extra) {
          const row = page.locator(`li[data-course="${extra}"]`);
          // a click, not uncheck(): the row leaves the "picked" list once the choice is saved, and uncheck()'s
          // look at the box afterwards would wait for a row that is gone (the run then hangs to its timeout)
          await row.getByRole("checkbox").first().click();
          await expect(row).toHaveCount(0);
          continue;
        }
        const next = page.getByRole("button", { name: L.next });
        if (!(await next.isVisible()) || (await next.isDisabled())) break;
        await next.click();
      }
      await page.getByLabel(L.filter).selectOption("any");
      const names: string[] = [];
      for (const [i, slug] of target.entries()) {
        const row = page.locator(`li[data-course="${slug}"]`);
        const name = (await row.locator("span.font-semibold").first().textContent())!.trim();
        names.push(name);
        await settled(page);
        await row.getByRole("checkbox", { name: L.pick(name) }).check();
        const mandatory = row.getByTestId("mandatory");
        await settled(page);
        if (i < 3) {
          await mandatory.check();
          await settled(page);
          await row.getByLabel(L.dueDate).fill(DUE_DATE);
          await expect(row.getByLabel(L.dueDate)).toHaveValue(DUE_DATE);
        } else {
          await mandatory.uncheck();
        }
      }
      // the summary is read from the API after the last change was saved
      await expect(async () => {
        await page.reload();
        await expect(page.getByTestId("choice-summary")).toContainText(L.summary, { timeout: 2_000 });
      }).toPass({ timeout: 60_000 });
      await expectAccessible(page);

      // a member of the company: only those 20, and the 3 mandatory ones with their due date on the home page
      const member = await browser.newContext({ viewport: page.viewportSize(), locale: "id-ID" });
      const memberPage = await member.newPage();
      await memberPage.goto(`${BUSINESS}/login`);
      await signIn(memberPage, DEMO_MEMBER);
      await expect(memberPage).not.toHaveURL(/\/login/);
      // the console is not theirs: it does not exist for them
      await memberPage.goto(at("/admin/courses"));
      // the not-found page speaks the page's language only
      await expect(
        memberPage.getByRole("heading", {
          name: locale === "en" ? "Page not found" : "Halaman tidak ditemukan",
        }),
      ).toBeVisible();
      await memberPage.goto(at("/"));
      const section = memberPage.locator('[data-section="mandatory"]');
      await expect(section.getByRole("heading", { name: L.section })).toBeVisible();
      for (const name of names.slice(0, 3))
        await expect(section.getByText(name, { exact: true })).toBeVisible();
      await expect(section.getByText(L.dueBy)).toHaveCount(3);
      await expectAccessible(memberPage);

      const login = await fetch(`${API_BASE}/auth/v2/login`, {
        method: "POST",
        headers: { origin: BUSINESS, "content-type": "application/json" },
        body: JSON.stringify({ username: DEMO_MEMBER.email, password: DEMO_MEMBER.password }),
      });
      const { token } = ((await login.json()) as { data: { token: string } }).data;
      const seen = await fetch(`${API_BASE}/courses?perPage=50`, {
        headers: { origin: BUSINESS, authorization: `Bearer ${token}` },
      });
      const list = ((await seen.json()) as { data: { total: number; items: { slug: string }[] } }).data;
      expect(list.total).toBe(20);
      expect(list.items.map((c) => c.slug).sort()).toEqual([...target].sort());
      await member.close();
    });
  });
}
