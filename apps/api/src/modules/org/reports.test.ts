import {
  certificates,
  courses,
  enrolments,
  lessons,
  memberships,
  organisationCatalogue,
  organisationCoursePicks,
  organisations,
  orgExports,
  pointsLedger,
  users,
} from "@gk/db";
import { seedCatalogue, todayUtc } from "@gk/db/seed";
import { asc, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, DRIVERS, json, startTestApi, testConfig, type TestApi } from "../../../test/harness";
import { startSmtp } from "../../../test/smtp";
import { openSession } from "../auth/sessions";
import { jakartaDay } from "./reports-groups";
import { sendAssignmentReminders } from "./reports-reminders";

const DAY = 24 * 3600 * 1000;
const LINK = /(\/api\/gk\/org\/exports\/[\w-]+\/download\?token=[\w-]+)/;

/**
 * The company admin's reports on a small known company: the dashboard's numbers, groups with assigned
 * courses, the results export mailed as a link that expires, and reminders sent once. Only the company's own
 * admins get any of it.
 */
describe.each(DRIVERS)("company reports on %s", (driver) => {
  let api: TestApi;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const now = new Date();
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const tok: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let courseA: { id: string; nameId: string; nameEn: string };
  let courseB: typeof courseA;
  let courseC: typeof courseA;
  let lessonMinutes = 0;

  const call = (token: string, method: string, url: string, body?: unknown, locale = "id") =>
    api.app.inject({
      method: method as "GET",
      url,
      ...(body === undefined ? {} : json(body)),
      headers: {
        ...bearer(token),
        "accept-language": locale,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
    });
  const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
  const waitMail = async (address: string, n = 1) => {
    for (let i = 0; i < 200; i++) {
      const found = mailsTo(address);
      if (found.length >= n) return found;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`expected ${n} mails to ${address}, got ${mailsTo(address).length}`);
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    api = await startTestApi(driver, { config: testConfig({ SMTP_URL: smtp.url }) });
    const { db } = api.database;
    await seedCatalogue(db, { courses: 6, progress: null, referenceDate: todayUtc() });
    const list = await db
      .select({ id: courses.id, nameId: courses.nameId, nameEn: courses.nameEn })
      .from(courses)
      .orderBy(asc(courses.slug));
    [courseA, courseB, courseC] = [list[0]!, list[1]!, list[2]!];

    const [x] = await db
      .insert(organisations)
      .values({ referral: "pt-laporan", name: "PT Laporan", kind: "company" })
      .returning();
    const [y] = await db
      .insert(organisations)
      .values({ referral: "pt-lain", name: "PT Lain", kind: "company" })
      .returning();
    ids.x = x!.id;
    ids.y = y!.id;
    const person = async (
      key: string,
      org: string,
      p: {
        email?: string;
        role?: "admin" | "learner";
        department?: string;
        employee?: string;
        locale?: string;
      },
    ) => {
      const [u] = await db
        .insert(users)
        .values({
          fullName: `Orang ${key}`,
          email: p.email ?? null,
          phone: p.email ? null : `62812000${key.length}${key.charCodeAt(1)}`,
          locale: p.locale ?? "id",
        })
        .returning();
      const [m] = await db
        .insert(memberships)
        .values({
          userId: u!.id,
          organisationId: org,
          role: p.role ?? "learner",
          department: p.department ?? null,
          employeeNumber: p.employee ?? null,
        })
        .returning();
      ids[key] = u!.id;
      ids[`${key}.m`] = m!.id;
      tok[key] = await openSession(db, api.config, { userId: u!.id, membershipId: m!.id, site: "general" });
    };
    await person("adminX", x!.id, { email: "admin@laporan.id", role: "admin", employee: "A-1" });
    await person("m1", x!.id, { email: "m1@laporan.id", department: "Keuangan", employee: "K-1" });
    await person("m2", x!.id, { email: "m2@laporan.id", department: "Keuangan", employee: "K-2" });
    await person("m3", x!.id, { email: "m3@laporan.id", department: "TI", employee: "T-1", locale: "en" });
    await person("m4", x!.id, { department: undefined, employee: "N-1" });
    await person("adminY", y!.id, { email: "admin@lain.id", role: "admin" });
    await person("y1", y!.id, { email: "y1@lain.id" });

    // A is mandatory for the whole company X, without a due date
    await db
      .insert(organisationCoursePicks)
      .values({ organisationId: x!.id, courseId: courseA.id, mandatory: true });
    const enrol = (
      user: string,
      org: string,
      course: string,
      last: Date,
      completed: Date | null,
      done = 0,
    ) => ({
      userId: ids[user]!,
      courseId: course,
      organisationId: org,
      enrolledAt: ago(120),
      lastActivityAt: last,
      completedAt: completed,
      completedLessons: done,
    });
    await db.insert(enrolments).values([
      enrol("m1", x!.id, courseA.id, ago(5), ago(5), 2),
      enrol("m2", x!.id, courseA.id, ago(2), null, 1),
      enrol("m3", x!.id, courseB.id, ago(40), ago(40), 3),
      enrol("m1", x!.id, courseC.id, ago(100), null, 0),
      // another company's activity never shows in X's numbers
      enrol("y1", y!.id, courseA.id, ago(1), ago(1), 2),
    ]);
    const aLessons = await db
      .select()
      .from(lessons)
      .where(eq(lessons.courseId, courseA.id))
      .orderBy(asc(lessons.position));
    lessonMinutes = aLessons[0]!.durationMinutes + aLessons[1]!.durationMinutes;
    await db.insert(pointsLedger).values([
      ...aLessons.slice(0, 2).map((l) => ({
        userId: ids.m1!,
        organisationId: x!.id,
        reason: "lesson_completed" as const,
        sourceId: l.id,
        points: 10,
        earnedAt: ago(5),
      })),
      ...aLessons.slice(0, 2).map((l) => ({
        userId: ids.y1!,
        organisationId: y!.id,
        reason: "lesson_completed" as const,
        sourceId: l.id,
        points: 10,
        earnedAt: ago(1),
      })),
    ]);
    await db.insert(certificates).values({
      code: "GK-LAPORAN-01",
      userId: ids.m1!,
      courseId: courseA.id,
      fullName: "Orang m1",
      courseNameId: courseA.nameId,
      courseNameEn: courseA.nameEn,
      institutionNameId: "Lembaga",
      institutionNameEn: "Institution",
      scorePercent: 90,
      issuedAt: ago(5),
    });
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });

  it("only a company's own admins get its reports, groups and exports", async () => {
    for (const [method, url, body] of [
      ["GET", "/org/reports"],
      ["GET", "/org/groups"],
      ["POST", "/org/groups", { name: "Tim Coba" }],
      ["POST", "/org/exports", { format: "csv" }],
    ] as const) {
      const res = await call(tok.m1!, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe("Anda tidak memiliki akses untuk tindakan ini.");
    }
    const anonymous = await api.app.inject({ url: "/org/reports" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("the dashboard counts the company's own members' learning, by period", async () => {
    const res = await call(tok.adminX!, "GET", "/org/reports?days=30");
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data;
    expect(r).toMatchObject({ days: 30, members: 5, activeLearners: 2, completions: 1, bucket: "week" });
    expect(r.learningHours).toBe(Math.round(lessonMinutes / 6) / 10);
    expect(
      r.completionsOverTime.reduce((s: number, b: { completions: number }) => s + b.completions, 0),
    ).toBe(1);
    // A is mandatory for all five active members; nobody's group courses yet
    expect(r.mandatoryByDepartment).toEqual([
      { department: "Keuangan", assigned: 2, completed: 1, overdue: 0 },
      { department: "TI", assigned: 1, completed: 0, overdue: 0 },
      { department: null, assigned: 2, completed: 0, overdue: 0 },
    ]);
    expect(r.topCourses).toEqual([
      { courseId: courseA.id, name: courseA.nameId, enrolments: 2, completions: 1 },
      ...[
        { courseId: courseB.id, name: courseB.nameId, enrolments: 1, completions: 1 },
        { courseId: courseC.id, name: courseC.nameId, enrolments: 1, completions: 0 },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    ]);

    const year = (await call(tok.adminX!, "GET", "/org/reports?days=365", undefined, "en")).json().data;
    expect(year).toMatchObject({ members: 5, activeLearners: 3, completions: 2, bucket: "month" });
    expect(year.topCourses[0].name).toBe(courseA.nameEn);

    const other = (await call(tok.adminY!, "GET", "/org/reports?days=30")).json().data;
    expect(other).toMatchObject({ members: 2, activeLearners: 1, completions: 1 });

    const bad = await call(tok.adminX!, "GET", "/org/reports?days=7", undefined, "en");
    expect(bad.statusCode).toBe(422);
  });

  it("groups: an admin assigns a course with a due date; members see it as mandatory; other admins get 404", async () => {
    const created = await call(tok.adminX!, "POST", "/org/groups", { name: "Tim TI" });
    expect(created.statusCode).toBe(201);
    const group = created.json().data;
    const dup = await call(tok.adminX!, "POST", "/org/groups", { name: "tim ti" }, "en");
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.name[0]).toBe("This group name is already used in your organisation.");

    // by department, as recorded on the memberships (the import's column)
    const added = await call(tok.adminX!, "POST", `/org/groups/${group.id}/members`, { department: "ti" });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.members.map((m: { id: string }) => m.id)).toEqual([ids["m3.m"]]);

    const due = jakartaDay(new Date(now.getTime() + 2 * DAY));
    // only a course the members can open: X shows only its picks, and C is not one yet
    const unpicked = await call(
      tok.adminX!,
      "PUT",
      `/org/groups/${group.id}/courses/${courseC.id}`,
      { dueDate: due },
      "en",
    );
    expect(unpicked.statusCode).toBe(422);
    expect(unpicked.json().errors.courseId[0]).toBe(
      "Your members cannot open this course: add it to the company's courses first.",
    );
    await api.database.db
      .insert(organisationCatalogue)
      .values({ organisationId: ids.x!, visibility: "picked" });
    await api.database.db.insert(organisationCoursePicks).values([
      { organisationId: ids.x!, courseId: courseB.id },
      { organisationId: ids.x!, courseId: courseC.id },
    ]);
    const assigned = await call(tok.adminX!, "PUT", `/org/groups/${group.id}/courses/${courseC.id}`, {
      dueDate: due,
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data.courses).toEqual([
      { courseId: courseC.id, name: courseC.nameId, dueDate: due },
    ]);
    const past = await call(tok.adminX!, "PUT", `/org/groups/${group.id}/courses/${courseB.id}`, {
      dueDate: jakartaDay(ago(3)),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.dueDate[0]).toBe("Tanggal tenggat harus hari ini atau sesudahnya.");

    const mine = (await call(tok.m3!, "GET", "/me/assignments", undefined, "en")).json().data.items;
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ courseId: courseC.id, dueDate: due, completed: false, overdue: false }),
        expect.objectContaining({ courseId: courseA.id, dueDate: null, completed: false }),
      ]),
    );
    expect((await call(tok.m1!, "GET", "/me/assignments")).json().data.items).toEqual([
      expect.objectContaining({ courseId: courseA.id, completed: true }),
    ]);

    // the other company's admin: every id of X's is unknown; X's members cannot be put in Y's groups
    expect((await call(tok.adminY!, "GET", `/org/groups/${group.id}`)).statusCode).toBe(404);
    expect(
      (await call(tok.adminY!, "PUT", `/org/groups/${group.id}/courses/${courseA.id}`, { dueDate: due }))
        .statusCode,
    ).toBe(404);
    expect((await call(tok.adminY!, "DELETE", `/org/groups/${group.id}`)).statusCode).toBe(404);
    expect((await call(tok.adminY!, "GET", "/org/groups")).json().data.items).toEqual([]);
    const yGroup = (await call(tok.adminY!, "POST", "/org/groups", { name: "Tim Y" })).json().data;
    const steal = await call(tok.adminY!, "POST", `/org/groups/${yGroup.id}/members`, {
      memberIds: [ids["m1.m"]],
    });
    expect(steal.statusCode).toBe(422);

    const report = (await call(tok.adminX!, "GET", "/org/reports?days=30")).json().data;
    expect(report.mandatoryByDepartment).toContainEqual({
      department: "TI",
      assigned: 2,
      completed: 0,
      overdue: 0,
    });
  });

  it("reminders: one before the due date and one when overdue, in the member's language, never twice", async () => {
    const before = await sendAssignmentReminders(api.app.ctx, now);
    expect(before.sent).toBe(1);
    const [mail] = await waitMail("m3@laporan.id");
    expect(mail!.decoded).toContain("PT Laporan requires the course");
    expect(mail!.decoded).toContain("/en/course/");
    expect((await sendAssignmentReminders(api.app.ctx, new Date(now.getTime() + 3600_000))).sent).toBe(0);

    const late = new Date(now.getTime() + 3 * DAY);
    expect((await sendAssignmentReminders(api.app.ctx, late)).sent).toBe(1);
    const mails = await waitMail("m3@laporan.id", 2);
    expect(mails[1]!.decoded).toContain("from PT Laporan was due on");
    expect((await sendAssignmentReminders(api.app.ctx, new Date(late.getTime() + DAY))).sent).toBe(0);
    // nobody else has a course with a due date
    expect(
      smtp.received.filter((m) =>
        /requires the course|was due on|mewajibkan kursus|sudah lewat/.test(m.decoded),
      ),
    ).toHaveLength(2);
  });

  it("the export is mailed to the admin as a link that works for 24 hours, and then refuses", async () => {
    const res = await call(tok.adminX!, "POST", "/org/exports", { format: "csv" });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: "queued", email: "admin@laporan.id" });
    const [mail] = await waitMail("admin@laporan.id");
    expect(mail!.decoded).toContain("Ekspor hasil belajar PT Laporan siap diunduh");
    const link = LINK.exec(mail!.decoded)![1]!.replace(/^\/api\/gk/, "");
    const file = await api.app.inject({ url: link });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(file.headers["content-disposition"]).toMatch(
      /attachment; filename="hasil-belajar-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = file.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toBe(
      "Nama,Nomor karyawan,Departemen,Kursus,Progres (%),Selesai pada (WIB),Nilai kuis,Kode sertifikat",
    );
    const m1A = lines.find((l) => l.startsWith("Orang m1,K-1,Keuangan,") && l.includes("GK-LAPORAN-01"));
    expect(m1A).toContain(",100,");
    // mandatory but never started: listed with no progress
    expect(lines.some((l) => l.startsWith("Orang m4,N-1,,") && l.includes(",0,"))).toBe(true);
    expect(lines.some((l) => l.includes("Orang y1"))).toBe(false);

    // a wrong token, another export's token: the same 404
    const [, id] = /exports\/([\w-]+)\//.exec(link)!;
    const wrong = await api.app.inject({ url: `/org/exports/${id}/download?token=${"x".repeat(43)}` });
    expect(wrong.statusCode).toBe(404);

    // after 24 hours: refused, and the file is gone
    await api.database.db
      .update(orgExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orgExports.id, id!));
    const expired = await api.app.inject({ url: link, headers: { "accept-language": "en" } });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toContain("links work for 24 hours");
    const [row] = await api.database.db.select().from(orgExports).where(eq(orgExports.id, id!));
    expect(row!.content).toBeNull();
  });

  it("an XLSX export in English opens as a spreadsheet with the results", async () => {
    const res = await call(tok.adminX!, "POST", "/org/exports", { format: "xlsx" }, "en");
    expect(res.statusCode).toBe(201);
    const mails = await waitMail("admin@laporan.id", 2);
    expect(mails[1]!.decoded).toContain("The learning results export of PT Laporan is ready");
    const link = LINK.exec(mails[1]!.decoded)![1]!.replace(/^\/api\/gk/, "");
    const file = await api.app.inject({ url: link });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe("Learning results");
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "Name",
      "Employee number",
      "Department",
      "Course",
      "Progress (%)",
      "Completed at (WIB)",
      "Quiz score",
      "Certificate code",
    ]);
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    expect(rows.some((r) => r[1] === "Orang m1" && r[4] === courseA.nameEn && r[5] === 100)).toBe(true);
    // nothing of this reached the other company
    const others = await api.database.db
      .select()
      .from(orgExports)
      .where(eq(orgExports.organisationId, ids.y!));
    expect(others).toEqual([]);
  });

  it("a company-wide mandatory course past its due date: overdue on the dashboard, the member's list and by mail", async () => {
    await api.database.db
      .update(organisationCoursePicks)
      .set({ dueAt: ago(1) })
      .where(eq(organisationCoursePicks.courseId, courseA.id));
    const r = (await call(tok.adminX!, "GET", "/org/reports?days=30")).json().data;
    // A: m1 finished it, m2, m3, the admin and m4 did not; C (group TI) is not due yet
    expect(r.mandatoryByDepartment).toEqual([
      { department: "Keuangan", assigned: 2, completed: 1, overdue: 1 },
      { department: "TI", assigned: 2, completed: 0, overdue: 1 },
      { department: null, assigned: 2, completed: 0, overdue: 2 },
    ]);
    const m2 = (await call(tok.m2!, "GET", "/me/assignments")).json().data.items;
    expect(m2).toEqual([expect.objectContaining({ courseId: courseA.id, completed: false, overdue: true })]);
    // one overdue mail each to those with an email who have not finished it: m2, m3 and the admin
    expect((await sendAssignmentReminders(api.app.ctx, now)).sent).toBe(3);
    await waitMail("m2@laporan.id");
    await waitMail("m3@laporan.id", 3);
    expect((await sendAssignmentReminders(api.app.ctx, now)).sent).toBe(0);
  });
});
