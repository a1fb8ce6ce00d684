import { authThrottle, hashPassword, users } from "@gk/db";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRIVERS, json, startTestApi, testConfig, type TestApi } from "../../../test/harness";

const PASSWORD = "kopi-tubruk-9";
const login = (api: TestApi, username: string, password: string, remoteAddress: string) =>
  api.app.inject({ method: "POST", url: "/auth/v2/login", remoteAddress, ...json({ username, password }) });

/**
 * Per-account sign-in throttling: a capped backoff that slows guessing without keeping the real owner out for
 * more than a few minutes, apart from the per-address request budget (set high here so it never answers).
 */
describe.each(DRIVERS)("sign-in backoff on %s", (driver) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(driver, {
      startJobs: false,
      config: testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }),
    });
    const hash = await hashPassword(PASSWORD);
    await api.database.db.insert(users).values([
      { fullName: "Satu Alamat", email: "satu@example.id", passwordHash: hash },
      { fullName: "Banyak Alamat", email: "banyak@example.id", passwordHash: hash },
    ]);
  });
  afterAll(() => api?.close());

  it("one address that keeps guessing waits at most 5 minutes, and never holds up the owner elsewhere", async () => {
    const attacker = "203.0.113.5";
    for (let i = 0; i < 5; i++)
      expect((await login(api, "satu@example.id", `salah-${i}`, attacker)).statusCode).toBe(401);
    expect((await login(api, "satu@example.id", PASSWORD, attacker)).statusCode).toBe(429);
    // as if it had kept going for hours: forty wrong passwords, the last wait over
    await api.database.db
      .update(authThrottle)
      .set({ failures: 40, blockedUntil: null })
      .where(like(authThrottle.key, `%${attacker}%`));
    expect((await login(api, "satu@example.id", "salah-lagi", attacker)).statusCode).toBe(401);
    const held = await login(api, "satu@example.id", PASSWORD, attacker);
    expect(held.statusCode).toBe(429);
    const wait = Number(held.headers["retry-after"]);
    expect(wait).toBeGreaterThan(60);
    expect(wait).toBeLessThanOrEqual(5 * 60);
    expect((await login(api, "satu@example.id", PASSWORD, "198.51.100.5")).statusCode).toBe(200);
  });

  it("guessing spread over many addresses makes the account wait, never more than a minute", async () => {
    const account = "banyak@example.id";
    for (let i = 1; i <= 3; i++)
      expect((await login(api, account, `salah-${i}`, `198.18.0.${i}`)).statusCode).toBe(401);
    // as if hundreds of addresses had joined in: the account's count of failing addresses, its wait over
    await api.database.db
      .update(authThrottle)
      .set({ failures: 400, blockedUntil: null })
      .where(eq(authThrottle.key, JSON.stringify(["login", account])));
    expect((await login(api, account, "salah-lagi", "198.18.1.1")).statusCode).toBe(401);
    // the owner, from an address of their own, is asked to wait, at most a minute, not locked out
    const owner = "198.51.100.6";
    const held = await login(api, account, PASSWORD, owner);
    expect(held.statusCode).toBe(429);
    expect(held.json().code).toBe("RATE_LIMITED");
    const wait = Number(held.headers["retry-after"]);
    expect(wait).toBeGreaterThan(30);
    expect(wait).toBeLessThanOrEqual(60);
    // once that wait is over the owner signs in
    await api.database.db
      .update(authThrottle)
      .set({ blockedUntil: new Date(Date.now() - 1000) })
      .where(like(authThrottle.key, `%${account}%`));
    expect((await login(api, account, PASSWORD, owner)).statusCode).toBe(200);
  });
});
