import { courses, quizAttempts, quizzes } from "@gk/db";
import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { catalogueFixture } from "../../../test/catalogue-fixtures";
import { bearer, DRIVERS, json, startTestApi, type TestApi } from "../../../test/harness";
import { answerKey, attemptKey } from "../../../test/learning-fixtures";
import { saveAnswer } from "./quiz";

interface Shown {
  id: string;
  prompt: string;
  options: { id: string; text: string }[];
}
interface Reviewed extends Shown {
  correctOptionIds: string[] | null;
  verdict: string;
}

const HOUR = 3_600_000;

/**
 * No certificate without knowledge: a learner who never studied cannot pass by submitting blank, reading the
 * review and retaking with what it showed; ids read in one attempt mean nothing in the next; attempts have a
 * cooldown and a limit; leaving a quiz does not buy more time; the pretest asks nothing of the final pool.
 */
describe.each(DRIVERS)("quiz integrity on %s", (driver) => {
  let api: TestApi;
  let fx: Awaited<ReturnType<typeof catalogueFixture>>;
  let clock = Date.now();
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
  /** moves the server's clock on (the API reads Date) */
  const later = (ms: number) => {
    clock += ms;
    vi.setSystemTime(clock);
  };

  beforeAll(async () => {
    api = await startTestApi(driver);
    fx = await catalogueFixture(api.database.db, api.config);
    // the public learners here study free courses, so every quiz opens (the paid preview is tested in commerce)
    await api.database.db
      .update(courses)
      .set({ priceRupiah: 0 })
      .where(inArray(courses.id, [fx.all[10]!.id, fx.all[11]!.id, fx.all[12]!.id]));
  });
  afterAll(() => api?.close());
  afterEach(() => vi.useRealTimers());

  it("does not pass a learner who submits blank, reads the review and retakes with what it showed", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: clock });
    const tok = fx.plain.token;
    const course = fx.all[10]!;
    await call("POST", `/courses/${course.slug}/enrolment`, tok);
    const { quiz } = (await answerKey(api.database.db, course.id, "final"))!;

    // attempt 1: submitted blank
    const first = (await call("POST", `/quizzes/${quiz.id}/attempts`, tok, {})).body.data;
    const failed = (await call("POST", `/quiz-attempts/${first.id}/submit`, tok)).body.data.result;
    expect(failed.passed).toBe(false);

    // what the review gives away: the right options, by question id and by prompt and option text
    const byId = new Map<string, string[]>();
    const byText = new Map<string, string[]>();
    for (const q of failed.review as Reviewed[]) {
      expect(q.verdict).toBe("wrong");
      const right = q.correctOptionIds ?? [];
      byId.set(q.id, right);
      byText.set(
        q.prompt,
        q.options.filter((o) => right.includes(o.id)).map((o) => o.text),
      );
    }

    // the retake, once allowed, answered with what was read
    later(24 * HOUR);
    const retake = (await call("POST", `/quizzes/${quiz.id}/attempts`, tok, {})).body.data;
    expect(retake.id).not.toBe(first.id);
    for (const q of retake.questions as Shown[]) {
      const texts = byText.get(q.prompt) ?? [];
      const read = byId.get(q.id) ?? q.options.filter((o) => texts.includes(o.text)).map((o) => o.id);
      if (read.length === 0) continue;
      await call("PUT", `/quiz-attempts/${retake.id}/answers/${q.id}`, tok, {
        optionIds: q.options.some((o) => read.includes(o.id)) ? read : [],
      });
    }
    const second = (await call("POST", `/quiz-attempts/${retake.id}/submit`, tok)).body.data.result;
    expect(second.passed).toBe(false);
  });

  it("draws a fresh set per attempt under ids of its own: ids read in one attempt are refused in the next", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: clock });
    const tok = fx.interested.token;
    const course = fx.all[11]!;
    await call("POST", `/courses/${course.slug}/enrolment`, tok);
    const { quiz } = (await answerKey(api.database.db, course.id, "final"))!;
    const a = (await call("POST", `/quizzes/${quiz.id}/attempts`, tok, {})).body.data;
    const keyA = await attemptKey(api.database.db, a.id);
    await call("POST", `/quiz-attempts/${a.id}/submit`, tok);
    later(2 * HOUR);
    const b = (await call("POST", `/quizzes/${quiz.id}/attempts`, tok, {})).body.data;
    const keyB = await attemptKey(api.database.db, b.id);
    const idsA = new Set(keyA.flatMap((q) => [q.id, ...q.right, ...q.wrong]));
    expect(keyB.flatMap((q) => [q.id, ...q.right, ...q.wrong]).filter((id) => idsA.has(id))).toEqual([]);
    // attempt 1's question id is unknown in attempt 2, and so are its option ids under attempt 2's question
    const stale = await call("PUT", `/quiz-attempts/${b.id}/answers/${keyA[0]!.id}`, tok, {
      optionIds: keyA[0]!.right,
    });
    expect(stale.status).toBe(404);
    const mixed = await call(
      "PUT",
      `/quiz-attempts/${b.id}/answers/${keyB[0]!.id}`,
      tok,
      { optionIds: keyA[0]!.right },
      { "accept-language": "en" },
    );
    expect(mixed.status).toBe(422);
    expect(JSON.stringify(mixed.body)).toContain("Unknown answer option for this question.");
    // a fresh draw: the two attempts do not ask the very same questions in the very same order
    expect(keyB.map((q) => q.questionId)).not.toEqual(keyA.map((q) => q.questionId));
  });

  it("keeps the deadline fixed at the start: leaving, reopening or restarting never adds time", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: clock });
    const tok = fx.employee.token;
    const course = fx.picks[2]!;
    await call("POST", `/courses/${course.slug}/enrolment`, tok);
    const { quiz } = (await answerKey(api.database.db, course.id, "final"))!;
    const a = (await call("POST", `/quizzes/${quiz.id}/attempts`, tok, {})).body.data;
    const key = await attemptKey(api.database.db, a.id);
    await call("PUT", `/quiz-attempts/${a.id}/answers/${key[0]!.id}`, tok, { optionIds: key[0]!.right });
    later(90_000);
    const left = (await call("POST", `/quiz-attempts/${a.id}/abandon`, tok)).body.data;
    // leaving clears the answers ("questions reset") but the attempt stays open on its deadline
    expect([left.id, left.status, left.deadlineAt]).toEqual([a.id, "in_progress", a.deadlineAt]);
    expect(
      left.questions.every((q: { selectedOptionIds: string[] }) => q.selectedOptionIds.length === 0),
    ).toBe(true);
    later(30_000);
    const back = (await call("POST", `/quizzes/${quiz.id}/attempts`, tok, {})).body.data;
    expect([back.id, back.deadlineAt, back.secondsLeft]).toEqual([a.id, a.deadlineAt, a.secondsLeft - 120]);
    // the same questions under the same ids as before leaving
    expect(back.questions.map((q: Shown) => q.id)).toEqual(a.questions.map((q: Shown) => q.id));
    const restarted = (await call("POST", `/quizzes/${quiz.id}/attempts`, tok, { restart: true })).body.data;
    expect([restarted.id, restarted.deadlineAt]).toEqual([a.id, a.deadlineAt]);
    // at the deadline it is graded like any other attempt and counts
    later(new Date(a.deadlineAt).getTime() - clock);
    const done = (await call("GET", `/quiz-attempts/${a.id}`, tok)).body.data;
    expect(done.status).toBe("expired");
    expect(done.result.attempts).toMatchObject({ used: 1 });
  });

  it("waits a cooldown between attempts, stops at the limit, then shows the key; the learner is told when", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: clock });
    const tok = fx.interested.token;
    const course = fx.all[12]!;
    await call("POST", `/courses/${course.slug}/enrolment`, tok);
    const { quiz } = (await answerKey(api.database.db, course.id, "final"))!;
    expect([quiz.attemptLimit, quiz.cooldownMinutes, quiz.keyShown]).toEqual([
      3,
      60,
      "after_pass_or_last_attempt",
    ]);
    const lesson = async (locale = "id") =>
      (await call("GET", `/lessons/${quiz.lessonId}`, tok, undefined, { "accept-language": locale })).body
        .data.quiz;
    expect((await lesson()).attempts).toMatchObject({ used: 0, limit: 3, remaining: 3, canStart: true });
    expect((await lesson()).rules).toContain("Anda punya 3 kesempatan mengerjakan kuis ini.");

    const take = async () => {
      const a = (await call("POST", `/quizzes/${quiz.id}/attempts`, tok, {})).body.data;
      return (await call("POST", `/quiz-attempts/${a.id}/submit`, tok)).body.data;
    };
    const one = await take();
    expect(one.result.keyShown).toBe(false);
    expect(one.result.review.every((q: Reviewed) => q.correctOptionIds === null)).toBe(true);
    const finishedAt = Date.parse(one.result.finishedAt);
    expect(one.result.attempts).toEqual({
      used: 1,
      limit: 3,
      remaining: 2,
      nextAttemptAt: new Date(finishedAt + HOUR).toISOString(),
      canStart: false,
      passed: false,
    });
    // inside the cooldown: refused in the learner's language, nothing started
    later(20 * 60_000);
    const early = await call("POST", `/quizzes/${quiz.id}/attempts`, tok, {});
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("Percobaan berikutnya bisa dimulai dalam 40 menit.");
    const earlyEn = await call("POST", `/quizzes/${quiz.id}/attempts`, tok, {}, { "accept-language": "en" });
    expect(earlyEn.body.message).toBe("Your next attempt can start in 40 minutes.");
    const info = await lesson("en");
    expect(info.attempts).toMatchObject({ used: 1, remaining: 2, canStart: false });
    expect(info.openAttemptId).toBeNull();

    later(HOUR);
    const two = await take();
    expect(two.result.attempts).toMatchObject({ used: 2, remaining: 1 });
    expect(two.result.keyShown).toBe(false);
    later(HOUR);
    const three = await take();
    // the last allowed attempt: no more starts, and now the review shows the key
    expect(three.result.attempts).toMatchObject({
      used: 3,
      remaining: 0,
      nextAttemptAt: null,
      canStart: false,
    });
    expect(three.result.keyShown).toBe(true);
    expect(three.result.review.every((q: Reviewed) => (q.correctOptionIds ?? []).length > 0)).toBe(true);
    later(24 * HOUR);
    const over = await call("POST", `/quizzes/${quiz.id}/attempts`, tok, {}, { "accept-language": "en" });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe("You have used all 3 attempts at this quiz.");
  });

  it("keeps the answer that arrived last, even when an older request reaches the database after it", async () => {
    const tok = fx.plain.token;
    const course = fx.all[11]!;
    await call("POST", `/courses/${course.slug}/enrolment`, tok);
    const { quiz } = (await answerKey(api.database.db, course.id, "final"))!;
    const a = (await call("POST", `/quizzes/${quiz.id}/attempts`, tok, {})).body.data;
    const [q] = await attemptKey(api.database.db, a.id);
    const [attempt] = await api.database.db.select().from(quizAttempts).where(eq(quizAttempts.id, a.id));
    const deps = { db: api.database.db, now: () => new Date(), schedule: async () => {} };
    // the learner changed their mind: the newer choice arrived at t+1 s and was saved; the first request,
    // which arrived at t and which the browser had given up on, is written only now
    const t = Date.now();
    await saveAnswer(deps, attempt!, q!.id, q!.right, { receivedAt: new Date(t + 1_000) });
    await saveAnswer(deps, attempt!, q!.id, [q!.wrong[0]!], { receivedAt: new Date(t) });
    // and a request whose sender has hung up saves nothing, whenever it is read
    await expect(
      saveAnswer(deps, attempt!, q!.id, [q!.wrong[0]!], { abandoned: () => true }),
    ).rejects.toThrow();
    const shown = (await call("GET", `/quiz-attempts/${a.id}`, tok)).body.data;
    const mine = shown.questions.find((x: Shown) => x.id === q!.id);
    expect(mine.selectedOptionIds).toEqual(q!.right);
  });

  it("keeps the pretest's questions out of the final quiz's pool", async () => {
    const pres = await api.database.db.select().from(quizzes).where(eq(quizzes.kind, "pretest"));
    expect(pres.length).toBeGreaterThan(0);
    for (const pre of pres) {
      const pretest = (await answerKey(api.database.db, pre.courseId, "pretest"))!;
      const final = (await answerKey(api.database.db, pre.courseId, "final"))!;
      const { quizQuestions } = await import("@gk/db");
      const prompts = async (quizId: string) =>
        new Set(
          (
            await api.database.db
              .select({ p: quizQuestions.promptEn })
              .from(quizQuestions)
              .where(eq(quizQuestions.quizId, quizId))
          ).map((r) => r.p),
        );
      const finalPrompts = await prompts(final.quiz.id);
      expect([...(await prompts(pretest.quiz.id))].filter((p) => finalPrompts.has(p))).toEqual([]);
    }
  });
});
