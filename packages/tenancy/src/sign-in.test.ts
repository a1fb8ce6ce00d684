import { describe, expect, it } from "vitest";
import { getSite } from "./index";
import { phoneSignIn } from "./sign-in";

describe("phoneSignIn: who may sign in with a phone number", () => {
  it.each([
    ["general", true],
    ["trenggalek", true],
    ["tenant", true],
    ["business", false],
    ["banking", false],
  ])("%s → %s", (slug, allowed) => {
    expect(phoneSignIn(getSite(slug)!)).toBe(allowed);
  });

  it("follows the site's own setting over its type", () => {
    const with_ = (slug: string, phone: boolean) => {
      const site = getSite(slug)!;
      return { type: site.type, features: { ...site.features, phoneSignIn: phone } };
    };
    expect(phoneSignIn(with_("banking", true))).toBe(true);
    expect(phoneSignIn(with_("general", false))).toBe(false);
  });
});
