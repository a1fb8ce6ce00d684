import { publicEnv } from "@/lib/public-env";

// Browser error reporting: the SDK is fetched only when a DSN is configured (first-load JS stays small).
if (publicEnv.sentryDsn) {
  void import("@gk/analytics/sentry/init").then(({ initSentryClient }) =>
    initSentryClient({ dsn: publicEnv.sentryDsn }),
  );
}
