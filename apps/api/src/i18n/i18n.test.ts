import { describe, expect, it } from "vitest";
import { localeFromHeader, t } from "./index";
import { en, id } from "./messages";

describe("i18n", () => {
  it("defaults to Indonesian and picks English only when preferred", () => {
    expect(localeFromHeader(undefined)).toBe("id");
    expect(localeFromHeader("en")).toBe("en");
    expect(localeFromHeader("en-US,en;q=0.9")).toBe("en");
    expect(localeFromHeader("id-ID,en;q=0.8")).toBe("id");
    expect(localeFromHeader("fr-FR")).toBe("id");
    expect(localeFromHeader("fr;q=1, en;q=0.5")).toBe("en");
  });

  it("has every message in both languages, with the same placeholders", () => {
    for (const key of Object.keys(id) as (keyof typeof id)[]) {
      expect(en[key].length).toBeGreaterThan(0);
      const holes = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
      expect(holes(en[key])).toEqual(holes(id[key]));
    }
    expect(t("en", "error.rateLimited", { seconds: 3 })).toBe(
      "Too many attempts. Please try again in 3 seconds.",
    );
  });
});
