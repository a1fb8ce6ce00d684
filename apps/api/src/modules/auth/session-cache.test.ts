import { createDatabase, hashPassword, sessions, users, type Database } from "@gk/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type ApiServer } from "../../server";
import { openSession } from "./sessions";
import { bearer, DRIVERS, json, startTestApi, testConfig, type TestApi } from "../../../test/harness";

// Two API processes over one database, as in production behind a load balancer: each caches the sessions it
// has looked up (SessionCache), so a change made through one must reach the other's cache at once.
describe.each(DRIVERS)("cached sessions across two API replicas on %s", (driver) => {
  let a: TestApi;
  let second: Database;
  let b: ApiServer;
  const password = "teh-manis-dingin-7";
  beforeAll(async () => {
    a = await startTestApi(driver, {
      startJobs: false,
      config: testConfig({}, (c) => (c.rateLimit.perIpPerMinute = 1000)),
    });
    // PostgreSQL: a second pool, as another replica would have; PGlite lives in one process, so the same one
    second =
      driver === "postgres" ? await createDatabase({ url: a.database.connectionString, max: 2 }) : a.database;
    b = await createServer({ database: second, config: a.config, startJobs: false });
    await a.database.db.insert(users).values([
      { fullName: "Rudi Hartono", email: "rudi@example.id", passwordHash: await hashPassword(password) },
      {
        fullName: "Ani Wijaya",
        email: "ani@example.id",
        passwordHash: await hashPassword(password),
        mustChangePassword: true,
      },
    ]);
  });
  afterAll(async () => {
    await b?.close();
    if (second && second !== a.database) await second.close();
    await a?.close();
  });

  const signIn = async (email: string) =>
    (
      await a.app.inject({ method: "POST", url: "/auth/v2/login", ...json({ username: email, password }) })
    ).json().data.token as string;
  const profileOn = (server: ApiServer, token: string) =>
    server.inject({ url: "/profile", headers: bearer(token) });

  it("refuses a session signed out on one replica on the other, which had it cached", async () => {
    const token = await signIn("rudi@example.id");
    expect((await profileOn(b, token)).statusCode).toBe(200);
    expect((await profileOn(b, token)).statusCode).toBe(200); // now served from b's cache
    expect(
      (await a.app.inject({ method: "POST", url: "/auth/logout", headers: bearer(token) })).statusCode,
    ).toBe(200);
    await expect
      .poll(async () => (await profileOn(b, token)).statusCode, { timeout: 5000, interval: 20 })
      .toBe(401);
    expect((await profileOn(a.app, token)).statusCode).toBe(401);
  });

  it("ends the other sessions of a password change everywhere and lifts the initial-password flag on the other replica", async () => {
    const first = await signIn("ani@example.id");
    // a first password works for one sign-in only, so the second device's session is opened directly
    const [ani] = await a.database.db.select().from(users).where(eq(users.email, "ani@example.id"));
    const other = await openSession(a.database.db, a.config, {
      userId: ani!.id,
      membershipId: null,
      site: "general",
    });
    expect((await profileOn(b, first)).json().data.user.mustChangePassword).toBe(true);
    expect((await profileOn(b, other)).statusCode).toBe(200);
    const body = json({
      currentPassword: password,
      password: "es-kelapa-muda-8",
      passwordConfirmation: "es-kelapa-muda-8",
    });
    const change = await a.app.inject({
      method: "POST",
      url: "/auth/password/change",
      payload: body.payload,
      headers: { ...body.headers, ...bearer(first) },
    });
    expect(change.statusCode).toBe(200);
    await expect
      .poll(async () => (await profileOn(b, other)).statusCode, { timeout: 5000, interval: 20 })
      .toBe(401);
    const still = await profileOn(b, first);
    expect(still.statusCode).toBe(200);
    expect(still.json().data.user.mustChangePassword).toBe(false);
  });

  it("follows a revocation written straight into the database (an administrator's SQL) through its trigger", async () => {
    const token = await signIn("rudi@example.id");
    expect((await profileOn(b, token)).statusCode).toBe(200);
    await a.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, (await profileOn(b, token)).json().data.user.id));
    await expect
      .poll(async () => (await profileOn(b, token)).statusCode, { timeout: 5000, interval: 20 })
      .toBe(401);
  });
});
