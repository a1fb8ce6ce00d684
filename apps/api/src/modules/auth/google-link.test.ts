import { oneTimeTokens, users } from "@gk/db";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, DRIVERS, json, startTestApi, testConfig, type TestApi } from "../../../test/harness";
import { startOidcProvider } from "../../../test/oidc";
import { startSmtp } from "../../../test/smtp";

const CLIENT_ID = "gurukita-web";
const PASSWORD = "kopi-tubruk-9";
const tokenIn = (text: string) => /confirm-google\?token=([\w.%-]+)/.exec(text)?.[1];

// Pre-account hijacking: someone registers with another person's address before that person ever signs in
// with Google. The Google sign-in must not land in that account unless the account's owner confirms by mail.
describe.each(DRIVERS)("linking Google to an existing account on %s", (driver) => {
  let api: TestApi;
  let oidc: Awaited<ReturnType<typeof startOidcProvider>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let ownerId: string;
  beforeAll(async () => {
    oidc = await startOidcProvider(CLIENT_ID);
    smtp = await startSmtp();
    api = await startTestApi(driver, {
      config: testConfig(
        { GOOGLE_ISSUER: oidc.issuer, GOOGLE_CLIENT_ID: CLIENT_ID, SMTP_URL: smtp.url },
        (c) => (c.rateLimit.perIpPerMinute = 1000),
      ),
    });
    const reg = await api.app.inject({
      method: "POST",
      url: "/auth/register",
      ...json({
        fullName: "Dewi Lestari",
        email: "dewi@example.id",
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
        acceptTerms: true,
      }),
    });
    expect(reg.statusCode).toBe(201);
    ownerId = reg.json().data.user.id;
  });
  afterAll(async () => {
    await api?.close();
    await oidc?.close();
    await smtp?.close();
  });

  const social = async (claims: Record<string, unknown>, locale = "id") =>
    api.app.inject({
      method: "POST",
      url: "/auth/social",
      headers: { "content-type": "application/json", "accept-language": locale },
      payload: JSON.stringify({ provider: "google", idToken: await oidc.idToken(claims) }),
    });
  const confirm = (token: string, locale = "id") =>
    api.app.inject({
      method: "POST",
      url: "/auth/social/confirm",
      headers: { "content-type": "application/json", "accept-language": locale },
      payload: JSON.stringify({ token }),
    });
  const mailTo = async (address: string) => {
    for (let n = 1; ; n++) {
      const found = (await smtp.waitFor(n)).find((m) => m.to.includes(address));
      if (found) return found;
    }
  };
  const userCount = async () => (await api.database.db.select({ n: count() }).from(users))[0]!.n;
  const linkedSubject = async () =>
    (await api.database.db.select().from(users).where(eq(users.id, ownerId)))[0]!.googleSubject;

  it("signs in no one and links nothing until the account's owner confirms the mailed link", async () => {
    const before = await userCount();
    const res = await social({ sub: "google-dewi", email: "Dewi@example.id", email_verified: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      linkPending: true,
      message:
        "Email akun Google ini sudah terdaftar di GuruKita. Kami mengirim tautan konfirmasi ke email tersebut: buka tautan itu (berlaku 30 menit), lalu masuk dengan Google lagi.",
    });
    expect(res.json().data.token).toBeUndefined();
    expect(await linkedSubject()).toBeNull();
    expect(await userCount()).toBe(before);

    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(["dewi@example.id"]);
    expect(mail!.decoded).toContain("Konfirmasi masuk dengan Google ke akun GuruKita Anda");
    expect(mail!.decoded).toContain("dalam 30 menit");
    const token = decodeURIComponent(tokenIn(mail!.decoded)!);

    // a second Google sign-in before the confirmation is still only pending
    expect(
      (await social({ sub: "google-dewi", email: "dewi@example.id", email_verified: true })).json().data,
    ).toMatchObject({ linkPending: true });

    const ok = await confirm(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.message).toBe(
      "Google sudah terhubung ke akun Anda. Sekarang Anda dapat masuk dengan Google.",
    );
    expect(await linkedSubject()).toBe("google-dewi");

    const signedIn = await social({ sub: "google-dewi", email: "dewi@example.id", email_verified: true });
    expect(signedIn.json().data.user.id).toBe(ownerId);
    const profile = await api.app.inject({ url: "/profile", headers: bearer(signedIn.json().data.token) });
    expect(profile.json().data.user.email).toBe("dewi@example.id");

    // the link is single-use
    const again = await confirm(token, "en");
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual([
      "The confirmation link is invalid, already used or expired. Sign in with Google again to get a new one.",
    ]);
  });

  it("refuses a link whose Google account was swapped, and an expired link", async () => {
    await api.database.db.insert(users).values({
      fullName: "Agus Salim",
      email: "agus@example.id",
      passwordHash: null,
    });
    const res = await social({ sub: "google-agus", email: "agus@example.id", email_verified: true }, "en");
    expect(res.json().data.message).toBe(
      "This Google account's email is already registered on GuruKita. We sent a confirmation link to that email: open it (valid for 30 minutes), then sign in with Google again.",
    );
    const mail = await mailTo("agus@example.id");
    expect(mail.decoded).toContain("Confirm Google sign-in for your GuruKita account");
    expect(mail.decoded).toContain("/en/confirm-google?token=");
    const token = decodeURIComponent(tokenIn(mail.decoded)!);
    const [random] = token.split(".");
    const swapped = `${random}.${Buffer.from("google-mallory").toString("base64url")}`;
    expect((await confirm(swapped)).statusCode).toBe(422);
    const [agus] = await api.database.db.select().from(users).where(eq(users.email, "agus@example.id"));
    expect(agus!.googleSubject).toBeNull();

    await api.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, agus!.id));
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors.token).toEqual([
      "Tautan konfirmasi tidak valid, sudah dipakai, atau sudah kedaluwarsa. Masuk dengan Google lagi untuk meminta tautan baru.",
    ]);
    const [still] = await api.database.db.select().from(users).where(eq(users.email, "agus@example.id"));
    expect(still!.googleSubject).toBeNull();
  });

  it("never creates or links an account from an email Google has not verified", async () => {
    const before = await userCount();
    const mailsBefore = smtp.received.length;
    for (const claims of [
      { sub: "google-evil", email: "dewi@example.id", email_verified: false },
      { sub: "google-evil-2", email: "baru@example.id", email_verified: false },
      { sub: "google-evil-3", email: "baru@example.id", email_verified: "true" },
      { sub: "google-evil-4", email: "baru@example.id" },
      { sub: "google-evil-5" },
    ]) {
      const res = await social(claims);
      expect(res.statusCode, claims.sub).toBe(401);
      expect(res.json().message).toBe(
        "Email akun Google Anda belum terverifikasi, jadi tidak dapat dipakai untuk masuk. Verifikasi dulu di Google.",
      );
    }
    const en = await social({ sub: "google-evil", email: "dewi@example.id", email_verified: false }, "en");
    expect(en.json().message).toBe(
      "Your Google account's email is not verified, so it cannot be used to sign in. Verify it with Google first.",
    );
    expect(await userCount()).toBe(before);
    expect(await api.database.db.select().from(users).where(eq(users.email, "baru@example.id"))).toEqual([]);
    // no confirmation mail goes out for an unverified address
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.length).toBe(mailsBefore);
  });

  it("creates a new account from a verified email nobody has registered", async () => {
    const res = await social({
      sub: "google-nadia",
      email: "nadia@example.id",
      email_verified: true,
      name: "Nadia",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ fullName: "Nadia", email: "nadia@example.id" });
  });

  it("refuses a malformed confirmation token without changing anything", async () => {
    for (const token of ["x".repeat(20), "tanpa-titik-sama-sekali-123", "."]) {
      const res = await confirm(token);
      expect([400, 422]).toContain(res.statusCode);
      expect(res.json().message.length).toBeGreaterThan(0);
    }
  });
});
