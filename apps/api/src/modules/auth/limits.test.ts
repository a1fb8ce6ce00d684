import { hashPassword, memberships, organisations, users } from "@gk/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRIVERS, json, startTestApi, testConfig, type TestApi } from "../../../test/harness";

const PASSWORD = "kopi-tubruk-9";
const login = (api: TestApi, username: string, password: string, remoteAddress: string) =>
  api.app.inject({ method: "POST", url: "/auth/v2/login", remoteAddress, ...json({ username, password }) });

describe.each(DRIVERS)("rate limits on %s", (driver) => {
  let api: TestApi;
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
});
