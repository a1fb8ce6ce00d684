import { expect, test } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { BUSINESS, DEMO_ADMIN } from "./company-helpers";
import { expectAccessible, localeOfSize, PHONE_TOO, signIn } from "./helpers";
import { API_BASE } from "./learning-helpers";

/** A member of the demo company (README, demo users). */
const DEMO_MEMBER = { email: "dewi@nusantara-maju.co.id", password: "Dewi-Nusantara-2026" };

const TEXT = {
  id: {
    title: "Dasbor pembelajaran",
    year: "365 hari terakhir",
    members: "Anggota aktif",
    overTime: "Penyelesaian kursus dari waktu ke waktu",
    top: "Kursus teratas",
    format: "CSV (.csv)",
    submit: "Minta ekspor",
    done: `Ekspor sedang diproses. Hasilnya akan dikirim ke email ${DEMO_ADMIN.email}`,
    subject: "Ekspor hasil belajar PT Nusantara Maju siap diunduh",
    type: "text/csv; charset=utf-8",
  },
  en: {
    title: "Learning dashboard",
    year: "Last 365 days",
    members: "Active members",
    overTime: "Course completions over time",
    top: "Top courses",
    format: "Excel (.xlsx)",
    submit: "Request the export",
    done: `The export is being processed. The results will be emailed to ${DEMO_ADMIN.email}`,
    subject: "The learning results export of PT Nusantara Maju is ready",
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  },
} as const;

/**
 * The demo company's admin, in Indonesian and English, at desktop and on a phone: sees the dashboard (totals,
 * each chart with its table), asks for the results export, is told it will be emailed, and the mail with a
 * working download link lands in the API's outbox (the e2e stack has no SMTP).
 */
test(
  "the company admin's reports (id at desktop, en at phone size): dashboard, export mailed as a link",
  PHONE_TOO,
  async ({ page }, info) => {
    const locale = localeOfSize(info, "id");
    test.setTimeout(120_000);
    const L = TEXT[locale];
    await page.goto(`${BUSINESS}/login`);
    await signIn(page, DEMO_ADMIN);
    await expect(page).not.toHaveURL(/\/login/);

    await page.goto(`${BUSINESS}${locale === "en" ? "/en" : ""}/admin/reports`);
    await expect(page.getByRole("heading", { level: 1, name: L.title })).toBeVisible();
    await expect(page.getByTestId("report-totals")).toContainText(L.members);
    await page.getByRole("button", { name: L.year }).click();
    await expect(page.getByRole("button", { name: L.year })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("table", { name: L.overTime })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: L.top })).toBeVisible();
    // nothing wider than the phone's screen
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await expectAccessible(page);

    const asked = new Date();
    await page.getByLabel(L.format).check();
    await page.getByRole("button", { name: L.submit }).click();
    await expect(page.getByRole("status")).toContainText(L.done);

    // the mail: the newest one with this subject written after the request
    let mailId = "";
    await expect(async () => {
      const html = await (await page.request.get(`${API_BASE}/dev/outbox`)).text();
      const rows = [
        ...html.matchAll(
          /<tr><td>([^<]+)<\/td><td>([^<]+)<\/td><td><a href="\/dev\/outbox\/([\w-]+)">([^<]+)<\/a>/g,
        ),
      ];
      const row = rows.find(
        (r) =>
          r[2] === DEMO_ADMIN.email &&
          r[4] === L.subject &&
          new Date(r[1]!) >= new Date(asked.getTime() - 2000),
      );
      expect(row, "the export mail in the outbox").toBeTruthy();
      mailId = row![3]!;
    }).toPass({ timeout: 60_000 });
    await page.goto(`${API_BASE}/dev/outbox/${mailId}`);
    const text = (await page.locator("body").textContent()) ?? "";
    const link = /https?:\/\/\S+\/api\/gk\/org\/exports\/[\w-]+\/download\?token=[\w-]+/.exec(text)?.[0];
    expect(link, "a download link in the mail").toBeTruthy();

    // the link works without anything else (through the site's proxy; fetched by the browser, which resolves
    // the site's *.localhost name), and not with another token
    await page.goto(`${BUSINESS}${locale === "en" ? "/en" : ""}/admin/reports`);
    const get = (url: string) =>
      page.evaluate(async (u) => {
        const res = await fetch(u, { credentials: "omit" });
        return {
          status: res.status,
          type: res.headers.get("content-type"),
          size: (await res.arrayBuffer()).byteLength,
        };
      }, url);
    const file = await get(link!);
    expect(file).toMatchObject({ status: 200, type: L.type });
    expect(file.size).toBeGreaterThan(100);
    const forged = await get(link!.replace(/token=[\w-]+/, `token=${"A".repeat(43)}`));
    expect(forged.status).toBe(404);
  },
);

