import { expect, test, type Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import {
  API,
  expectAccessible,
  googleSignIn,
  wordsOfSize,
  newLearner,
  PHONE_TOO,
  register,
  someCourse,
  WEB,
} from "./helpers";

/**
 * A learner's own data (Indonesia's Personal Data Protection Law): a Google-only learner, who has no password,
 * deletes the account through a mailed single-use link, and signing in with Google afterwards starts a new
 * account; a learner downloads their data and the ZIP holds every kind, with their rows only. This stack erases
 * at once (ACCOUNT_DELETION_GRACE_DAYS=0); the grace period is the API tests' part.
 */

const LANGS = [
  {
    locale: "id",
    prefix: "",
    sendLink: "Kirim tautan konfirmasi",
    linkSent: "Kami mengirim tautan konfirmasi ke emailmu",
    keepName: "Tetap cantumkan namaku di sertifikat yang sudah terbit",
    confirm: "Ya, hapus akun saya",
    scheduled: "Akunmu akan dihapus permanen pada",
    editTitle: "Ubah Profil",
    fullName: "Nama lengkap",
    save: "Simpan",
    saved: "Profil berhasil disimpan",
    download: "Unduh Data Saya",
    queued: "Ekspor sedang diproses. Hasilnya akan dikirim ke email",
    mailSubject: "Salinan datamu sudah siap",
    summary: "ringkasan.html",
    summaryTitle: "Data pribadimu di GuruKita",
  },
  {
    locale: "en",
    prefix: "/en",
    sendLink: "Send confirmation link",
    linkSent: "We sent a confirmation link to your email",
    keepName: "Keep my name on certificates already issued",
    confirm: "Yes, delete my account",
    scheduled: "Your account will be deleted for good on",
    editTitle: "Edit Profile",
    fullName: "Full name",
    save: "Save",
    saved: "Profile saved",
    download: "Download My Data",
    queued: "Export processed. The results will be emailed to",
    mailSubject: "Your copy of your data is ready",
    summary: "summary.html",
    summaryTitle: "Your personal data at GuruKita",
  },
] as const;

const KINDS = [
  "profile",
  "accounts",
  "enrolments",
  "progress",
  "quiz-attempts",
  "certificates",
  "reviews",
  "feedback",
  "transactions",
  "points",
  "paid-upgrades",
  "coach-conversations",
];

/** The newest mail to this address in the API's development outbox, opened; its first link with `path`. */
async function mailedLink(page: Page, to: string, path: string, subject?: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    await page.goto(`${API}/dev/outbox`);
    const row = page
      .locator("tr", { hasText: to })
      .filter({ hasText: subject ?? "" })
      .first();
    await expect(row).toBeVisible({ timeout: 1_000 });
    await row.getByRole("link").click();
    const mail = (await page.locator("body").textContent()) ?? "";
    link = mail.match(/https?:\/\/\S+/g)?.find((u) => u.includes(path));
    expect(link).toBeTruthy();
  }).toPass({ timeout: 60_000 });
  return link!;
}

