import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Ajv, type ErrorObject } from "ajv";
import { parse } from "yaml";
import type { App } from "./app-env";

/**
 * The Compose Specification's JSON schema as dclint ships it (current, unlike the older standalone schema
 * packages), checked with ajv. `parse` resolves YAML anchors and merge keys the way compose does.
 */
const schemaPath = join(
  dirname(createRequire(import.meta.url).resolve("dclint/package.json")),
  "schemas/compose.schema.json",
);

function loadSchema(): object {
  const schema = JSON.parse(readFileSync(schemaPath, "utf8")) as Record<string, unknown>;
  // It names draft-07 by an https URL ajv does not register; the draft itself is ajv's default.
  delete schema.$schema;
  return schema;
}

const ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true });
const validateSchema = ajv.compile(loadSchema());

export interface ComposeService {
  image?: string;
  build?: { context?: string; dockerfile?: string; args?: Record<string, string> };
  environment?: Record<string, string> | string[];
  command?: string[];
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  profiles?: string[];
  volumes?: string[];
  networks?: string[];
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
}

export function parseCompose(text: string): unknown {
  return parse(text, { merge: true });
}

export function schemaErrors(doc: unknown): ErrorObject[] {
  return validateSchema(doc) ? [] : [...(validateSchema.errors ?? [])];
}

export function environmentOf(service: ComposeService): Record<string, string> {
  const env = service.environment ?? {};
  if (!Array.isArray(env)) return env;
  return Object.fromEntries(env.map((e) => [e.split("=")[0]!, e.slice(e.indexOf("=") + 1)]));
}

/** Which app's environment a service of ours is: by the image it runs (and, for the API image, its command). */
export function appOfService(service: ComposeService): App | null {
  const image = service.image ?? "";
  if (/\/gk-web-[a-z]+:/.test(image)) return "web";
  if (/\/gk-search:/.test(image)) return "search";
  if (/\/gk-api:/.test(image))
    return service.command?.some((c) => c.includes("@gk/db/src/cli/")) ? "db" : "api";
  return null;
}

/** `${NAME}`, `${NAME:-default}`, `${NAME:?message}` and `$NAME` references in the file. */
export function interpolatedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const m of text.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)/g)) names.add(m[1]!);
  for (const m of text.matchAll(/(?<!\$)\$([A-Za-z_][A-Za-z0-9_]*)/g)) names.add(m[1]!);
  return names;
}

/**
 * Compose's interpolation of one value: `${NAME}`, `${NAME:-default}`, `${NAME-default}`, `${NAME:?message}`
 * and `${NAME?message}`, with `vars` as the environment file. A required variable missing from it is an error,
 * as compose makes it.
 */
export function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(
    /\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g,
    (_all, name: string, colon: string, op: string | undefined, arg: string) => {
      const set = vars[name];
      const missing = set === undefined || (colon === ":" && set === "");
      if (!op) return set ?? "";
      if (op === "-") return missing ? arg : set;
      if (missing) throw new Error(`required variable ${name} is missing: ${arg}`);
      return set;
    },
  );
}