const GROUP_TEXT = {
  id: {
    newName: "Nama grup baru",
    create: "Buat grup",
    searchMember: "Cari anggota (nama, email, atau nomor karyawan)",
    addDewi: /^Tambahkan Dewi/,
    searchCourse: "Cari kursus",
    course: "Kursus",
    dueDate: "Tanggal tenggat",
    assign: "Tugaskan",
    due: "Tenggat 31 Desember 2027",
    mine: "Kursus wajib Anda",
  },
  en: {
    newName: "New group name",
    create: "Create group",
    searchMember: "Find a member (name, email or employee number)",
    addDewi: /^Add Dewi/,
    searchCourse: "Find a course",
    course: "Course",
    dueDate: "Due date",
    assign: "Assign",
    due: "Due 31 December 2027",
    mine: "Your mandatory courses",
  },
} as const;

/**
 * Groups: the admin creates a group, adds a member found by email, assigns one of the company's courses with a
 * due date; the member then finds it among their mandatory courses on their dashboard.
 */
test(
  "the company admin's groups (en at desktop, id at phone size): a course assigned with a due date reaches the member",
  PHONE_TOO,
  async ({ page, browser }, info) => {
    const locale = localeOfSize(info, "en");
    test.setTimeout(120_000);
    const L = GROUP_TEXT[locale];
    const at = (path: string) => `${BUSINESS}${locale === "en" ? "/en" : ""}${path}`;
    // one of the company's courses, as its admin's console lists them
    const headers = { origin: BUSINESS, "content-type": "application/json", "accept-language": locale };
    const login = await fetch(`${API_BASE}/auth/v2/login`, {
      method: "POST",
      headers,
      body: JSON.stringify({ username: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const picked = await fetch(`${API_BASE}/org/courses?picked=picked&perPage=1`, {
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    const course = ((await picked.json()) as { data: { items: { name: string }[] } }).data.items[0]!.name;

    await page.goto(`${BUSINESS}/login`);
    await signIn(page, DEMO_ADMIN);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto(at("/admin/groups"));
    const name = `E2E ${info.project.name} ${locale} ${randomUUID().slice(0, 6)}`;
    await page.getByLabel(L.newName).fill(name);
    await page.getByRole("button", { name: L.create }).click();
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();

    await page.getByLabel(L.searchMember).fill(DEMO_MEMBER.email);
    await page.getByLabel(L.searchMember).press("Enter");
    await page.getByRole("button", { name: L.addDewi }).click();
    await expect(page.getByRole("button", { name: /^(Keluarkan|Remove) Dewi/ })).toBeVisible();

    await page.getByLabel(L.searchCourse).fill(course);
    await page.getByLabel(L.searchCourse).press("Enter");
    await page.getByLabel(L.course, { exact: true }).selectOption({ label: course });
    await page.getByLabel(L.dueDate).fill("2027-12-31");
    await page.getByRole("button", { name: L.assign, exact: true }).click();
    await expect(page.getByText(L.due).first()).toBeVisible();
    await expectAccessible(page);

    const member = await browser.newContext({ viewport: page.viewportSize(), locale: "id-ID" });
    const memberPage = await member.newPage();
    await memberPage.goto(`${BUSINESS}/login`);
    await signIn(memberPage, DEMO_MEMBER);
    await expect(memberPage).not.toHaveURL(/\/login/);
    await memberPage.goto(at("/dashboard"));
    const mine = memberPage.getByTestId("my-assignments");
    await expect(mine.getByRole("heading", { name: L.mine })).toBeVisible();
    await expect(mine.getByRole("link", { name: course, exact: true })).toBeVisible();
    await expectAccessible(memberPage);
    await member.close();
  },
);
