import { describe, expect, it } from "vitest";
import { requireSite } from "./registry";
import { COMPANY_IDLE_MINUTES, sessionLimits } from "./session";
import { formatProblem, validateSiteFile } from "./validate";

describe("session limits per site", () => {
  it("idles a company site out after 30 minutes unless its tenant.json says otherwise; others keep the defaults", () => {
    expect(COMPANY_IDLE_MINUTES).toBe(30);
    expect(sessionLimits(requireSite("angkasa"))).toEqual({ idleMinutes: 30 });
    expect(sessionLimits(requireSite("banking"))).toEqual({ idleMinutes: 15, absoluteHours: 12 });
    expect(sessionLimits(requireSite("general"))).toEqual({});
    expect(sessionLimits(requireSite("kemenkes"))).toEqual({});
    expect(sessionLimits({ type: "company", session: { idleMinutes: 0 } })).toEqual({ idleMinutes: 0 });
  });

  it("refuses an absolute lifetime beyond the cookie's 7 days, a negative idle time and a misspelt field", () => {
    const site = structuredClone(requireSite("banking")) as Record<string, unknown>;
    const problems = (session: unknown) =>
      validateSiteFile("tenants/banking/tenant.json", { ...site, session }).map(formatProblem);
    expect(problems({ absoluteHours: 200 })).toEqual([
      "tenants/banking/tenant.json: session.absoluteHours: must be at most 168 hours (7 days, the sign-in cookie's lifetime)",
    ]);
    expect(problems({ idleMinutes: -1 })[0]).toContain("session.idleMinutes");
    expect(problems({ idleMinute: 10 })[0]).toContain("session");
    expect(problems({ idleMinutes: 10, absoluteHours: 8 })).toEqual([]);
  });
});
