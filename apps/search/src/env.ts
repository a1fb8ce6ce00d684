import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/**
 * The server's settings, validated once at start: the only module that reads process.env. A bad value stops the start with the variable named, rather than a server that
 * listens somewhere unexpected or keeps its data nowhere.
 */
export interface SearchConfig {
  host: string;
  port: number;
  apiKey: string;
  dataDir: string;
}

const repoRoot = resolve(fileURLToPath(new URL(".", import.meta.url)), "../../..");

export const searchEnvSchema = z.object({
  /** `production` refuses a default, known or short admin key; the image sets it */
  NODE_ENV: z
    .enum(["development", "production", "test"], { error: "must be development, production or test" })
    .default("development"),
  /** port to listen on; 0 asks the system for a free one (tests) */
  SEARCH_PORT: z.coerce
    .number({ error: "must be a port number" })
    .int("must be a port number")
    .min(0, "must be a port number")
    .max(65_535, "must be a port number")
    .default(8108),
  /** interface to listen on: loopback by default, 0.0.0.0 in a container */
  SEARCH_HOST: z.string().min(1).default("127.0.0.1"),
  /** the bootstrap admin key; the default is the development key, so set a real one outside development */
  SEARCH_API_KEY: z.string().min(1).default("gk-dev-admin-key"),
  /** where collections, aliases and keys are kept; default `data/search` of the repository */
  SEARCH_DATA_DIR: z.string().min(1).optional(),
});

export type SearchEnv = z.infer<typeof searchEnvSchema>;

/** The names this server reads, for tooling that checks deployment files against them. */
export const SEARCH_ENV_NAMES = Object.keys(searchEnvSchema.shape) as (keyof SearchEnv)[];

export function loadSearchEnv(source: Record<string, string | undefined> = process.env): SearchEnv {
  // An empty value means unset, as in the API: a compose file's `SEARCH_PORT: ""` must not become port 0.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = searchEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join(".")}: ${i.message}, got "${String(cleaned[String(i.path[0])])}"`,
    );
    throw new Error(`invalid environment:\n${lines.join("\n")}`);
  }
  const weak = weakAdminKey(parsed.data);
  if (weak) throw new Error(`invalid environment:\n  SEARCH_API_KEY: ${weak}`);
  return parsed.data;
}

/**
 * Keys anyone could know: the development default and the example keys of our docs and of Typesense's. The
 * admin key can read, rewrite and delete every collection, so production refuses these and any key shorter
 * than 32 characters; development keeps its default.
 */
export const KNOWN_ADMIN_KEYS = new Set(["gk-dev-admin-key", "xyz", "typesense", "changeme", "admin"]);
export const MIN_ADMIN_KEY_LENGTH = 32;

function weakAdminKey(env: SearchEnv): string | null {
  if (env.NODE_ENV !== "production") return null;
  if (KNOWN_ADMIN_KEYS.has(env.SEARCH_API_KEY))
    return "is a known development or example key; set a random secret in production";
  if (env.SEARCH_API_KEY.length < MIN_ADMIN_KEY_LENGTH)
    return `must be at least ${MIN_ADMIN_KEY_LENGTH} characters in production`;
  return null;
}

export function configFromEnv(source: Record<string, string | undefined> = process.env): SearchConfig {
  const env = loadSearchEnv(source);
  return {
    host: env.SEARCH_HOST,
    port: env.SEARCH_PORT,
    apiKey: env.SEARCH_API_KEY,
    dataDir: resolve(env.SEARCH_DATA_DIR ?? resolve(repoRoot, "data/search")),
  };
}
