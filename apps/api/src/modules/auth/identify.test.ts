import { normalizePhone } from "@gk/contracts";
import { hashPassword, users } from "@gk/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRIVERS, json, startTestApi, testConfig, type TestApi } from "../../../test/harness";

const identify = (
  api: TestApi,
  username: string,
  remoteAddress = "10.0.0.1",
  headers: Record<string, string> = {},
) =>
  api.app.inject({
    method: "POST",
    url: "/auth/v2/identify",
    remoteAddress,
    ...json({ username }),
    headers: { "content-type": "application/json", ...headers },
  });

describe.each(DRIVERS)("sign-in step one (identify) on %s", (driver) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(driver, {
      startJobs: false,
      config: testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: "8" }),
    });
    await api.database.db.insert(users).values([
      {
        fullName: "Siti Aminah",
        email: "siti@example.id",
        phone: normalizePhone("081234567890"),
        passwordHash: await hashPassword("kopi-tubruk-9"),
      },
      { fullName: "Budi Google", email: "budi@example.id", googleSubject: "google-sub-1" },
    ]);
  });
  afterAll(() => api?.close());

  it("knows a registered email or phone in any of its spellings, with the ways to sign in", async () => {
    for (const username of ["SITI@example.id", "081234567890", "+6281234567890", "6281234567890"]) {
      const res = await identify(api, username);
      expect(res.statusCode, username).toBe(200);
      expect(res.json()).toEqual({ data: { registered: true, methods: ["password"] } });
    }
    expect((await identify(api, "budi@example.id")).json().data.methods).toEqual(["google"]);
  });

  it("answers 404 NOT_FOUND with the 'not registered' message, Indonesian by default, English on request", async () => {
    const id = await identify(api, "baru@example.id", "10.0.0.2");
    expect(id.statusCode).toBe(404);
    expect(id.json()).toMatchObject({
      code: "NOT_FOUND",
      message: "Oops, kamu belum terdaftar. Silakan isi datamu.",
    });
    const en = await identify(api, "089999999999", "10.0.0.2", { "accept-language": "en" });
    expect(en.statusCode).toBe(404);
    expect(en.json().message).toBe("Oops, you're not registered. Please, fill out your data.");
    expect((await identify(api, "", "10.0.0.2")).statusCode).toBe(422);
  });

  it("draws on the per-address budget of login, so enumeration is bounded to that rate", async () => {
    const prober = "203.0.113.50";
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++)
      statuses.push((await identify(api, `orang${i}@example.id`, prober)).statusCode);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(404));
    expect(statuses[8]).toBe(429);
    const login = await api.app.inject({
      method: "POST",
      url: "/auth/v2/login",
      remoteAddress: prober,
      ...json({ username: "siti@example.id", password: "kopi-tubruk-9" }),
    });
    expect(login.statusCode).toBe(429);
    expect((await identify(api, "siti@example.id", "198.51.100.9")).statusCode).toBe(200);
  });
});
