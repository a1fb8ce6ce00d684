import { courses, feedback, lessons } from "@gk/db";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueFixture } from "../../../test/catalogue-fixtures";
import { bearer, DRIVERS, json, startTestApi, type TestApi } from "../../../test/harness";
import { courseLessons } from "../../../test/learning-fixtures";

const MINUTE = 60_000;
const DAY = 86_400_000;
/** an iCalendar file's logical lines: folded lines joined again (RFC 5545: CRLF followed by one space) */
const unfold = (ics: string) => ics.replace(/\r\n /g, "").replace(/\r\n$/, "").split("\r\n");
const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

describe.each(DRIVERS)("live classes on %s", (driver) => {
  let api: TestApi;
  let fx: Awaited<ReturnType<typeof catalogueFixture>>;
  let course: { id: string; slug: string };
  let second: { id: string; slug: string };
  /** the course's lessons made live classes, one per state */
  const cls = { upcoming: "", soon: "", live: "", ended: "", recorded: "", unscheduled: "", article: "" };
  const starts: Record<string, Date> = {};
  const call = async (
    method: "GET" | "PUT",
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
    return res;
  };
  const surveysOf = (lessonId: string) =>
    api.database.db.select().from(feedback).where(eq(feedback.lessonId, lessonId));

  beforeAll(async () => {
    api = await startTestApi(driver);
    fx = await catalogueFixture(api.database.db, api.config);
    const pickIds = new Set(fx.picks.map((p) => p.id));
    // two free courses: the first gets the classes before and during their time, the second the ended ones
    const [a, b] = fx.all.filter((c) => !pickIds.has(c.id) && c.id !== fx.unpicked.id);
    course = a!;
    second = b!;
    await api.database.db
      .update(courses)
      .set({ priceRupiah: 0 })
      .where(inArray(courses.id, [a!.id, b!.id]));
    const open = async (id: string) =>
      (await courseLessons(api.database.db, id)).filter((l) => l.kind !== "quiz" && l.kind !== "pretest");
    const [rowsA, rowsB] = [await open(a!.id), await open(b!.id)];
    const now = Date.now();
    const plan: [keyof typeof cls, (typeof rowsA)[number], Date | null, string | null][] = [
      ["upcoming", rowsA[0]!, new Date(now + 3 * DAY), null],
      ["soon", rowsA[1]!, new Date(now + 10 * MINUTE), null],
      ["live", rowsA[2]!, new Date(now - 10 * MINUTE), null],
      ["ended", rowsB[0]!, new Date(now - 2 * DAY), null],
      ["recorded", rowsB[1]!, new Date(now - 3 * DAY), "/media/videos/people"],
      ["unscheduled", rowsB[2]!, null, null],
    ];
    for (const [name, row, at, video] of plan) {
      cls[name] = row.id;
      if (at) starts[name] = at;
      await api.database.db
        .update(lessons)
        .set({ kind: "live", liveStartsAt: at, liveUrl: null, durationMinutes: 60, videoUrl: video })
        .where(eq(lessons.id, row.id));
    }
    cls.article = rowsA[3]!.id;
    await api.database.db.update(lessons).set({ kind: "article" }).where(eq(lessons.id, cls.article));
    // a long English title with non-ASCII letters, so the calendar file has to fold it by octets
    await api.database.db
      .update(lessons)
      .set({
        titleEn:
          "Negotiation — practising “win-win” agreements with suppliers, customers and colleagues in Jakarta",
      })
      .where(eq(lessons.id, cls.upcoming));
    for (const c of [course, second]) {
      const enrolled = await api.app.inject({
        method: "POST",
        url: `/courses/${c.slug}/enrolment`,
        headers: bearer(fx.plain.token),
      });
      expect(enrolled.statusCode).toBe(200);
    }
    // seeding the small catalogue takes most of a minute on a busy machine
  }, 180_000);
  afterAll(() => api?.close());

  it("shows each class's schedule and state by the server's clock, with the join link from 15 minutes before", async () => {
    const view = async (id: string) =>
      (await call("GET", `/lessons/${id}`, fx.plain.token, undefined, { "accept-language": "en" })).json()
        .data.live;
    const up = await view(cls.upcoming);
    expect(up).toMatchObject({
      state: "upcoming",
      joinable: false,
      startsAt: starts.upcoming!.toISOString(),
      endsAt: new Date(starts.upcoming!.getTime() + 60 * MINUTE).toISOString(),
      joinOpensAt: new Date(starts.upcoming!.getTime() - 15 * MINUTE).toISOString(),
      durationMinutes: 60,
      opensInNewTab: true,
      // no conferencing address of its own: the product's live room, never a made-up host
      url: `/course/${course.slug}/learn/${cls.upcoming}/live-room`,
      calendarPath: `/lessons/${cls.upcoming}/calendar.ics`,
      recordingUrl: null,
      survey: null,
    });
    expect(Math.abs(Date.parse(up.serverNow) - Date.now())).toBeLessThan(60_000);
    expect(await view(cls.soon)).toMatchObject({ state: "upcoming", joinable: true });
    expect(await view(cls.live)).toMatchObject({ state: "live", joinable: true });
    expect(await view(cls.ended)).toMatchObject({ state: "ended", joinable: false, recordingUrl: null });
    expect(await view(cls.recorded)).toMatchObject({
      state: "ended",
      recordingUrl: `/course/${second.slug}/learn/${cls.recorded}/video`,
    });
    expect(await view(cls.unscheduled)).toMatchObject({
      state: "unscheduled",
      joinable: false,
      startsAt: null,
      calendarPath: null,
    });
  });

  it("gives the calendar file in the learner's language: RFC 5545, CRLF, folded at 75 octets", async () => {
    const en = await call("GET", `/lessons/${cls.upcoming}/calendar.ics`, fx.plain.token, undefined, {
      "accept-language": "en",
    });
    expect(en.statusCode).toBe(200);
    expect(en.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(en.headers["content-disposition"]).toBe(`attachment; filename="${course.slug}-live.ics"`);
    expect(en.headers["content-language"]).toBe("en");
    expect(en.headers["cache-control"]).toBe("private, no-store");
    const text = en.body;
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const physical = text.split("\r\n").slice(0, -1);
    for (const line of physical) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(physical.some((l) => l.startsWith(" "))).toBe(true);
    const lines = unfold(text);
    const start = starts.upcoming!;
    expect(lines.slice(0, 2)).toEqual(["BEGIN:VCALENDAR", "VERSION:2.0"]);
    expect(lines).toContain("BEGIN:VEVENT");
    expect(lines.filter((l) => l.startsWith("UID:"))).toEqual([
      expect.stringMatching(new RegExp(`^UID:live-${cls.upcoming}@`)),
    ]);
    expect(lines.find((l) => l.startsWith("DTSTAMP:"))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    expect(lines).toContain(`DTSTART:${stamp(start)}`);
    expect(lines).toContain(`DTEND:${stamp(new Date(start.getTime() + 60 * MINUTE))}`);
    expect(lines).toContain(
      "SUMMARY;LANGUAGE=en:Live class: Negotiation — practising “win-win” agreements with suppliers\\, customers and colleagues in Jakarta",
    );
    const join = `/en/course/${course.slug}/learn/${cls.upcoming}/live-room`;
    const description = lines.find((l) => l.startsWith("DESCRIPTION;LANGUAGE=en:"))!;
    expect(description).toContain("\\nJoin the class (the link opens 15 minutes before the start): http");
    expect(description).toContain(join);
    expect(description).toMatch(/When: .+ WIB \(60 minutes\)/);
    expect(lines.find((l) => l.startsWith("URL:"))).toMatch(new RegExp(`^URL:https?://[^/]+${join}$`));
    expect(lines.slice(-2)).toEqual(["END:VEVENT", "END:VCALENDAR"]);

    const id = await call("GET", `/lessons/${cls.upcoming}/calendar.ics`, fx.plain.token);
    expect(id.headers["content-language"]).toBe("id");
    const idLines = unfold(id.body);
    expect(idLines.find((l) => l.startsWith("SUMMARY"))).toMatch(/^SUMMARY;LANGUAGE=id:Kelas live: /);
    expect(idLines.find((l) => l.startsWith("URL:"))).toMatch(
      new RegExp(`^URL:https?://[^/]+/course/${course.slug}/learn/${cls.upcoming}/live-room$`),
    );
    // 19:00 WIB style: the Jakarta time is written out in the description
    expect(idLines.find((l) => l.startsWith("DESCRIPTION"))).toMatch(/Waktu: .+ WIB \(60 menit\)/);
  });

  it("gives the calendar file to the course's learners only", async () => {
    const url = `/lessons/${cls.upcoming}/calendar.ics`;
    expect((await call("GET", url, null)).statusCode).toBe(401);
    // signed in, not enrolled
    const stranger = await call("GET", url, fx.interested.token, undefined, { "accept-language": "en" });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.headers["content-type"]).toMatch(/^application\/json/);
    // a company's employee whose company did not pick the course does not even see it
    const hidden = await call("GET", `/lessons/${cls.upcoming}/calendar.ics`, fx.employee.token);
    expect([403, 404]).toContain(hidden.statusCode);
    const other = await call(
      "GET",
      `/lessons/00000000-0000-4000-8000-000000000000/calendar.ics`,
      fx.plain.token,
    );
    expect(other.statusCode).toBe(404);
    const notLive = await call("GET", `/lessons/${cls.article}/calendar.ics`, fx.plain.token, undefined, {
      "accept-language": "en",
    });
    expect([notLive.statusCode, notLive.json().message]).toEqual([404, "This lesson is not a live class."]);
    const unscheduled = await call("GET", `/lessons/${cls.unscheduled}/calendar.ics`, fx.plain.token);
    expect([unscheduled.statusCode, unscheduled.json().message]).toEqual([
      409,
      "Jadwal kelas live ini belum ditentukan.",
    ]);
    expect((await call("GET", "/lessons/bukan-id/calendar.ics", fx.plain.token)).statusCode).toBe(422);
  });

  it("stores the after-class survey with the product's feedback, once per learner; answering again replaces it", async () => {
    const url = `/lessons/${cls.recorded}/live-survey`;
    const first = await call("PUT", url, fx.plain.token, { rating: 4, comment: "  Jelas dan praktis  " });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      lessonId: cls.recorded,
      survey: { rating: 4, comment: "Jelas dan praktis" },
      message: "Terima kasih! Penilaianmu untuk kelas ini sudah kami simpan.",
    });
    const again = await call(
      "PUT",
      url,
      fx.plain.token,
      { rating: 5, comment: "Great recording", userId: fx.interested.id },
      { "accept-language": "en" },
    );
    expect(again.json().data.message).toBe("Thank you! Your rating of this class has been saved.");
    const stored = await surveysOf(cls.recorded);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      userId: fx.plain.id,
      rating: 5,
      message: "Great recording",
      site: "general",
    });
    const lesson = (await call("GET", `/lessons/${cls.recorded}`, fx.plain.token)).json().data;
    expect(lesson.live.survey).toMatchObject({ rating: 5, comment: "Great recording" });
  });

  it("refuses a survey before the end, on another lesson, from outsiders and with bad input, changing nothing", async () => {
    const before = await api.database.db
      .select()
      .from(feedback)
      .where(inArray(feedback.lessonId, [cls.ended, cls.upcoming, cls.live]));
    const en = { "accept-language": "en" };
    const early = await call("PUT", `/lessons/${cls.live}/live-survey`, fx.plain.token, { rating: 5 }, en);
    expect([early.statusCode, early.json().message]).toEqual([
      409,
      "The survey opens once the live class has ended.",
    ]);
    const article = await call(
      "PUT",
      `/lessons/${cls.article}/live-survey`,
      fx.plain.token,
      { rating: 5 },
      en,
    );
    expect(article.statusCode).toBe(404);
    const stranger = await call("PUT", `/lessons/${cls.ended}/live-survey`, fx.interested.token, {
      rating: 5,
    });
    expect(stranger.statusCode).toBe(403);
    for (const body of [
      { rating: 7 },
      { rating: 0 },
      { rating: "lima" },
      { rating: 3.5 },
      {},
      { rating: 4, comment: "x".repeat(2001) },
    ]) {
      const bad = await call("PUT", `/lessons/${cls.ended}/live-survey`, fx.plain.token, body, en);
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
      expect(bad.json()).toMatchObject({ code: "VALIDATION_FAILED", message: expect.any(String) });
    }
    const badId = await call("PUT", `/lessons/${cls.ended}/live-survey`, fx.plain.token, { rating: 9 });
    // in the caller's language: Indonesian by default
    expect(badId.json().message).not.toBe(
      (await call("PUT", `/lessons/${cls.ended}/live-survey`, fx.plain.token, { rating: 9 }, en)).json()
        .message,
    );
    const after = await api.database.db
      .select()
      .from(feedback)
      .where(inArray(feedback.lessonId, [cls.ended, cls.upcoming, cls.live]));
    expect(after).toEqual(before);
    expect(after).toHaveLength(0);
    const [row] = await api.database.db
      .select()
      .from(feedback)
      .where(and(eq(feedback.lessonId, cls.recorded), eq(feedback.userId, fx.interested.id)));
    expect(row).toBeUndefined();
  });
});
