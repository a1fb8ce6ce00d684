import { attemptAnswers, attemptQuestions, courses, quizAttempts, type Database } from "@gk/db";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { catalogueFixture } from "../../../test/catalogue-fixtures";
import { DRIVERS, jsonCaller, startTestApi, type TestApi } from "../../../test/harness";
import { answerKey, attemptKey } from "../../../test/learning-fixtures";
import { AnswerWriter, type AnswerWrite } from "./answer-writer";

/**
 * Saving an answer in one statement (and in batches) refuses exactly what the full path refuses, in both
 * languages, and acknowledges only what the database holds.
 */
describe.each(DRIVERS)("saving quiz answers on %s", (driver) => {
  let api: TestApi;
  let fx: Awaited<ReturnType<typeof catalogueFixture>>;
  const call = jsonCaller(() => api);

  beforeAll(async () => {
    api = await startTestApi(driver);
    fx = await catalogueFixture(api.database.db, api.config);
    await api.database.db
      .update(courses)
      .set({ priceRupiah: 0 })
      .where(
        inArray(
          courses.id,
          fx.all.slice(20, 25).map((c) => c.id),
        ),
      );
  });
  afterAll(() => api?.close());
  afterEach(() => vi.useRealTimers());

  /** a fresh attempt at the final quiz of `course` by the learner of `token`, with its key */
  const attemptOf = async (token: string, course: { slug: string; id: string }) => {
    await call("POST", `/courses/${course.slug}/enrolment`, token);
    const { quiz } = (await answerKey(api.database.db, course.id, "final"))!;
    const a = (await call("POST", `/quizzes/${quiz.id}/attempts`, token, { restart: true })).body.data;
    return { a, key: await attemptKey(api.database.db, a.id) };
  };
  const stored = async (attemptId: string) =>
    new Map(
      (
        await api.database.db
          .select({ q: attemptQuestions.id, real: attemptAnswers.optionIds, pub: attemptQuestions })
          .from(attemptAnswers)
          .innerJoin(
            attemptQuestions,
            and(
              eq(attemptQuestions.attemptId, attemptAnswers.attemptId),
              eq(attemptQuestions.questionId, attemptAnswers.questionId),
            ),
          )
          .where(eq(attemptAnswers.attemptId, attemptId))
      ).map((r) => [r.q, r.real.map((id) => r.pub.publicOptionIds[r.pub.optionIds.indexOf(id)])]),
    );

  it("refuses another learner's attempt, unknown questions and options, in Indonesian and English", async () => {
    const { a, key } = await attemptOf(fx.plain.token, fx.all[20]!);
    const single = key.find((q) => q.kind === "single")!;
    const url = `/quiz-attempts/${a.id}/answers/${single.id}`;
    const theirs = await call("PUT", url, fx.interested.token, { optionIds: single.right });
    expect([theirs.status, theirs.body.message]).toEqual([404, "Percobaan kuis tidak ditemukan."]);
    const en = await call(
      "PUT",
      url,
      fx.interested.token,
      { optionIds: single.right },
      { "accept-language": "en" },
    );
    expect([en.status, en.body.message]).toEqual([404, "Quiz attempt not found."]);
    const unknownQuestion = await call(
      "PUT",
      `/quiz-attempts/${a.id}/answers/${a.id}`,
      fx.plain.token,
      { optionIds: [] },
      { "accept-language": "en" },
    );
    expect([unknownQuestion.status, unknownQuestion.body.message]).toEqual([
      404,
      "This question is not part of the quiz.",
    ]);
    const unknownOption = await call("PUT", url, fx.plain.token, { optionIds: [a.id] });
    expect(unknownOption.status).toBe(422);
    expect(JSON.stringify(unknownOption.body)).toContain("Pilihan jawaban tidak dikenal untuk soal ini.");
    const two = await call("PUT", url, fx.plain.token, { optionIds: [single.right[0], single.wrong[0]] });
    expect(two.status).toBe(422);
    expect(JSON.stringify(two.body)).toContain("Soal ini hanya memiliki satu jawaban.");
    // none of it was written; the owner's own save is, and reads back at once
    expect((await stored(a.id)).size).toBe(0);
    const mine = await call("PUT", url, fx.plain.token, { optionIds: single.right });
    expect(mine.status).toBe(200);
    expect((await stored(a.id)).get(single.id)).toEqual(single.right);
  });

  it("refuses a save after the deadline and to a submitted attempt, and grades the expired one", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const { a, key } = await attemptOf(fx.plain.token, fx.all[23]!);
    const [q0, q1] = key;
    expect(
      (
        await call("PUT", `/quiz-attempts/${a.id}/answers/${q0!.id}`, fx.plain.token, {
          optionIds: q0!.right,
        })
      ).status,
    ).toBe(200);
    vi.setSystemTime(new Date(a.deadlineAt));
    const late = await call(
      "PUT",
      `/quiz-attempts/${a.id}/answers/${q1!.id}`,
      fx.plain.token,
      { optionIds: q1!.right },
      { "accept-language": "en" },
    );
    expect([late.status, late.body.message]).toEqual([
      409,
      "Time is up for this quiz. Your saved answers have been graded.",
    ]);
    const [row] = await api.database.db.select().from(quizAttempts).where(eq(quizAttempts.id, a.id));
    expect(row!.status).toBe("expired");
    expect([...(await stored(a.id)).keys()]).toEqual([q0!.id]);
    vi.useRealTimers();

    const next = await attemptOf(fx.plain.token, fx.all[24]!);
    await call("POST", `/quiz-attempts/${next.a.id}/submit`, fx.plain.token);
    const closed = await call(
      "PUT",
      `/quiz-attempts/${next.a.id}/answers/${next.key[0]!.id}`,
      fx.plain.token,
      {
        optionIds: next.key[0]!.right,
      },
    );
    expect([closed.status, closed.body.message]).toEqual([
      409,
      "Waktu kuis sudah habis. Jawaban yang tersimpan telah dinilai.",
    ]);
    expect((await stored(next.a.id)).size).toBe(0);
  });

  it("keeps the last acknowledged of concurrent saves to one question", async () => {
    const { a, key } = await attemptOf(fx.interested.token, fx.all[20]!);
    const q = key[0]!;
    const options = [...q.right, ...q.wrong];
    const sent = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call("PUT", `/quiz-attempts/${a.id}/answers/${q.id}`, fx.interested.token, {
          optionIds: [options[i % options.length]!],
        }),
      ),
    );
    expect(sent.map((s) => s.status)).toEqual(sent.map(() => 200));
    const last = Math.max(...sent.map((s) => Date.parse(s.body.data.savedAt)));
    const latest = sent.filter((s) => Date.parse(s.body.data.savedAt) === last);
    expect(latest.map((s) => s.body.data.selectedOptionIds)).toContainEqual((await stored(a.id)).get(q.id));
  });

  describe("the group-commit writer", () => {
    /** counts the statements the writer sends */
    const counted = (database: Database) => {
      const seen = { statements: 0 };
      const wrapped: Database = {
        ...database,
        executeSql: (text, values) => {
          if (!text.startsWith("prepare")) seen.statements++;
          return database.executeSql(text, values);
        },
      };
      return { wrapped, seen };
    };

    it("writes what arrived together in one statement, the latest arrival of a question winning", async () => {
      const { a, key } = await attemptOf(fx.plain.token, fx.all[21]!);
      const { wrapped, seen } = counted(api.database);
      const writer = new AnswerWriter(wrapped, { maxInFlight: 1 });
      const t = Date.now();
      const answer = (i: number, optionIds: string[], at: number): AnswerWrite => ({
        attemptId: a.id,
        userId: fx.plain.id,
        itemId: key[i]!.id,
        optionIds,
        receivedAt: new Date(at),
        now: new Date(t + 5_000),
      });
      // the newer choice of question 0 is handed over first: arrival decides, not the order of writing
      const outcomes = await Promise.all([
        writer.write(answer(0, key[0]!.right, t + 2_000)),
        writer.write(answer(0, [key[0]!.wrong[0]!], t + 1_000)),
        writer.write(answer(1, key[1]!.right, t)),
        writer.write(answer(2, [a.id], t)), // not an option of this question: refused, nothing written
      ]);
      expect(outcomes).toEqual([true, true, true, false]);
      expect(seen.statements).toBe(1);
      const held = await stored(a.id);
      expect([held.get(key[0]!.id), held.get(key[1]!.id), held.has(key[2]!.id)]).toEqual([
        key[0]!.right,
        key[1]!.right,
        false,
      ]);
      // an older arrival written later leaves the newer answer in place, and still stands as acknowledged
      expect(await writer.write(answer(0, [key[0]!.wrong[0]!], t))).toBe(true);
      expect((await stored(a.id)).get(key[0]!.id)).toEqual(key[0]!.right);
    });

    it("answers a write only once its row is committed, and a failed row alone", async () => {
      const { a, key } = await attemptOf(fx.interested.token, fx.all[22]!);
      const writer = new AnswerWriter(api.database, { maxInFlight: 1 });
      const now = new Date();
      const good = writer.write({
        attemptId: a.id,
        userId: fx.interested.id,
        itemId: key[0]!.id,
        optionIds: key[0]!.right,
        receivedAt: now,
        now,
      });
      // not a uuid: the batch's statement fails, and each of its rows is then written on its own
      const bad = writer.write({
        attemptId: a.id,
        userId: fx.interested.id,
        itemId: "not-a-uuid",
        optionIds: [],
        receivedAt: now,
        now,
      });
      await expect(bad).rejects.toThrow();
      expect(await good).toBe(true);
      expect((await stored(a.id)).get(key[0]!.id)).toEqual(key[0]!.right);
      // nothing is acknowledged when the database cannot write
      const broken: Database = {
        ...api.database,
        executeSql: async () => {
          throw new Error("connection lost");
        },
      };
      await expect(
        new AnswerWriter(broken, { maxInFlight: 1 }).write({
          attemptId: a.id,
          userId: fx.interested.id,
          itemId: key[1]!.id,
          optionIds: key[1]!.right,
          receivedAt: now,
          now,
        }),
      ).rejects.toThrow("connection lost");
      expect((await stored(a.id)).has(key[1]!.id)).toBe(false);
    });
  });
});
