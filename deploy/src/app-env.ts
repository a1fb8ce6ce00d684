import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/**
 * The environment variables each app knows, read from the apps' own source rather than written down again
 * here: the keys of the zod object in each env.ts (what is validated at start), plus the few names read
 * elsewhere by the framework or at build time. Parsing the source (instead of importing it) means the web
 * app's env.ts does not validate this process's environment on import, and a package never imports an app.
 */

export const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const read = (path: string) => readFileSync(new URL(path, `file://${repoRoot}`), "utf8");

export type App = "api" | "web" | "search" | "db";

export interface KnownVariable {
  name: string;
  app: App;
  /** validated: a key of the app's zod schema; build: read while building; framework: read by Next itself */
  kind: "validated" | "build" | "framework" | "raw";
  source: string;
}

/** Keys of every `z.object({...})` in a file whose keys are environment-variable names. */
export function schemaKeys(source: string, file = "env.ts"): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const keys: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === "object" &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === "z" &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      for (const p of node.arguments[0].properties) {
        const name = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : null;
        if (name && /^[A-Z][A-Z0-9_]*$/.test(name)) keys.push(name);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return keys;
}

/** Names read as `process.env.NAME` (or `process.env["NAME"]`) in a file. */
export function processEnvReads(source: string, file = "file.ts"): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const names = new Set<string>();
  const isProcessEnv = (e: ts.Expression) =>
    ts.isPropertyAccessExpression(e) &&
    e.name.text === "env" &&
    ts.isIdentifier(e.expression) &&
    e.expression.text === "process";
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && isProcessEnv(node.expression)) names.add(node.name.text);
    if (
      ts.isElementAccessExpression(node) &&
      isProcessEnv(node.expression) &&
      ts.isStringLiteral(node.argumentExpression)
    )
      names.add(node.argumentExpression.text);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return [...names];
}

/** Every variable of every app, each once per app. */
export function knownVariables(): KnownVariable[] {
  const out: KnownVariable[] = [];
  const add = (app: App, kind: KnownVariable["kind"], source: string, names: string[]) => {
    for (const name of names)
      if (!out.some((v) => v.app === app && v.name === name)) out.push({ name, app, kind, source });
  };
  add("api", "validated", "apps/api/src/env.ts", schemaKeys(read("apps/api/src/env.ts")));
  add("search", "validated", "apps/search/src/env.ts", schemaKeys(read("apps/search/src/env.ts")));
  add("web", "validated", "apps/web/src/env.ts", schemaKeys(read("apps/web/src/env.ts")));
  // Inlined into the browser bundle by Next at build time, so read by literal name outside env.ts.
  add(
    "web",
    "build",
    "apps/web/src/lib/public-env.ts",
    processEnvReads(read("apps/web/src/lib/public-env.ts")),
  );
  // Validated when the web app is built (next.config.ts parses them with this schema).
  add("web", "build", "apps/web/src/build-env.ts", schemaKeys(read("apps/web/src/build-env.ts")));
  // Read by the web's server (serve.mjs, as by Next's standalone server.js) and Next's runtime, not the app.
  add("web", "framework", "Next.js standalone server", [
    "PORT",
    "HOSTNAME",
    "NEXT_TELEMETRY_DISABLED",
    "NEXT_RUNTIME",
  ]);
  // The database command-line tools (migrate, seed, setup) take the one connection setting.
  // They read it in their one env module, like each app's env.ts.
  add("db", "raw", "packages/db/src/cli/env.ts", processEnvReads(read("packages/db/src/cli/env.ts")));
  return out;
}

export function namesOf(app: App, vars = knownVariables()): Set<string> {
  return new Set(vars.filter((v) => v.app === app).map((v) => v.name));
}
