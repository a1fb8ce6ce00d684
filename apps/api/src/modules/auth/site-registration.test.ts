import { memberships, organisations, users } from "@gk/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRIVERS, startTestApi, testConfig, type TestApi } from "../../../test/harness";

const PASSWORD = "kopi-tubruk-9";

/**
 * Registration with the organisation field left empty, as the form leaves it, on each kind of site: the
 * address of the visit records where the learner came from (for that site's leaderboard and dashboards) and
 * never fails the registration. A regional community's site makes the learner one of its learners; a village
 * names no organisation; the general and business sites record nothing or only what was typed (a company is
 * never joined by its code); ministry and company portals take no registrations at all (their admins create
 * the accounts), and say so in the visitor's language.
 */
const OPEN_SITES = [
  { kind: "general", origin: "http://localhost:3000", signupReferral: null, member: null },
  {
    kind: "village",
    origin: "http://sukamaju.tenant.localhost:3000",
    signupReferral: "sukamaju",
    member: null,
  },
  {
    kind: "regional",
    origin: "http://trenggalek.localhost:3000",
    signupReferral: "trenggalek",
    member: "trenggalek",
  },
  { kind: "business", origin: "http://business.localhost:3000", signupReferral: null, member: null },
] as const;

const CLOSED_SITES = [
  { kind: "ministry", origin: "http://kemenkes.localhost:3000" },
  { kind: "company portal", origin: "http://nusahotel.localhost:3000" },
] as const;

describe.each(DRIVERS)("registration on each kind of site on %s", (driver) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(driver, {
      startJobs: false,
      config: testConfig({}, (c) => (c.rateLimit.perIpPerMinute = 1000)),
    });
    await api.database.db.insert(organisations).values([
      { referral: "trenggalek", name: "Kabupaten Trenggalek", kind: "government" },
      { referral: "kemenkes", name: "Kementerian Kesehatan", kind: "government" },
      { referral: "nusahotel", name: "Nusa Hotel", kind: "company" },
    ]);
  });
  afterAll(() => api?.close());

  const register = (origin: string, email: string, locale = "id") =>
    api.app.inject({
      method: "POST",
      url: "/auth/register",
      headers: { "content-type": "application/json", origin, "accept-language": locale },
      payload: JSON.stringify({
        fullName: "Warga Belajar",
        email,
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
        acceptTerms: true,
      }),
    });
  const recorded = async (email: string) => {
    const [user] = await api.database.db.select().from(users).where(eq(users.email, email));
    if (!user) return null;
    const rows = await api.database.db
      .select({ referral: organisations.referral, role: memberships.role })
      .from(memberships)
      .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
      .where(eq(memberships.userId, user.id));
    return { signupReferral: user.signupReferral, memberships: rows };
  };

  it.each(OPEN_SITES)(
    "a $kind site registers the visitor and records the site it came from",
    async ({ kind, origin, signupReferral, member }) => {
      const email = `warga-${kind}-${driver}@contoh.id`;
      const res = await register(origin, email);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.user.organisation?.referral ?? null).toBe(member);
      expect(await recorded(email)).toEqual({
        signupReferral,
        memberships: member ? [{ referral: member, role: "learner" }] : [],
      });
    },
  );

  it.each(CLOSED_SITES)(
    "a $kind site refuses registration, says who makes the accounts, and creates nothing",
    async ({ kind, origin }) => {
      const id = `warga-${kind.replace(" ", "-")}-${driver}@contoh.id`;
      const res = await register(origin, id);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/^Pendaftaran tidak dibuka di situs ini\. Akun dibuat oleh admin/);
      const en = await register(origin, `en-${id}`, "en");
      expect(en.statusCode).toBe(403);
      expect(en.json().message).toMatch(/^Registration is not open on this site\./);
      expect(await recorded(id)).toBeNull();
      expect(await recorded(`en-${id}`)).toBeNull();
    },
  );
});
