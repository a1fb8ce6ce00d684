import { describe, expect, it } from "vitest";
import { collect } from "../scripts/build-registry";
import { webManifest } from "./manifest";
import { buildRegistry, requireSite, sites, sitesForGroup } from "./registry";
import { MANIFEST_IDS } from "./schema";
import { formatProblem, validateRegistry, validateSiteFile } from "./validate";

const valid = structuredClone(requireSite("trenggalek")) as Record<string, unknown>;

describe("tenants/ as config", () => {
  it("every tenant.json is valid and the generated registry and schema are up to date", () => {
    const { problems } = collect();
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it("has every site the host rules can pick", () => {
    const slugs = [...sites.keys()];
    for (const s of [
      "general",
      "business",
      "gate",
      "maluku",
      "tenant",
      "trenggalek",
      "pesawaran",
      "muarojambi",
      "jambi",
      "menpan",
      "banking",
      "kemenkes",
      "bps",
      "kemenpar",
      "esdm",
      "nusataksi",
      "nusahotel",
      "angkasa",
      "enterprise",
      "lms",
    ]) {
      expect(slugs).toContain(s);
    }
  });

  it("has each named manifest on its own site", () => {
    const own = new Set([...sites.values()].map((s) => s.manifest.id));
    for (const id of MANIFEST_IDS) expect(own).toContain(id);
  });

  it("a child site inherits its parent's manifest and theme", () => {
    expect(requireSite("tenant").manifest.id).toBe("default");
    expect(requireSite("menpan").manifest.id).toBe("business");
    expect(requireSite("menpan").theme.primary).toBe("#1E3A8A");
  });

  it("builds a web manifest in the site's language", () => {
    const m = webManifest(requireSite("trenggalek"), "en");
    expect(m.theme_color).toBe("#B91C1C");
    expect(m.short_name).toBe("Trenggalek");
    expect(m.description).toMatch(/Trenggalek Regency/);
    expect(m.icons.length).toBeGreaterThan(0);
  });

  it("limits a build to one tenant group, always keeping the general site", () => {
    const regional = sitesForGroup("regional").map((s) => s.slug);
    expect(regional).toEqual(
      expect.arrayContaining(["general", "trenggalek", "pesawaran", "muarojambi", "jambi"]),
    );
    expect(regional).not.toContain("menpan");
    expect(sitesForGroup(undefined).length).toBe(sites.size);
  });
});

describe("invalid config names the file and the field", () => {
  const file = "tenants/x/tenant.json";
  it.each([
    [{ ...valid, slug: "Bad Slug" }, "slug"],
    [{ ...valid, metadata: { ...(valid.metadata as object), themeColor: "purple" } }, "metadata.themeColor"],
    [{ ...valid, type: "village" }, "type"],
    [{ ...valid, defaultLocale: "en", locales: ["id"] }, "defaultLocale"],
    [{ ...valid, hosts: { production: ["https://x.id"], development: [] } }, "hosts.production.0"],
    [{ ...valid, colour: "#000000" }, ""],
    [{ ...valid, features: { aiCoach: "yes" } }, "features.aiCoach"],
    // a model key pasted into tenant.json (which is in the repository) is refused: it names a variable only
    [{ ...valid, ai: { apiKeyEnv: "sk-live-0123456789abcdef" } }, "ai.apiKeyEnv"],
    [{ ...valid, ai: { apiKey: "sk-live-0123456789abcdef" } }, "ai"],
  ])("%#: %s", (raw, field) => {
    const problems = validateSiteFile(file, raw);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]!.file).toBe(file);
    expect(problems[0]!.field).toBe(field);
    expect(formatProblem(problems[0]!)).toContain(file);
  });

  it("a slug that differs from its folder is an error", () => {
    expect(validateSiteFile(file, valid, "x")[0]?.field).toBe("slug");
  });

  it("an unknown parent and a host claimed twice are errors", () => {
    const a = { file: "a", config: { ...requireSite("trenggalek"), slug: "a", parent: "nope" } };
    const b = { file: "b", config: { ...requireSite("trenggalek"), slug: "b" } };
    const fields = validateRegistry([a, b] as never).map((p) => `${p.file}:${p.field}`);
    expect(fields).toContain("a:parent");
    expect(fields).toContain("b:hosts.production");
  });

  it("a parent cycle is refused", () => {
    const base = requireSite("trenggalek");
    expect(
      buildRegistry([
        { ...base, slug: "a", parent: "b", manifest: undefined },
        { ...base, slug: "b" },
      ]).get("a")?.manifest.id,
    ).toBe("trenggalek");
    expect(() =>
      buildRegistry([
        { ...base, slug: "a", parent: "b", manifest: undefined },
        { ...base, slug: "b", parent: "a", manifest: undefined },
      ]),
    ).toThrow(/cycle/);
  });
});
