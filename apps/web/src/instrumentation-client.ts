import { config as zodConfig } from "zod/v4/core";
import { publicEnv } from "@/lib/public-env";

// zod probes once whether it may compile parsers with `new Function`; the pages' Content-Security-Policy
// forbids eval, so the probe would be reported as a violation. Without the compiled path parsing is the same.
zodConfig({ jitless: true });

// Browser error reporting: the SDK is fetched only when a DSN is configured (first-load JS stays small).
if (publicEnv.sentryDsn) {
  void import("@gk/analytics/sentry/init").then(({ initSentryClient }) =>
    initSentryClient({ dsn: publicEnv.sentryDsn }),
  );
}
