import { join } from "node:path";
import { DEV_PROXY_SECRET } from "@gk/contracts";
import { dataDir } from "@gk/db";
import type { Env } from "./env";

/** What the server needs, derived from the environment; tests build one with `configFromEnv(loadEnv({...}))`. */
export interface AppConfig {
  mode: Env["NODE_ENV"];
  logLevel: Env["LOG_LEVEL"];
  /** the proxies whose client address and site host headers are believed: by peer address and shared secret */
  proxy: { trusted: readonly string[]; secret: string };
  /** request bodies above this many bytes are refused with 413 */
  bodyLimit: number;
  publicWebUrl: string;
  /** the web servers told to expire their cached pages when the catalogue changes (with proxy.secret) */
  webRevalidateUrls: readonly string[];
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  google: { issuer: string; clientId: string | undefined };
  lmsSecrets: ReadonlyMap<string, string>;
  /** LMS partner → the referral of the only organisation whose members it may sign in */
  lmsOrganisations: ReadonlyMap<string, string>;
  session: { absoluteSeconds: number; idleSeconds: number; idleSecondsBySite: ReadonlyMap<string, number> };
  /** days an account waits for erasure after its deletion is confirmed, unless the site sets its own */
  deletionGraceDays: number;
  rateLimit: {
    /** per client address per minute over login, register and reset */
    perIpPerMinute: number;
    /** failed logins of one account from one address before the delay starts */
    freeFailures: number;
    /** longest delay one account+address pair can be made to wait */
    maxDelaySeconds: number;
    /** distinct addresses failing on one account before the account-wide delay starts */
    accountFreeAddresses: number;
    /** longest account-wide delay: what a real owner can at most be made to wait by others */
    accountMaxDelaySeconds: number;
    /** reset mails per account per hour */
    resetMailsPerHour: number;
  };
  jobs: { pollingIntervalSeconds: number; retryLimit: number; retryDelaySeconds: number };
  /**
   * how long a company admin's first password and invitation links stay usable; how many days before a
   * mandatory course's due date its reminder is mailed
   */
  org: { firstPasswordDays: number; invitationDays: number; reminderDaysBefore: number };
  /** company subscriptions: where requests are mailed, the free trial's default length */
  subscriptions: { teamEmail: string; defaultTrialDays: number };
  payments: PaymentsConfig;
  /** the AI coach and question writer: the default model (unset: offline), budget and rate limit; a site may override */
  ai: AiConfig;
  search: SearchConfig;
  /** in-process caches (0 = off); writes clear them at once on every replica, these bound a lost notification */
  cache: { sessionSeconds: number; catalogueSeconds: number };
}

/**
 * Payment providers: the default one (a site's tenant.json may name its own), the sandbox checkout's signing
 * secret and whether it may run (never in production unless enabled), and the real providers' keys (unset: that
 * provider is unavailable and checkouts through it answer 503).
 */
export interface PaymentsConfig {
  provider: "sandbox" | "midtrans" | "xendit";
  /** hours a transaction waits for its payment before the expiry job closes it */
  expiryHours: number;
  sandbox: { enabled: boolean; secret: string };
  midtrans: { serverKey: string | undefined; apiUrl: string };
  xendit: { secretKey: string | undefined; callbackToken: string | undefined; apiUrl: string };
}

/**
 * The AI provider of sites whose tenant.json has no `ai` block: an OpenAI-compatible endpoint, or none (the
 * offline provider); the monthly token budget per site and the coach questions per learner per hour.
 */
export interface AiConfig {
  baseUrl: string | undefined;
  model: string;
  apiKey: string | undefined;
  monthlyTokenBudget: number;
  userRequestsPerHour: number;
  /** values of the variables named by sites' `ai.apiKeyEnv` */
  siteKeys: ReadonlyMap<string, string>;
}

/** The sandbox's signing secret outside production when none is set: public, so production never uses it. */
export const DEV_SANDBOX_SECRET = "gk-dev-sandbox-payment-secret";

/** Search: where the API indexes, what it hands browsers, how long scoped keys live. */
export interface SearchConfig {
  /** comma-separated node URLs the API talks to */
  nodes: string;
  /** node URLs for browsers */
  publicNodes: string;
  adminKey: string;
  searchOnlyKey: string | undefined;
  keyTtlSeconds: number;
  syncIntervalSeconds: number;
  /** environment part of tenant index names */
  indexEnv: "development" | "production";
  /** at start, rebuild an empty index and run the sweep job (off under NODE_ENV=test: other modules' tests must not write into a developer's node) */
  autoSync: boolean;
}

