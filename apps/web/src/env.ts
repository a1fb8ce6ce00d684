import { z } from "zod";
import { envError } from "./env-error";

/** The web app's validated server environment (used by proxy.ts and server components; never import it in
 * a client component): the only module that reads process.env. Browser-side
 * settings (NEXT_PUBLIC_*) are read in lib/public-env.ts, because Next inlines only literal accesses. */
const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.url().optional());
const optional = z.preprocess((v) => (v === "" ? undefined : v), z.string().min(1).optional());

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Set by Next for each runtime the server code runs in. */
  NEXT_RUNTIME: z.enum(["nodejs", "edge"]).optional(),
  /** API base URL used on the server: the API itself, no extra hop through /api/gk. */
  API_INTERNAL_URL: z.url().default("http://localhost:4000"),
  /** The product's root domain for canonical URLs. */
  PUBLIC_ROOT_DOMAIN: z.string().min(3).default("gurukita.id"),
  /** development | production: which host rules apply (ares-gate exists in development only). */
  APP_ENV: z.enum(["development", "production"]).optional(),
  /** Limits an all-sites build to one tenant group at run time; a build made for a group must match it or be unset. */
  TENANT_GROUP: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(["core", "regional", "government", "company"]).optional(),
  ),
  /** The port of development origins (http://<site>.localhost:<port>): where a visit to a site of another
   * tenant group is sent in development, whichever port this server listens on. */
  PUBLIC_DEV_PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Google sign-in (standard OpenID Connect code flow): issuer, client and secret; unset hides the button. */
  GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  /** Error reporting on the server: no DSN, no Sentry. */
  SENTRY_DSN: optionalUrl,
});

export type ServerEnv = z.infer<typeof schema>;

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const parsed = schema.safeParse(source);
  if (!parsed.success) throw envError("environment of the web app", parsed.error);
  return parsed.data;
}

export const env = parseEnv(process.env);
