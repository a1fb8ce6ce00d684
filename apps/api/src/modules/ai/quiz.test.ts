import { randomUUID } from "node:crypto";
import { startModelStandIn, type ModelStandIn } from "@gk/ai/testing";
import type { AiQuestionDraft } from "@gk/contracts";
import {
  aiQuestionDrafts,
  courses,
  lessons,
  memberships,
  organisationCoursePicks,
  providerStaff,
  quizzes,
  users,
} from "@gk/db";
import { asc, eq, ilike } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueFixture } from "../../../test/catalogue-fixtures";
import { bearer, DRIVERS, startTestApi, testConfig, type TestApi } from "../../../test/harness";
import { t } from "../../i18n";
import { openSession } from "../auth/sessions";

const GENERAL = "http://localhost:3000";

/**
 * AI-written quizzes on a real server: the provider's staff ask the offline writer (and a hosted model, the
 * stand-in) for drafts from a lesson, review them (edit with checked options, discard, approve) and publish the
 * approved ones; a learner then takes the quiz with the learning calls and sees it is AI-generated. Learners and
 * company members are refused, someone else's draft is not found, and a post-test asks other items than its
 * pretest.
 */
describe.each(DRIVERS)("AI-written quizzes on %s", (driver) => {
  let api: TestApi;
  let fx: Awaited<ReturnType<typeof catalogueFixture>>;
  let course: { id: string; slug: string };
  let lessonId: string;
  let staff: { id: string; token: string };
  let otherStaff: { id: string; token: string };
  let standIn: ModelStandIn;
  const db = () => api.database.db;

  const person = async (name: string, isStaff = false) => {
    const [u] = await db()
      .insert(users)
      .values({ fullName: name, email: `${randomUUID()}@contoh.id` })
      .returning();
    if (isStaff) await db().insert(providerStaff).values({ userId: u!.id });
    const token = await openSession(db(), api.config, { userId: u!.id, membershipId: null, site: "general" });
    return { id: u!.id, token };
  };
  const member = async (name: string, role: "learner" | "admin") => {
    const [u] = await db()
      .insert(users)
      .values({ fullName: name, email: `${randomUUID()}@contoh.id` })
      .returning();
    const [m] = await db()
      .insert(memberships)
      .values({ userId: u!.id, organisationId: fx.company.id, role })
      .returning();
    const token = await openSession(db(), api.config, {
      userId: u!.id,
      membershipId: m!.id,
      site: "general",
    });
    return { id: u!.id, token };
  };
  const call = async (
    method: "GET" | "POST" | "PATCH" | "PUT",
    url: string,
    token: string | null,
    body?: unknown,
    locale = "id",
  ) => {
    const res = await api.app.inject({
      method,
      url,
      headers: {
        origin: GENERAL,
        "accept-language": locale,
        ...(token ? bearer(token) : {}),
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    return { status: res.statusCode, body: res.json(), raw: res.body };
  };
  const generate = (token: string, body: Record<string, unknown>, locale = "id") =>
    call(
      "POST",
      "/ai/quiz-drafts",
      token,
      { courseSlug: course.slug, difficulty: "medium", kind: "single", locale: "id", ...body },
      locale,
    );
  const drafts = async (token: string) =>
    (await call("GET", `/ai/quiz-drafts?courseSlug=${course.slug}`, token)).body.data
      .drafts as AiQuestionDraft[];

  beforeAll(async () => {
    api = await startTestApi(driver, {
      config: testConfig({}, (c) => {
        c.rateLimit.perIpPerMinute = 10_000;
      }),
    });
    fx = await catalogueFixture(api.database.db, api.config);
    // a course of the seed's written content whose lesson explains the CIA triad (both languages)
    const [lesson] = await db()
      .select({ id: lessons.id, courseId: lessons.courseId })
      .from(lessons)
      .where(ilike(lessons.bodyId, "%Kerahasiaan (confidentiality)%"))
      .limit(1);
    const [row] = await db().select().from(courses).where(eq(courses.id, lesson!.courseId));
    // free, so the learner opens every lesson including the published quiz
    await db().update(courses).set({ priceRupiah: 0 }).where(eq(courses.id, row!.id));
    course = { id: row!.id, slug: row!.slug };
    lessonId = lesson!.id;
    staff = await person("Nadia Staf", true);
    otherStaff = await person("Omar Staf", true);
    standIn = await startModelStandIn();
  });
  afterAll(async () => {
    await standIn?.close();
    await api?.close();
  });

  it("staff review five offline drafts and publish the approved ones; a learner takes the quiz and sees it is AI-generated", async () => {
    const made = await generate(staff.token, { lessonId, count: 5 });
    expect(made.status).toBe(201);
    expect(made.body.data.providerMode).toBe("offline");
    expect(made.body.data.note).toBeNull();
    const written = made.body.data.drafts as AiQuestionDraft[];
    expect(written).toHaveLength(5);
    const [lessonRow] = await db().select().from(lessons).where(eq(lessons.id, lessonId));
    for (const d of written) {
      expect(d.status).toBe("draft");
      expect(d.locale).toBe("id");
      expect(d.kind).toBe("single");
      expect(d.rationale.length).toBeGreaterThan(0);
      // the source passage is a real paragraph of the Indonesian lesson text
      expect(d.source.lessonId).toBe(lessonId);
      expect(d.source.lessonTitle).toBe(lessonRow!.titleId);
      expect(lessonRow!.bodyId.split(/\n\s*\n/)[d.source.paragraph!]!.trim()).toContain(
        d.source.text.trim().slice(0, 40),
      );
      expect(d.options.filter((o) => o.correct)).toHaveLength(1);
    }

    // two correct options on a single-answer question is refused, in either language, and changes nothing
    const [first, second, third, fourth, fifth] = written as [
      AiQuestionDraft,
      AiQuestionDraft,
      AiQuestionDraft,
      AiQuestionDraft,
      AiQuestionDraft,
    ];
    const twoKeys = first.options.map((o) => ({ ...o, correct: true }));
    for (const locale of ["id", "en"] as const) {
      const bad = await call(
        "PATCH",
        `/ai/quiz-drafts/${first.id}`,
        staff.token,
        { options: twoKeys },
        locale,
      );
      expect(bad.status).toBe(422);
      expect(bad.body.errors.options).toEqual([t(locale, "aiQuiz.singleOneCorrect")]);
    }
    const tooFew = await call("PATCH", `/ai/quiz-drafts/${first.id}`, staff.token, {
      options: [{ text: "Satu-satunya", correct: true }],
    });
    expect(tooFew.status).toBe(422);
    expect(tooFew.body.errors.options).toEqual([t("id", "aiQuiz.optionCount", { min: 2, max: 6 })]);
    expect((await drafts(staff.token)).find((d) => d.id === first.id)!.options).toEqual(first.options);

    // an edit of the stem and options
    const edited = await call("PATCH", `/ai/quiz-drafts/${first.id}`, staff.token, {
      stem: `${first.stem} (disunting)`,
      options: [
        first.options.find((o) => o.correct)!,
        first.options.find((o) => !o.correct)!,
        { text: "Jawaban tambahan yang salah", correct: false },
      ],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.stem).toBe(`${first.stem} (disunting)`);
    expect(edited.body.data.options).toHaveLength(3);

    // discard one, approve four
    expect(
      (await call("POST", `/ai/quiz-drafts/${fifth.id}/discard`, staff.token, {})).body.data.status,
    ).toBe("discarded");
    for (const d of [first, second, third, fourth])
      expect((await call("POST", `/ai/quiz-drafts/${d.id}/approve`, staff.token, {})).body.data.status).toBe(
        "approved",
      );

    // the discarded draft never enters a quiz
    const withDiscarded = await call("POST", "/ai/quizzes", staff.token, {
      courseSlug: course.slug,
      title: "Latihan keamanan",
      draftIds: [first.id, fifth.id],
      durationMinutes: 10,
      kind: "practice",
    });
    expect(withDiscarded.status).toBe(409);
    expect(withDiscarded.body.message).toBe(t("id", "aiQuiz.notApproved"));

    const published = await call("POST", "/ai/quizzes", staff.token, {
      courseSlug: course.slug,
      title: "Latihan keamanan",
      draftIds: [first.id, second.id, third.id, fourth.id],
      durationMinutes: 10,
      kind: "practice",
    });
    expect(published.status).toBe(201);
    const [quiz] = published.body.data.quizzes as {
      quizId: string;
      lessonId: string;
      questionCount: number;
    }[];
    expect(quiz!.questionCount).toBe(4);
    const [stored] = await db().select().from(quizzes).where(eq(quizzes.id, quiz!.quizId));
    expect(stored!.aiGenerated).toBe(true);
    expect((await drafts(staff.token)).map((d) => d.status).sort()).toEqual([
      "discarded",
      "published",
      "published",
      "published",
      "published",
    ]);

    // a learner enrols and takes it with the learning calls
    const learner = await person("Sari Pelajar");
    expect((await call("POST", `/courses/${course.slug}/enrolment`, learner.token)).status).toBeLessThan(300);
    const lesson = await call("GET", `/lessons/${quiz!.lessonId}`, learner.token);
    expect(lesson.status).toBe(200);
    expect(lesson.body.data.quiz.aiGenerated).toBe(true);
    expect(lesson.body.data.quiz.questionCount).toBe(4);
    const start = await call("POST", `/quizzes/${quiz!.quizId}/attempts`, learner.token, {});
    expect(start.status).toBe(200);
    const attempt = start.body.data as {
      id: string;
      questions: { id: string; prompt: string; options: { id: string; text: string }[] }[];
    };
    const approved = [
      { ...first, stem: `${first.stem} (disunting)`, options: edited.body.data.options },
      second,
      third,
      fourth,
    ] as AiQuestionDraft[];
    // only the approved questions are asked, never the discarded one
    expect(attempt.questions.map((q) => q.prompt).sort()).toEqual(approved.map((d) => d.stem).sort());
    expect(start.raw).not.toContain(fifth.stem);
    for (const q of attempt.questions) {
      const d = approved.find((a) => a.stem === q.prompt)!;
      const right = d.options.find((o) => o.correct)!.text;
      const optionId = q.options.find((o) => o.text === right)!.id;
      expect(
        (
          await call("PUT", `/quiz-attempts/${attempt.id}/answers/${q.id}`, learner.token, {
            optionIds: [optionId],
          })
        ).status,
      ).toBe(200);
    }
    const done = await call("POST", `/quiz-attempts/${attempt.id}/submit`, learner.token);
    expect(done.status).toBe(200);
    expect(done.body.data.result.scorePercent).toBe(100);
    // a practice quiz does not complete the course (its own final quiz does)
    expect(done.body.data.result.courseCompleted).toBe(false);
  });

  it("writes drafts in English from the English lesson text", async () => {
    const made = await generate(staff.token, { lessonId, count: 2, locale: "en" }, "en");
    expect(made.status).toBe(201);
    const written = made.body.data.drafts as AiQuestionDraft[];
    expect(written.length).toBeGreaterThan(0);
    const [lessonRow] = await db().select().from(lessons).where(eq(lessons.id, lessonId));
    for (const d of written) {
      expect(d.locale).toBe("en");
      expect(d.source.lessonTitle).toBe(lessonRow!.titleEn);
      expect(lessonRow!.bodyEn).toContain(d.source.text.trim().slice(0, 40));
    }
  });

  it("answers the writing step by step for the AI writing screen: passages read, writing, each question saved", async () => {
    const res = await api.app.inject({
      method: "POST",
      url: "/ai/quiz-drafts/stream",
      headers: { ...bearer(staff.token), "content-type": "application/json", "accept-language": "en" },
      payload: JSON.stringify({
        courseSlug: course.slug,
        lessonId,
        count: 3,
        difficulty: "easy",
        kind: "single",
        locale: "id",
        purpose: "quiz",
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/x-ndjson/);
    const lines = res.body
      .trim()
      .split("\n")
      .map(
        (l) =>
          JSON.parse(l) as { type: string; stage?: string; message?: string; data?: { drafts: unknown[] } },
      );
    expect(lines.map((l) => l.stage ?? l.type).slice(0, 2)).toEqual(["reading", "writing"]);
    expect(lines[0]!.message).toMatch(/^Reading \d+ passages of the lesson text\.$/);
    const saved = lines.filter((l) => l.stage === "saved");
    const done = lines.at(-1)!;
    expect(done.type).toBe("done");
    expect(saved).toHaveLength(done.data!.drafts.length);
    expect(saved.at(-1)!.message).toBe(`Question ${saved.length} of ${saved.length} saved as a draft.`);
    // a refusal comes before any line, as the plain call's does
    const learner = await api.app.inject({
      method: "POST",
      url: "/ai/quiz-drafts/stream",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({
        courseSlug: course.slug,
        count: 2,
        difficulty: "easy",
        kind: "single",
        locale: "id",
        purpose: "quiz",
      }),
    });
    expect(learner.statusCode).toBe(401);
    const post = await api.app.inject({
      method: "POST",
      url: "/ai/quiz-drafts/stream",
      headers: { ...bearer(staff.token), "content-type": "application/json" },
      payload: JSON.stringify({
        courseSlug: "tidak-ada-kursus-ini",
        count: 2,
        difficulty: "easy",
        kind: "single",
        locale: "id",
        purpose: "quiz",
      }),
    });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe("NOT_FOUND");
  });

  it("refuses learners and company members, and hides someone else's drafts", async () => {
    const learner = await person("Budi Pelajar");
    for (const who of [learner, fx.employee]) {
      const r = await generate(who.token, { lessonId, count: 2 });
      expect(r.status).toBe(403);
      expect(r.body.message).toBe(t("id", "aiQuiz.staffOnly"));
      expect((await call("GET", `/ai/quiz-drafts?courseSlug=${course.slug}`, who.token)).status).toBe(403);
    }
    const en = await generate(learner.token, { lessonId, count: 2 }, "en");
    expect(en.body.message).toBe(t("en", "aiQuiz.staffOnly"));
    expect(
      (
        await call("POST", "/ai/quiz-drafts", null, {
          courseSlug: course.slug,
          count: 1,
          difficulty: "easy",
          kind: "single",
          locale: "id",
        })
      ).status,
    ).toBe(401);

    const mine = (await generate(staff.token, { lessonId, count: 1 })).body.data.drafts[0] as AiQuestionDraft;
    for (const [method, url, body] of [
      ["PATCH", `/ai/quiz-drafts/${mine.id}`, { stem: "Diambil alih?" }],
      ["POST", `/ai/quiz-drafts/${mine.id}/approve`, {}],
      ["POST", `/ai/quiz-drafts/${mine.id}/discard`, {}],
    ] as const) {
      const r = await call(method, url, otherStaff.token, body);
      expect(r.status).toBe(404);
      expect(r.body.message).toBe(t("id", "aiQuiz.draftNotFound"));
      expect((await call(method, url, learner.token, body)).status).toBe(403);
    }
    expect((await drafts(otherStaff.token)).map((d) => d.id)).not.toContain(mine.id);
    await call("POST", `/ai/quiz-drafts/${mine.id}/approve`, staff.token, {});
    const stolen = await call("POST", "/ai/quizzes", otherStaff.token, {
      courseSlug: course.slug,
      title: "Bukan milik saya",
      draftIds: [mine.id],
      durationMinutes: 5,
      kind: "practice",
    });
    expect(stolen.status).toBe(404);
    const [row] = await db().select().from(aiQuestionDrafts).where(eq(aiQuestionDrafts.id, mine.id));
    expect(row!.stem).toBe(mine.stem);
    expect(row!.status).toBe("approved");
  });

  it("a course the author cannot see on this site is not found", async () => {
    const r = await call("POST", "/ai/quiz-drafts", staff.token, {
      courseSlug: "tidak-ada-kursus-ini",
      count: 1,
      difficulty: "easy",
      kind: "single",
      locale: "id",
    });
    expect(r.status).toBe(404);
  });

  it("writes a post-test that asks other items than its pretest, publishes the pair and reports the learning gain", async () => {
    const author = await person("Putri Staf", true);
    const pre = await generate(author.token, { lessonId, count: 3, purpose: "pretest" });
    expect(pre.status).toBe(201);
    const pretest = pre.body.data.drafts as AiQuestionDraft[];
    expect(pretest.length).toBeGreaterThan(0);
    const post = await generate(author.token, { count: 3, purpose: "posttest" });
    expect(post.status).toBe(201);
    const posttest = post.body.data.drafts as AiQuestionDraft[];
    expect(posttest.length).toBeGreaterThan(0);
    // the same lesson, other items
    for (const d of posttest) expect(d.source.lessonId).toBe(lessonId);
    const preStems = new Set(pretest.map((d) => d.stem));
    for (const d of posttest) expect(preStems.has(d.stem)).toBe(false);

    for (const d of [...pretest, ...posttest])
      await call("POST", `/ai/quiz-drafts/${d.id}/approve`, author.token, {});
    const pair = await call("POST", "/ai/quizzes", author.token, {
      courseSlug: course.slug,
      title: "Keamanan siber",
      draftIds: [...pretest, ...posttest].map((d) => d.id),
      durationMinutes: 10,
      kind: "pretest-posttest",
    });
    expect(pair.status).toBe(201);
    const published = pair.body.data.quizzes as { quizId: string; lessonId: string; role: string }[];
    expect(published.map((q) => q.role)).toEqual(["pretest", "posttest"]);
    // the pretest opens the course
    const outline = await db()
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.courseId, course.id))
      .orderBy(asc(lessons.position));
    expect(outline[0]!.id).toBe(published[0]!.lessonId);

    // a member of the company answers nothing on the pretest and everything on the post-test: a gain of 100
    // points on the company's dashboard
    await db().insert(organisationCoursePicks).values({ organisationId: fx.company.id, courseId: course.id });
    const learner = await member("Dimas Pelajar", "learner");
    const admin = await member("Ayu Admin", "admin");
    await call("POST", `/courses/${course.slug}/enrolment`, learner.token);
    const take = async (quizId: string, drafts: AiQuestionDraft[], right: boolean) => {
      const a = (await call("POST", `/quizzes/${quizId}/attempts`, learner.token, {})).body.data as {
        id: string;
        questions: { id: string; prompt: string; options: { id: string; text: string }[] }[];
      };
      if (right)
        for (const q of a.questions) {
          const key = drafts.find((d) => d.stem === q.prompt)!.options.find((o) => o.correct)!.text;
          await call("PUT", `/quiz-attempts/${a.id}/answers/${q.id}`, learner.token, {
            optionIds: [q.options.find((o) => o.text === key)!.id],
          });
        }
      return (await call("POST", `/quiz-attempts/${a.id}/submit`, learner.token)).body.data.result;
    };
    expect((await take(published[0]!.quizId, pretest, false)).scorePercent).toBe(0);
    expect((await take(published[1]!.quizId, posttest, true)).scorePercent).toBe(100);
    const report = await call("GET", "/org/reports", admin.token);
    expect(report.status).toBe(200);
    expect(report.body.data.learningGain).toEqual([
      {
        courseId: course.id,
        name: expect.any(String),
        learners: 1,
        pretestAverage: 0,
        posttestAverage: 100,
        gain: 100,
      },
    ]);
  });

  describe("with a hosted model", () => {
    beforeAll(() => {
      api.config.ai.baseUrl = standIn.baseURL;
      api.config.ai.model = "stand-in-model";
    });
    afterAll(() => {
      api.config.ai.baseUrl = undefined;
    });

    it("sends the model the lesson's passages and keeps its drafts for review", async () => {
      const before = standIn.requests.length;
      const made = await generate(staff.token, { lessonId, count: 2 });
      expect(made.status).toBe(201);
      expect(made.body.data.providerMode).toBe("hosted");
      const seen = standIn.requests.slice(before);
      expect(seen).toHaveLength(1);
      expect(seen[0]!.body.model).toBe("stand-in-model");
      expect(seen[0]!.user).toContain("Kerahasiaan (confidentiality)");
      const written = made.body.data.drafts as AiQuestionDraft[];
      expect(written.length).toBeGreaterThan(0);
      for (const d of written) {
        expect(d.providerMode).toBe("hosted");
        expect(d.status).toBe("draft");
        expect(d.source.lessonId).toBe(lessonId);
      }
    });

    it("falls back to the offline writer with a note when the model fails", async () => {
      standIn.reply(() => ({ status: 500 }));
      const made = await generate(staff.token, { lessonId, count: 2 });
      expect(made.status).toBe(201);
      expect(made.body.data.providerMode).toBe("offline");
      expect(made.body.data.note).toEqual(expect.any(String));
      expect(made.body.data.drafts.length).toBeGreaterThan(0);
    });
  });
});