export const SESSION_DAYS = 7;

export function configFromEnv(env: Env): AppConfig {
  return {
    mode: env.NODE_ENV,
    logLevel: env.LOG_LEVEL,
    proxy: {
      trusted: env.TRUSTED_PROXIES ?? (env.NODE_ENV === "production" ? [] : ["loopback"]),
      secret: env.API_PROXY_SECRET ?? (env.NODE_ENV === "production" ? "" : DEV_PROXY_SECRET),
    },
    bodyLimit: 100 * 1024,
    publicWebUrl: env.PUBLIC_WEB_URL,
    webRevalidateUrls:
      env.WEB_REVALIDATE_URLS ?? (env.NODE_ENV === "development" ? [env.PUBLIC_WEB_URL] : []),
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: join(dataDir(), "outbox") },
    google: { issuer: env.GOOGLE_ISSUER, clientId: env.GOOGLE_CLIENT_ID },
    lmsSecrets: env.LMS_SHARED_SECRETS,
    lmsOrganisations: env.LMS_PARTNER_ORGANISATIONS,
    session: {
      absoluteSeconds: SESSION_DAYS * 24 * 3600,
      idleSeconds: env.SESSION_IDLE_MINUTES * 60,
      idleSecondsBySite: new Map(
        [...env.SESSION_IDLE_MINUTES_BY_SITE].map(([site, m]) => [site, Number(m) * 60]),
      ),
    },
    deletionGraceDays: env.ACCOUNT_DELETION_GRACE_DAYS,
    rateLimit: {
      perIpPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
      freeFailures: 5,
      maxDelaySeconds: 5 * 60,
      accountFreeAddresses: 3,
      accountMaxDelaySeconds: 60,
      resetMailsPerHour: 3,
    },
    jobs: { pollingIntervalSeconds: 2, retryLimit: 8, retryDelaySeconds: 30 },
    org: { firstPasswordDays: 7, invitationDays: 7, reminderDaysBefore: env.ASSIGNMENT_REMINDER_DAYS },
    subscriptions: { teamEmail: env.SUBSCRIPTION_TEAM_EMAIL, defaultTrialDays: env.SUBSCRIPTION_TRIAL_DAYS },
    payments: {
      provider: env.PAYMENT_PROVIDER,
      expiryHours: env.PAYMENT_EXPIRY_HOURS,
      sandbox: {
        enabled: env.NODE_ENV !== "production" || env.PAYMENT_SANDBOX_ENABLED === "true",
        secret: env.PAYMENT_SANDBOX_SECRET ?? (env.NODE_ENV === "production" ? "" : DEV_SANDBOX_SECRET),
      },
      midtrans: { serverKey: env.MIDTRANS_SERVER_KEY, apiUrl: env.MIDTRANS_API_URL.replace(/\/+$/, "") },
      xendit: {
        secretKey: env.XENDIT_SECRET_KEY,
        callbackToken: env.XENDIT_CALLBACK_TOKEN,
        apiUrl: env.XENDIT_API_URL.replace(/\/+$/, ""),
      },
    },
    ai: {
      baseUrl: env.AI_BASE_URL,
      model: env.AI_MODEL,
      apiKey: env.AI_API_KEY,
      monthlyTokenBudget: env.AI_MONTHLY_TOKEN_BUDGET,
      userRequestsPerHour: env.AI_USER_REQUESTS_PER_HOUR,
      siteKeys: env.aiKeys,
    },
    cache: { sessionSeconds: env.SESSION_CACHE_SECONDS, catalogueSeconds: env.CATALOGUE_CACHE_SECONDS },
    search: {
      nodes: env.TYPESENSE_NODES,
      publicNodes: env.TYPESENSE_PUBLIC_NODES ?? env.TYPESENSE_NODES,
      adminKey: env.TYPESENSE_API_KEY,
      searchOnlyKey: env.TYPESENSE_SEARCH_ONLY_KEY,
      keyTtlSeconds: env.SEARCH_KEY_TTL_SECONDS,
      syncIntervalSeconds: env.SEARCH_SYNC_INTERVAL_SECONDS,
      indexEnv: env.SEARCH_INDEX_ENV ?? (env.NODE_ENV === "production" ? "production" : "development"),
      autoSync: env.NODE_ENV !== "test",
    },
  };
}
