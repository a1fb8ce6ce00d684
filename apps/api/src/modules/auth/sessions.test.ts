import { hashPassword, memberships, organisations, sessions, users } from "@gk/db";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { bearer, DRIVERS, json, startTestApi, testConfig, type TestApi } from "../../../test/harness";
import { hashToken } from "./tokens";

const PASSWORD = "kopi-tubruk-9";
const MINUTE = 60_000;

// Each site's tenant.json may set how long its sessions last (`session.idleMinutes`, `session.absoluteHours`);
// a company site without a setting idles out after 30 minutes; other sites keep the API's defaults.
describe.each(DRIVERS)("session timeouts per site on %s", (driver) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(driver, {
      startJobs: false,
      config: testConfig({}, (c) => (c.rateLimit.perIpPerMinute = 1000)),
    });
    const { db } = api.database;
    const orgs = await db
      .insert(organisations)
      .values([
        { referral: "angkasa", name: "Angkasa Airport Group", kind: "company" },
        { referral: "banking", name: "Bank Nusantara", kind: "company" },
      ])
      .returning();
    const passwordHash = await hashPassword(PASSWORD);
    const [user] = await db
      .insert(users)
      .values([
        { fullName: "Sari Pegawai", email: "sari@example.id", passwordHash },
        { fullName: "Umar Umum", email: "umar@example.id", passwordHash },
      ])
      .returning();
    await db
      .insert(memberships)
      .values(orgs.map((o) => ({ userId: user!.id, organisationId: o.id, role: "learner" as const })));
  });
  afterAll(() => api?.close());
  afterEach(() => vi.useRealTimers());

  const signIn = async (site: string | null, username = "sari@example.id") => {
    const res = await api.app.inject({
      method: "POST",
      url: "/auth/v2/login",
      ...json({ username, password: PASSWORD }),
      headers: {
        "content-type": "application/json",
        ...(site ? { origin: `http://${site}.localhost:3000` } : {}),
      },
    });
    expect(res.json().data?.token, res.body).toBeTruthy();
    return res.json().data.token as string;
  };
  const status = async (token: string) =>
    (await api.app.inject({ url: "/profile", headers: bearer(token) })).statusCode;
  const clock = () => {
    let now = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now);
    return (ms: number) => vi.setSystemTime((now += ms));
  };

  it("ends a company site's session after 30 idle minutes, and not a general one's", async () => {
    const company = await signIn("angkasa");
    const general = await signIn(null, "umar@example.id");
    const advance = clock();
    advance(29 * MINUTE);
    expect(await status(company)).toBe(200);
    advance(29 * MINUTE); // 29 minutes after the last request: still open
    expect(await status(company)).toBe(200);
    advance(31 * MINUTE);
    expect(await status(company)).toBe(401);
    expect(await status(general)).toBe(200);
  });

  it("applies the site's own tenant.json limits: 15 idle minutes and 12 hours in all on the banking site", async () => {
    const idle = await signIn("banking");
    const active = await signIn("banking");
    const advance = clock();
    advance(14 * MINUTE);
    expect(await status(idle)).toBe(200);
    advance(16 * MINUTE);
    expect(await status(idle)).toBe(401);
    // a session in use every 10 minutes still ends 12 hours after sign-in
    expect(await status(active)).toBe(401); // it sat 30 minutes as well
    const busy = await signIn("banking");
    for (let minutes = 10; minutes < 12 * 60; minutes += 10) {
      advance(10 * MINUTE);
      expect(await status(busy), `after ${minutes} minutes`).toBe(200);
    }
    advance(10 * MINUTE);
    expect(await status(busy)).toBe(401);
  });

  it("stores the limits on the session and checks the site's current ones on every request", async () => {
    const token = await signIn("banking");
    const [row] = await api.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row!.idleTimeoutSeconds).toBe(15 * 60);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(12 * 60 * MINUTE);
    // as if opened before the site had limits: no idle timeout and the 7-day end stored
    await api.database.db
      .update(sessions)
      .set({ idleTimeoutSeconds: 0, expiresAt: new Date(row!.createdAt.getTime() + 7 * 24 * 60 * MINUTE) })
      .where(eq(sessions.id, row!.id));
    const advance = clock();
    advance(16 * MINUTE);
    expect(await status(token)).toBe(401);
  });
});