test(
  "a Google-only learner deletes the account through the mailed link; Google then starts a new account (id at desktop, en at phone size)",
  PHONE_TOO,
  async ({ page }, info) => {
    const lang = wordsOfSize(LANGS, info, "id");
    test.setTimeout(150_000);
    const login = `hapus-${lang.locale}-${info.project.name}-${Date.now()}`;
    const email = `${login}@google-e2e.test`;
    await googleSignIn(page, login, lang.prefix);
    await expect(page.getByRole("button", { name: /^(Menu akun|Account menu)/ })).toBeVisible();

    // correcting data: the name this account will be known by until it goes
    await page.goto(`${WEB}${lang.prefix}/profile/edit`);
    await expect(page.getByRole("heading", { level: 1, name: lang.editTitle })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel(lang.fullName).fill("Rina Sebelum Hapus");
    await page.getByRole("button", { name: lang.save, exact: true }).click();
    await expect(page.getByText(lang.saved).first()).toBeVisible();
    await expect(page.getByTestId("profile-name")).toHaveText("Rina Sebelum Hapus");

    // no password to confirm with: a link goes to the Google address
    await page.goto(`${WEB}${lang.prefix}/delete-account`);
    await expect(page.getByLabel(/Kata sandi|Password/)).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole("button", { name: lang.sendLink }).click();
    await expect(page.getByTestId("delete-link-sent")).toContainText(lang.linkSent);
    await page.screenshot({ path: info.outputPath(`delete-link-${lang.locale}.png`) });

    const link = await mailedLink(page, email, "/confirm-delete-account");
    expect(new URL(link).pathname).toBe(`${lang.prefix}/confirm-delete-account`);
    await page.goto(link);
    await expectAccessible(page);
    await page.getByLabel(lang.keepName).uncheck();
    await page.getByRole("button", { name: lang.confirm }).click();
    await expect(page.getByTestId("deletion-scheduled")).toContainText(lang.scheduled);
    await page.screenshot({ path: info.outputPath(`deletion-scheduled-${lang.locale}.png`) });
    await page.goto(`${WEB}${lang.prefix}/profile`);
    await expect(page).toHaveURL(/\/login\?url=/);

    // the same Google account now makes a new account: the provider's name, not the one saved above
    await googleSignIn(page, login, lang.prefix);
    await expect(page.getByRole("button", { name: /^(Menu akun|Account menu)/ })).toBeVisible();
    await page.goto(`${WEB}${lang.prefix}/profile`);
    await expect(page.getByTestId("profile-name")).toHaveText(`Google ${login}`);
  },
);

test(
  "a learner downloads their data and the ZIP holds every kind, their own rows only (en at desktop, id at phone size)",
  PHONE_TOO,
  async ({ page, browser }, info) => {
    const lang = wordsOfSize(LANGS, info, "en");
    test.setTimeout(120_000);
    const course = await someCourse();
    // someone else with data of their own, which must not be in the archive
    const other = newLearner(info);
    const otherContext = await browser.newContext();
    const otherPage = await otherContext.newPage();
    await register(otherPage, WEB, other);
    await expect(otherPage.getByRole("button", { name: /^Menu akun/ })).toBeVisible();
    await otherContext.close();

    const me = newLearner(info);
    await register(page, WEB, me);
    await expect(page.getByRole("button", { name: /^Menu akun/ })).toBeVisible();
    const token = (await page.context().cookies()).find((c) => c.name === "token")?.value;
    expect(token, "the session cookie").toBeTruthy();
    const headers = { origin: WEB, authorization: `Bearer ${token}` };
    const enrol = await page.request.post(`${API}/courses/${course.slug}/enrolment`, { headers });
    expect(enrol.ok()).toBe(true);
    const feedback = await page.request.post(`${API}/feedback`, {
      headers,
      data: { rating: 5, message: `Masukan ${me.email}` },
    });
    expect(feedback.ok()).toBe(true);

    await page.goto(`${WEB}${lang.prefix}/profile`);
    await page.getByRole("button", { name: lang.download }).click();
    await expect(page.getByTestId("data-export-queued")).toContainText(`${lang.queued} ${me.email}`);
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath(`data-export-${lang.locale}.png`), fullPage: true });

    const link = await mailedLink(page, me.email, "/account/exports/", lang.mailSubject);
    expect(new URL(link).pathname).toMatch(/^\/api\/gk\/account\/exports\/[0-9a-f-]{36}\/download$/);
    // the link as the mail gives it, through the web's own /api/gk
    const res = await page.request.get(link);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await res.body()));
    expect(Object.keys(files).sort()).toEqual([lang.summary, ...KINDS.map((k) => `${k}.json`)].sort());
    const read = (kind: string) => JSON.parse(strFromU8(files[`${kind}.json`]!));
    expect(read("profile")).toMatchObject({ email: me.email, fullName: me.fullName, hasPassword: true });
    const myId = read("profile").id as string;
    const enrolments = read("enrolments") as { userId: string; courseId: string }[];
    expect(enrolments).toHaveLength(1);
    const detail = await page.request.get(`${API}/courses/${course.slug}`, { headers });
    expect(enrolments[0]!.courseId).toBe(((await detail.json()) as { data: { id: string } }).data.id);
    expect((read("feedback") as { message: string }[]).map((f) => f.message)).toEqual([
      `Masukan ${me.email}`,
    ]);
    for (const kind of KINDS.filter((k) => k !== "profile" && k !== "accounts"))
      for (const row of read(kind) as { userId: string }[]) expect(row.userId).toBe(myId);
    const everything = Object.values(files)
      .map((f) => strFromU8(f))
      .join("\n");
    expect(everything).not.toContain(other.email);
    expect(everything).not.toContain(other.fullName);
    const summary = strFromU8(files[lang.summary]!);
    expect(summary).toContain(`<html lang="${lang.locale}">`);
    expect(summary).toContain(lang.summaryTitle);
    expect(summary).toContain(me.fullName);
  },
);
