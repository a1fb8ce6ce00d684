import { users } from "@gk/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, DRIVERS, json, startTestApi, testConfig, type TestApi } from "../../../test/harness";
import { startSmtp } from "../../../test/smtp";

const PASSWORD = "kopi-tubruk-9";
const NEW_PASSWORD = "teh-manis-hangat-7";
const linkIn = (text: string) => /reset-password\?token=([\w-]+)/.exec(text)?.[1];

describe.each(DRIVERS)("password reset and mail on %s", (driver) => {
  let api: TestApi;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp({ failFirst: 1 });
    api = await startTestApi(driver, {
      config: testConfig({ SMTP_URL: smtp.url }, (c) => (c.rateLimit.perIpPerMinute = 1000)),
    });
    const reg = await api.app.inject({
      method: "POST",
      url: "/auth/register",
      ...json({
        fullName: "Ayu Lestari",
        email: "ayu@example.id",
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
        acceptTerms: true,
      }),
    });
    expect(reg.statusCode).toBe(201);
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });

  it("answers the same for known and unknown accounts, and mails a working link (after one refused delivery)", async () => {
    const session = (
      await api.app.inject({
        method: "POST",
        url: "/auth/v2/login",
        ...json({ username: "ayu@example.id", password: PASSWORD }),
      })
    ).json().data.token;
    const known = await api.app.inject({
      method: "POST",
      url: "/auth/password/email",
      ...json({ username: "ayu@example.id" }),
    });
    const unknown = await api.app.inject({
      method: "POST",
      url: "/auth/password/email",
      ...json({ username: "tidak-ada@example.id" }),
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());

    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(["ayu@example.id"]);
    expect(mail!.decoded).toContain("Atur ulang kata sandi GuruKita Anda");
    const token = linkIn(mail!.decoded)!;
    expect(token).toBeTruthy();

    const reset = await api.app.inject({
      method: "POST",
      url: "/auth/password/reset",
      ...json({ token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD }),
    });
    expect(reset.statusCode).toBe(200);
    // the sessions opened before the reset are revoked
    expect((await api.app.inject({ url: "/profile", headers: bearer(session) })).statusCode).toBe(401);
    expect(
      (
        await api.app.inject({
          method: "POST",
          url: "/auth/v2/login",
          ...json({ username: "ayu@example.id", password: PASSWORD }),
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await api.app.inject({
          method: "POST",
          url: "/auth/v2/login",
          ...json({ username: "ayu@example.id", password: NEW_PASSWORD }),
        })
      ).statusCode,
    ).toBe(200);

    // a used link does not work twice
    const reused = await api.app.inject({
      method: "POST",
      url: "/auth/password/reset",
      ...json({ token, password: "lain-lagi-sandi-3", passwordConfirmation: "lain-lagi-sandi-3" }),
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.token).toBeDefined();
  });

  it("writes the mail in English when asked in English", async () => {
    await api.app.inject({
      method: "POST",
      url: "/auth/password/email",
      headers: { "accept-language": "en", "content-type": "application/json" },
      payload: JSON.stringify({ username: "ayu@example.id" }),
    });
    const mails = await smtp.waitFor(2);
    expect(mails[1]!.decoded).toContain("Reset your GuruKita password");
    expect(mails[1]!.decoded).toContain("/en/reset-password?token=");
  });

  it("refuses an expired link", async () => {
    await api.app.inject({
      method: "POST",
      url: "/auth/password/email",
      ...json({ username: "ayu@example.id" }),
    });
    const mails = await smtp.waitFor(3);
    const token = linkIn(mails[2]!.decoded)!;
    const [user] = await api.database.db.select().from(users).where(eq(users.email, "ayu@example.id"));
    // move the link's end into the past rather than the clock: pg-boss's own timers must keep running
    const { oneTimeTokens } = await import("@gk/db");
    await api.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, user!.id));
    const res = await api.app.inject({
      method: "POST",
      url: "/auth/password/reset",
      ...json({ token, password: NEW_PASSWORD + "x", passwordConfirmation: NEW_PASSWORD + "x" }),
    });
    expect(res.statusCode).toBe(422);
  });
});
