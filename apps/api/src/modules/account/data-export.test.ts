import {
  coachMessages,
  courseReviews,
  dataExports,
  enrolments,
  lessonProgress,
  pointsLedger,
  quizAttempts,
} from "@gk/db";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { googleOnlyLearner, mailedLink, newestMail } from "../../../test/account-fixtures";
import { catalogueFixture } from "../../../test/catalogue-fixtures";
import { DRIVERS, jsonCaller, startTestApi, type TestApi } from "../../../test/harness";
import { answerKey, attemptKey } from "../../../test/learning-fixtures";
import { EXPORT_KINDS } from "./export";

describe.each(DRIVERS)("download my data on %s", (driver) => {
  let api: TestApi;
  let fx: Awaited<ReturnType<typeof catalogueFixture>>;
  const call = jsonCaller(() => api);
  /** a learner who enrolled, finished a quiz, reviewed, sent feedback and asked the coach */
  const activeLearner = async (email: string) => {
    const { user, token } = await googleOnlyLearner(api.database.db, api.config, email, `Peserta ${email}`);
    const db = api.database.db;
    const course = fx.all[2]!;
    await call("POST", `/courses/${course.slug}/enrolment`, token);
    const key = (await answerKey(db, course.id, "final"))!;
    const attempt = (await call("POST", `/quizzes/${key.quiz.id}/attempts`, token, {})).body.data;
    for (const q of await attemptKey(db, attempt.id))
      await call("PUT", `/quiz-attempts/${attempt.id}/answers/${q.id}`, token, { optionIds: q.right });
    await call("POST", `/quiz-attempts/${attempt.id}/submit`, token);
    await call("PUT", `/courses/${course.slug}/review`, token, { rating: 5, body: "Jelas sekali." });
    await call("POST", "/feedback", token, { rating: 5, message: `Masukan dari ${email}` });
    await db
      .insert(coachMessages)
      .values({ userId: user.id, courseId: course.id, role: "user", text: `Pertanyaan ${email}` });
    return { user, token };
  };

  beforeAll(async () => {
    api = await startTestApi(driver);
    fx = await catalogueFixture(api.database.db, api.config);
  });
  afterAll(() => api?.close());

  it("mails a 24-hour link to a ZIP of every kind of the learner's own data, with a summary in their language", async () => {
    const db = api.database.db;
    const { user, token } = await activeLearner("dewi.data@contoh.id");
    const other = await activeLearner("joko.lain@contoh.id");

    const asked = await call("POST", "/account/export", token, {}, { "accept-language": "en" });
    expect(asked.status).toBe(200);
    expect(asked.body.data.message).toBe(
      "Export processed. The results will be emailed to dewi.data@contoh.id and the link works for 24 hours.",
    );
    const link = await mailedLink(db, "dewi.data@contoh.id", "/account/exports/");
    expect((await newestMail(db, "dewi.data@contoh.id")).subject).toBe("Your copy of your data is ready");
    expect(link.pathname).toMatch(/^\/api\/gk\/account\/exports\/[0-9a-f-]{36}\/download$/);
    const apiPath = `${link.pathname.replace(/^\/api\/gk/, "")}${link.search}`;
    const res = await api.app.inject({ url: apiPath });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="gurukita-data-/);

    const files = unzipSync(new Uint8Array(res.rawPayload));
    const read = (name: string) => JSON.parse(strFromU8(files[name]!)) as Record<string, unknown>[];
    expect(Object.keys(files).sort()).toEqual(
      ["summary.html", ...EXPORT_KINDS.map((k) => `${k}.json`)].sort(),
    );
    const summary = strFromU8(files["summary.html"]!);
    expect(summary).toContain('<html lang="en">');
    expect(summary).toContain("Your personal data at GuruKita");
    expect(summary).toContain("Conversations with the AI coach");

    const profile = JSON.parse(strFromU8(files["profile.json"]!));
    expect(profile).toMatchObject({ id: user.id, email: "dewi.data@contoh.id", signsInWithGoogle: true });
    // no credential leaves, not even hashed
    expect(JSON.stringify(profile)).not.toMatch(/passwordHash|googleSubject|google-dewi/);
    // each kind holds exactly this learner's rows, as the database has them
    const own = async (table: typeof enrolments | typeof lessonProgress | typeof quizAttempts) =>
      (await db.select().from(table).where(eq(table.userId, user.id))).length;
    expect(read("enrolments.json")).toHaveLength(await own(enrolments));
    expect(read("progress.json")).toHaveLength(await own(lessonProgress));
    expect(read("quiz-attempts.json")).toHaveLength(await own(quizAttempts));
    expect(read("quiz-attempts.json")[0]!.answers).not.toHaveLength(0);
    expect(read("reviews.json")).toHaveLength(
      (await db.select().from(courseReviews).where(eq(courseReviews.userId, user.id))).length,
    );
    expect(read("points.json")).toHaveLength(
      (await db.select().from(pointsLedger).where(eq(pointsLedger.userId, user.id))).length,
    );
    expect(read("feedback.json").map((f) => f.message)).toEqual(["Masukan dari dewi.data@contoh.id"]);
    expect(read("coach-conversations.json").map((m) => m.text)).toEqual(["Pertanyaan dewi.data@contoh.id"]);
    for (const kind of EXPORT_KINDS.filter((k) => k !== "profile" && k !== "accounts"))
      for (const row of read(`${kind}.json`)) expect(row.userId).toBe(user.id);
    // nothing of the other learner anywhere in the archive
    const all = Object.values(files)
      .map((f) => strFromU8(f))
      .join("\n");
    expect(all).not.toContain(other.user.id);
    expect(all).not.toContain("joko.lain");

    // the link needs its token, and dies after 24 hours (the archive with it)
    const wrong = await api.app.inject({
      url: apiPath.replace(/token=[^&]+/, "token=" + "a".repeat(43)),
      headers: { "accept-language": "en" },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toMatch(/^This download link is invalid or has expired/);
    expect(
      (await api.app.inject({ url: "/account/exports/not-a-uuid/download?token=" + "a".repeat(43) }))
        .statusCode,
    ).toBe(422);
    await db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.userId, user.id));
    expect((await api.app.inject({ url: apiPath })).statusCode).toBe(404);
    const [dropped] = await db.select().from(dataExports).where(eq(dataExports.userId, user.id));
    expect(dropped!.archive).toBeNull();
  });

  it("answers in Indonesian by default, limits requests to 3 a day, and needs a session", async () => {
    const db = api.database.db;
    const { token } = await googleOnlyLearner(db, api.config, "tari.batas@contoh.id");
    const first = await call("POST", "/account/export", token, {});
    expect(first.body.data.message).toBe(
      "Ekspor sedang diproses. Hasilnya akan dikirim ke email tari.batas@contoh.id dan tautannya berlaku 24 jam.",
    );
    const link = await mailedLink(db, "tari.batas@contoh.id", "/account/exports/");
    const res = await api.app.inject({ url: `${link.pathname.replace(/^\/api\/gk/, "")}${link.search}` });
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(strFromU8(files["ringkasan.html"]!)).toContain("Data pribadimu di GuruKita");
    await call("POST", "/account/export", token, {});
    await call("POST", "/account/export", token, {});
    const fourth = await call("POST", "/account/export", token, {});
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toMatch(/^Kamu sudah meminta salinan data 3 kali hari ini/);
    expect((await call("POST", "/account/export", null, {})).status).toBe(401);
  });
});
