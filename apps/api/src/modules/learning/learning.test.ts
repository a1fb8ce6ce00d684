import { courses, paidUpgrades, quizAttempts, quizzes } from "@gk/db";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { catalogueFixture } from "../../../test/catalogue-fixtures";
import { bearer, DRIVERS, json, startTestApi, type TestApi } from "../../../test/harness";
import { answerKey, attemptKey, courseLessons } from "../../../test/learning-fixtures";

describe.each(DRIVERS)("learning on %s", (driver) => {
  let api: TestApi;
  let fx: Awaited<ReturnType<typeof catalogueFixture>>;
  let withPretest: { id: string; slug: string };
  /** three free courses the public learners study */
  let free: { id: string; slug: string }[] = [];
  /** the course the public learner completed with a paid upgrade (set by the certificate test) */
  let upgradedSlug = "";
  const call = async (
    method: "GET" | "POST" | "PUT",
    url: string,
    token: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await api.app.inject({
      method,
      url,
      headers: { ...bearer(token), ...(body === undefined ? {} : json(body).headers), ...headers },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.statusCode, body: res.json(), raw: res.body };
  };

  beforeAll(async () => {
    api = await startTestApi(driver);
    fx = await catalogueFixture(api.database.db, api.config);
    const pre = await api.database.db
      .select({ courseId: quizzes.courseId })
      .from(quizzes)
      .where(
        and(
          eq(quizzes.kind, "pretest"),
          inArray(
            quizzes.courseId,
            fx.all.map((c) => c.id),
          ),
        ),
      );
    // the company's picks are paid courses (a public learner gets their free preview, the company's people
    // everything); the public learners' other courses here are free, so every lesson and quiz opens to them
    const pickIds = new Set(fx.picks.map((p) => p.id));
    await api.database.db
      .update(courses)
      .set({ priceRupiah: 150_000 })
      .where(inArray(courses.id, [...pickIds]));
    const others = fx.all.filter((c) => !pickIds.has(c.id) && c.id !== fx.unpicked.id);
    withPretest = others.find((c) => pre.some((p) => p.courseId === c.id))!;
    free = others.filter((c) => c !== withPretest).slice(0, 3);
    await api.database.db
      .update(courses)
      .set({ priceRupiah: 0 })
      .where(inArray(courses.id, [withPretest.id, ...free.map((c) => c.id)]));
  });
  afterAll(() => api?.close());
  afterEach(() => vi.useRealTimers());

  it("enrols once, walks the lessons with previous/next, and shows each lesson kind", async () => {
    const tok = fx.plain.token;
    const notYet = await call("GET", `/courses/${withPretest.slug}/learning`, tok);
    expect(notYet.status).toBe(403);
    const e1 = await call("POST", `/courses/${withPretest.slug}/enrolment`, tok);
    const e2 = await call("POST", `/courses/${withPretest.slug}/enrolment`, tok);
    expect(e1.status).toBe(200);
    expect(e2.body.data.enrolledAt).toBe(e1.body.data.enrolledAt);
    expect(e1.body.data.progressPercent).toBe(0);
    const rows = await courseLessons(api.database.db, withPretest.id);
    expect(e1.body.data.nextLessonId).toBe(rows[0]!.id);
    for (let i = 0; i < rows.length; i++) {
      const { status, body } = await call("GET", `/lessons/${rows[i]!.id}`, tok);
      expect(status).toBe(200);
      const l = body.data;
      expect(l.previousLessonId).toBe(rows[i - 1]?.id ?? null);
      expect(l.nextLessonId).toBe(rows[i + 1]?.id ?? null);
      expect(l.kind).toBe(rows[i]!.kind);
      if (l.kind === "video") expect(l.video.src).toMatch(/^\/media\/videos\/[a-z]+\.id\.webm\?v=/);
      // a class without a conferencing address of its own is held in the product's live room
      if (l.kind === "live")
        expect(l.live).toMatchObject({
          opensInNewTab: true,
          url: rows[i]!.liveUrl ?? `/course/${withPretest.slug}/learn/${rows[i]!.id}/live-room`,
        });
      if (l.kind === "quiz" || l.kind === "pretest") {
        expect(l.quiz.rules).toContain("Soal yang tidak dijawab dihitung salah.");
        expect(l.quiz.openAttemptId).toBeNull();
      } else expect(l.quiz).toBeNull();
    }
    const en = await call("GET", `/lessons/${rows[1]!.id}`, tok, undefined, { "accept-language": "en" });
    expect(en.body.data.title).toBe(rows[1]!.titleEn);
  });

  it("completes lessons once, with progress and points", async () => {
    const tok = fx.plain.token;
    const rows = await courseLessons(api.database.db, withPretest.id);
    const article = rows.find((r) => r.kind === "article")!;
    const first = await call("POST", `/lessons/${article.id}/complete`, tok);
    const again = await call("POST", `/lessons/${article.id}/complete`, tok);
    expect(first.body.data.pointsAwarded).toBe(10);
    expect(again.body.data.pointsAwarded).toBe(0);
    expect(again.body.data.enrolment.completedLessons).toBe(1);
    expect(again.body.data.enrolment.progressPercent).toBe(Math.round(100 / rows.length));
    const quizLesson = rows.find((r) => r.kind === "quiz")!;
    expect((await call("POST", `/lessons/${quizLesson.id}/complete`, tok)).status).toBe(409);
    const outline = await call("GET", `/courses/${withPretest.slug}/learning`, tok);
    const flat = outline.body.data.sections.flatMap(
      (s: { lessons: { id: string; completed: boolean }[] }) => s.lessons,
    );
    expect(flat.filter((l: { completed: boolean }) => l.completed).map((l: { id: string }) => l.id)).toEqual([
      article.id,
    ]);
    // the first lesson not done yet is where "continue" takes the learner
    expect(outline.body.data.enrolment.nextLessonId).toBe(rows.find((r) => r.id !== article.id)!.id);
  });

  it("never sends correct answers or explanations before submission; grades the drawn questions with partial credit", async () => {
    const tok = fx.plain.token;
    const pool = (await answerKey(api.database.db, withPretest.id, "final"))!;
    const start = await call("POST", `/quizzes/${pool.quiz.id}/attempts`, tok, {});
    expect(start.status).toBe(200);
    const a = start.body.data;
    expect(a.status).toBe("in_progress");
    // one attempt draws questionCount questions from a larger pool, shown under ids of its own
    expect(pool.questions.length).toBeGreaterThan(pool.quiz.questionCount);
    expect(a.questions).toHaveLength(pool.quiz.questionCount);
    const poolIds = new Set(pool.questions.flatMap((q) => [q.id, ...q.right, ...q.wrong]));
    for (const q of a.questions as { id: string; options: { id: string }[] }[])
      for (const id of [q.id, ...q.options.map((o) => o.id)]) expect(poolIds.has(id)).toBe(false);
    expect(a.result).toBeNull();
    expect(start.raw).not.toMatch(/"correct|explanation/);
    for (const q of pool.questions) expect(start.raw).not.toContain(q.explanationId);
    expect(new Date(a.deadlineAt).getTime() - new Date(a.startedAt).getTime()).toBe(
      pool.quiz.durationMinutes * 60_000,
    );

    const key = await attemptKey(api.database.db, a.id);
    // one right, one wrong, a multiple-answer question half right when one is drawn, the rest blank: a fail
    const multi = key.find((q) => q.kind === "multiple" && q.right.length >= 2);
    const wrongOne = key.find((q) => q !== multi)!;
    const rightOne = key.find((q) => q !== multi && q !== wrongOne)!;
    for (const q of [multi, wrongOne, rightOne]) {
      if (!q) continue;
      const choice = q === multi ? [q.right[0]!] : q === wrongOne ? [q.wrong[0]!] : q.right;
      const saved = await call("PUT", `/quiz-attempts/${a.id}/answers/${q.id}`, tok, { optionIds: choice });
      expect(saved.status).toBe(200);
      // saving the same answer again is harmless
      expect(
        (await call("PUT", `/quiz-attempts/${a.id}/answers/${q.id}`, tok, { optionIds: choice })).body.data
          .selectedOptionIds,
      ).toEqual(choice);
    }
    const reread = await call("GET", `/quiz-attempts/${a.id}`, tok);
    expect(reread.raw).not.toMatch(/"correct|explanation/);
    expect(
      reread.body.data.questions.find((q: { id: string }) => q.id === wrongOne.id).selectedOptionIds,
    ).toEqual([wrongOne.wrong[0]]);

    const done = await call("POST", `/quiz-attempts/${a.id}/submit`, tok);
    const r = done.body.data.result;
    const n = key.length;
    const partial = multi ? 1 : 0;
    expect([r.correct, r.partial, r.wrong]).toEqual([1, partial, n - 1 - partial]);
    const credit = 1 + (multi ? 1 / multi.right.length : 0);
    expect(r.scorePercent).toBeCloseTo(Math.round((credit / n) * 1000) / 10, 5);
    expect(r.passed).toBe(false);
    // after a fail with attempts left the review says which answers were wrong, not what was right
    const verdicts = Object.fromEntries(
      r.review.map((q: { id: string; verdict: string }) => [q.id, q.verdict]),
    );
    expect(verdicts[wrongOne.id]).toBe("wrong");
    expect(verdicts[rightOne.id]).toBe("correct");
    if (multi) expect(verdicts[multi.id]).toBe("partial");
    expect(r.keyShown).toBe(false);
    for (const q of r.review) expect([q.correctOptionIds, q.explanation]).toEqual([null, null]);
    expect(done.raw).not.toContain(wrongOne.explanationId);
    // after submission the answers cannot change, and the learner can check results again
    expect(
      (await call("PUT", `/quiz-attempts/${a.id}/answers/${wrongOne.id}`, tok, { optionIds: wrongOne.right }))
        .status,
    ).toBe(409);
    expect((await call("GET", `/quiz-attempts/${a.id}`, tok)).body.data.result.scorePercent).toBe(
      r.scorePercent,
    );
  });

  it("points a finished pretest to the next lesson", async () => {
    const tok = fx.plain.token;
    const pool = (await answerKey(api.database.db, withPretest.id, "pretest"))!;
    const rows = await courseLessons(api.database.db, withPretest.id);
    const a = (await call("POST", `/quizzes/${pool.quiz.id}/attempts`, tok, {})).body.data;
    const key = await attemptKey(api.database.db, a.id);
    await call("PUT", `/quiz-attempts/${a.id}/answers/${key[0]!.id}`, tok, { optionIds: key[0]!.right });
    const done = await call("POST", `/quiz-attempts/${a.id}/submit`, tok);
    const at = rows.findIndex((r) => r.id === pool.quiz.lessonId);
    expect(done.body.data.result.nextLessonId).toBe(rows[at + 1]!.id);
    // a pretest is taken once, and its answers are shown after it
    expect(done.body.data.result.keyShown).toBe(true);
    expect(done.body.data.result.attempts).toMatchObject({
      used: 1,
      limit: 1,
      remaining: 0,
      canStart: false,
    });
    const lesson = await call("GET", `/lessons/${pool.quiz.lessonId}`, tok);
    expect(lesson.body.data.completed).toBe(true);
  });

  it("runs the quiz clock on the server: answers stop at the deadline, blanks count wrong", async () => {
    const tok = fx.interested.token;
    const course = free[0]!;
    await call("POST", `/courses/${course.slug}/enrolment`, tok);
    const pool = (await answerKey(api.database.db, course.id, "final"))!;
    const t0 = new Date(Date.now() + 60_000);
    vi.useFakeTimers({ toFake: ["Date"], now: t0 });
    const a = (await call("POST", `/quizzes/${pool.quiz.id}/attempts`, tok, {})).body.data;
    const key = await attemptKey(api.database.db, a.id);
    expect(a.secondsLeft).toBe(pool.quiz.durationMinutes * 60);
    vi.setSystemTime(t0.getTime() + 60_000);
    const q0 = key[0]!;
    const saved = await call("PUT", `/quiz-attempts/${a.id}/answers/${q0.id}`, tok, { optionIds: q0.right });
    expect(saved.body.data.secondsLeft).toBe(pool.quiz.durationMinutes * 60 - 60);
    // exactly at the deadline the attempt is over
    vi.setSystemTime(new Date(a.deadlineAt));
    const late = await call("PUT", `/quiz-attempts/${a.id}/answers/${key[1]!.id}`, tok, {
      optionIds: key[1]!.right,
    });
    expect(late.status).toBe(409);
    const after = (await call("GET", `/quiz-attempts/${a.id}`, tok)).body.data;
    expect(after.status).toBe("expired");
    expect(after.result.finishedAt).toBe(a.deadlineAt);
    expect(after.result.correct).toBe(1);
    expect(after.result.wrong).toBe(key.length - 1);
    expect(after.result.passed).toBe(false);
  });

  it("answers 404 for every learning call on a course the company did not pick", async () => {
    const tok = fx.employee.token;
    const key = (await answerKey(api.database.db, fx.unpicked.id, "final"))!;
    const rows = await courseLessons(api.database.db, fx.unpicked.id);
    // the plain learner can enrol and start, so the attempt exists; the employee still sees nothing
    await call("POST", `/courses/${fx.unpicked.slug}/enrolment`, fx.plain.token);
    for (const [method, url, body] of [
      ["POST", `/courses/${fx.unpicked.slug}/enrolment`, undefined],
      ["GET", `/courses/${fx.unpicked.slug}/learning`, undefined],
      ["GET", `/lessons/${rows[0]!.id}`, undefined],
      ["POST", `/lessons/${rows[0]!.id}/complete`, undefined],
      ["POST", `/quizzes/${key.quiz.id}/attempts`, {}],
    ] as const) {
      const res = await call(method, url, tok, body);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.message).toBe("Kursus tidak ditemukan");
    }
    const picked = await call("POST", `/courses/${fx.picks[0]!.slug}/enrolment`, tok);
    expect(picked.status).toBe(200);
  });

  it("completes a paid course with the final quiz: a certificate for the company-plan user, 402 for a public learner without the upgrade", async () => {
    const course = fx.picks[1]!;
    const pass = async (token: string, slug: string, id: string) => {
      await call("POST", `/courses/${slug}/enrolment`, token);
      const pool = (await answerKey(api.database.db, id, "final"))!;
      const a = (await call("POST", `/quizzes/${pool.quiz.id}/attempts`, token, {})).body.data;
      for (const q of await attemptKey(api.database.db, a.id))
        await call("PUT", `/quiz-attempts/${a.id}/answers/${q.id}`, token, { optionIds: q.right });
      return (await call("POST", `/quiz-attempts/${a.id}/submit`, token)).body.data.result;
    };
    const employee = await pass(fx.employee.token, course.slug, course.id);
    expect(employee).toMatchObject({ passed: true, scorePercent: 100, courseCompleted: true });
    expect(employee.certificateCode).toMatch(/^GK-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    // the same paid course's final quiz is beyond the free preview for a public learner without the upgrade
    expect((await call("POST", `/courses/${course.slug}/enrolment`, fx.plain.token)).status).toBe(200);
    const finalQuiz = (await answerKey(api.database.db, course.id, "final"))!.quiz;
    const refused = await call("POST", `/quizzes/${finalQuiz.id}/attempts`, fx.plain.token, {});
    expect(refused.status).toBe(402);
    expect(refused.body.code).toBe("PAYMENT_REQUIRED");

    const verify = await api.app.inject({ url: `/certificates/${employee.certificateCode}` });
    expect(verify.statusCode).toBe(200);
    const [c] = await api.database.db.select().from(courses).where(eq(courses.id, course.id));
    expect(verify.json().data).toMatchObject({
      valid: true,
      fullName: "Rina Marlina",
      course: c!.nameId,
      verifyUrl: `${api.config.publicWebUrl.replace(/\/+$/, "")}/certificates/${employee.certificateCode}`,
    });
    expect((await api.app.inject({ url: "/certificates/GK-AAAA-BBBB-CCCC" })).statusCode).toBe(404);
    // typed from paper in lower case, it is still found
    expect(
      (await api.app.inject({ url: `/certificates/${employee.certificateCode.toLowerCase()}` })).json().data
        .code,
    ).toBe(employee.certificateCode);
    const pdf = await api.app.inject({ url: `/certificates/${employee.certificateCode}/pdf` });
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    // the paid upgrade (a paid transaction writes the row) opens everything to a public learner, certificate too
    const offered = await api.database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.certificateOffered, true));
    const other = fx.picks.slice(2).find((p) => offered.some((o) => o.id === p.id))!;
    await api.database.db.insert(paidUpgrades).values({ userId: fx.plain.id, courseId: other.id });
    upgradedSlug = other.slug;
    const upgraded = await pass(fx.plain.token, other.slug, other.id);
    expect(upgraded.certificateCode).toMatch(/^GK-/);
    const notOffered = fx.picks.find((p) => p !== other && p !== course)!;
    await api.database.db
      .update(courses)
      .set({ certificateOffered: false })
      .where(eq(courses.id, notOffered.id));
    expect((await pass(fx.employee.token, notOffered.slug, notOffered.id)).certificateCode).toBeNull();

    const mine = await call("GET", "/me/certificates", fx.employee.token);
    expect(mine.body.data.items.map((i: { code: string }) => i.code)).toEqual([employee.certificateCode]);
    const completed = await call("GET", "/me/courses?list=completed", fx.employee.token);
    expect(completed.body.data.items.map((i: { slug: string }) => i.slug).sort()).toEqual(
      [course.slug, notOffered.slug].sort(),
    );
  });

  it("lists enrolled, learned and completed courses, my classes, the dashboard and the leaderboard", async () => {
    const tok = fx.plain.token;
    const enrolled = (await call("GET", "/me/courses?list=enrolled", tok)).body.data.items.map(
      (i: { slug: string }) => i.slug,
    );
    expect(enrolled).toEqual(expect.arrayContaining([withPretest.slug, fx.unpicked.slug, fx.picks[1]!.slug]));
    const learned = (
      await call("GET", "/me/courses", tok, undefined).then(() =>
        call("GET", "/me/courses?list=learned", tok),
      )
    ).body.data;
    expect(learned.items.map((i: { slug: string }) => i.slug)).toEqual([withPretest.slug]);
    expect(learned.items[0].progressPercent).toBeGreaterThan(0);
    const classes = (await call("GET", "/my-class", tok)).body.data;
    expect(classes.inProgress.map((i: { slug: string }) => i.slug)).toEqual([withPretest.slug]);
    // the paid course whose final quiz answered 402 was enrolled in but never opened
    expect(classes.notStarted.map((i: { slug: string }) => i.slug).sort()).toEqual(
      [fx.unpicked.slug, fx.picks[1]!.slug].sort(),
    );
    expect(classes.completed.map((i: { slug: string }) => i.slug)).toEqual([upgradedSlug]);
    const emptyList = (await call("GET", "/me/courses?list=completed", fx.interested.token)).body.data;
    expect(emptyList.empty).toBe("Belum ada kursus yang Anda selesaikan.");

    const dash = (await call("GET", "/me/dashboard", tok)).body.data;
    expect(dash).toMatchObject({ coursesEnrolled: 4, coursesCompleted: 1, certificates: 1 });
    expect(dash.lessonsCompleted).toBeGreaterThanOrEqual(3);
    expect(dash.points.all).toBe(dash.points.week);

    const board = (await call("GET", "/leaderboard?period=week", tok)).body.data;
    const me = board.items.find((i: { isMe: boolean }) => i.isMe);
    expect(me.points).toBe(dash.points.all);
    expect(board.me).toEqual({ rank: me.rank, points: me.points });
    expect(me.name).toBe("Bayu P.");
    const points = board.items.map((i: { points: number }) => i.points);
    expect(points).toEqual([...points].sort((x, y) => y - x));
    const org = (await call("GET", "/leaderboard?scope=organisation", fx.employee.token)).body.data;
    expect(org.items.map((i: { name: string }) => i.name)).toEqual(["Rina M."]);
  });

  it("schedules the deadline job on the durable queue, and the job finalises what is due", async () => {
    const { finaliseDue } = await import("./quiz");
    const tok = fx.interested.token;
    const course = free[1]!;
    await call("POST", `/courses/${course.slug}/enrolment`, tok);
    const key = (await answerKey(api.database.db, course.id, "final"))!;
    const a = (await call("POST", `/quizzes/${key.quiz.id}/attempts`, tok, {})).body.data;
    const jobs = await api.database.executeSql(
      `select data, start_after from pgboss.job where name = 'quiz.finalise-due'`,
      [],
    );
    const job = (jobs.rows as { data: { attemptId: string }; start_after: string | Date }[]).find(
      (j) => j.data.attemptId === a.id,
    )!;
    expect(new Date(job.start_after).toISOString()).toBe(a.deadlineAt);
    expect(await finaliseDue(api.database.db, new Date(new Date(a.deadlineAt).getTime() - 1))).toBe(0);
    expect(await finaliseDue(api.database.db, new Date(a.deadlineAt))).toBe(1);
    expect((await call("GET", `/quiz-attempts/${a.id}`, tok)).body.data.status).toBe("expired");
  });

  it("lets the queue's worker finalise an overdue attempt without any request", async () => {
    const tok = fx.interested.token;
    const course = free[2]!;
    await call("POST", `/courses/${course.slug}/enrolment`, tok);
    const key = (await answerKey(api.database.db, course.id, "final"))!;
    const a = (await call("POST", `/quizzes/${key.quiz.id}/attempts`, tok, {})).body.data;
    const [row] = await api.database.db.select().from(quizAttempts).where(eq(quizAttempts.id, a.id));
    expect(row!.status).toBe("in_progress");
    // the server's clock passes the deadline; a job due now stands in for the one scheduled at the deadline
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(a.deadlineAt).getTime() + 1000 });
    await api.app.ctx.jobs.send("quiz.finalise-due", { attemptId: a.id });
    await vi.waitFor(
      async () => {
        const [after] = await api.database.db.select().from(quizAttempts).where(eq(quizAttempts.id, a.id));
        expect(after!.status).toBe("expired");
      },
      { timeout: 15_000, interval: 200 },
    );
  });
});
