import { hashPassword, memberships, organisations, sessions, users } from "@gk/db";
import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { bearer, DRIVERS, json, startTestApi, testConfig, type TestApi } from "../../../test/harness";

const PASSWORD = "kopi-tubruk-9";
const register = (api: TestApi, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api.app.inject({
    method: "POST",
    url: "/auth/register",
    payload: JSON.stringify(body),
    headers: { "content-type": "application/json", ...headers },
  });
const login = (api: TestApi, username: string, password: string, remoteAddress = "10.0.0.1") =>
  api.app.inject({ method: "POST", url: "/auth/v2/login", remoteAddress, ...json({ username, password }) });
const newUser = (email: string, extra: Record<string, unknown> = {}) => ({
  fullName: "Siti Aminah",
  email,
  password: PASSWORD,
  passwordConfirmation: PASSWORD,
  acceptTerms: true,
  ...extra,
});

describe.each(DRIVERS)("accounts and sessions on %s", (driver) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(driver, {
      startJobs: false,
      config: testConfig(
        { SESSION_IDLE_MINUTES_BY_SITE: "kemenkes:30" },
        (c) => (c.rateLimit.perIpPerMinute = 1000),
      ),
    });
    await api.database.db.insert(organisations).values([
      { referral: "trenggalek", name: "Kabupaten Trenggalek", kind: "government" },
      { referral: "nusantara-maju", name: "PT Nusantara Maju", kind: "company" },
    ]);
  });
  afterAll(() => api?.close());
  afterEach(() => vi.useRealTimers());

  it("registers with 201, a token and the user; the profile then answers with that user", async () => {
    const res = await register(api, newUser("siti@example.id", { referral: "trenggalek" }));
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json().data;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(user).toMatchObject({
      fullName: "Siti Aminah",
      email: "siti@example.id",
      referral: "trenggalek",
      role: "learner",
      mustChangePassword: false,
    });
    const profile = await api.app.inject({ url: "/profile", headers: bearer(token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.user).toMatchObject({
      id: user.id,
      organisation: { referral: "trenggalek", kind: "government" },
      interests: [],
    });
    // only the hash of the token is stored
    const stored = await api.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored[0]!.tokenHash).not.toContain(token);
  });

  it("refuses a taken email with 409 and a toast message, in Indonesian or English", async () => {
    const id = await register(api, newUser("SITI@example.id"));
    expect(id.statusCode).toBe(409);
    expect(id.json()).toMatchObject({
      code: "CONFLICT",
      message: "Email ini sudah terdaftar. Silakan masuk atau gunakan email lain.",
    });
    const en = await register(api, newUser("siti@example.id"), { "accept-language": "en" });
    expect(en.json().message).toBe("This email is already registered. Please sign in or use another email.");
  });

  it("answers field errors with 422: unknown referral, common or short password, missing terms", async () => {
    const unknown = await register(api, newUser("a1@example.id", { referral: "tidak-ada" }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      referral: ["Organisasi dengan kode referral ini tidak ditemukan."],
    });
    const common = await register(
      api,
      newUser("a2@example.id", { password: "password123", passwordConfirmation: "password123" }),
    );
    expect(common.json().errors.password).toEqual(["Kata sandi ini terlalu umum. Pilih kata sandi lain."]);
    const bad = await register(
      api,
      { fullName: "X", email: "nope", password: "short", passwordConfirmation: "other", acceptTerms: false },
      { "accept-language": "en" },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      message: "Make sure to input the correct data",
      errors: {
        fullName: ["At least 2 characters."],
        email: ["Invalid email address"],
        password: ["At least 8 characters."],
        acceptTerms: ["You must accept the terms of use and the privacy policy."],
      },
    });
    const none = await register(api, {});
    expect(none.json().errors.fullName).toEqual(["Wajib diisi."]);
  });

  it("turns malformed, mistyped, oversized and wrongly typed bodies into 4xx without changing anything", async () => {
    const before = (await api.database.db.select({ n: count() }).from(users))[0]!.n;
    const cases = [
      { payload: "{not json", headers: { "content-type": "application/json" } },
      { payload: "[1,2,3]", headers: { "content-type": "application/json" } },
      { payload: '"a string"', headers: { "content-type": "application/json" } },
      { payload: "fullName=x", headers: { "content-type": "application/x-www-form-urlencoded" } },
      { payload: "hello", headers: { "content-type": "text/plain" } },
      {
        payload: JSON.stringify({ ...newUser("big@example.id"), fullName: "x".repeat(200_000) }),
        headers: { "content-type": "application/json" },
      },
      {
        payload: JSON.stringify({ ...newUser("typed@example.id"), acceptTerms: "yes", email: 42 }),
        headers: { "content-type": "application/json" },
      },
    ];
    const statuses = [];
    for (const c of cases) {
      const res = await api.app.inject({ method: "POST", url: "/auth/register", ...c });
      statuses.push(res.statusCode);
      expect(res.json().message.length).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([400, 422, 422, 415, 415, 413, 422]);
    expect((await api.database.db.select({ n: count() }).from(users))[0]!.n).toBe(before);
  });

  it("signs in by email or by phone in any of 08…, +628…, 628…; a wrong password is 401", async () => {
    const reg = await register(api, newUser("budi@example.id", { phone: "0812-1111-2222" }));
    expect(reg.statusCode).toBe(201);
    for (const username of ["BUDI@example.id", "081211112222", "+6281211112222", "6281211112222"]) {
      const res = await login(api, username, PASSWORD);
      expect(res.statusCode, username).toBe(200);
      expect(res.json().data.user.phone).toBe("6281211112222");
    }
    const wrong = await login(api, "budi@example.id", "salah-sandi-1");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe("Email/nomor HP atau kata sandi salah.");
    expect((await login(api, "nobody@example.id", PASSWORD)).statusCode).toBe(401);
    expect(
      (await register(api, newUser("budi2@example.id", { phone: "+62 812 1111 2222" }))).statusCode,
    ).toBe(409);
  });

  it("answers 401 for a missing, unknown, revoked (logout) or expired token", async () => {
    const { token } = (await login(api, "budi@example.id", PASSWORD)).json().data;
    expect((await api.app.inject({ url: "/profile" })).statusCode).toBe(401);
    expect((await api.app.inject({ url: "/profile", headers: bearer("x".repeat(43)) })).statusCode).toBe(401);
    const out = await api.app.inject({ method: "POST", url: "/auth/logout", headers: bearer(token) });
    expect(out.json().data.message).toBe("Kamu sudah keluar.");
    expect((await api.app.inject({ url: "/profile", headers: bearer(token) })).statusCode).toBe(401);

    const fresh = (await login(api, "budi@example.id", PASSWORD)).json().data.token;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 6 * 24 * 3600_000);
    expect((await api.app.inject({ url: "/profile", headers: bearer(fresh) })).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 1 * 24 * 3600_000 + 60_000);
    const expired = await api.app.inject({ url: "/profile", headers: bearer(fresh) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe("UNAUTHENTICATED");
  });

  it("applies the idle timeout of the site the session was opened on", async () => {
    const origin = { origin: "http://kemenkes.localhost:3000" };
    const res = await api.app.inject({
      method: "POST",
      url: "/auth/v2/login",
      headers: { ...origin, "content-type": "application/json" },
      payload: JSON.stringify({ username: "budi@example.id", password: PASSWORD }),
    });
    const kemenkes = res.json().data.token;
    const general = (await login(api, "budi@example.id", PASSWORD)).json().data.token;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 20 * 60_000);
    expect((await api.app.inject({ url: "/profile", headers: bearer(kemenkes) })).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 29 * 60_000);
    expect((await api.app.inject({ url: "/profile", headers: bearer(kemenkes) })).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 31 * 60_000);
    expect((await api.app.inject({ url: "/profile", headers: bearer(kemenkes) })).statusCode).toBe(401);
    expect((await api.app.inject({ url: "/profile", headers: bearer(general) })).statusCode).toBe(200);
  });

  it("offers the account chooser to a person with accounts in two organisations", async () => {
    const { db } = api.database;
    const [u] = await db
      .insert(users)
      .values({
        fullName: "Rina Dua Akun",
        email: "rina@example.id",
        passwordHash: await hashPassword(PASSWORD),
      })
      .returning();
    const orgs = await db.select().from(organisations);
    await db.insert(memberships).values(
      orgs.map((o, i) => ({
        userId: u!.id,
        organisationId: o.id,
        role: i === 0 ? ("admin" as const) : ("learner" as const),
      })),
    );
    const res = await login(api, "rina@example.id", PASSWORD);
    const { chooserToken, accounts } = res.json().data;
    expect(accounts).toHaveLength(2);
    const pick = accounts.find(
      (a: { organisation: { referral: string } }) => a.organisation.referral === "nusantara-maju",
    );
    const wrong = await api.app.inject({
      method: "POST",
      url: "/auth/v2/account-chooser",
      ...json({ chooserToken, accountId: "00000000-0000-0000-0000-000000000000" }),
    });
    expect(wrong.statusCode).toBe(422);
    const chosen = await api.app.inject({
      method: "POST",
      url: "/auth/v2/account-chooser",
      ...json({ chooserToken, accountId: pick.accountId }),
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data.user.organisation.referral).toBe("nusantara-maju");
    // the ticket is single-use
    const again = await api.app.inject({
      method: "POST",
      url: "/auth/v2/account-chooser",
      ...json({ chooserToken, accountId: pick.accountId }),
    });
    expect(again.statusCode).toBe(401);
    // on the organisation's own site the chooser is skipped
    const onSite = await api.app.inject({
      method: "POST",
      url: "/auth/v2/login",
      headers: { origin: "http://trenggalek.localhost:3000", "content-type": "application/json" },
      payload: JSON.stringify({ username: "rina@example.id", password: PASSWORD }),
    });
    expect(onSite.json().data.user.organisation.referral).toBe("trenggalek");
  });
});
