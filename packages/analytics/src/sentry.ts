/**
 * Error-reporting settings for @sentry/nextjs as plain builders, free of the SDK, so they are
 * cheap to test and to read. sentry-init.ts applies them; sentry-config.ts wraps next.config.
 */
export interface SentryEnv {
  /** Without a DSN nothing is initialised and the build is not wrapped. */
  dsn?: string | null;
  /** default "production" */
  environment?: string | null;
  release?: string | null;
}

export interface SentryBuildEnv extends SentryEnv {
  /**
   * A path on the product's own host through which the browser sends events (e.g. "/monitoring"), so ad
   * blockers and strict CSPs do not drop them. Must be excluded from proxy.ts' guard and locale rewrites.
   */
  tunnelRoute?: string | null;
  org?: string | null;
  project?: string | null;
  authToken?: string | null;
}

export const SENTRY_DEFAULTS = { tracesSampleRate: 1, environment: "production" } as const;

/** Options for `Sentry.init` in every runtime, or null without a DSN. */
export function sentryInitOptions(env: SentryEnv) {
  if (!env.dsn) return null;
  return {
    dsn: env.dsn,
    environment: env.environment || SENTRY_DEFAULTS.environment,
    tracesSampleRate: SENTRY_DEFAULTS.tracesSampleRate,
    ...(env.release ? { release: env.release } : {}),
    sendDefaultPii: false,
  };
}

/** Options for `withSentryConfig(nextConfig, options)`, or null without a DSN (then next.config stays as is). */
export function sentryBuildOptions(env: SentryBuildEnv) {
  if (!env.dsn) return null;
  const tunnelRoute = env.tunnelRoute ? `/${env.tunnelRoute.replace(/^\/+/, "")}` : undefined;
  return {
    ...(tunnelRoute ? { tunnelRoute } : {}),
    ...(env.org ? { org: env.org } : {}),
    ...(env.project ? { project: env.project } : {}),
    ...(env.authToken ? { authToken: env.authToken } : {}),
    // no network at build time unless a token is given; never phone home
    silent: true,
    telemetry: false,
    sourcemaps: { disable: !env.authToken },
  };
}
