import { DEV_PROXY_SECRET, MIN_PROXY_SECRET_LENGTH } from "@gk/contracts";
import { sites } from "@gk/tenancy";
import { z } from "zod";
import { isAddressRule } from "./http/address-rules";

/**
 * The only reader of process.env. Invalid settings stop the start with
 * the variable named.
 */
const pairs = (what: string) =>
  z
    .string()
    .default("")
    .transform((raw, ctx) => {
      const out = new Map<string, string>();
      for (const part of raw
        .split(",")
        .map((p) => p.trim())
        .filter(Boolean)) {
        const at = part.indexOf(":");
        if (at <= 0 || at === part.length - 1) {
          ctx.addIssue({ code: "custom", message: `expected site:${what}[,site:${what}…], got "${part}"` });
          return z.NEVER;
        }
        out.set(part.slice(0, at), part.slice(at + 1));
      }
      return out;
    });

/** `loopback`, `private`, `none`, an IPv4/IPv6 address or a CIDR range, comma-separated */
const addressList = z.string().transform((raw, ctx) => {
  const entries = raw
    .split(",")
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of entries) {
    if (!isAddressRule(entry)) {
      ctx.addIssue({
        code: "custom",
        message: `expected loopback, private, none, an address or a CIDR range, got "${entry}"`,
      });
      return z.NEVER;
    }
  }
  return entries.filter((e) => e !== "none");
});

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(1).max(65_535).default(4000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** unset: PGlite under data/; postgres://…: PostgreSQL */
  DATABASE_URL: z.string().optional(),
  /** smtp://user:pass@host:port; unset: the outbox under data/outbox */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("GuruKita <no-reply@gurukita.id>"),
  /** the provider's team: company subscription requests (the free-trial form) are mailed here */
  SUBSCRIPTION_TEAM_EMAIL: z.email().default("sales@gurukita.id"),
  /** the free trial's length when staff do not give one (days) */
  SUBSCRIPTION_TRIAL_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  /** payments: hours a transaction waits for its payment before it expires */
  PAYMENT_EXPIRY_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /** payments: the provider of sites whose tenant.json names none (sandbox: the built-in checkout) */
  PAYMENT_PROVIDER: z.enum(["sandbox", "midtrans", "xendit"]).default("sandbox"),
  /** the HMAC secret the sandbox checkout signs its notifications with (default outside production: a development secret) */
  PAYMENT_SANDBOX_SECRET: z.string().min(16).optional(),
  /** production refuses the sandbox checkout (it would hand out free upgrades) unless this is true */
  PAYMENT_SANDBOX_ENABLED: z.enum(["true", "false"]).default("false"),
  /** Midtrans Snap: the server key (unset: Midtrans is unavailable) and the API's base URL */
  MIDTRANS_SERVER_KEY: z.string().min(1).optional(),
  MIDTRANS_API_URL: z.url().default("https://app.sandbox.midtrans.com"),
  /** Xendit Invoices: the secret key, the callback verification token (unset: Xendit is unavailable) and the base URL */
  XENDIT_SECRET_KEY: z.string().min(1).optional(),
  XENDIT_CALLBACK_TOKEN: z.string().min(1).optional(),
  XENDIT_API_URL: z.url().default("https://api.xendit.co"),
  /** AI coach and question writer: an OpenAI-compatible endpoint (unset: the offline provider, no network) */
  AI_BASE_URL: z.url().optional(),
  /** the model name sent to AI_BASE_URL */
  AI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  /** the key sent to AI_BASE_URL as a bearer token (unset: none, e.g. a local vLLM or Ollama) */
  AI_API_KEY: z.string().min(1).optional(),
  /** tokens a site's model may use per calendar month before the offline provider answers instead */
  AI_MONTHLY_TOKEN_BUDGET: z.coerce.number().int().min(0).default(2_000_000),
  /** coach questions per learner per hour */
  AI_USER_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** a mandatory course's reminder is mailed this many days before its due date (0: only once overdue) */
  ASSIGNMENT_REMINDER_DAYS: z.coerce.number().int().min(0).max(60).default(3),
  /** where reset links point when the request's origin is not a known site */
  PUBLIC_WEB_URL: z.url().default("http://localhost:3000"),
  /**
   * the web servers whose page caches are told when the catalogue changed (each one, not the load balancer:
   * `http://10.0.0.5:3000,http://10.0.0.6:3000`); `none` for none. Default: PUBLIC_WEB_URL in development,
   * none otherwise (the web's pages then expire after its PAGE_CACHE_SECONDS)
   */
  WEB_REVALIDATE_URLS: z
    .string()
    .transform((raw, ctx) => {
      const urls = raw
        .split(",")
        .map((p) => p.trim())
        .filter((p) => p && p !== "none");
      for (const url of urls) {
        if (!z.url({ protocol: /^https?$/ }).safeParse(url).success) {
          ctx.addIssue({
            code: "custom",
            message: `expected http(s) URLs, comma-separated, or none; got "${url}"`,
          });
          return z.NEVER;
        }
      }
      return urls;
    })
    .optional(),
  GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  GOOGLE_CLIENT_ID: z.string().optional(),
  /** LMS sites and their shared secrets: `lms:secret,moodle-x:secret2` */
  LMS_SHARED_SECRETS: pairs("secret"),
  /** the organisation (referral) each LMS partner signs in for: `lms:nusantara-maju`; a partner without one signs in no one */
  LMS_PARTNER_ORGANISATIONS: pairs("referral"),
  /**
   * days between a learner's request to delete the account and its erasure (signing in before then keeps it);
   * a site's tenant.json `privacy.deletionGraceDays` overrides it; 0 erases at once
   */
  ACCOUNT_DELETION_GRACE_DAYS: z.coerce.number().int().min(0).max(30).default(14),
  /** idle timeout of a session in minutes, 0 = none; per site: `kemenkes:30,bps:60` */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(0).default(0),
  SESSION_IDLE_MINUTES_BY_SITE: pairs("minutes"),
  /** seconds a looked-up session is served from memory (0 = off); logout and password changes clear it at once */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /** seconds a catalogue answer is served from memory (0 = off); catalogue writes clear it at once */
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * peers whose forwarded client address and site host are believed (together with API_PROXY_SECRET):
   * `loopback`, `private` or addresses and CIDR ranges, comma-separated; `none` for nobody. Default: loopback
   * outside production, nobody in production. X-Forwarded-For itself is never read.
   */
  TRUSTED_PROXIES: addressList.optional(),
  /** the secret those proxies send; default outside production: the development secret */
  API_PROXY_SECRET: z.string().min(1).optional(),
  /** on SIGTERM, how long at most the process drains (ready turns 503, answers close their connections) before it closes */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(5),
  /** requests per minute per client address on login, register and reset */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** search: the Typesense node list the API indexes into, comma-separated URLs (default: apps/search) */
  TYPESENSE_NODES: z.string().default("http://127.0.0.1:8108"),
  /** the admin key of those nodes (default: the embedded server's development key) */
  TYPESENSE_API_KEY: z.string().min(4).default("gk-dev-admin-key"),
  /** the node list handed to browsers when it differs from the API's (a public load balancer); default TYPESENSE_NODES */
  TYPESENSE_PUBLIC_NODES: z.string().optional(),
  /** a search-only parent key for scoped keys; unset: the API derives one from the admin key and creates it on the node */
  TYPESENSE_SEARCH_ONLY_KEY: z.string().min(4).optional(),
  /** lifetime of a scoped search key handed to a browser */
  SEARCH_KEY_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 3600)
    .default(3600),
  /** how often the sync job looks for changed courses */
  SEARCH_SYNC_INTERVAL_SECONDS: z.coerce.number().min(0.2).max(3600).default(30),
  /** dev_/prod_ prefix of the tenant index names; default: production when NODE_ENV is production */
  SEARCH_INDEX_ENV: z.enum(["development", "production"]).optional(),
});

