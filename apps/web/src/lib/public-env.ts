/**
 * Browser-visible settings. Each is read by its literal name so Next inlines it at build time; all are
 * optional: without keys analytics and Sentry do nothing, without a search node list the search
 * page uses the API listing.
 */
export const publicEnv = {
  amplitudeKey: process.env.NEXT_PUBLIC_AMPLITUDE_KEY || undefined,
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN || undefined,
  cookieDomain: process.env.NEXT_PUBLIC_COOKIE_DOMAIN || undefined,
} as const;
