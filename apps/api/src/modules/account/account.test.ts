import {
  certificates,
  coachMessages,
  courseReviews,
  courses,
  enrolments,
  feedback,
  paidUpgrades,
  pointsLedger,
  sessions,
  users,
} from "@gk/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueFixture } from "../../../test/catalogue-fixtures";
import { DRIVERS, jsonCaller, startTestApi, type TestApi } from "../../../test/harness";
import { googleOnlyLearner, mailedLink, newestMail } from "../../../test/account-fixtures";
import { answerKey, attemptKey } from "../../../test/learning-fixtures";
import { strFromU8, unzipSync } from "fflate";
import { ERASED_NAME, eraseIfDue } from "./delete";
import { operatorDataRequest } from "./operator";

describe.each(DRIVERS)("account deletion on %s", (driver) => {
  let api: TestApi;
  let fx: Awaited<ReturnType<typeof catalogueFixture>>;
  const call = jsonCaller(() => api);

  beforeAll(async () => {
    api = await startTestApi(driver);
    fx = await catalogueFixture(api.database.db, api.config);
  });
  afterAll(() => api?.close());

  it("needs the password, waits the grace period, then erases the person and keeps the certificate verifiable", async () => {
    const password = "kopi-tubruk-9";
    const reg = await call("POST", "/auth/register", null, {
      fullName: "Sari Wulandari",
      email: "sari.hapus@contoh.id",
      phone: "081234567891",
      password,
      passwordConfirmation: password,
      acceptTerms: true,
    });
    expect(reg.status).toBe(201);
    const { token, user } = reg.body.data as { token: string; user: { id: string } };
    const db = api.database.db;
    const course = fx.all[3]!;
    // the paid upgrade entitles this public learner to a certificate
    await db.insert(paidUpgrades).values({ userId: user.id, courseId: null });
    await db
      .insert(coachMessages)
      .values({ userId: user.id, courseId: course.id, role: "user", text: "Apa itu kerahasiaan?" });
    await call("POST", `/courses/${course.slug}/enrolment`, token);
    const key = (await answerKey(db, course.id, "final"))!;
    const attempt = (await call("POST", `/quizzes/${key.quiz.id}/attempts`, token, {})).body.data;
    for (const q of await attemptKey(db, attempt.id))
      await call("PUT", `/quiz-attempts/${attempt.id}/answers/${q.id}`, token, { optionIds: q.right });
    const result = (await call("POST", `/quiz-attempts/${attempt.id}/submit`, token)).body.data.result;
    expect(result).toMatchObject({ passed: true, courseCompleted: true });
    const code = result.certificateCode as string;
    expect(code).toMatch(/^GK-/);
    const [before] = await db
      .select({ avg: courses.ratingAverage, count: courses.ratingCount })
      .from(courses)
      .where(eq(courses.id, course.id));
    expect(
      (await call("PUT", `/courses/${course.slug}/review`, token, { rating: 1, body: "Terlalu cepat." }))
        .status,
    ).toBe(200);
    expect((await call("POST", "/feedback", token, { rating: 4, message: "Bagus" })).status).toBe(201);

    const wrong = await call(
      "POST",
      "/account/delete",
      token,
      { password: "bukan-sandinya" },
      { "accept-language": "en" },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.password).toEqual(["The current password is wrong."]);
    expect((await call("GET", "/profile", token)).status).toBe(200);

    const done = await call("POST", "/account/delete", token, { password });
    expect(done.status).toBe(200);
    expect(done.body.data.message).toMatch(/^Permintaan hapus akun diterima/);
    // the general site's grace period: 14 days
    const eraseAfter = new Date(done.body.data.eraseAfter as string).getTime();
    expect(Math.abs(eraseAfter - Date.now() - 14 * 86_400_000)).toBeLessThan(60_000);
    // signed out everywhere; nothing is wiped yet, and the mail names the day
    expect((await call("GET", "/profile", token)).status).toBe(401);
    const [pending] = await db.select().from(users).where(eq(users.id, user.id));
    expect(pending).toMatchObject({ email: "sari.hapus@contoh.id", fullName: "Sari Wulandari" });
    expect(pending!.eraseAfter?.getTime()).toBe(eraseAfter);
    expect((await newestMail(db, "sari.hapus@contoh.id")).subject).toBe("Akunmu akan dihapus");
    // the job queued for that day does nothing before it
    expect(await eraseIfDue(api.app.ctx, { userId: user.id })).toBe(false);

    // signing in within the grace period keeps the account, and says so
    const back = await call("POST", "/auth/v2/login", null, { username: "sari.hapus@contoh.id", password });
    expect(back.status).toBe(200);
    expect(back.body.data.deletionCancelled).toBe(true);
    expect((await db.select().from(users).where(eq(users.id, user.id)))[0]!.eraseAfter).toBeNull();
    expect(await eraseIfDue(api.app.ctx, { userId: user.id })).toBe(false);
    const token2 = back.body.data.token as string;
    expect((await call("GET", `/courses/${course.slug}`, token2)).status).toBe(200);

    // asked again; the day comes and the erase job runs
    expect((await call("POST", "/account/delete", token2, { password })).status).toBe(200);
    await db
      .update(users)
      .set({ eraseAfter: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    expect(await eraseIfDue(api.app.ctx, { userId: user.id })).toBe(true);

    // the identity can neither sign in nor be found
    const login = await call("POST", "/auth/v2/login", null, { username: "sari.hapus@contoh.id", password });
    expect(login.status).toBe(401);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      fullName: ERASED_NAME,
      email: null,
      phone: null,
      passwordHash: null,
      googleSubject: null,
    });
    for (const table of [
      sessions,
      enrolments,
      pointsLedger,
      paidUpgrades,
      courseReviews,
      coachMessages,
    ] as const) {
      expect(await db.select().from(table).where(eq(table.userId, user.id))).toEqual([]);
    }
    expect(await db.select().from(feedback).where(eq(feedback.userId, user.id))).toEqual([]);
    // the review's rating is taken back out of the course average
    const [after] = await db
      .select({ avg: courses.ratingAverage, count: courses.ratingCount })
      .from(courses)
      .where(eq(courses.id, course.id));
    expect(after!.count).toBe(before!.count);
    expect(after!.avg).toBeCloseTo(before!.avg, 3);

    // the certificate is still verifiable, with the name as printed and no contact data
    expect(
      await db.select({ code: certificates.code }).from(certificates).where(eq(certificates.userId, user.id)),
    ).toEqual([{ code }]);
    const verify = await call("GET", `/certificates/${code}`, null);
    expect(verify.status).toBe(200);
    expect(verify.body.data).toMatchObject({ valid: true, fullName: "Sari Wulandari" });
    expect(JSON.stringify(verify.body.data)).not.toMatch(/sari\.hapus|081234567891|6281234567891/);
    expect((await api.app.inject({ url: `/certificates/${code}/pdf` })).statusCode).toBe(200);
    // the email can be registered again by someone new
    const again = await call("POST", "/auth/register", null, {
      fullName: "Sari Baru",
      email: "sari.hapus@contoh.id",
      password,
      passwordConfirmation: password,
      acceptTerms: true,
    });
    expect(again.status).toBe(201);
  });

  it("an account without a password confirms through a mailed single-use link", async () => {
    const db = api.database.db;
    const { user, token } = await googleOnlyLearner(db, api.config, "rina.google@contoh.id");
    // a password cannot confirm what has none
    const guess = await call("POST", "/account/delete", token, { password: "apa-saja-1" });
    expect(guess.status).toBe(422);
    const sent = await call("POST", "/account/delete/link", token, {}, { "accept-language": "en" });
    expect(sent.status).toBe(200);
    expect(sent.body.data.message).toMatch(/^We sent a confirmation link to your email/);
    const link = await mailedLink(db, "rina.google@contoh.id", "/confirm-delete-account");
    expect(link.pathname).toBe("/en/confirm-delete-account");
    const ticket = link.searchParams.get("token")!;
    // still signed in and whole until the link is opened
    expect((await call("GET", "/profile", token)).status).toBe(200);
    const bad = await call("POST", "/account/delete/confirm", null, { token: "x".repeat(43) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.token[0]).toMatch(/^Tautan konfirmasi ini tidak valid/);
    const confirmed = await call("POST", "/account/delete/confirm", null, {
      token: ticket,
      keepCertificateName: false,
    });
    expect(confirmed.status).toBe(200);
    expect((await call("GET", "/profile", token)).status).toBe(401);
    // single use
    expect((await call("POST", "/account/delete/confirm", null, { token: ticket })).status).toBe(422);
    const [pending] = await db.select().from(users).where(eq(users.id, user.id));
    expect(pending).toMatchObject({ eraseKeepsCertificateName: false });
    expect(pending!.eraseAfter!.getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);

    // a certificate of theirs: the holder is anonymised, as chosen
    const course = fx.all[5]!;
    await db.insert(certificates).values({
      code: "GK-ANON-0001",
      userId: user.id,
      courseId: course.id,
      fullName: "Rina Google",
      courseNameId: "Kursus",
      courseNameEn: "Course",
      institutionNameId: "GuruKita",
      institutionNameEn: "GuruKita",
      issuedAt: new Date(),
    });
    await db
      .update(users)
      .set({ eraseAfter: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    expect(await eraseIfDue(api.app.ctx, { userId: user.id })).toBe(true);
    const [erased] = await db.select().from(users).where(eq(users.id, user.id));
    expect(erased).toMatchObject({ email: null, googleSubject: null, fullName: ERASED_NAME });
    const verify = await call("GET", "/certificates/GK-ANON-0001", null, undefined, {
      "accept-language": "en",
    });
    expect(verify.body.data).toMatchObject({ valid: true, fullName: "Anonymised holder" });
  });

  it("an account with a password is not mailed a link, and an overdue account is erased at sign-in", async () => {
    const password = "kopi-susu-22";
    const reg = await call("POST", "/auth/register", null, {
      fullName: "Budi Lupa",
      email: "budi.lupa@contoh.id",
      password,
      passwordConfirmation: password,
      acceptTerms: true,
    });
    const { token, user } = reg.body.data as { token: string; user: { id: string } };
    const link = await call("POST", "/account/delete/link", token, {});
    expect(link.status).toBe(409);
    expect(link.body.message).toMatch(/^Akun ini memakai kata sandi/);
    expect((await call("POST", "/account/delete", token, { password })).status).toBe(200);
    // the erase job did not run on the day (the server was down): the first sign-in after it erases
    const db = api.database.db;
    await db
      .update(users)
      .set({ eraseAfter: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    const late = await call("POST", "/auth/v2/login", null, { username: "budi.lupa@contoh.id", password });
    expect(late.status).toBe(401);
    expect((await db.select().from(users).where(eq(users.id, user.id)))[0]!.email).toBeNull();
  });

  it("with no grace period the erase job erases the account by itself", async () => {
    const db = api.database.db;
    const { user, token } = await googleOnlyLearner(db, api.config, "segera.hapus@contoh.id");
    api.config.deletionGraceDays = 0;
    try {
      expect((await call("POST", "/account/delete/link", token, {})).status).toBe(200);
      const link = await mailedLink(db, "segera.hapus@contoh.id", "/confirm-delete-account");
      const done = await call("POST", "/account/delete/confirm", null, {
        token: link.searchParams.get("token"),
      });
      expect(done.status).toBe(200);
      // the queued job, due now, runs on its own
      await expect
        .poll(async () => (await db.select().from(users).where(eq(users.id, user.id)))[0]!.email, {
          timeout: 30_000,
          interval: 200,
        })
        .toBeNull();
    } finally {
      api.config.deletionGraceDays = 14;
    }
  });

  it("an operator answers a request that came by letter: a copy, then erasure, each with its reason", async () => {
    const db = api.database.db;
    const { user } = await googleOnlyLearner(db, api.config, "surat.permintaan@contoh.id", "Pak Surat");
    await expect(
      operatorDataRequest(api.app.ctx, {
        kind: "erase",
        username: "surat.permintaan@contoh.id",
        reason: " ",
      }),
    ).rejects.toThrow(/reason/);
    const copy = await operatorDataRequest(api.app.ctx, {
      kind: "export",
      username: "surat.permintaan@contoh.id",
      reason: "surat no. 12/2026",
    });
    const files = unzipSync(new Uint8Array(copy.archive!));
    expect(JSON.parse(strFromU8(files["profile.json"]!))).toMatchObject({
      id: user.id,
      fullName: "Pak Surat",
    });
    const erased = await operatorDataRequest(api.app.ctx, {
      kind: "erase",
      username: "surat.permintaan@contoh.id",
      reason: "surat no. 12/2026",
    });
    expect(erased).toMatchObject({ userId: user.id, reason: "surat no. 12/2026" });
    expect((await db.select().from(users).where(eq(users.id, user.id)))[0]).toMatchObject({
      email: null,
      fullName: ERASED_NAME,
    });
  });

  it("refuses without a session", async () => {
    expect((await call("POST", "/account/delete", null, { password: "apa-saja-1" })).status).toBe(401);
  });
});
