import {
  companySubscriptions,
  hashPassword,
  memberships,
  organisationCatalogue,
  organisations,
  providerStaff,
  subscriptionEvents,
  users,
} from "@gk/db";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueFixture } from "../../../test/catalogue-fixtures";
import { bearer, DRIVERS, startTestApi, testConfig, type TestApi } from "../../../test/harness";
import { startSmtp } from "../../../test/smtp";
import { addMonths } from "./dates";
import { LAPSE_JOB } from "./service";

const PASSWORD = "kopi-tubruk-9";
const TEAM = "tim-bisnis@gurukita.test";
const BUSINESS = "http://business.localhost:3000";
const FIRST_PASSWORD = /([A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4})/;
const DAY_MS = 24 * 3600 * 1000;

/**
 * The company subscription: a visitor's free-trial request reaches the provider's team by mail; staff (and
 * only staff) start the trial, which makes the company and its first admin, and confirm it with one free
 * month; an unconfirmed trial or an ended period lapses through the job queue, and every change is audited.
 */
describe.each(DRIVERS)("company subscriptions on %s", (driver) => {
  let api: TestApi;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let staffToken = "";
  let learnerToken = "";
  let otherAdminToken = "";

  const call = (
    method: "GET" | "POST",
    url: string,
    opts: { token?: string; body?: unknown; locale?: string } = {},
  ) =>
    api.app.inject({
      method,
      url,
      headers: {
        origin: BUSINESS,
        "accept-language": opts.locale ?? "id",
        ...(opts.token ? bearer(opts.token) : {}),
        ...(opts.body !== undefined ? { "content-type": "application/json" } : {}),
      },
      ...(opts.body !== undefined ? { payload: JSON.stringify(opts.body) } : {}),
    });
  const login = async (username: string, password: string) =>
    (await call("POST", "/auth/v2/login", { body: { username, password } })).json().data.token as string;
  const mailTo = async (address: string, containing: string) => {
    for (let i = 0; i < 300; i++) {
      const mail = smtp.received.find((m) => m.to.includes(address) && m.decoded.includes(containing));
      if (mail) return mail.decoded;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no mail to ${address} containing ${containing}`);
  };
  const person = async (email: string, staff = false) => {
    const [user] = await api.database.db
      .insert(users)
      .values({ fullName: email.split("@")[0]!, email, passwordHash: await hashPassword(PASSWORD) })
      .returning();
    if (staff) await api.database.db.insert(providerStaff).values({ userId: user!.id });
    return user!;
  };
  const request = (body: Record<string, unknown>, locale = "id") =>
    call("POST", "/subscriptions/requests", { body, locale });
  const eventsOf = (id: string) =>
    api.database.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, id))
      .orderBy(asc(subscriptionEvents.at));
  const waitForState = async (id: string, state: string) => {
    for (let i = 0; i < 200; i++) {
      const [row] = await api.database.db
        .select()
        .from(companySubscriptions)
        .where(eq(companySubscriptions.id, id));
      if (row!.state === state) return row!;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`subscription ${id} never became ${state}`);
  };
  const valid = {
    companyName: "PT Maju Bersama",
    companySize: "51-200",
    contactName: "Ayu Wulandari",
    email: "Ayu@MajuBersama.co.id",
    phone: "0812-3456-7890",
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    api = await startTestApi(driver, {
      config: testConfig({ SMTP_URL: smtp.url, SUBSCRIPTION_TEAM_EMAIL: TEAM }, (c) => {
        c.rateLimit.perIpPerMinute = 1000;
      }),
    });
    await catalogueFixture(api.database.db, api.config);
    await person("staf@gurukita.test", true);
    await person("pelajar@example.id");
    const admin = await person("admin@lain.co.id");
    const [other] = await api.database.db
      .insert(organisations)
      .values({ referral: "pt-lain", name: "PT Lain", kind: "company" })
      .returning();
    await api.database.db
      .insert(memberships)
      .values({ userId: admin.id, organisationId: other!.id, role: "admin" });
    staffToken = await login("staf@gurukita.test", PASSWORD);
    learnerToken = await login("pelajar@example.id", PASSWORD);
    otherAdminToken = await login("admin@lain.co.id", PASSWORD);
    expect(staffToken && learnerToken && otherAdminToken).toBeTruthy();
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });

  it("refuses a bad request with field errors in Indonesian and English, and records nothing", async () => {
    const id = await request({ ...valid, email: "bukan-email", phone: "12", companySize: "banyak" });
    expect(id.statusCode).toBe(422);
    expect(id.json().message).toBe("Pastikan data yang dimasukkan sudah benar");
    expect(id.json().errors).toMatchObject({
      email: ["Format email tidak valid"],
      phone: ["Minimal 8 karakter."],
      companySize: ["Isian tidak valid."],
    });
    const en = await request({ ...valid, companyName: "", phone: "0000-0000-0000" }, "en");
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.companyName).toEqual(["At least 2 characters."]);
    const phone = await request({ ...valid, phone: "0000-0000-0000" }, "en");
    expect(phone.statusCode).toBe(422);
    expect(phone.json().errors.phone[0]).toContain("Invalid phone number");
    expect(await api.database.db.select().from(companySubscriptions)).toEqual([]);
  });

  it("a visitor's request is recorded, mailed to the provider's team, and answered with the next step", async () => {
    const res = await request(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      state: "requested",
      message: "Permintaan langganan terkirim. Tim kami akan menghubungi Anda untuk pembayaran.",
    });
    const en = await request({ ...valid, companyName: "CV Sinar Terang", email: "budi@sinar.co.id" }, "en");
    expect(en.json().data.message).toBe("Request sent. Our team will contact you for payment.");

    const [row] = await api.database.db
      .select()
      .from(companySubscriptions)
      .where(eq(companySubscriptions.id, res.json().data.id));
    expect(row).toMatchObject({
      state: "requested",
      email: "ayu@majubersama.co.id",
      phone: "6281234567890",
      site: "business",
      companySize: "51-200",
    });
    const mail = await mailTo(TEAM, "PT Maju Bersama");
    expect(mail).toContain("Ayu Wulandari dari PT Maju Bersama (51-200 karyawan)");
    expect(mail).toContain("ayu@majubersama.co.id");
    expect(mail).toContain(`/staff/subscriptions/${row!.id}`);
    expect((await eventsOf(row!.id)).map((e) => e.action)).toEqual(["requested"]);
  });

  it("gives 401 without a token and 403 to everyone but staff on every staff call", async () => {
    const [row] = await api.database.db.select().from(companySubscriptions).limit(1);
    const calls: [method: "GET" | "POST", url: string, body?: unknown][] = [
      ["GET", "/staff/subscriptions"],
      ["GET", `/staff/subscriptions/${row!.id}`],
      ["POST", `/staff/subscriptions/${row!.id}/contact`, { note: "x" }],
      ["POST", `/staff/subscriptions/${row!.id}/trial`, {}],
      ["POST", `/staff/subscriptions/${row!.id}/confirm`, {}],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method, url, { body })).statusCode, url).toBe(401);
      for (const token of [learnerToken, otherAdminToken]) {
        const res = await call(method, url, { token, body, locale: "en" });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().message).toBe("You do not have access to this action.");
      }
    }
    // nothing changed
    const [after] = await api.database.db
      .select()
      .from(companySubscriptions)
      .where(eq(companySubscriptions.id, row!.id));
    expect(after).toMatchObject({ state: "requested", contactedAt: null, organisationId: null });
    // a learner is no company admin either
    expect((await call("GET", "/org/subscription", { token: learnerToken })).statusCode).toBe(403);
  });

  it("staff contact, start the trial (company + first admin) and confirm with one free month", async () => {
    const list = await call("GET", "/staff/subscriptions?state=requested", { token: staffToken });
    expect(list.statusCode).toBe(200);
    const item = list
      .json()
      .data.items.find((i: { companyName: string }) => i.companyName === "PT Maju Bersama");
    expect(item).toBeTruthy();

    const contact = await call("POST", `/staff/subscriptions/${item.id}/contact`, {
      token: staffToken,
      body: { note: "Ditelepon, minta penawaran" },
    });
    expect(contact.statusCode).toBe(200);
    expect(contact.json().data.subscription.contactNote).toBe("Ditelepon, minta penawaran");

    const before = Date.now();
    const trial = await call("POST", `/staff/subscriptions/${item.id}/trial`, {
      token: staffToken,
      body: {},
    });
    expect(trial.statusCode).toBe(200);
    const s = trial.json().data.subscription;
    expect(s).toMatchObject({
      state: "trial",
      trialDays: 14,
      organisation: { name: "PT Maju Bersama", referral: "maju-bersama" },
    });
    const started = Date.parse(s.trialStartedAt);
    expect(started).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(s.trialEndsAt) - started).toBe(14 * DAY_MS);
    // starting twice is refused
    expect(
      (await call("POST", `/staff/subscriptions/${item.id}/trial`, { token: staffToken, body: {} }))
        .statusCode,
    ).toBe(409);

    // the company exists with the contact as its admin, who got a first password and the trial mail
    const [org] = await api.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.referral, "maju-bersama"));
    expect(org!.kind).toBe("company");
    const firstMail = await mailTo("ayu@majubersama.co.id", "kata sandi awal");
    const password = FIRST_PASSWORD.exec(firstMail.slice(firstMail.indexOf("kata sandi awal")))![1]!;
    await mailTo(
      "ayu@majubersama.co.id",
      "Uji coba gratis GuruKita Bisnis untuk PT Maju Bersama berlaku 14 hari",
    );
    const first = await login("ayu@majubersama.co.id", password);
    const changed = await call("POST", "/auth/password/change", {
      token: first,
      body: {
        currentPassword: password,
        password: "sandi-ayu-baru-1",
        passwordConfirmation: "sandi-ayu-baru-1",
      },
    });
    expect(changed.statusCode).toBe(200);
    const adminToken = await login("ayu@majubersama.co.id", "sandi-ayu-baru-1");
    const mine = await call("GET", "/org/subscription", { token: adminToken });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.subscription).toMatchObject({ state: "trial", trialEndsAt: s.trialEndsAt });
    // an admin of the company is still not staff
    expect((await call("GET", "/staff/subscriptions", { token: adminToken })).statusCode).toBe(403);

    const confirm = await call("POST", `/staff/subscriptions/${item.id}/confirm`, {
      token: staffToken,
      body: { paidMonths: 12 },
    });
    expect(confirm.statusCode).toBe(200);
    const c = confirm.json().data.subscription;
    // the paid period starts at the trial's end and runs 12 paid months plus the free one
    expect(c).toMatchObject({ state: "active", paidMonths: 12, freeMonths: 1, activeFrom: s.trialEndsAt });
    expect(c.activeUntil).toBe(addMonths(new Date(s.trialEndsAt), 13).toISOString());
    expect(confirm.json().data.events.map((e: { action: string }) => e.action)).toEqual([
      "requested",
      "contacted",
      "trial_started",
      "confirmed",
    ]);
    expect(confirm.json().data.events[3].actor).toBe("staf");
    await mailTo("ayu@majubersama.co.id", "12 bulan berbayar ditambah 1 bulan gratis");
    expect(
      (await call("POST", `/staff/subscriptions/${item.id}/confirm`, { token: staffToken, body: {} }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call("GET", "/org/subscription", { token: adminToken })).json().data.subscription,
    ).toMatchObject({
      state: "active",
      activeUntil: c.activeUntil,
      freeMonths: 1,
    });

    // the trial's own lapse job, run now, leaves a confirmed subscription alone
    await api.app.ctx.jobs.send(LAPSE_JOB, { id: item.id, phase: "trial" });
    await new Promise((r) => setTimeout(r, 1500));
    expect(
      (await call("GET", "/org/subscription", { token: adminToken })).json().data.subscription.state,
    ).toBe("active");

    // when the paid period ends, the job makes it lapse
    await api.database.db
      .update(companySubscriptions)
      .set({ activeUntil: new Date(Date.now() - 1000) })
      .where(eq(companySubscriptions.id, item.id));
    await api.app.ctx.jobs.send(LAPSE_JOB, { id: item.id, phase: "active" });
    const lapsed = await waitForState(item.id, "lapsed");
    expect(lapsed.lapsedAt).toBeTruthy();
    const events = await eventsOf(item.id);
    expect(events.at(-1)).toMatchObject({
      action: "lapsed",
      fromState: "active",
      toState: "lapsed",
      actorUserId: null,
    });
    await mailTo("ayu@majubersama.co.id", "Langganan GuruKita Bisnis PT Maju Bersama berakhir");
  });

  it("an unconfirmed trial lapses through the job: its people keep their progress but see no company course", async () => {
    const res = await request({ ...valid, companyName: "PT Coba Saja", email: "rudi@cobasaja.co.id" });
    const id = res.json().data.id as string;
    const trial = await call("POST", `/staff/subscriptions/${id}/trial`, {
      token: staffToken,
      body: { trialDays: 3, referral: "coba-saja" },
    });
    expect(trial.statusCode).toBe(200);
    expect(
      Date.parse(trial.json().data.subscription.trialEndsAt) -
        Date.parse(trial.json().data.subscription.trialStartedAt),
    ).toBe(3 * DAY_MS);
    // the referral is free: another company may not take it
    const [other] = await api.database.db
      .select()
      .from(companySubscriptions)
      .where(eq(companySubscriptions.state, "requested"));
    const taken = await call("POST", `/staff/subscriptions/${other!.id}/trial`, {
      token: staffToken,
      body: { referral: "coba-saja" },
      locale: "en",
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.referral).toEqual(["Another organisation already uses this referral code."]);

    // the company chose the whole catalogue; its admin (a fresh account) sees it during the trial
    const [org] = await api.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.referral, "coba-saja"));
    await api.database.db
      .insert(organisationCatalogue)
      .values({ organisationId: org!.id, visibility: "all" });
    const firstMail = await mailTo("rudi@cobasaja.co.id", "kata sandi awal");
    const password = FIRST_PASSWORD.exec(firstMail.slice(firstMail.indexOf("kata sandi awal")))![1]!;
    const first = await login("rudi@cobasaja.co.id", password);
    await call("POST", "/auth/password/change", {
      token: first,
      body: {
        currentPassword: password,
        password: "sandi-rudi-baru-1",
        passwordConfirmation: "sandi-rudi-baru-1",
      },
    });
    const token = await login("rudi@cobasaja.co.id", "sandi-rudi-baru-1");
    expect((await call("GET", "/courses?perPage=50", { token })).json().data.total).toBe(48);

    // the job due at the trial's end does nothing before it
    await api.app.ctx.jobs.send(LAPSE_JOB, { id, phase: "trial" });
    await new Promise((r) => setTimeout(r, 1500));
    expect((await eventsOf(id)).map((e) => e.action)).toEqual(["requested", "trial_started"]);

    await api.database.db
      .update(companySubscriptions)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(companySubscriptions.id, id));
    await api.app.ctx.jobs.send(LAPSE_JOB, { id, phase: "trial" });
    await waitForState(id, "lapsed");
    const events = await eventsOf(id);
    expect(events.map((e) => [e.action, e.fromState, e.toState, e.actorUserId === null])).toEqual([
      ["requested", null, "requested", true],
      ["trial_started", "requested", "trial", false],
      ["lapsed", "trial", "lapsed", true],
    ]);
    await mailTo("rudi@cobasaja.co.id", "berakhir");
    // company access is gone; the account, its membership and its certificates stay
    expect((await call("GET", "/courses?perPage=50", { token })).json().data.total).toBe(0);
    const profile = await call("GET", "/profile", { token });
    expect(profile.statusCode).toBe(200);
    expect((await call("GET", "/org/subscription", { token })).json().data.subscription.state).toBe("lapsed");

    // confirming it again (after payment) restores it, with its free month, from today
    const confirm = await call("POST", `/staff/subscriptions/${id}/confirm`, {
      token: staffToken,
      body: { paidMonths: 6 },
    });
    expect(confirm.json().data.subscription).toMatchObject({ state: "active", paidMonths: 6, freeMonths: 1 });
    expect((await call("GET", "/courses?perPage=50", { token })).json().data.total).toBe(48);
  });

  it("keeps the audit append-only", async () => {
    const [event] = await api.database.db.select().from(subscriptionEvents).limit(1);
    await expect(
      api.database.db
        .update(subscriptionEvents)
        .set({ action: "tampered" })
        .where(eq(subscriptionEvents.id, event!.id)),
    ).rejects.toThrow();
    await expect(
      api.database.db.delete(subscriptionEvents).where(eq(subscriptionEvents.id, event!.id)),
    ).rejects.toThrow();
  });
});
