import { DEV_PROXY_SECRET, MIN_PROXY_SECRET_LENGTH } from "@gk/contracts";
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
  /** The search node list the API hands browsers (its TYPESENSE_PUBLIC_NODES, else TYPESENSE_NODES): the
   * pages' Content-Security-Policy lets the live search connect to these. Default: the embedded node. */
  TYPESENSE_PUBLIC_NODES: z.string().min(1).default("http://127.0.0.1:8108"),
  /** Origins of the video player the lessons embed (comma-separated), allowed as frames by the pages' CSP;
   * empty: no frames at all. Default: the product's player, which the catalogue's video lessons use. */
  VIDEO_PLAYER_ORIGINS: z.string().default("https://video.gurukita.id"),
  /** Google sign-in (standard OpenID Connect code flow): issuer, client and secret; unset hides the button. */
  GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  /** Error reporting on the server: no DSN, no Sentry. */
  SENTRY_DSN: optionalUrl,
  /** How many proxies in front of this server append to X-Forwarded-For (Caddy: 1; a load balancer in front of
   * Caddy: 2); the /api/gk route passes the visitor's address on from there. 0: none, so no address is known. */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** The secret the /api/gk route sends the API with the visitor's address and site (the API's
   * API_PROXY_SECRET). Unset: the development secret, refused in production behind a proxy. */
  API_PROXY_SECRET: optional,
  /** How long the page cache keeps a home or course page for visitors without a session, at most (the API's
   * catalogue change notifications expire it sooner). 0: no page cache, every page rendered per request. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** How much HTML the proxy keeps in memory for the page cache's most visited pages (Next's own data cache,
   * in memory too, holds 50 MB more). */
  PAGE_CACHE_MEMORY_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** Where the page cache sends its renders of a page (this server itself). Default: loopback, Next's PORT. */
  PAGE_RENDER_ORIGIN: optionalUrl,
});

/**
 * A production server behind a proxy (TRUSTED_PROXY_HOPS above 0) vouches for visitors' addresses to the API,
 * so it needs a real shared secret: none, the development one or a short one stops the start.
 */
const withProxySecret = schema
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== "production" || env.TRUSTED_PROXY_HOPS === 0) return;
    const secret = env.API_PROXY_SECRET;
    const problem = !secret
      ? "required in production when TRUSTED_PROXY_HOPS is above 0"
      : secret === DEV_PROXY_SECRET
        ? "is the development secret; set a random one"
        : secret.length < MIN_PROXY_SECRET_LENGTH
          ? `must be at least ${MIN_PROXY_SECRET_LENGTH} characters in production`
          : null;
    if (problem) ctx.addIssue({ code: "custom", path: ["API_PROXY_SECRET"], message: problem });
  })
  .transform((env) => ({ ...env, API_PROXY_SECRET: env.API_PROXY_SECRET ?? DEV_PROXY_SECRET }));

export type ServerEnv = z.infer<typeof withProxySecret>;

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const parsed = withProxySecret.safeParse(source);
  if (!parsed.success) throw envError("environment of the web app", parsed.error);
  return parsed.data;
}

export const env = parseEnv(process.env);

/** The port this server listens on. Next sets PORT when it starts listening, which can be after the
 * environment above was read, so it is read when asked. */
export function listeningPort(): string {
  return process.env.PORT ?? "3000";
}