/**
 * `aiKeys`: the values of the variables sites name in tenant.json `ai.apiKeyEnv` (a site's model key is kept in
 * the environment, never in the repository), read here as every other variable is.
 */
export type Env = z.infer<typeof envSchema> & { aiKeys: ReadonlyMap<string, string> };

/** The variables named by sites' `ai.apiKeyEnv` that are set. */
function aiKeysOf(source: Record<string, string | undefined>): ReadonlyMap<string, string> {
  const keys = new Map<string, string>();
  for (const site of sites.values()) {
    const name = site.ai?.apiKeyEnv;
    const value = name ? source[name] : undefined;
    if (name && value) keys.set(name, value);
  }
  return keys;
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`invalid environment:\n${lines.join("\n")}`);
  }
  const weak = weakSearchKeys(parsed.data);
  if (weak.length > 0) throw new Error(`invalid environment:\n${weak.map((l) => `  ${l}`).join("\n")}`);
  // the old switch took a client-chosen X-Forwarded-For; silently dropping it would hide that trust has changed
  if (cleaned.TRUST_PROXY !== undefined)
    throw new Error(
      "invalid environment:\n  TRUST_PROXY: replaced by TRUSTED_PROXIES and API_PROXY_SECRET (see deploy/README.md)",
    );
  const proxy = proxySecretProblem(parsed.data);
  if (proxy) throw new Error(`invalid environment:\n  ${proxy}`);
  const sandbox = sandboxSecretProblem(parsed.data);
  if (sandbox) throw new Error(`invalid environment:\n  ${sandbox}`);
  return { ...parsed.data, aiKeys: aiKeysOf(cleaned) };
}

