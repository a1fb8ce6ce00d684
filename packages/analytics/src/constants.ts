import pkg from "../package.json" with { type: "json" };
/** The analytics constants, in one place so the init options, the wrapper and the tests agree. */
export const ANALYTICS = {
  /** events per upload batch */
  batchSize: 50,
  /** flush the queue every 5 s */
  flushIntervalMs: 5_000,
  /**
   * request timeout 90 s: the web's API clients give up after it (the `timeoutMs` of @gk/api-client, whose own
   * default REQUEST_TIMEOUT_MS is the same figure). amplitude-js 8 sends with XHR and has no timeout option.
   */
  requestTimeoutMs: 90_000,
  /** persistence cookie lifetime */
  cookieDays: 365,
  /** how long a tracked link waits for its event before navigating anyway */
  linkTrackingTimeoutMs: 300,
  /** string property values are cut to this length */
  maxValueLength: 255,
  /**
   * session recording: stop after 30 min idle, never longer than 24 h, sampled at 0 % (off); a site may
   * override each (tenant.json `analytics.sessionRecording`, see session-recording.ts)
   */
  recordingIdleTimeoutMs: 30 * 60 * 1000,
  recordingMaxDurationMs: 24 * 60 * 60 * 1000,
  recordingSampleRate: 0,
  /** screen views go out 1 ms after the login state settles */
  screenViewDelayMs: 1,
} as const;

/** Device ids we generate start with this; a user id that does is a device id passed by mistake. */
export const DEVICE_ID_PREFIX = "device-";

/** campaign cookies and the client version kept in storage */
export const CAMPAIGN_COOKIES = {
  utm_source: "utm_source_gk",
  utm_medium: "utm_medium_gk",
  utm_campaign: "utm_campaign_gk",
} as const;
/** Campaign cookies last 30 days (the spec gives no figure; a month covers a campaign's follow-up visits). */
export const CAMPAIGN_COOKIE_DAYS = 30;
export const VERSION_KEY = "gk-version";
/**
 * The release the browser runs, kept in storage as gk-version. Every @gk package carries the same version
 * (one fixed group in .changeset/config.json, bumped by `changeset version`), so this package's version is
 * the release's; the footer shows it and the API's /health reports the same number.
 */
export const APP_VERSION = `v${pkg.version}`;

/**
 * The product's events, one list for every destination: Amplitude receives them as named here, the tag manager
 * maps each to its GA4 event (`toDataLayerEvent` in ga4.ts, which must cover every entry).
 *
 * - screenView `{ path, title? }`: a route change (GA4 page_view)
 * - login `{ method }`: a sign-in; method "register" is a new account (GA4 sign_up)
 * - share `{ channel, kind }`: a share button
 * - beginCourse `{ course }`: a learner enrolled in a course and starts it
 * - purchase `{ transactionId, value, currency, items: [{ id, name }] }`: a paid transaction
 */
export const EVENTS = {
  screenView: "screen_view",
  login: "login",
  share: "share",
  beginCourse: "begin_course",
  purchase: "purchase",
} as const;
export type ProductEvent = (typeof EVENTS)[keyof typeof EVENTS];
