import {
  courseSections,
  courses,
  enrolments,
  lessons,
  memberships,
  organisations,
  paidUpgrades,
  quizzes,
  users,
} from "@gk/db";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueFixture } from "../../../test/catalogue-fixtures";
import { bearer, DRIVERS, json, startTestApi, type TestApi } from "../../../test/harness";
import { answerKey, attemptKey } from "../../../test/learning-fixtures";
import { openSession } from "../auth/sessions";
import { onUpgradePaid } from "../certificates/issue";

const UPGRADE_ID =
  "Bagian ini termasuk dalam upgrade berbayar kursus ini. Upgrade untuk membuka seluruh materi dan sertifikat.";
const UPGRADE_EN =
  "This part is included in the course's paid upgrade. Upgrade to open all the material and the certificate.";
const GENERAL = "http://localhost:3000";
const TRENGGALEK = "http://trenggalek.localhost:3000";
const PRICE = 149_000;

interface Shape {
  id: string;
  slug: string;
  /** lessons of the first section that are not the final quiz: the free preview */
  preview: string[];
  /** a lesson of a later section that is not a quiz */
  beyond: string;
  finalQuizId: string;
  pretestQuizId: string | null;
}

/**
 * The one access rule of docs/commerce.md, through the API: each row of the table (free course, company member,
 * member of the site's own organisation, upgrade bought, anyone else), the free preview's boundary (the first
 * section open, later sections and the final quiz 402 with the message in the learner's language), the upgrade
 * opening everything, the certificate issued at once when the upgrade comes after finishing, and an anonymous
 * viewer's access.
 */