/**
 * A production API that trusts proxies needs a real shared secret: without one, or with the development
 * secret anyone can read in the repository, a forged client address or site host would be believed from any
 * trusted peer.
 */
function proxySecretProblem(env: z.infer<typeof envSchema>): string | null {
  if (env.NODE_ENV !== "production" || (env.TRUSTED_PROXIES ?? []).length === 0) return null;
  const secret = env.API_PROXY_SECRET;
  if (!secret) return "API_PROXY_SECRET: required in production when TRUSTED_PROXIES is set";
  if (secret === DEV_PROXY_SECRET) return "API_PROXY_SECRET: is the development secret; set a random one";
  if (secret.length < MIN_PROXY_SECRET_LENGTH)
    return `API_PROXY_SECRET: must be at least ${MIN_PROXY_SECRET_LENGTH} characters in production`;
  return null;
}

/**
 * A production API that opens the sandbox checkout needs its own signing secret: with the development secret
 * anyone who reads the repository could sign a "paid" notification.
 */
function sandboxSecretProblem(env: z.infer<typeof envSchema>): string | null {
  if (env.NODE_ENV !== "production" || env.PAYMENT_SANDBOX_ENABLED !== "true") return null;
  if (!env.PAYMENT_SANDBOX_SECRET)
    return "PAYMENT_SANDBOX_SECRET: required in production when PAYMENT_SANDBOX_ENABLED is true";
  return null;
}

/**
 * Keys anyone could know: the development default and the example keys of our docs and of Typesense's. A
 * search admin key can read, rewrite and delete the whole index, so production refuses these and any key
 * shorter than 32 characters; development keeps its default.
 */
export const KNOWN_SEARCH_KEYS = new Set(["gk-dev-admin-key", "xyz", "typesense", "changeme", "admin"]);
export const MIN_SEARCH_KEY_LENGTH = 32;

function weakSearchKeys(env: z.infer<typeof envSchema>): string[] {
  if (env.NODE_ENV !== "production") return [];
  const problems: string[] = [];
  for (const name of ["TYPESENSE_API_KEY", "TYPESENSE_SEARCH_ONLY_KEY"] as const) {
    const key = env[name];
    if (key === undefined) continue;
    if (KNOWN_SEARCH_KEYS.has(key))
      problems.push(`${name}: is a known development or example key; set a random secret in production`);
    else if (key.length < MIN_SEARCH_KEY_LENGTH)
      problems.push(`${name}: must be at least ${MIN_SEARCH_KEY_LENGTH} characters in production`);
  }
  return problems;
}
