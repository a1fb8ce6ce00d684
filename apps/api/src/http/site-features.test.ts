import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRIVERS, startTestApi, type TestApi } from "../../test/harness";

const PASSWORD = "kopi-tubruk-9";
const on = (site: string) => ({ origin: `http://${site}.localhost:3000` });
const general = { origin: "http://localhost:3000" };

/**
 * A site's tenant.json `features` hold in the API as on its pages: a call made straight to the API from a
 * site that turned a feature off is refused (an action) or not found (content), in the visitor's language.
 */
describe.each(DRIVERS)("per-site feature switches on %s", (driver) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(driver, { startJobs: false });
  });
  afterAll(() => api?.close());

  const register = (headers: Record<string, string>, email: string, locale = "id") =>
    api.app.inject({
      method: "POST",
      url: "/auth/register",
      headers: { ...headers, "content-type": "application/json", "accept-language": locale },
      payload: JSON.stringify({
        fullName: "Orang Baru",
        email,
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
        acceptTerms: true,
      }),
    });

  it("registration: closed on a company site (nothing is created), open on the general site", async () => {
    const closed = await register(on("angkasa"), "tamu@example.id");
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toContain("Pendaftaran tidak dibuka di situs ini");
    const english = await register(on("kemenkes"), "tamu@example.id", "en");
    expect(english.json().message).toContain("Registration is not open on this site");
    // nothing was created: the same address registers on the general site
    expect((await register(general, "tamu@example.id")).statusCode).toBe(201);
  });

  it("googleSignIn: refused on a company site before any token is looked at", async () => {
    const res = await api.app.inject({
      method: "POST",
      url: "/auth/social",
      headers: { ...on("nusataksi"), "content-type": "application/json" },
      payload: JSON.stringify({ provider: "google", idToken: "x".repeat(40) }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Fitur ini tidak tersedia di situs ini.");
  });

  it("leaderboard: not found on a ministry site, answered on a regional one", async () => {
    expect((await api.app.inject({ url: "/leaderboard", headers: on("kemenkes") })).statusCode).toBe(404);
    expect((await api.app.inject({ url: "/leaderboard", headers: on("trenggalek") })).statusCode).toBe(200);
  });

  it("blog: not found on a company site, listed on the general site", async () => {
    expect((await api.app.inject({ url: "/blog", headers: on("banking") })).statusCode).toBe(404);
    expect((await api.app.inject({ url: "/blog/apa-saja", headers: on("banking") })).statusCode).toBe(404);
    expect((await api.app.inject({ url: "/blog", headers: general })).statusCode).toBe(200);
  });
});
