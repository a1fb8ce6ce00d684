import { getSite } from "@gk/tenancy";
import { describe, expect, it } from "vitest";
import { withReferral } from "./referral-url";
import { siteMetadata, type SiteContext } from "./site";

const context = (slug: string, referral: string | null = null): SiteContext => ({
  site: getSite(slug)!,
  referral,
  locale: "id",
});
const canonicalOf = (...args: Parameters<typeof siteMetadata>) =>
  String(siteMetadata(...args).alternates?.canonical);

describe("siteMetadata: the canonical link and whose referral it carries", () => {
  it("carries no referral for a visitor on a site without one", () => {
    expect(canonicalOf(context("business"), { host: "business.localhost:3000", path: "/course/a" })).toBe(
      "https://business.gurukita.id/course/a",
    );
  });

  it("carries the village's referral for a visitor of a village site", () => {
    const village = context("tenant", "sukamaju");
    const visited = { host: "sukamaju.tenant.localhost:3000", path: "/" };
    expect(canonicalOf(village, visited)).toBe("https://sukamaju.tenant.gurukita.id/?referral=sukamaju");
    // signed in without a code of their own: still the site's
    expect(canonicalOf(village, visited, { referral: null })).toBe(
      "https://sukamaju.tenant.gurukita.id/?referral=sukamaju",
    );
  });

  it("carries the signed-in user's referral code, over the host's", () => {
    const visited = { host: "business.localhost:3000", path: "/course/a?utm_source=x" };
    expect(canonicalOf(context("business"), visited, { referral: "nusantara-maju" })).toBe(
      "https://business.gurukita.id/course/a?referral=nusantara-maju",
    );
    expect(
      canonicalOf(
        context("tenant", "sukamaju"),
        { host: "sukamaju.tenant.localhost:3000", path: "/en/explore" },
        { referral: "pemkab-trenggalek" },
      ),
    ).toBe("https://sukamaju.tenant.gurukita.id/en/explore?referral=pemkab-trenggalek");
  });
});

describe("withReferral: the share link", () => {
  it("adds the code and keeps the rest; no code, no parameter", () => {
    expect(withReferral("http://business.localhost:3000/course/a", "nusantara-maju")).toBe(
      "http://business.localhost:3000/course/a?referral=nusantara-maju",
    );
    expect(withReferral("https://gurukita.id/course/a?x=1#top", "desa")).toBe(
      "https://gurukita.id/course/a?x=1&referral=desa#top",
    );
    expect(withReferral("https://gurukita.id/course/a", null)).toBe("https://gurukita.id/course/a");
  });
});
