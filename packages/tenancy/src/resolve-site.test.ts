import { describe, expect, it } from "vitest";
import { resolveSite, type RuntimeEnv } from "./resolve-site";

type Row = [host: string | null | undefined, env: RuntimeEnv, site: string, referral?: string | null];

describe("resolveSite: the host name picks the site", () => {
  const rows: Row[] = [
    // general site and unknown hosts
    ["localhost:3000", "development", "general"],
    ["localhost", "development", "general"],
    ["gurukita.id", "production", "general"],
    ["www.gurukita.id", "production", "general"],
    ["app.gurukita.id", "production", "general"],
    ["unknown.gurukita.id", "production", "general"],
    ["example.com", "production", "general"],
    ["", "production", "general"],
    [null, "production", "general"],
    [undefined, "development", "general"],
    ["127.0.0.1:3000", "development", "general"],
    ["10.0.0.7", "production", "general"],
    ["[::1]:3000", "development", "general"],
    ["bad host!", "production", "general"],
    // tenant: second label "tenant", the first is the referral
    ["sukamaju.tenant.localhost:3000", "development", "tenant", "sukamaju"],
    ["desademo.tenant.gurukita.id", "production", "tenant", "desademo"],
    ["Desa-Baru.TENANT.gurukita.id.", "production", "tenant", "desa-baru"],
    ["tenant.localhost", "development", "general"],
    // business: the first label contains "business"
    ["business.localhost:3000", "development", "business"],
    ["business.gurukita.id", "production", "business"],
    ["mybusiness-staging.gurukita.id", "production", "business"],
    ["BUSINESS.gurukita.id:443", "production", "business"],
    ["www.business.gurukita.id", "production", "business"],
    // gate, and ares-gate in development only
    ["gate.gurukita.id", "production", "gate"],
    ["gate.localhost:3000", "development", "gate"],
    ["ares-gate.localhost:3000", "development", "gate"],
    ["ares-gate.gurukita.id", "production", "general"],
    // the Maluku gate
    ["maluku-gate.gurukita.id", "production", "maluku"],
    ["gate-maluku.gurukita.id", "production", "maluku"],
    ["ares-gate-maluku.localhost", "development", "maluku"],
    ["ares-gate-maluku.gurukita.id", "production", "general"],
    // named regional and company sites
    ["trenggalek.localhost:3000", "development", "trenggalek"],
    ["trenggalek.gurukita.id", "production", "trenggalek"],
    ["trenggalek.gurukita.id.", "production", "trenggalek"],
    ["pesawaran.gurukita.id", "production", "pesawaran"],
    ["muaro-jambi.gurukita.id", "production", "muarojambi"],
    ["muarojambi.localhost", "development", "muarojambi"],
    ["jambikota.gurukita.id", "production", "jambi"],
    ["menpan.gurukita.id", "production", "menpan"],
    ["banking.gurukita.id", "production", "banking"],
    ["kemenkes.gurukita.id", "production", "kemenkes"],
    ["bps.gurukita.id", "production", "bps"],
    ["kemenpar.gurukita.id", "production", "kemenpar"],
    ["esdm.gurukita.id", "production", "esdm"],
    ["nusataksi.gurukita.id", "production", "nusataksi"],
    ["nusahotel.gurukita.id", "production", "nusahotel"],
    ["angkasa.gurukita.id", "production", "angkasa"],
    ["enterprise-preview.gurukita.id", "production", "enterprise"],
    ["moodle.gurukita.id", "production", "lms"],
    // a named label deeper in the host is not a match: only the first label counts
    ["x.trenggalek.gurukita.id", "production", "general"],
  ];

  it.each(rows)("%s (%s) → %s", (host, env, slug, referral = null) => {
    const r = resolveSite(host, { env });
    expect(r.site.slug).toBe(slug);
    expect(r.referral).toBe(referral);
  });

  it("keeps the product sub-domain for canonical URLs", () => {
    expect(resolveSite("trenggalek.localhost:3000", { env: "development" }).subdomain).toBe("trenggalek");
    expect(resolveSite("localhost:3000", { env: "development" }).subdomain).toBeNull();
    expect(resolveSite("gurukita.id", { env: "production" }).subdomain).toBeNull();
    expect(resolveSite("sukamaju.tenant.localhost", { env: "development" }).subdomain).toBe(
      "sukamaju.tenant",
    );
    expect(resolveSite("desademo.tenant.gurukita.id", { env: "production" }).subdomain).toBe(
      "desademo.tenant",
    );
  });
});
