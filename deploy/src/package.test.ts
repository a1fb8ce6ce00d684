import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The deployment checks run under `turbo run test` only while this package keeps the usual three scripts.
describe("@gk/deploy", () => {
  it("has the test, lint and typecheck scripts turbo runs", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(Object.keys(pkg.scripts)).toEqual(expect.arrayContaining(["test", "lint", "typecheck"]));
  });
});
