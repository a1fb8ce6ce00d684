// The two rules of the whole tree that `npm run lint` checks besides ESLint's: the width of a line (Prettier
// with the repository's settings) and import cycles (dependency-cruiser with the repository's config). Each
// is shown to fire on a small sample, so the check cannot silently pass on everything.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
// Both tools are the root's devDependencies, as `npm run lint` runs them from the root.
const rootRequire = createRequire(join(ROOT, "package.json"));

describe("a line over the configured width", () => {
  it("fails the formatting check, and the same code wrapped passes", async () => {
    const prettier = await import(rootRequire.resolve("prettier"));
    const file = join(ROOT, "packages/ui/src/sample.ts");
    const options = { ...(await prettier.resolveConfig(file)), filepath: file };
    const names = Array.from({ length: 14 }, (_, i) => `argumentNumber${i}`);
    const long = `export const total = add(${names.join(", ")});\n`;
    expect(long.length).toBeGreaterThan(options.printWidth);
    expect(await prettier.check(long, options)).toBe(false);
    expect(await prettier.check(await prettier.format(long, options), options)).toBe(true);
  });
});

describe("import cycles", () => {
  const dir = mkdtempSync(join(tmpdir(), "gk-cycle-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function violations(files) {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    // found through the root's node_modules, where the root's devDependencies are linked
    const { cruise } = await import("dependency-cruiser");
    const config = rootRequire(join(ROOT, ".dependency-cruiser.cjs"));
    const { tsConfig: _ts, ...options } = config.options;
    const result = await cruise([dir], {
      ...options,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
    });
    return result.output.summary.violations.map((v) => v.rule.name);
  }

  it("two modules importing each other are an error", async () => {
    expect(
      await violations({
        "a.mjs": 'import { b } from "./b.mjs";\nexport const a = () => b;\n',
        "b.mjs": 'import { a } from "./a.mjs";\nexport const b = () => a;\n',
      }),
    ).toContain("no-circular");
  });

  it("a chain without a circle is not", async () => {
    expect(
      await violations({
        "a.mjs": 'import { b } from "./b.mjs";\nexport const a = () => b;\n',
        "b.mjs": "export const b = 1;\n",
      }),
    ).toEqual([]);
  });
});
