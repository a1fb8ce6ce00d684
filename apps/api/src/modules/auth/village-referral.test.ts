import { memberships, organisations, users } from "@gk/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, DRIVERS, startTestApi, testConfig, type TestApi } from "../../../test/harness";

const PASSWORD = "kopi-tubruk-9";
const VILLAGE = "http://sukamaju.tenant.localhost:3000";

// A village site's address carries its code (sukamaju.tenant…), and its registration form once filled the
// referral field with it; a village names no organisation, and that code was refused as an unknown
// organisation. Typed or left out, the code records the village the learner came from.
describe.each(DRIVERS)("registration on a village site on %s", (driver) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(driver, {
      startJobs: false,
      config: testConfig({}, (c) => (c.rateLimit.perIpPerMinute = 1000)),
    });
  });
  afterAll(() => api?.close());

  const register = (email: string, extra: Record<string, unknown>, locale = "id") =>
    api.app.inject({
      method: "POST",
      url: "/auth/register",
      headers: { "content-type": "application/json", origin: VILLAGE, "accept-language": locale },
      payload: JSON.stringify({
        fullName: "Warga Sukamaju",
        email,
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
        acceptTerms: true,
        ...extra,
      }),
    });
  const signupOf = async (email: string) => {
    const [user] = await api.database.db.select().from(users).where(eq(users.email, email));
    const rows = await api.database.db.select().from(memberships).where(eq(memberships.userId, user!.id));
    return { signupReferral: user!.signupReferral, memberships: rows.length };
  };

  it("registers with the village's code in the referral field, the learner of that village", async () => {
    expect(
      (await api.database.db.select().from(organisations).where(eq(organisations.referral, "sukamaju")))
        .length,
    ).toBe(0);
    const res = await register("warga1@sukamaju.desa.id", { referral: "sukamaju" });
    expect(res.statusCode, res.body).toBe(201);
    const { token, user } = res.json().data;
    expect(user).toMatchObject({ email: "warga1@sukamaju.desa.id", organisation: null, role: "learner" });
    expect((await api.app.inject({ url: "/profile", headers: bearer(token) })).statusCode).toBe(200);
    expect(await signupOf("warga1@sukamaju.desa.id")).toEqual({ signupReferral: "sukamaju", memberships: 0 });
  });

  it("registers with the field left empty, the learner of the village of the address", async () => {
    const res = await register("warga2@sukamaju.desa.id", {});
    expect(res.statusCode, res.body).toBe(201);
    expect(await signupOf("warga2@sukamaju.desa.id")).toEqual({ signupReferral: "sukamaju", memberships: 0 });
  });

  it("still refuses a code that names neither an organisation nor a village, in the caller's language", async () => {
    const res = await register("warga3@sukamaju.desa.id", { referral: "desa-entah-mana" }, "en");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.referral).toEqual(["No organisation has this referral code."]);
  });
});
