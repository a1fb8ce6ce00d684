/**
 * Runs once when the server starts. The environment is validated here, so a wrong setting stops the start
 * with the variable named instead of failing on the first visit. Server-side error reporting: without
 * SENTRY_DSN nothing is loaded, so development, tests and builds here never need the Sentry service.
 */
export async function register() {
  const { env } = await import("./env").catch((error: Error) => {
    // Next would go on serving 500s; a replica that cannot start should stop, so its orchestrator says why.
    console.error(error.message);
    if (typeof process.exit === "function") process.exit(1);
    throw error;
  });
  if (!env.SENTRY_DSN) return;
  const { initSentryForRuntime } = await import("@gk/analytics/sentry/init");
  initSentryForRuntime(env.NEXT_RUNTIME, { dsn: env.SENTRY_DSN });
}

export async function onRequestError(...args: unknown[]) {
  const { env } = await import("./env");
  if (!env.SENTRY_DSN) return;
  const { onRequestError: report } = await import("@gk/analytics/sentry/init");
  (report as (...a: unknown[]) => void)(...args);
}
