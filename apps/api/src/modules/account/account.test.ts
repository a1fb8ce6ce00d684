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
import { bearer, DRIVERS, json, startTestApi, type TestApi } from "../../../test/harness";
import { answerKey, attemptKey } from "../../../test/learning-fixtures";
import { ERASED_NAME } from "./delete";

describe.each(DRIVERS)("account deletion on %s", (driver) => {
  let api: TestApi;
  let fx: Awaited<ReturnType<typeof catalogueFixture>>;
  const call = async (
    method: "GET" | "POST" | "PUT",
    url: string,
    token: string | null,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await api.app.inject({
      method,
      url,
      headers: {
        ...(token ? bearer(token) : {}),
        ...(body === undefined ? {} : json(body).headers),
        ...headers,
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    api = await startTestApi(driver);
    fx = await catalogueFixture(api.database.db, api.config);
  });
  afterAll(() => api?.close());

  it("needs the password, erases the person and their data, and keeps the certificate verifiable", async () => {
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
    expect(done.body.data.message).toMatch(/^Akun Anda telah dihapus/);

    // signed out everywhere, and the identity can neither sign in nor be found
    expect((await call("GET", "/profile", token)).status).toBe(401);
    const login = await call("POST", "/auth/v2/login", null, { username: "sari.hapus@contoh.id", password });
    expect(login.status).not.toBe(200);
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

  it("refuses without a session", async () => {
    expect((await call("POST", "/account/delete", null, { password: "apa-saja-1" })).status).toBe(401);
  });
});
