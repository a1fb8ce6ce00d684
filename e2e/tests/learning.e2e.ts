import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { invitationLinkFromOutbox, inviteToDemoCompany, pickForDemoCompany } from "./company-helpers";
import { expectAccessible, newLearner, PHONE_TOO, register } from "./helpers";
import { courseWithPretest, finalQuizLesson, OTHER_STACK, REGIONAL } from "./learning-helpers";
import { answerFromStudy } from "./learning-quiz-guide";

/**
 * In Indonesian at desktop and 390×844 (two projects): a new learner on a regional site registers
 * (typing their employer's referral, which only records it), joins the company by accepting its admin's
 * invitation (company accounts are entitled to certificates), finds a course by search, enrols,
 * reads lessons, finishes the pretest, passes the final quiz with what the lessons taught, downloads the
 * certificate (pdftotext finds their name), opens the verification page
 * signed out, rates the course and finds themselves on the leaderboard. axe-core on every screen.
 */
test(
  "a regional learner goes from registration to a verified certificate and the leaderboard",
  PHONE_TOO,
  async ({ page, browser }, info) => {
    test.setTimeout(OTHER_STACK ? 1_200_000 : 240_000);
    const who = newLearner(info);
    // typing the employer's referral only records it; the company's admin then invites the account, and
    // accepting the mailed invitation makes the learner a company member (entitled to certificates)
    await register(page, REGIONAL, who, "nusantara-maju");
    await inviteToDemoCompany(who.email, `E2E-L-${info.project.name}-${Date.now()}`, REGIONAL);
    await page.goto(await invitationLinkFromOutbox(page, who.email));
    await page.getByRole("button", { name: "Terima Undangan" }).click();
    await expect(page).toHaveURL(/trenggalek\.localhost:\d+\/?$/);
    const token = (await page.context().cookies()).find((c) => c.name === "token")!.value;
    // the course: one of the 15 most popular (the admin console's journey keeps the 20 most popular picked,
    // should it run at the same time), picked for the company by its admin if its people do not see it yet
    const course = await courseWithPretest(REGIONAL, 15);
    await pickForDemoCompany(course, token);

    // search: the course by its name
    const words = course.name.split(/\s+/).slice(0, 4).join(" ");
    await expect(async () => {
      await page.goto(`${REGIONAL}/search?q=${encodeURIComponent(words)}`);
      await expect(page.locator(`main a[href$="/course/${course.slug}"]`).first()).toBeVisible({
        timeout: 3_000,
      });
    }).toPass({ timeout: 60_000 });
    await page.locator(`main a[href$="/course/${course.slug}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/course/${course.slug}$`));

    // one click enrols and opens the player at the first lesson: the pretest
    const enrol = page.getByRole("button", { name: "Mulai Belajar" }).locator("visible=true").first();
    await enrol.click();
    await expect(page).toHaveURL(/\/learn\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "Informasi Kuis" })).toBeVisible();
    await expectAccessible(page);

    // the pretest: one answer per question, submit, the pretest-done screen sends the learner on
    await page.getByTestId("quiz-start").click();
    await expect(page.getByTestId("quiz-timer")).toBeVisible();
    await expectAccessible(page);
    for (const q of await page.getByTestId("quiz-question").all()) await q.locator("input").first().check();
    await page.getByTestId("quiz-submit").click();
    await page.getByTestId("quiz-submit-confirm").click();
    await expect(page.getByTestId("pretest-done")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Lanjut ke Pelajaran" }).click();

    // read two lessons: "next" marks each one done
    for (let i = 0; i < 2; i++) {
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const url = page.url();
      await page.getByRole("button", { name: "Pelajaran Berikutnya" }).click();
      await expect(page).not.toHaveURL(url);
    }
    await expectAccessible(page);

    // the final quiz, answered with what the lessons taught (its review keeps the key until it is earned)
    const quizLesson = finalQuizLesson(course);
    await page.goto(`${REGIONAL}/course/${course.slug}/learn/${quizLesson}`);
    await page.getByTestId("quiz-start").click();
    await expect(page.getByTestId("quiz-question").first()).toBeVisible();
    await answerFromStudy(page);
    await page.getByTestId("quiz-submit").click();
    await page.getByTestId("quiz-submit-confirm").click();
    const result = page.getByTestId("quiz-result");
    await expect(result).toHaveAttribute("data-passed", "true");
    await expect(page.getByRole("heading", { name: "Kursus selesai!" })).toBeVisible();
    await expectAccessible(page);

    // the certificate PDF names the learner
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Unduh Sertifikat (PDF)" }).click(),
    ]);
    const file = info.outputPath("certificate.pdf");
    await download.saveAs(file);
    const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
    expect(text).toContain(who.fullName);
    const verifyHref = await page
      .getByRole("link", { name: "Lihat halaman verifikasi" })
      .getAttribute("href");

    // rate the course with the five labels and a review
    await page.getByRole("radio", { name: "Luar Biasa" }).check();
    await page.getByLabel("Ulasan (opsional)").fill("Materinya jelas dan mudah dipraktikkan.");
    await page.getByRole("button", { name: "Kirim Penilaian" }).click();
    await expect(page.getByTestId("rating-thanks")).toBeVisible();

    // the verification page, signed out
    const visitor = await browser.newContext();
    const anon = await visitor.newPage();
    await anon.goto(`${REGIONAL}${verifyHref}`);
    await expect(anon.getByTestId("certificate-verified")).toContainText(who.fullName);
    await expect(anon.getByTestId("certificate-verified")).not.toContainText(who.email);
    await expectAccessible(anon);
    await visitor.close();

    // the leaderboard of this week: the learner's own rank, highlighted when in the list
    await page.goto(`${REGIONAL}/leaderboard?period=week`);
    await expect(page.getByTestId("leaderboard-me")).toContainText(/Peringkatmu: [\d,]+/);
    const mine = page.getByTestId("leaderboard-row-me");
    if (await mine.count()) await expect(mine).toContainText(who.fullName.split(" ")[0]!);
    await expectAccessible(page);
  },
);
