import { hashPassword, users } from "@gk/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, DRIVERS, startTestApi, testConfig, type TestApi } from "../../../test/harness";
import { issueOneTime } from "./one-time";
import { COMMON_PASSWORD_COUNT, passwordProblem } from "./password-policy";

const GOOD = "kopi-tubruk-9";
const COMMON_ID = "Kata sandi ini terlalu umum. Pilih kata sandi lain.";

describe("the common-password list", () => {
  it("refuses breached favourites in any letter case, our Indonesian ones, and lets a good password through", () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThan(19_000);
    for (const p of [
      "liverpool",
      "LiverPool",
      "qazwsxedc",
      "12qwaszx",
      "4815162342",
      "bismillah123",
      "Password1",
    ])
      expect(passwordProblem(p), p).toBe("field.passwordCommon");
    expect(passwordProblem("short")).toBe("field.tooShort");
    expect(passwordProblem(GOOD)).toBeNull();
  });
});

// Every place a password is chosen applies the same list: registration, reset, change, and replacing a
// company's first password.
describe.each(DRIVERS)("common passwords refused wherever a password is set on %s", (driver) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(driver, {
      startJobs: false,
      config: testConfig({}, (c) => (c.rateLimit.perIpPerMinute = 1000)),
    });
  });
  afterAll(() => api?.close());

  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    api.app.inject({
      method: "POST",
      url,
      payload: JSON.stringify(body),
      headers: { "content-type": "application/json", ...headers },
    });
  const pair = (password: string) => ({ password, passwordConfirmation: password });
  const passwordHashOf = async (email: string) =>
    (await api.database.db.select().from(users).where(eq(users.email, email)))[0]?.passwordHash;

  it("at registration", async () => {
    const body = { fullName: "Rina Wati", email: "rina@example.id", acceptTerms: true };
    const id = await post("/auth/register", { ...body, ...pair("liverpool") });
    expect(id.statusCode).toBe(422);
    expect(id.json().errors.password).toEqual([COMMON_ID]);
    const en = await post("/auth/register", { ...body, ...pair("Qazwsxedc") }, { "accept-language": "en" });
    expect(en.json().errors.password).toEqual(["This password is too common. Choose another one."]);
    expect(await passwordHashOf("rina@example.id")).toBeUndefined();
    expect((await post("/auth/register", { ...body, ...pair(GOOD) })).statusCode).toBe(201);
  });

  it("at a change, leaving the old password in place", async () => {
    const token = (await post("/auth/v2/login", { username: "rina@example.id", password: GOOD })).json().data
      .token;
    const before = await passwordHashOf("rina@example.id");
    const res = await post(
      "/auth/password/change",
      { currentPassword: GOOD, ...pair("12qwaszx") },
      bearer(token),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual([COMMON_ID]);
    expect(await passwordHashOf("rina@example.id")).toBe(before);
  });

  it("at a reset, without spending the link", async () => {
    const [user] = await api.database.db.select().from(users).where(eq(users.email, "rina@example.id"));
    const token = await issueOneTime(api.database.db, "password-reset", user!.id, 3600);
    const res = await post("/auth/password/reset", { token, ...pair("4815162342") });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual([COMMON_ID]);
    expect((await post("/auth/password/reset", { token, ...pair("es-cendol-durian-5") })).statusCode).toBe(
      200,
    );
  });

  it("when a company account replaces its first password", async () => {
    const first = "Q7mK-4xTr-W9pa";
    await api.database.db.insert(users).values({
      fullName: "Wayan Karyawan",
      email: "wayan@example.id",
      passwordHash: await hashPassword(first),
      mustChangePassword: true,
      passwordExpiresAt: new Date(Date.now() + 7 * 24 * 3600_000),
    });
    const login = await post("/auth/v2/login", { username: "wayan@example.id", password: first });
    expect(login.json().data.user.mustChangePassword).toBe(true);
    const token = login.json().data.token;
    const res = await post(
      "/auth/password/change",
      { currentPassword: first, ...pair("Slipknot") },
      bearer(token),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual([COMMON_ID]);
    const ok = await post("/auth/password/change", { currentPassword: first, ...pair(GOOD) }, bearer(token));
    expect(ok.statusCode).toBe(200);
    const profile = await api.app.inject({ url: "/profile", headers: bearer(token) });
    expect(profile.json().data.user.mustChangePassword).toBe(false);
  });
});
