import * as Sentry from "@sentry/nextjs";
import { sentryInitOptions, type SentryEnv } from "./sentry";

/**
 * Thin init functions for the web app's instrumentation files; each returns whether Sentry was started.
 *
 *   // instrumentation-client.ts
 *   initSentryClient({ dsn: env.NEXT_PUBLIC_SENTRY_DSN, environment: env.NEXT_PUBLIC_SENTRY_ENV });
 *   // instrumentation.ts
 *   export const register = () => initSentryForRuntime(process.env.NEXT_RUNTIME, { dsn: env.SENTRY_DSN });
 *   export { onRequestError } from "@gk/analytics/sentry/init";
 */
export function initSentryClient(env: SentryEnv): boolean {
  const options = sentryInitOptions(env);
  if (!options) return false;
  // Global errors and unhandled rejections are reported. The browser build has the integration;
  // the guard keeps this file importable from server code, where the name does not exist.
  const globalHandlers = (
    Sentry as {
      globalHandlersIntegration?: (o: { onerror: boolean; onunhandledrejection: boolean }) => unknown;
    }
  ).globalHandlersIntegration;
  Sentry.init({
    ...options,
    integrations: (defaults) => [
      ...defaults,
      ...(globalHandlers
        ? [globalHandlers({ onerror: true, onunhandledrejection: true }) as (typeof defaults)[number]]
        : []),
    ],
  });
  return true;
}

/** Node and edge runtimes: uncaught exceptions and unhandled rejections are in the SDK's defaults. */
export function initSentryServer(env: SentryEnv): boolean {
  const options = sentryInitOptions(env);
  if (!options) return false;
  Sentry.init(options);
  return true;
}

export function initSentryForRuntime(runtime: string | undefined, env: SentryEnv): boolean {
  return runtime === "nodejs" || runtime === "edge" ? initSentryServer(env) : false;
}

/** Next.js' `onRequestError` hook: errors in server components, route handlers and proxy.ts. */
export const onRequestError = Sentry.captureRequestError;
