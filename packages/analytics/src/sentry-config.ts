import { withSentryConfig } from "@sentry/nextjs/config";
import { sentryBuildOptions, type SentryBuildEnv } from "./sentry";

/**
 * next.config.ts: `export default withGkSentry(nextConfig, { dsn: env.SENTRY_DSN, tunnelRoute: "/monitoring" })`.
 * Without a DSN the config is returned untouched: the build neither changes nor needs the network.
 */
export function withGkSentry<C extends object>(nextConfig: C, env: SentryBuildEnv): C {
  const options = sentryBuildOptions(env);
  if (!options) return nextConfig;
  return withSentryConfig(nextConfig as Parameters<typeof withSentryConfig>[0], options) as C;
}
