import { hashPassword, memberImports, memberships, organisations, users } from "@gk/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueFixture } from "../../../test/catalogue-fixtures";
import { bearer, DRIVERS, startTestApi, testConfig, type TestApi } from "../../../test/harness";
import { startSmtp } from "../../../test/smtp";

const PASSWORD = "kopi-tubruk-9";
const FIRST_PASSWORD = /([A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4})/;

/**
 * The company admin console: members (list, deactivate, reactivate, a new first password, the CSV import)
 * and the course choice. Only a company's admins may call it, and only about their own company.
 */
describe.each(DRIVERS)("the company admin console on %s", (driver) => {
  let api: TestApi;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let fx: Awaited<ReturnType<typeof catalogueFixture>>;
  let adminToken = "";
  let otherAdminToken = "";
  let companyId = "";

  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    token: string,
    body?: unknown,
    locale = "id",
  ) =>
    api.app.inject({
      method,
      url,
      headers: {
        ...bearer(token),
        "accept-language": locale,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const login = (username: string, password: string) =>
    api.app.inject({
      method: "POST",
      url: "/auth/v2/login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ username, password }),
    });
  const person = async (fullName: string, email: string | null, phone: string | null = null) => {
    const [u] = await api.database.db
      .insert(users)
      .values({ fullName, email, phone, passwordHash: await hashPassword(PASSWORD) })
      .returning();
    return u!;
  };
  const waitForImport = async (token: string, id: string) => {
    for (let i = 0; i < 200; i++) {
      const res = await call("GET", `/org/member-imports/${id}`, token);
      const data = res.json().data;
      if (data.status === "done") return data;
      await new Promise((r) => setTimeout(r, 150));
    }
    throw new Error("the import did not finish");
  };
  const mailTo = async (address: string) => {
    for (let i = 0; i < 200; i++) {
      const mail = smtp.received.find((m) => m.to.includes(address));
      if (mail) return mail.decoded;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no mail to ${address}`);
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    api = await startTestApi(driver, {
      config: testConfig({ SMTP_URL: smtp.url }, (c) => (c.rateLimit.perIpPerMinute = 10_000)),
    });
    fx = await catalogueFixture(api.database.db, api.config);
    const { db } = api.database;
    const [company] = await db
      .insert(organisations)
      .values({ referral: "nusantara-maju", name: "PT Nusantara Maju", kind: "company" })
      .returning();
    companyId = company!.id;
    const admin = await person("Admin Nusantara", "admin@nusantara-maju.co.id");
    await db.insert(memberships).values({ userId: admin.id, organisationId: companyId, role: "admin" });
    adminToken = (await login("admin@nusantara-maju.co.id", PASSWORD)).json().data.token;
    // the fixture's company gets an admin too: a second company, for the cross-company checks
    const other = await person("Admin Kurasi", "admin@uji-kurasi.co.id");
    await db.insert(memberships).values({ userId: other.id, organisationId: fx.company.id, role: "admin" });
    otherAdminToken = (await login("admin@uji-kurasi.co.id", PASSWORD)).json().data.token;
    expect(adminToken && otherAdminToken).toBeTruthy();
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });

  it("answers 403 to everyone but a company's admins", async () => {
    const calls: [Parameters<typeof call>[0], string, unknown?][] = [
      ["GET", "/org/members"],
      ["POST", `/org/members/${fx.employee.id}/deactivate`],
      ["POST", `/org/members/${fx.employee.id}/reactivate`],
      ["POST", `/org/members/${fx.employee.id}/reset-password`],
      ["POST", "/org/member-imports", { csv: "name,email,employee number\nA B,a@b.id,1" }],
      ["GET", `/org/member-imports/${fx.employee.id}`],
      ["GET", "/org/courses"],
      ["PUT", "/org/courses/visibility", { visibility: "all" }],
      ["PUT", `/org/courses/${fx.all[0]!.id}/pick`, { mandatory: false }],
      ["DELETE", `/org/courses/${fx.picks[0]!.id}/pick`],
      ["POST", "/org/courses/bulk", { category: fx.unpickedCategory, action: "pick" }],
    ];
    // a learner of a company, and a person without any company
    for (const token of [fx.employee.token, fx.plain.token])
      for (const [method, url, body] of calls) {
        const res = await call(method, url, token, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().message).toBe("Anda tidak memiliki akses untuk tindakan ini.");
      }
    // nothing changed: the picks of the learner's company are as they were
    const list = await call("GET", "/org/courses?picked=picked", otherAdminToken);
    expect(list.json().data.total).toBe(fx.picks.length);
  });

  it("lists the company's people only, paged, searchable and by status", async () => {
    const { db } = api.database;
    for (let i = 1; i <= 12; i++) {
      const u = await person(`Karyawan ${String(i).padStart(2, "0")}`, `k${i}@nusantara-maju.co.id`);
      await db
        .insert(memberships)
        .values({ userId: u.id, organisationId: companyId, employeeNumber: `NM-${1000 + i}` });
    }
    const page1 = (await call("GET", "/org/members?perPage=5", adminToken)).json().data;
    expect(page1.items).toHaveLength(5);
    expect(page1.total).toBe(13); // twelve employees and the admin
    const page3 = (await call("GET", "/org/members?perPage=5&page=3", adminToken)).json().data;
    expect(page3.items).toHaveLength(3);
    const everyone = [...page1.items, ...page3.items].map((r: { fullName: string }) => r.fullName);
    // the other company's people never appear
    expect(everyone).not.toContain("Rina Marlina");
    const byNumber = (await call("GET", "/org/members?q=NM-1007", adminToken)).json().data;
    expect(byNumber.items.map((r: { fullName: string }) => r.fullName)).toEqual(["Karyawan 07"]);
    const byEmail = (await call("GET", "/org/members?q=k12%40nusantara", adminToken)).json().data;
    expect(byEmail.items[0]).toMatchObject({ fullName: "Karyawan 12", status: "active", managed: true });
    expect((await call("GET", "/org/members?q=Rina", adminToken)).json().data.total).toBe(0);
    // the other admin sees their own company only
    const theirs = (await call("GET", "/org/members", otherAdminToken)).json().data;
    expect(theirs.items.map((r: { fullName: string }) => r.fullName).sort()).toEqual([
      "Admin Kurasi",
      "Rina Marlina",
    ]);
  });

  it("deactivates a member: signed out at once, sign-in refused, back after reactivation", async () => {
    const { db } = api.database;
    const u = await person("Tono Wijaya", "tono@nusantara-maju.co.id");
    const [m] = await db
      .insert(memberships)
      .values({ userId: u.id, organisationId: companyId, employeeNumber: "NM-2001" })
      .returning();
    const session = (await login("tono@nusantara-maju.co.id", PASSWORD)).json().data.token as string;
    expect((await call("GET", "/profile", session)).statusCode).toBe(200);

    // another company's admin cannot touch them: unknown id
    expect((await call("POST", `/org/members/${m!.id}/deactivate`, otherAdminToken)).statusCode).toBe(404);
    expect((await call("GET", "/profile", session)).statusCode).toBe(200);

    const off = await call("POST", `/org/members/${m!.id}/deactivate`, adminToken);
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toEqual({ id: m!.id, status: "deactivated" });
    expect((await call("GET", "/profile", session)).statusCode).toBe(401);
    const refused = await login("tono@nusantara-maju.co.id", PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain("Akun perusahaan Anda telah dinonaktifkan");
    const list = (await call("GET", "/org/members?status=deactivated", adminToken)).json().data;
    expect(list.items.map((r: { fullName: string }) => r.fullName)).toEqual(["Tono Wijaya"]);
    // the person and their account remain (their certificates and progress with them)
    expect(await db.select().from(memberships).where(eq(memberships.id, m!.id))).toHaveLength(1);

    // an admin cannot lock themselves out
    const me = (await call("GET", "/org/members?q=admin%40nusantara", adminToken)).json().data.items[0];
    const self = await call("POST", `/org/members/${me.id}/deactivate`, adminToken, undefined, "en");
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe("You cannot deactivate your own account.");

    expect((await call("POST", `/org/members/${m!.id}/reactivate`, otherAdminToken)).statusCode).toBe(404);
    expect((await call("POST", `/org/members/${m!.id}/reactivate`, adminToken)).statusCode).toBe(200);
    expect((await login("tono@nusantara-maju.co.id", PASSWORD)).statusCode).toBe(200);
  });

  it("gives a company-made account a new first password, never a person's own account", async () => {
    const { db } = api.database;
    const phoneOnly = await person("Sari Dewi", null, "6281234500001");
    const [m] = await db
      .insert(memberships)
      .values({ userId: phoneOnly.id, organisationId: companyId, employeeNumber: "NM-3001" })
      .returning();
    expect((await call("POST", `/org/members/${m!.id}/reset-password`, otherAdminToken)).statusCode).toBe(
      404,
    );
    const reset = await call("POST", `/org/members/${m!.id}/reset-password`, adminToken);
    expect(reset.statusCode).toBe(200);
    const { initialPassword, mailed } = reset.json().data;
    expect(mailed).toBe(false);
    expect(initialPassword).toMatch(FIRST_PASSWORD);
    expect((await login("081234500001", PASSWORD)).statusCode).toBe(401);
    const first = await login("081234500001", initialPassword);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.user.mustChangePassword).toBe(true);
    expect((await login("081234500001", initialPassword)).statusCode).toBe(401);

    // with an email, it is mailed and not shown
    const mailedOne = await person("Mail Orang", "mail.orang@nusantara-maju.co.id");
    const [mm] = await db
      .insert(memberships)
      .values({ userId: mailedOne.id, organisationId: companyId, employeeNumber: "NM-3002" })
      .returning();
    const r2 = (await call("POST", `/org/members/${mm!.id}/reset-password`, adminToken)).json().data;
    expect(r2).toMatchObject({ mailed: true, initialPassword: null });
    const mail = await mailTo("mail.orang@nusantara-maju.co.id");
    expect(FIRST_PASSWORD.test(mail)).toBe(true);

    // a person who joined by invitation keeps the password they chose
    const own = await person("Punya Sendiri", "sendiri@example.id");
    const invited = await call("POST", "/org/members", adminToken, {
      fullName: "Punya Sendiri",
      email: "sendiri@example.id",
      employeeNumber: "NM-3003",
    });
    expect(invited.json().data.status).toBe("invited");
    const link = /\/invitations\/([\w-]{16,})/.exec(await mailTo("sendiri@example.id"))![1]!;
    const ownToken = (await login("sendiri@example.id", PASSWORD)).json().data.token as string;
    expect((await call("POST", `/invitations/${link}/accept`, ownToken)).statusCode).toBe(200);
    const [joined] = await db.select().from(memberships).where(eq(memberships.userId, own.id));
    const refused = await call(
      "POST",
      `/org/members/${joined!.id}/reset-password`,
      adminToken,
      undefined,
      "en",
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("only its owner can change its password");
    expect((await login("sendiri@example.id", PASSWORD)).statusCode).toBe(200);
  });

  it("imports a CSV row by row with every outcome, and hands first passwords over once", async () => {
    await person("Sudah Punya", "sudah.punya@example.id");
    const csv = [
      "Nama;Email;Telepon;Nomor Karyawan;Departemen",
      "Ani Lestari;ani@nusantara-maju.co.id;;NM-5001;Keuangan",
      'Budi "Bud" Santoso;;081298765001;NM-5002;Gudang',
      "Sudah Punya;sudah.punya@example.id;;NM-5003;",
      "Tanpa Kontak;;;NM-5004;",
      "Email Salah;bukan-email;;NM-5005;",
      "Dobel Nomor;dobel@nusantara-maju.co.id;;NM-5001;",
      "Nomor Terpakai;terpakai@nusantara-maju.co.id;;NM-1001;",
    ].join("\r\n");
    const start = await call("POST", "/org/member-imports", adminToken, { csv });
    expect(start.statusCode).toBe(201);
    const id = start.json().data.id as string;
    expect(start.json().data).toMatchObject({ total: 7, status: "queued" });
    // another company's admin cannot read the import
    expect((await call("GET", `/org/member-imports/${id}`, otherAdminToken)).statusCode).toBe(404);

    const done = await waitForImport(adminToken, id);
    expect(done.processed).toBe(7);
    const byLine = Object.fromEntries(done.results.map((r: { line: number }) => [r.line, r]));
    expect(byLine[2]).toMatchObject({ outcome: "created", mailed: true, initialPassword: null });
    expect(byLine[3]).toMatchObject({ outcome: "created", mailed: false, fullName: 'Budi "Bud" Santoso' });
    expect(byLine[3].initialPassword).toMatch(FIRST_PASSWORD);
    expect(byLine[4]).toMatchObject({ outcome: "invited", mailed: true });
    expect(byLine[5]).toMatchObject({ outcome: "error", error: "Isi email atau nomor telepon." });
    expect(byLine[6]).toMatchObject({ outcome: "error", error: "Alamat email tidak valid." });
    expect(byLine[7]).toMatchObject({
      outcome: "error",
      error: "Nomor karyawan ini sudah dipakai di baris 2 berkas ini.",
    });
    expect(byLine[8]).toMatchObject({
      outcome: "error",
      error: "Nomor karyawan ini sudah dipakai di organisasi Anda.",
    });
    // shown once: the next answer no longer carries the password, nor does the database
    const again = (await call("GET", `/org/member-imports/${id}`, adminToken)).json().data;
    expect(again.results.find((r: { line: number }) => r.line === 3).initialPassword).toBeNull();
    const [stored] = await api.database.db.select().from(memberImports).where(eq(memberImports.id, id));
    expect(JSON.stringify(stored!.results)).not.toContain(byLine[3].initialPassword);
    expect(stored!.rows).toEqual([]);

    // the handed-over password signs Budi in; Ani got hers by mail; the department was recorded
    expect((await login("081298765001", byLine[3].initialPassword)).statusCode).toBe(200);
    expect(await mailTo("ani@nusantara-maju.co.id")).toContain("PT Nusantara Maju");
    const ani = (await call("GET", "/org/members?q=NM-5001", adminToken)).json().data.items[0];
    expect(ani).toMatchObject({ fullName: "Ani Lestari", department: "Keuangan", status: "active" });
    const invited = (await call("GET", "/org/members?status=invited", adminToken)).json().data;
    expect(invited.items.map((r: { fullName: string }) => r.fullName)).toContain("Sudah Punya");
  });

  it("refuses a malformed file with a clear reason and changes nothing", async () => {
    const { db } = api.database;
    const before = await db.select().from(memberships);
    const imports = await db.select().from(memberImports);
    const cases: [string, string, string][] = [
      [
        'name,email,employee number\nAni,"ani2@x.id,NM-1\nBudi,b@x.id,NM-2',
        "id",
        "Berkas CSV tidak dapat dibaca di baris",
      ],
      ["name,email,employee number\nAni,ani3@x.id,NM-9,extra", "en", "The CSV file cannot be read at line 2"],
      ["nama,kota\nAni,Jakarta", "id", "Tidak ditemukan: email/phone, employee number"],
      ["name,email,employee number\n", "en", "The CSV file has no data rows"],
    ];
    for (const [csv, locale, message] of cases) {
      const res = await call("POST", "/org/member-imports", adminToken, { csv }, locale);
      expect(res.statusCode, csv).toBe(422);
      expect(res.json().message).toContain(message);
    }
    expect(await db.select().from(memberships)).toHaveLength(before.length);
    expect(await db.select().from(memberImports)).toHaveLength(imports.length);
  });

  it("chooses courses: picks, mandatory with a due date, by category, and members see only them", async () => {
    const { db } = api.database;
    const u = await person("Learner Nusantara", "learner@nusantara-maju.co.id");
    await db
      .insert(memberships)
      .values({ userId: u.id, organisationId: companyId, employeeNumber: "NM-7001" });
    const learner = (await login("learner@nusantara-maju.co.id", PASSWORD)).json().data.token as string;
    // nothing chosen yet: the company is closed
    const initial = (await call("GET", "/org/courses", adminToken)).json().data;
    expect(initial.choice).toEqual({ visibility: "picked", picked: 0, mandatory: 0 });
    expect(initial.total).toBe(fx.all.length);
    expect((await call("GET", "/courses", learner)).json().data.total).toBe(0);

    const [a, b, c] = fx.all;
    const pa = await call("PUT", `/org/courses/${a!.id}/pick`, adminToken, {
      mandatory: true,
      dueDate: "2027-01-31",
    });
    expect(pa.statusCode).toBe(200);
    expect(pa.json().data.course).toMatchObject({
      picked: true,
      mandatory: true,
      dueAt: "2027-01-31T16:59:59.999Z",
    });
    await call("PUT", `/org/courses/${b!.id}/pick`, adminToken, { mandatory: false });
    await call("PUT", `/org/courses/${c!.id}/pick`, adminToken, {});
    const seen = (await call("GET", "/courses?perPage=50", learner)).json().data;
    expect(seen.items.map((x: { id: string }) => x.id).sort()).toEqual([a!.id, b!.id, c!.id].sort());
    const mandatory = (await call("GET", "/home/mandatory", learner)).json().data;
    expect(mandatory.items.map((x: { id: string }) => x.id)).toEqual([a!.id]);
    // with its due date, for the member's home section
    expect(mandatory.items[0]).toMatchObject({ mandatory: true, dueAt: "2027-01-31T16:59:59.999Z" });

    // a bad date or an unknown course changes nothing
    expect(
      (
        await call("PUT", `/org/courses/${b!.id}/pick`, adminToken, {
          mandatory: true,
          dueDate: "31/01/2027",
        })
      ).statusCode,
    ).toBe(422);
    expect((await call("PUT", `/org/courses/${fx.company.id}/pick`, adminToken, {})).statusCode).toBe(404);

    // picks reach the search index: each change queues the course for a sync
    const queued = await api.database.executeSql(
      "select data from pgboss.job where name = 'search.sync-courses'",
    );
    const synced = (queued.rows as { data: { ids: string[] } }[]).flatMap((r) => r.data.ids);
    expect(synced).toEqual(expect.arrayContaining([a!.id, b!.id, c!.id]));

    // a whole category at once, and back
    const category = fx.unpickedCategory;
    const inCategory = fx.all.filter((x) => x.category === category).length;
    const bulk = await call("POST", "/org/courses/bulk", adminToken, { category, action: "pick" });
    expect(bulk.json().data.changed).toBe(
      inCategory - [a, b, c].filter((x) => x!.category === category).length,
    );
    const filtered = (
      await call("GET", `/org/courses?category=${category}&picked=unpicked`, adminToken)
    ).json();
    expect(filtered.data.total).toBe(0);
    await call("POST", "/org/courses/bulk", adminToken, { category, action: "unpick" });
    expect(
      (await call("GET", `/org/courses?category=${category}&picked=picked`, adminToken)).json().data.total,
    ).toBe(0);

    // the other company's picks are not this admin's: unpicking one is unknown
    const theirs = fx.picks.find((p) => ![a, b, c].some((x) => x!.id === p.id))!;
    expect((await call("DELETE", `/org/courses/${theirs.id}/pick`, adminToken)).statusCode).toBe(404);
    expect((await call("GET", "/org/courses?picked=picked", otherAdminToken)).json().data.total).toBe(
      fx.picks.length,
    );

    const un = await call("DELETE", `/org/courses/${c!.id}/pick`, adminToken);
    expect(un.statusCode).toBe(200);
    expect((await call("GET", "/courses?perPage=50", learner)).json().data.total).toBe(
      [a, b].filter((x) => x!.category !== category).length,
    );

    // "all courses": the member sees the whole catalogue
    const all = await call("PUT", "/org/courses/visibility", adminToken, { visibility: "all" });
    expect(all.json().data.visibility).toBe("all");
    expect((await call("GET", "/courses?perPage=50", learner)).json().data.total).toBe(fx.all.length);
    await call("PUT", "/org/courses/visibility", adminToken, { visibility: "picked" });
    expect((await call("GET", "/courses?perPage=50", learner)).json().data.total).toBeLessThan(fx.all.length);
  });
});
