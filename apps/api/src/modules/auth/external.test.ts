import { organisations, users } from "@gk/db";
import { eq } from "drizzle-orm";
import { generateKeyPair } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRIVERS, json, startTestApi, testConfig, type TestApi } from "../../../test/harness";
import { createServer } from "../../server";
import { startOidcProvider } from "../../../test/oidc";
import { signLms, type LmsLoginPayload } from "./lms";

const CLIENT_ID = "gurukita-web";
const LMS_SECRET = "rahasia-bersama-lms-123";

describe.each(DRIVERS)("Google and LMS sign-in on %s", (driver) => {
  let api: TestApi;
  let oidc: Awaited<ReturnType<typeof startOidcProvider>>;
  beforeAll(async () => {
    oidc = await startOidcProvider(CLIENT_ID);
    api = await startTestApi(driver, {
      startJobs: false,
      config: testConfig(
        {
          GOOGLE_ISSUER: oidc.issuer,
          GOOGLE_CLIENT_ID: CLIENT_ID,
          LMS_SHARED_SECRETS: `lms:${LMS_SECRET}`,
          LMS_PARTNER_ORGANISATIONS: "lms:sekolah-maju",
        },
        (c) => (c.rateLimit.perIpPerMinute = 1000),
      ),
    });
    await api.database.db
      .insert(organisations)
      .values({ referral: "sekolah-maju", name: "Sekolah Maju", kind: "company" });
  });
  afterAll(async () => {
    await api?.close();
    await oidc?.close();
  });
  const social = (idToken: string) =>
    api.app.inject({ method: "POST", url: "/auth/social", ...json({ provider: "google", idToken }) });

  it("creates the user on the first Google sign-in and finds them on the next", async () => {
    const token = await oidc.idToken({
      sub: "google-123",
      email: "Putri@Example.id",
      email_verified: true,
      name: "Putri Ayu",
    });
    const first = await social(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.user).toMatchObject({ fullName: "Putri Ayu", email: "putri@example.id" });
    const second = await social(
      await oidc.idToken({ sub: "google-123", email: "putri@example.id", email_verified: true }),
    );
    expect(second.json().data.user.id).toBe(first.json().data.user.id);
  });

  it("refuses tokens for another audience, expired ones, and ones signed with a key the issuer does not publish", async () => {
    const { privateKey: stranger } = await generateKeyPair("RS256");
    for (const token of [
      await oidc.idToken({ sub: "x1" }, { audience: "another-app" }),
      await oidc.idToken({ sub: "x2" }, { expiresIn: "-1m" }),
      await oidc.idToken({ sub: "x3" }, { key: stranger }),
      "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.",
    ]) {
      const res = await social(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe("Masuk dengan Google gagal. Coba lagi.");
    }
  });

  it("answers SERVER_BUSY, not a refused sign-in, when Google's keys cannot be reached", async () => {
    // the same database, an issuer nobody answers on: the token may be fine, the server cannot check it
    const cut = await createServer({
      database: api.database,
      startJobs: false,
      config: testConfig({ GOOGLE_ISSUER: "http://127.0.0.1:9", GOOGLE_CLIENT_ID: CLIENT_ID }),
    });
    try {
      const res = await cut.inject({
        method: "POST",
        url: "/auth/social",
        ...json({ provider: "google", idToken: await oidc.idToken({ sub: "google-123" }) }),
        headers: { "content-type": "application/json", "accept-language": "en" },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: "SERVER_BUSY", message: "Sorry, the server is busy" });
    } finally {
      await cut.close();
    }
  });

  const lmsBody = (over: Partial<LmsLoginPayload> = {}, secret = LMS_SECRET) => {
    const p: LmsLoginPayload = {
      site: "lms",
      email: "guru@sekolah.id",
      fullName: "Bu Guru",
      timestamp: Math.floor(Date.now() / 1000),
      nonce: `n-${Math.random().toString(36).slice(2)}`,
      courseSlug: "etika-kerja",
      ...over,
    };
    return { ...p, signature: signLms(secret, p) };
  };
  const lms = (body: unknown) =>
    api.app.inject({ method: "POST", url: "/auth/login-register", ...json(body) });

  it("logs in or creates the LMS user with a signed request, and refuses a replay", async () => {
    const body = lmsBody();
    const first = await lms(body);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.user.email).toBe("guru@sekolah.id");
    expect((await lms(body)).statusCode).toBe(401);
    const again = await lms(lmsBody());
    expect(again.json().data.user.id).toBe(first.json().data.user.id);
    expect(await api.database.db.select().from(users).where(eq(users.email, "guru@sekolah.id"))).toHaveLength(
      1,
    );
  });

  it("refuses a stale timestamp, a wrong secret, a tampered field and an unknown site", async () => {
    const stale = lmsBody({ timestamp: Math.floor(Date.now() / 1000) - 6 * 60 });
    const tampered = { ...lmsBody(), email: "kepala@sekolah.id" };
    for (const body of [stale, lmsBody({}, "bukan-rahasianya"), tampered, lmsBody({ site: "moodle-lain" })]) {
      const res = await lms(body);
      expect(res.statusCode).toBe(401);
    }
    expect(
      await api.database.db.select().from(users).where(eq(users.email, "kepala@sekolah.id")),
    ).toHaveLength(0);
  });
});
