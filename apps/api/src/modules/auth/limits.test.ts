import { initialCompanyPassword } from "@gk/contracts";
import { hashPassword, memberships, organisations, users } from "@gk/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, DRIVERS, json, startTestApi, testConfig, type TestApi } from "../../../test/harness";

const PASSWORD = "kopi-tubruk-9";
const login = (api: TestApi, username: string, password: string, remoteAddress: string) =>
  api.app.inject({ method: "POST", url: "/auth/v2/login", remoteAddress, ...json({ username, password }) });

describe.each(DRIVERS)("rate limits and company accounts on %s", (driver) => {
  let api: TestApi;
  let adminToken: string;
  beforeAll(async () => {
    api = await startTestApi(driver, {
      startJobs: false,
      config: testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: "12" }),
    });
    const { db } = api.database;
    const [org] = await db
      .insert(organisations)
      .values({ referral: "nusantara-maju", name: "PT Nusantara Maju", kind: "company" })
      .returning();
    const hash = await hashPassword(PASSWORD);
    const [victim, admin] = await db
      .insert(users)
      .values([
        { fullName: "Korban Serangan", email: "korban@example.id", passwordHash: hash },
        { fullName: "Admin Nusantara", email: "admin@nusantara-maju.co.id", passwordHash: hash },
      ])
      .returning();
    await db.insert(memberships).values({ userId: admin!.id, organisationId: org!.id, role: "admin" });
    adminToken = (await login(api, "admin@nusantara-maju.co.id", PASSWORD, "10.9.9.9")).json().data.token;
    expect(victim).toBeTruthy();
  });
  afterAll(() => api?.close());

  it("slows an attacker on one account (429) while the real user signs in from another address", async () => {
    const attacker = "203.0.113.7";
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await login(api, "korban@example.id", `tebakan-${i}-salah`, attacker)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = await login(api, "korban@example.id", PASSWORD, attacker);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().code).toBe("RATE_LIMITED");
    const real = await login(api, "korban@example.id", PASSWORD, "198.51.100.20");
    expect(real.statusCode).toBe(200);
  });

  it("limits one address across accounts per minute, without touching other addresses", async () => {
    const spray = "203.0.113.99";
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++)
      statuses.push((await login(api, `orang${i}@example.id`, "apa-saja-123", spray)).statusCode);
    expect(statuses.slice(0, 12).every((s) => s === 401)).toBe(true);
    expect(statuses[12]).toBe(429);
    const reg = await api.app.inject({
      method: "POST",
      url: "/auth/password/email",
      remoteAddress: spray,
      ...json({ username: "korban@example.id" }),
    });
    expect(reg.statusCode).toBe(429);
    expect((await login(api, "korban@example.id", PASSWORD, "198.51.100.21")).statusCode).toBe(200);
  });

  it("gives a company account the documented initial password and requires a new one at first login", async () => {
    const create = await api.app.inject({
      method: "POST",
      url: "/org/members",
      headers: { ...bearer(adminToken), "content-type": "application/json" },
      payload: JSON.stringify({
        fullName: "Wayan Karyawan",
        email: "wayan@nusantara-maju.co.id",
        employeeNumber: "NM-0042",
      }),
    });
    expect(create.statusCode).toBe(201);
    expect(create.json().data).toMatchObject({ employeeNumber: "NM-0042", mustChangePassword: true });
    const dup = await api.app.inject({
      method: "POST",
      url: "/org/members",
      headers: { ...bearer(adminToken), "content-type": "application/json" },
      payload: JSON.stringify({ fullName: "Lain", phone: "081299990000", employeeNumber: "NM-0042" }),
    });
    expect(dup.statusCode).toBe(409);

    const initial = initialCompanyPassword("nusantara-maju", "NM-0042");
    expect(initial).toBe("nusantara-maju#NM-0042");
    const first = await login(api, "wayan@nusantara-maju.co.id", initial, "10.1.1.1");
    expect(first.statusCode).toBe(200);
    const { token, user } = first.json().data;
    expect(user).toMatchObject({
      mustChangePassword: true,
      organisation: { referral: "nusantara-maju" },
      role: "learner",
    });
    // until the password is changed only the profile, logout and the change itself are open
    const blocked = await api.app.inject({
      method: "POST",
      url: "/org/members",
      headers: { ...bearer(token), "content-type": "application/json" },
      payload: JSON.stringify({ fullName: "X Y", email: "x@y.id", employeeNumber: "1" }),
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe("Silakan ganti kata sandi awal Anda terlebih dahulu.");

    const change = (body: Record<string, string>) =>
      api.app.inject({
        method: "POST",
        url: "/auth/password/change",
        headers: { ...bearer(token), "content-type": "application/json" },
        payload: JSON.stringify(body),
      });
    expect(
      (
        await change({
          currentPassword: "salah-sandi-99",
          password: "sandi-baru-wayan-1",
          passwordConfirmation: "sandi-baru-wayan-1",
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await change({
          currentPassword: initial,
          password: "sandi-baru-wayan-1",
          passwordConfirmation: "sandi-baru-wayan-1",
        })
      ).statusCode,
    ).toBe(200);
    const profile = await api.app.inject({ url: "/profile", headers: bearer(token) });
    expect(profile.json().data.user.mustChangePassword).toBe(false);
    expect((await login(api, "wayan@nusantara-maju.co.id", initial, "10.1.1.2")).statusCode).toBe(401);
    expect(
      (await login(api, "wayan@nusantara-maju.co.id", "sandi-baru-wayan-1", "10.1.1.2")).statusCode,
    ).toBe(200);
  });

  it("lets only admins create employee accounts", async () => {
    const learner = (await login(api, "wayan@nusantara-maju.co.id", "sandi-baru-wayan-1", "10.1.1.3")).json()
      .data.token;
    const res = await api.app.inject({
      method: "POST",
      url: "/org/members",
      headers: { ...bearer(learner), "content-type": "application/json" },
      payload: JSON.stringify({ fullName: "X Y", email: "x@y.id", employeeNumber: "2" }),
    });
    expect(res.statusCode).toBe(403);
  });
});