describe.each(DRIVERS)("course access and the free preview on %s", (driver) => {
  let api: TestApi;
  let fx: Awaited<ReturnType<typeof catalogueFixture>>;
  let paid: Shape;
  let free: Shape;
  let paidPick: Shape;

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
        origin: GENERAL,
        ...(token ? bearer(token) : {}),
        ...(body === undefined ? {} : json(body).headers),
        ...headers,
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.statusCode, body: res.json() };
  };

  const shape = async (course: { id: string; slug: string }): Promise<Shape> => {
    const db = api.database.db;
    const sections = await db
      .select()
      .from(courseSections)
      .where(eq(courseSections.courseId, course.id))
      .orderBy(asc(courseSections.position));
    const rows = await db
      .select()
      .from(lessons)
      .where(eq(lessons.courseId, course.id))
      .orderBy(asc(lessons.position));
    const qs = await db.select().from(quizzes).where(eq(quizzes.courseId, course.id));
    const final = qs.find((q) => q.kind === "final")!;
    const beyond = rows.find(
      (l) => l.sectionId !== sections[0]!.id && l.kind !== "quiz" && l.kind !== "pretest",
    );
    return {
      ...course,
      preview: rows
        .filter((l) => l.sectionId === sections[0]!.id && l.id !== final.lessonId)
        .map((l) => l.id),
      beyond: beyond?.id ?? "",
      finalQuizId: final.id,
      pretestQuizId: qs.find((q) => q.kind === "pretest")?.id ?? null,
    };
  };

  /** a fresh learner of no company (optionally a member of a public organisation) signed in on `site` */
  let n = 0;
  const learner = async (organisationId?: string, site = "general") => {
    const db = api.database.db;
    n++;
    const [u] = await db
      .insert(users)
      .values({ fullName: `Pelajar Uji ${n}`, email: `pelajar${n}@akses.id`, interests: [] })
      .returning();
    let membershipId: string | null = null;
    if (organisationId) {
      const [m] = await db.insert(memberships).values({ userId: u!.id, organisationId }).returning();
      membershipId = m!.id;
    }
    return { id: u!.id, token: await openSession(db, api.config, { userId: u!.id, membershipId, site }) };
  };

  const passFinal = async (token: string, course: Shape, headers: Record<string, string> = {}) => {
    const key = (await answerKey(api.database.db, course.id, "final"))!;
    const start = await call("POST", `/quizzes/${key.quiz.id}/attempts`, token, {}, headers);
    expect(start.status).toBe(200);
    const a = start.body.data;
    for (const q of await attemptKey(api.database.db, a.id))
      await call("PUT", `/quiz-attempts/${a.id}/answers/${q.id}`, token, { optionIds: q.right }, headers);
    return (await call("POST", `/quiz-attempts/${a.id}/submit`, token, undefined, headers)).body.data.result;
  };

  beforeAll(async () => {
    api = await startTestApi(driver);
    fx = await catalogueFixture(api.database.db, api.config);
    const db = api.database.db;
    const pickIds = new Set(fx.picks.map((p) => p.id));
    const withSections = async (c: { id: string; slug: string }) => {
      const s = await shape(c);
      return s.beyond && s.preview.length > 0 ? s : null;
    };
    const candidates: Shape[] = [];
    for (const c of fx.all.filter((c) => !pickIds.has(c.id) && c.id !== fx.unpicked.id)) {
      const s = await withSections(c);
      if (s) candidates.push(s);
      if (candidates.length >= 2 && candidates.some((x) => x.pretestQuizId)) break;
    }
    paid = candidates.find((c) => c.pretestQuizId) ?? candidates[0]!;
    free = candidates.find((c) => c !== paid)!;
    for (const p of fx.picks) {
      const s = await withSections(p);
      if (s) {
        paidPick = s;
        break;
      }
    }
    await db
      .update(courses)
      .set({ priceRupiah: PRICE, certificateOffered: true })
      .where(inArray(courses.id, [paid.id, paidPick.id]));
    await db.update(courses).set({ priceRupiah: 0, certificateOffered: true }).where(eq(courses.id, free.id));
    await db
      .insert(organisations)
      .values({ referral: "trenggalek", name: "Kabupaten Trenggalek", kind: "public" })
      .onConflictDoNothing();
  });
  afterAll(() => api?.close());

  it("opens a paid course's first section to anyone enrolled, and answers 402 beyond it in the learner's language", async () => {
    const me = await learner();
    expect((await call("POST", `/courses/${paid.slug}/enrolment`, me.token)).status).toBe(200);
    for (const id of paid.preview) expect((await call("GET", `/lessons/${id}`, me.token)).status).toBe(200);
    if (paid.pretestQuizId)
      expect((await call("POST", `/quizzes/${paid.pretestQuizId}/attempts`, me.token, {})).status).toBe(200);

    const beyond = await call("GET", `/lessons/${paid.beyond}`, me.token);
    expect(beyond.status).toBe(402);
    expect(beyond.body).toMatchObject({ code: "PAYMENT_REQUIRED", message: UPGRADE_ID });
    const en = await call("GET", `/lessons/${paid.beyond}`, me.token, undefined, { "accept-language": "en" });
    expect(en.body.message).toBe(UPGRADE_EN);
    expect((await call("POST", `/lessons/${paid.beyond}/complete`, me.token)).status).toBe(402);
    const final = await call("POST", `/quizzes/${paid.finalQuizId}/attempts`, me.token, {});
    expect(final.status).toBe(402);
    expect(final.body.message).toBe(UPGRADE_ID);

    // the outline says which lessons are locked, and why
    const outline = (await call("GET", `/courses/${paid.slug}/learning`, me.token)).body.data;
    const flat = outline.sections.flatMap((s: { lessons: { id: string; locked: boolean }[] }) => s.lessons);
    expect(flat.filter((l: { locked: boolean }) => !l.locked).map((l: { id: string }) => l.id)).toEqual(
      paid.preview,
    );
    expect(outline.access).toEqual({
      level: "preview",
      reason: "preview",
      certificate: false,
      upgradePrice: PRICE,
    });
    expect((await call("GET", `/courses/${paid.slug}/access`, me.token)).body.data).toEqual(outline.access);
  });

  it("opens everything of a free course, and finishing it earns the certificate", async () => {
    const me = await learner();
    await call("POST", `/courses/${free.slug}/enrolment`, me.token);
    expect((await call("GET", `/lessons/${free.beyond}`, me.token)).status).toBe(200);
    const outline = (await call("GET", `/courses/${free.slug}/learning`, me.token)).body.data;
    expect(outline.sections.flatMap((s: { lessons: { locked: boolean }[] }) => s.lessons)).not.toContainEqual(
      expect.objectContaining({ locked: true }),
    );
    expect(outline.access).toEqual({ level: "full", reason: "free", certificate: true, upgradePrice: null });
    expect((await passFinal(me.token, free)).certificateCode).toMatch(/^GK-/);
  });

  it("opens everything of a company's pick to its member, and finishing it earns the certificate", async () => {
    const tok = fx.employee.token;
    await call("POST", `/courses/${paidPick.slug}/enrolment`, tok);
    expect((await call("GET", `/lessons/${paidPick.beyond}`, tok)).status).toBe(200);
    expect((await call("GET", `/courses/${paidPick.slug}/access`, tok)).body.data).toEqual({
      level: "full",
      reason: "company",
      certificate: true,
      upgradePrice: null,
    });
    expect((await passFinal(tok, paidPick)).certificateCode).toMatch(/^GK-/);
  });

  it("opens everything to a member of the site's own organisation on that site, and only there", async () => {
    const [org] = await api.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.referral, "trenggalek"));
    const me = await learner(org!.id, "trenggalek");
    const there = { origin: TRENGGALEK };
    expect((await call("POST", `/courses/${paid.slug}/enrolment`, me.token, undefined, there)).status).toBe(
      200,
    );
    expect((await call("GET", `/lessons/${paid.beyond}`, me.token, undefined, there)).status).toBe(200);
    expect((await call("GET", `/courses/${paid.slug}/access`, me.token, undefined, there)).body.data).toEqual(
      {
        level: "full",
        reason: "organisation",
        certificate: true,
        upgradePrice: null,
      },
    );
    // on the general site the same person is anyone else: the preview, with the upgrade for sale
    expect((await call("GET", `/lessons/${paid.beyond}`, me.token)).status).toBe(402);
    expect((await call("GET", `/courses/${paid.slug}/access`, me.token)).body.data.upgradePrice).toBe(PRICE);
    // finishing on the organisation's site (where the learner enrolled) earns the certificate
    expect((await passFinal(me.token, paid, there)).certificateCode).toMatch(/^GK-/);
  });

  it("opens everything after the upgrade of the course (or of every course), certificate included", async () => {
    const db = api.database.db;
    const me = await learner();
    await call("POST", `/courses/${paid.slug}/enrolment`, me.token);
    expect((await call("GET", `/lessons/${paid.beyond}`, me.token)).status).toBe(402);
    await db.insert(paidUpgrades).values({ userId: me.id, courseId: paid.id });
    expect((await call("GET", `/lessons/${paid.beyond}`, me.token)).status).toBe(200);
    expect((await call("POST", `/lessons/${paid.beyond}/complete`, me.token)).status).toBe(200);
    const outline = (await call("GET", `/courses/${paid.slug}/learning`, me.token)).body.data;
    expect(outline.access).toEqual({
      level: "full",
      reason: "upgrade",
      certificate: true,
      upgradePrice: null,
    });
    expect(outline.sections.flatMap((s: { lessons: { locked: boolean }[] }) => s.lessons)).not.toContainEqual(
      expect.objectContaining({ locked: true }),
    );
    expect((await passFinal(me.token, paid)).certificateCode).toMatch(/^GK-/);

    // the upgrade of one course opens only that course
    expect((await call("GET", `/courses/${paidPick.slug}/access`, me.token)).body.data.level).toBe("preview");
    // a row without a course is the upgrade of everything
    const all = await learner();
    await db.insert(paidUpgrades).values({ userId: all.id, courseId: null });
    expect((await call("GET", `/courses/${paidPick.slug}/access`, all.token)).body.data.reason).toBe(
      "upgrade",
    );
  });

  it("issues the certificate at once when the upgrade is paid after the learner finished the course", async () => {
    const db = api.database.db;
    const me = await learner();
    await call("POST", `/courses/${paid.slug}/enrolment`, me.token);
    // finished before the preview was enforced: the course is complete, and no certificate came with it
    await db
      .update(enrolments)
      .set({ completedAt: new Date() })
      .where(and(eq(enrolments.userId, me.id), eq(enrolments.courseId, paid.id)));
    expect((await call("GET", "/me/certificates", me.token)).body.data.items).toEqual([]);
    expect(await onUpgradePaid(db, me.id, paid.id)).toBeNull();

    await db.insert(paidUpgrades).values({ userId: me.id, courseId: paid.id });
    const code = await onUpgradePaid(db, me.id, paid.id);
    expect(code).toMatch(/^GK-/);
    const mine = (await call("GET", "/me/certificates", me.token)).body.data.items;
    expect(mine.map((c: { code: string; courseSlug: string }) => [c.code, c.courseSlug])).toEqual([
      [code, paid.slug],
    ]);
    // a repeated notification issues nothing new
    expect(await onUpgradePaid(db, me.id, paid.id)).toBe(code);

    // an upgrade bought before finishing issues nothing yet: finishing does
    const early = await learner();
    await call("POST", `/courses/${paid.slug}/enrolment`, early.token);
    await db.insert(paidUpgrades).values({ userId: early.id, courseId: paid.id });
    expect(await onUpgradePaid(db, early.id, paid.id)).toBeNull();
  });

  it("tells an anonymous visitor what the price and the site give everyone", async () => {
    expect((await call("GET", `/courses/${paid.slug}/access`, null)).body.data).toEqual({
      level: "preview",
      reason: "preview",
      certificate: false,
      upgradePrice: PRICE,
    });
    expect((await call("GET", `/courses/${free.slug}/access`, null)).body.data).toEqual({
      level: "full",
      reason: "free",
      certificate: true,
      upgradePrice: null,
    });
    // a site that takes no payments sells no upgrade
    const trenggalek = await call("GET", `/courses/${paid.slug}/access`, null, undefined, {
      origin: TRENGGALEK,
    });
    expect(trenggalek.body.data).toMatchObject({ level: "preview", upgradePrice: null });
    // a course the viewer cannot see has no access to tell
    expect((await call("GET", `/courses/${fx.unpicked.slug}/access`, fx.employee.token)).status).toBe(404);
  });
});
