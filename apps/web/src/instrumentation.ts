/**
 * Server-side error reporting (spec §8). Without SENTRY_DSN nothing is loaded, so development, tests and
 * builds here never need the Sentry service.
 */
export async function register() {
  const dsn = process.env.SENTRY_DSN;
  if (!dsn) return;
  const { initSentryForRuntime } = await import("@gk/analytics/sentry/init");
  initSentryForRuntime(process.env.NEXT_RUNTIME, { dsn });
}

export async function onRequestError(...args: unknown[]) {
  if (!process.env.SENTRY_DSN) return;
  const { onRequestError: report } = await import("@gk/analytics/sentry/init");
  (report as (...a: unknown[]) => void)(...args);
}
