import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { knownVariables, repoRoot, type App } from "./app-env";
import { interpolatedNames } from "./compose";

const readme = readFileSync(`${repoRoot}deploy/README.md`, "utf8");
const compose = readFileSync(`${repoRoot}deploy/compose.yaml`, "utf8");
const example = readFileSync(`${repoRoot}deploy/production.env.example`, "utf8");

/** `| app | \`NAME\` | …` rows of the environment table. */
function documentedAppVariables(): { app: App; name: string }[] {
  return [...readme.matchAll(/^\|\s*(api|web|search|db)\s*\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/gm)].map((m) => ({
    app: m[1] as App,
    name: m[2]!,
  }));
}

/** `| \`NAME\` | …` rows of the compose variables table (the section after its heading). */
function documentedComposeVariables(): string[] {
  const section = readme.slice(readme.indexOf("## Compose variables"));
  return [...section.matchAll(/^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/gm)].map((m) => m[1]!);
}

describe("deploy/README.md environment tables", () => {
  const known = knownVariables();
  const documented = documentedAppVariables();

  it("document only variables the apps read", () => {
    expect(documented.length).toBeGreaterThan(20);
    for (const d of documented) {
      expect(
        known.some((k) => k.app === d.app && k.name === d.name),
        `${d.app} ${d.name} is documented but not read by ${d.app}`,
      ).toBe(true);
    }
  });

  it("document every variable of every app, once", () => {
    for (const k of known) {
      expect(
        documented.filter((d) => d.app === k.app && d.name === k.name).length,
        `add ${k.app} \`${k.name}\` (${k.source}) to deploy/README.md`,
      ).toBe(1);
    }
  });

  it("document exactly the variables compose.yaml interpolates", () => {
    expect(documentedComposeVariables().sort()).toEqual([...interpolatedNames(compose)].sort());
  });

  it("has an example environment file with exactly those variables and no secret filled in", () => {
    const lines = example.split("\n").filter((l) => /^[A-Z]/.test(l));
    expect(lines.map((l) => l.split("=")[0]).sort()).toEqual([...interpolatedNames(compose)].sort());
    for (const secret of ["POSTGRES_PASSWORD", "TYPESENSE_API_KEY", "IMAGE_TAG"])
      expect(lines).toContain(`${secret}=`);
  });
});
