// Each rule this config promises is shown to fire (and not to fire where it is allowed) by linting small
// samples with the real config. The samples are linted under the paths of real files of the repository, with
// the sample as their text: the path decides which rules apply, and a real path is one the TypeScript project
// of that package knows, which the type-aware rules need. Nothing is written to disk.
import { ESLint } from "eslint";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
let eslint;

beforeAll(() => {
  eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: fileURLToPath(new URL("./index.js", import.meta.url)),
  });
});

/** The errors of one rule when `code` is the text of the file at `path` (from the repository root). */
async function errors(path, code, ruleId) {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  // a parsing failure would make every "no error" assertion below pass for the wrong reason
  expect(result.messages.filter((m) => m.fatal || m.ruleId === null)).toEqual([]);
  return result.messages.filter((m) => m.ruleId === ruleId && m.severity === 2).map((m) => m.line);
}

describe("the environment is read only in a program's env.ts", () => {
  const reads = [
    "export const port = process.env.PORT;",
    'export const port = process.env["PORT"];',
    "export const port = process['env'].PORT;",
    "export const all = process.env;",
    "export const port = globalThis.process.env.PORT;",
    "const { env } = process;\nexport const port = env.PORT;",
    'import { env } from "node:process";\nexport const port = env.PORT;',
  ];

  it.each(reads)("a raw read outside env.ts is an error: %s", async (code) => {
    expect(await errors("apps/api/src/server.ts", code, "no-restricted-syntax")).not.toEqual([]);
  });

  it("a raw read in a package is an error too", async () => {
    expect(
      await errors(
        "packages/tenancy/src/resolve-site.ts",
        "export const url = process.env.DATABASE_URL;",
        "no-restricted-syntax",
      ),
    ).toEqual([1]);
  });

  it.each([
    "apps/api/src/env.ts",
    "apps/web/src/env.ts",
    "apps/search/src/env.ts",
    "apps/web/src/lib/public-env.ts",
  ])("inside %s it is allowed", async (path) => {
    expect(
      await errors(
        path,
        "export const port = process.env.PORT;\nexport const all = process.env;",
        "no-restricted-syntax",
      ),
    ).toEqual([]);
  });

  it("forwarding the whole environment to a child process is not a read", async () => {
    const code = 'export const childEnv = { ...process.env, LOG_LEVEL: "silent" };';
    expect(await errors("apps/api/src/server.ts", code, "no-restricted-syntax")).toEqual([]);
  });
});

describe("a package never imports an app", () => {
  const pkg = "packages/tenancy/src/resolve-site.ts";

  it.each([
    'import { routeRequest } from "@gk/web/src/lib/route";\nexport { routeRequest };',
    'import "@gk/web";',
    'import { createServer } from "@gk/api/src/server";\nexport { createServer };',
    'import { routeRequest } from "../../../apps/web/src/lib/route";\nexport { routeRequest };',
    'export { routeRequest } from "../../../apps/web/src/lib/route";',
  ])("a static import is an error: %s", async (code) => {
    expect(await errors(pkg, code, "no-restricted-imports")).toEqual([1]);
  });

  it("a dynamic import is an error", async () => {
    const code = 'export const load = () => import("../../../apps/web/src/lib/route");';
    expect(await errors(pkg, code, "no-restricted-syntax")).toEqual([1]);
  });

  it("imports of other packages and within the package are allowed", async () => {
    const code =
      'import { z } from "zod";\nimport { siteSchema } from "./schema";\nexport { z, siteSchema };';
    expect(await errors(pkg, code, "no-restricted-imports")).toEqual([]);
  });

  it("an app may import an app's neighbour package, and apps are not restricted by this rule", async () => {
    const code = 'import { createApiClient } from "@gk/api-client";\nexport { createApiClient };';
    expect(await errors("apps/web/src/lib/route.ts", code, "no-restricted-imports")).toEqual([]);
  });
});

describe("@gk/ui never imports @gk/api-client", () => {
  it.each([
    'import { createApiClient } from "@gk/api-client";\nexport { createApiClient };',
    'import { queryOptions } from "@gk/api-client/react-query";\nexport { queryOptions };',
    'import { createApiClient } from "../../api-client/src/client";\nexport { createApiClient };',
  ])("%s is an error", async (code) => {
    expect(await errors("packages/ui/src/button.tsx", code, "no-restricted-imports")).toEqual([1]);
  });

  it("another package may import it", async () => {
    const code = 'import { createApiClient } from "@gk/api-client";\nexport { createApiClient };';
    expect(await errors("packages/auth/src/controller.ts", code, "no-restricted-imports")).toEqual([]);
  });
});

describe("type-aware rules", () => {
  const save = "async function save(): Promise<void> {}\n";

  it("a floating promise is an error", async () => {
    expect(
      await errors(
        "apps/api/src/server.ts",
        `${save}save();\nexport {};`,
        "@typescript-eslint/no-floating-promises",
      ),
    ).toEqual([2]);
  });

  it("an awaited, voided or handled promise is not", async () => {
    const code = `${save}await save();\nvoid save();\nsave().catch(() => undefined);\nexport {};`;
    expect(await errors("apps/api/src/server.ts", code, "@typescript-eslint/no-floating-promises")).toEqual(
      [],
    );
  });

  it("a promise where a callback's result is ignored is an error", async () => {
    const code = `${save}[1, 2].forEach(async () => save());\nexport const listener = (on: (f: () => void) => void) => on(save);`;
    expect(await errors("apps/api/src/server.ts", code, "@typescript-eslint/no-misused-promises")).toEqual([
      2, 3,
    ]);
  });

  it("awaiting something that is not a promise is an error", async () => {
    expect(
      await errors(
        "apps/api/src/server.ts",
        "export const n = await 1;",
        "@typescript-eslint/await-thenable",
      ),
    ).toEqual([1]);
  });
});
