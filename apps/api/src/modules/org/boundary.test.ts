import {
  hashPassword,
  memberships,
  organisationCatalogue,
  organisations,
  providerStaff,
  users,
} from "@gk/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueFixture } from "../../../test/catalogue-fixtures";
import { bearer, DRIVERS, json, startTestApi, testConfig, type TestApi } from "../../../test/harness";
import { startSmtp } from "../../../test/smtp";

const PASSWORD = "kopi-tubruk-9";
const FIRST_PASSWORD = /([A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4})/;
const INVITATION = /\/invitations\/([\w-]{16,})/;

/**
 * The company boundary, closed by default: a company is joined only through its admin (a new account with a
 * random first password that works once and expires, or an invitation its owner accepts), never by typing
 * its referral; a company that has chosen no courses shows none.
 */
describe.each(DRIVERS)("the company boundary on %s", (driver) => {
  let api: TestApi;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let adminToken = "";
  let fx: Awaited<ReturnType<typeof catalogueFixture>>;
  const login = (username: string, password: string) =>
    api.app.inject({ method: "POST", url: "/auth/v2/login", ...json({ username, password }) });
  const register = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    api.app.inject({
      method: "POST",
      url: "/auth/register",
      payload: JSON.stringify({
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
        acceptTerms: true,
        ...body,
      }),
      headers: { "content-type": "application/json", ...headers },
    });
  const addMember = (token: string, body: Record<string, unknown>, locale = "id") =>
    api.app.inject({
      method: "POST",
      url: "/org/members",
      payload: JSON.stringify(body),
      headers: { ...bearer(token), "content-type": "application/json", "accept-language": locale },
    });
  const mailTo = async (address: string) => {
    await smtp.waitFor(1);
    for (let i = 0; i < 100; i++) {
      const mail = smtp.received.find((m) => m.to.includes(address));
      if (mail) return mail.decoded;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no mail to ${address}`);
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    api = await startTestApi(driver, {
      config: testConfig({ SMTP_URL: smtp.url }, (c) => (c.rateLimit.perIpPerMinute = 1000)),
    });
    fx = await catalogueFixture(api.database.db, api.config);
    const { db } = api.database;
    // the fixture's seed made the sites' organisations (Trenggalek among them); the demo company has none
    await db
      .insert(organisations)
      .values({ referral: "nusantara-maju", name: "PT Nusantara Maju", kind: "company" });
    const [company] = await db
      .select()
      .from(organisations)
      .where(eq(organisations.referral, "nusantara-maju"));
    const [admin] = await db
      .insert(users)
      .values({
        fullName: "Admin Nusantara",
        email: "admin@nusantara-maju.co.id",
        passwordHash: await hashPassword(PASSWORD),
      })
      .returning();
    await db.insert(memberships).values({ userId: admin!.id, organisationId: company!.id, role: "admin" });
    adminToken = (await login("admin@nusantara-maju.co.id", PASSWORD)).json().data.token;
    expect(adminToken).toBeTruthy();
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });

  it("registering with a company's referral records it and gives no membership; a region's still does", async () => {
    const res = await register({
      fullName: "Orang Asing",
      email: "asing@example.id",
      referral: "nusantara-maju",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.organisation).toBeNull();
    const [stranger] = await api.database.db.select().from(users).where(eq(users.email, "asing@example.id"));
    expect(stranger!.signupReferral).toBe("nusantara-maju");
    expect(
      await api.database.db.select().from(memberships).where(eq(memberships.userId, stranger!.id)),
    ).toEqual([]);
    // the company's private catalogue stays closed to them
    const list = await api.app.inject({ url: "/courses?perPage=50", headers: bearer(res.json().data.token) });
    expect(list.json().data.total).toBe(48);

    const citizen = await register({
      fullName: "Warga Trenggalek",
      email: "warga@example.id",
      referral: "trenggalek",
    });
    expect(citizen.json().data.user.organisation).toMatchObject({
      referral: "trenggalek",
      kind: "government",
    });
  });

  it("a company that has chosen nothing shows no course; its choice of 'all' or picks is honoured", async () => {
    const { db } = api.database;
    const [company] = await db
      .select()
      .from(organisations)
      .where(eq(organisations.referral, "nusantara-maju"));
    // the admin belongs to a company without a curation row
    const none = await api.app.inject({ url: "/courses?perPage=50", headers: bearer(adminToken) });
    expect(none.statusCode).toBe(200);
    expect(none.json().data.total).toBe(0);
    const detail = await api.app.inject({ url: `/courses/${fx.all[0]!.slug}`, headers: bearer(adminToken) });
    expect(detail.statusCode).toBe(404);
    await db.insert(organisationCatalogue).values({ organisationId: company!.id, visibility: "all" });
    api.app.ctx.catalogueCache.clear();
    const all = await api.app.inject({ url: "/courses?perPage=50", headers: bearer(adminToken) });
    expect(all.json().data.total).toBe(48);
    await db.delete(organisationCatalogue).where(eq(organisationCatalogue.organisationId, company!.id));
    api.app.ctx.catalogueCache.clear();
  });

  it("a new employee gets a random first password by mail that works once, and a stale one fails", async () => {
    const res = await addMember(adminToken, {
      fullName: "Wayan Saputra",
      email: "wayan@nusantara-maju.co.id",
      employeeNumber: "NM-0042",
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({ status: "created", mailed: true, initialPassword: null });
    expect(Date.parse(created.passwordExpiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    const mail = await mailTo("wayan@nusantara-maju.co.id");
    expect(mail).toContain("Akun belajar Anda di PT Nusantara Maju");
    const password = FIRST_PASSWORD.exec(mail.slice(mail.indexOf("kata sandi awal")))?.[1];
    expect(password).toBeTruthy();
    // nothing derived from the referral or the employee number
    expect((await login("wayan@nusantara-maju.co.id", "nusantara-maju#NM-0042")).statusCode).toBe(401);

    const first = await login("wayan@nusantara-maju.co.id", password!);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.user).toMatchObject({
      mustChangePassword: true,
      organisation: { referral: "nusantara-maju" },
    });
    // used once: a second sign-in with it is refused, in the visitor's language
    const again = await login("wayan@nusantara-maju.co.id", password!);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toContain("Kata sandi awal ini sudah dipakai atau sudah kedaluwarsa");
    // the session it opened may still replace it, and the chosen password then works for good
    const change = await api.app.inject({
      method: "POST",
      url: "/auth/password/change",
      headers: { ...bearer(first.json().data.token), "content-type": "application/json" },
      payload: JSON.stringify({
        currentPassword: password,
        password: "sandi-baru-wayan-1",
        passwordConfirmation: "sandi-baru-wayan-1",
      }),
    });
    expect(change.statusCode).toBe(200);
    expect((await login("wayan@nusantara-maju.co.id", "sandi-baru-wayan-1")).statusCode).toBe(200);
    expect((await login("wayan@nusantara-maju.co.id", "sandi-baru-wayan-1")).statusCode).toBe(200);

    // a phone-only employee: the password is handed to the admin once, and a stale one fails
    const phoneOnly = await addMember(
      adminToken,
      { fullName: "Made Karyawan", phone: "081299990042", employeeNumber: "NM-0043" },
      "en",
    );
    expect(phoneOnly.statusCode).toBe(201);
    const handed = phoneOnly.json().data.initialPassword as string;
    expect(handed).toMatch(FIRST_PASSWORD);
    await api.database.db
      .update(users)
      .set({ passwordExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.phone, "6281299990042"));
    const stale = await api.app.inject({
      method: "POST",
      url: "/auth/v2/login",
      headers: { "content-type": "application/json", "accept-language": "en" },
      payload: JSON.stringify({ username: "081299990042", password: handed }),
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toContain("This first password has already been used or has expired");
    // two first passwords are never the same
    expect(handed).not.toBe(password);
  });

  it("an existing account is invited, not attached: only its owner's acceptance makes the membership", async () => {
    const owner = await register({ fullName: "Putu Pemilik", email: "putu@example.id" });
    const ownerToken = owner.json().data.token as string;
    const other = await register({ fullName: "Orang Lain", email: "lain@example.id" });
    const res = await addMember(adminToken, {
      fullName: "Putu Pemilik",
      email: "putu@example.id",
      employeeNumber: "NM-0100",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: "invited", mailed: true, inviteLink: null });
    const [putu] = await api.database.db.select().from(users).where(eq(users.email, "putu@example.id"));
    expect(await api.database.db.select().from(memberships).where(eq(memberships.userId, putu!.id))).toEqual(
      [],
    );
    // the owner's password is untouched
    expect((await login("putu@example.id", PASSWORD)).statusCode).toBe(200);

    const mail = await mailTo("putu@example.id");
    expect(mail).toContain("Undangan bergabung dengan PT Nusantara Maju");
    const token = INVITATION.exec(mail)![1]!;
    const seen = await api.app.inject({ url: `/invitations/${token}` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.organisation).toEqual({ name: "PT Nusantara Maju", referral: "nusantara-maju" });
    const accept = (bearerToken?: string) =>
      api.app.inject({
        method: "POST",
        url: `/invitations/${token}/accept`,
        headers: bearerToken ? bearer(bearerToken) : {},
      });
    // not signed in, or signed in as someone else: refused, nothing changes
    expect((await accept()).statusCode).toBe(401);
    const stranger = await accept(other.json().data.token);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toContain("Undangan ini untuk akun lain");
    const ok = await accept(ownerToken);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user.organisation).toMatchObject({ referral: "nusantara-maju" });
    expect(ok.json().data.user.role).toBe("learner");
    // the link works once
    const reused = await accept(ownerToken);
    expect(reused.statusCode).toBe(404);
    expect(reused.json().message).toContain(
      "Undangan ini tidak ditemukan, sudah dipakai, atau sudah kedaluwarsa",
    );
    expect((await api.app.inject({ url: `/invitations/${token}` })).statusCode).toBe(404);
    // inviting a member again is a clear conflict
    const twice = await addMember(adminToken, {
      fullName: "Putu",
      email: "putu@example.id",
      employeeNumber: "NM-0101",
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("Orang ini sudah menjadi anggota organisasi Anda.");
  });

  it("a verified email domain: staff record it, a person at it asks, and joins by the link mailed to them", async () => {
    const { db } = api.database;
    const [staff] = await db
      .insert(users)
      .values({
        fullName: "Staf Penyedia",
        email: "staf@penyedia.id",
        passwordHash: await hashPassword(PASSWORD),
      })
      .returning();
    await db.insert(providerStaff).values({ userId: staff!.id });
    const staffToken = (await login("staf@penyedia.id", PASSWORD)).json().data.token as string;
    const addDomain = (token: string, referral: string, domain: string) =>
      api.app.inject({
        method: "PUT",
        url: `/staff/companies/${referral}/domains/${domain}`,
        headers: bearer(token),
      });
    // only the provider's staff record a company's domain, never the company's own admin
    expect((await addDomain(adminToken, "nusantara-maju", "nusantara-maju.co.id")).statusCode).toBe(403);
    expect((await addDomain(staffToken, "trenggalek", "trenggalekkab.go.id")).statusCode).toBe(404);
    const added = await addDomain(staffToken, "nusantara-maju", "Nusantara-Maju.co.id");
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toEqual({
      domain: "nusantara-maju.co.id",
      organisation: { name: "PT Nusantara Maju", referral: "nusantara-maju" },
    });

    // a person at that domain is offered the company and asks to join: nothing happens until the mail
    const person = await register({ fullName: "Ketut Kantor", email: "ketut@nusantara-maju.co.id" });
    const token = person.json().data.token as string;
    const offer = await api.app.inject({ url: "/org/domain-offer", headers: bearer(token) });
    expect(offer.json().data.organisation).toEqual({ name: "PT Nusantara Maju", referral: "nusantara-maju" });
    const asked = await api.app.inject({ method: "POST", url: "/org/domain-join", headers: bearer(token) });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.message).toBe(
      "Kami mengirim tautan untuk bergabung ke ketut@nusantara-maju.co.id. Buka tautan itu untuk menyelesaikan.",
    );
    const [ketut] = await db.select().from(users).where(eq(users.email, "ketut@nusantara-maju.co.id"));
    expect(await db.select().from(memberships).where(eq(memberships.userId, ketut!.id))).toEqual([]);
    const mail = await mailTo("ketut@nusantara-maju.co.id");
    expect(mail).toContain("Bergabung dengan PT Nusantara Maju");
    const link = INVITATION.exec(mail)![1]!;
    const joined = await api.app.inject({
      method: "POST",
      url: `/invitations/${link}/accept`,
      headers: bearer(token),
    });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().data.user.organisation).toMatchObject({ referral: "nusantara-maju" });
    // a member is offered nothing more
    const after = await api.app.inject({
      url: "/org/domain-offer",
      headers: bearer(joined.json().data.token),
    });
    expect(after.json().data.organisation).toBeNull();

    // someone at another domain is offered nothing and cannot ask; a domain belongs to one company
    const outsider = (await register({ fullName: "Orang Luar", email: "luar@contoh.id" })).json().data
      .token as string;
    expect(
      (await api.app.inject({ url: "/org/domain-offer", headers: bearer(outsider) })).json().data
        .organisation,
    ).toBeNull();
    const refused = await api.app.inject({
      method: "POST",
      url: "/org/domain-join",
      headers: bearer(outsider),
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toContain("Tidak ada perusahaan dengan domain email terverifikasi");
    await db.insert(organisations).values({ referral: "pt-lain", name: "PT Lain", kind: "company" });
    expect((await addDomain(staffToken, "pt-lain", "nusantara-maju.co.id")).statusCode).toBe(409);
  });

  it("only a company's admins add members", async () => {
    const learner = (
      await register({ fullName: "Warga Biasa", email: "biasa@example.id", referral: "trenggalek" })
    ).json().data.token as string;
    const res = await addMember(learner, { fullName: "X Y", email: "x@y.id", employeeNumber: "2" });
    expect(res.statusCode).toBe(403);
    // an admin of a regional community is not a company admin
    const { db } = api.database;
    const [warga] = await db.select().from(users).where(eq(users.email, "biasa@example.id"));
    await db.update(memberships).set({ role: "admin" }).where(eq(memberships.userId, warga!.id));
    const regional = (await login("biasa@example.id", PASSWORD)).json().data.token as string;
    expect(
      (await addMember(regional, { fullName: "X Y", email: "x2@y.id", employeeNumber: "3" })).statusCode,
    ).toBe(403);
    // a bad phone number is a field error, and nothing is created
    const bad = await addMember(adminToken, {
      fullName: "Salah Nomor",
      phone: "12345678",
      employeeNumber: "NM-0200",
    });
    expect(bad.statusCode).toBe(422);
    expect(await db.select().from(memberships).where(eq(memberships.employeeNumber, "NM-0200"))).toEqual([]);
  });
});
