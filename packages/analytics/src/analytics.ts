import { ANALYTICS, DEVICE_ID_PREFIX, EVENTS } from "./constants";
import type { AmplitudeInstance, AmplitudeSdk } from "./sdk";
import {
  sessionRecordingInitOptions,
  sessionRecordingSettings,
  type SessionRecordingOverrides,
} from "./session-recording";

export type LoginState = "IDLE" | "LOADING" | "LOGIN" | "NOT_LOGIN";
type Props = Record<string, unknown>;

export interface AnalyticsOptions {
  /** Without a key every call does nothing (analytics is optional). */
  apiKey?: string | null;
  /** The SDK, or a promise of it while it loads; calls made meanwhile are queued. */
  sdk?: AmplitudeSdk | Promise<AmplitudeSdk>;
  /** The visit's site (@gk/tenancy): gate sites set from_app; a tenant's referral stands in for the user's. */
  site?: { isGate: boolean; referral?: string | null };
  /** What the screen-view event describes: by default the browser's path and title. */
  getScreen?: () => Props;
  logger?: Pick<Console, "error">;
  /** The site's session-recording overrides (tenant.json `analytics.sessionRecording`). */
  sessionRecording?: SessionRecordingOverrides;
  /**
   * Every product event also goes here, with or without an Amplitude key: the tag manager adapter
   * (createTagManager().push), which maps it to GA4 and does nothing without its own container id.
   */
  forward?: (event: string, properties: Props) => void;
}

/** amplitude-js init options from the ANALYTICS constants. */
export const amplitudeInitOptions = {
  batchEvents: true,
  eventUploadThreshold: ANALYTICS.batchSize,
  uploadBatchSize: ANALYTICS.batchSize,
  eventUploadPeriodMillis: ANALYTICS.flushIntervalMs,
  cookieExpiration: ANALYTICS.cookieDays,
  sameSiteCookie: "Lax",
  saveEvents: true,
  includeUtm: true,
  includeReferrer: true,
} as const;

/** Cuts every string value (nested too) to 255 characters. */
export function truncateValues<T>(value: T, max: number = ANALYTICS.maxValueLength): T {
  if (typeof value === "string") return (value.length > max ? value.slice(0, max) : value) as T;
  if (Array.isArray(value)) return (value as unknown[]).map((v) => truncateValues(v, max)) as T;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, truncateValues(v, max)])) as T;
  }
  return value;
}

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

function defaultScreen(): Props {
  if (typeof location === "undefined") return {};
  return { path: location.pathname, title: typeof document === "undefined" ? undefined : document.title };
}

export function createAnalytics(options: AnalyticsOptions) {
  const logger = options.logger ?? console;
  const enabled = !!options.apiKey && !!options.sdk;
  let sdk: AmplitudeSdk | null = null;
  let instance: AmplitudeInstance | null = null;
  const queue: Array<() => void> = [];
  let screenTimer: ReturnType<typeof setTimeout> | null = null;
  const recording = sessionRecordingSettings(options.sessionRecording);
  const forward = (event: string, properties: Props) =>
    options.forward && safely(`forward ${event}`, () => options.forward?.(event, properties));

  // Analytics must never break a page: its errors are only logged.
  const safely = (what: string, fn: () => void) => {
    try {
      fn();
    } catch (error) {
      logger.error(`[analytics] ${what} failed`, error);
    }
  };
  const run = (what: string, fn: (i: AmplitudeInstance, s: AmplitudeSdk) => void) => {
    if (!enabled) return;
    const call = () => safely(what, () => fn(instance as AmplitudeInstance, sdk as AmplitudeSdk));
    if (instance) call();
    else queue.push(call);
  };

  if (enabled) {
    Promise.resolve(options.sdk as AmplitudeSdk | Promise<AmplitudeSdk>).then(
      (loaded) => {
        safely("init", () => {
          const i = loaded.getInstance();
          i.init(options.apiKey as string, undefined, {
            ...amplitudeInitOptions,
            ...sessionRecordingInitOptions(recording),
          });
          sdk = loaded;
          instance = i;
        });
        for (const call of queue.splice(0)) call();
      },
      (error: unknown) => logger.error("[analytics] the SDK did not load", error),
    );
  }

  const api = {
    enabled,

    /** The session-recording settings in force on this site (defaults with its overrides). */
    sessionRecording: recording,

    track(event: string, properties: Props = {}, callback?: () => void): void {
      forward(event, truncateValues(properties));
      run(`track ${event}`, (i) => i.logEvent(event, truncateValues(properties), callback, callback));
    },

    trackScreenView(screen: Props = (options.getScreen ?? defaultScreen)()): void {
      api.track(EVENTS.screenView, screen);
    },

    /** Sets the user id; refuses ids that are really device ids. */
    identify(userId: string): boolean {
      if (!userId || userId.startsWith(DEVICE_ID_PREFIX)) {
        logger.error(
          `[analytics] refused user id "${userId}": empty or starts with the device prefix "${DEVICE_ID_PREFIX}"`,
        );
        return false;
      }
      run("identify", (i) => i.setUserId(userId));
      return true;
    },

    setUserProperties(properties: Props): void {
      run("setUserProperties", (i) => i.setUserProperties(truncateValues(properties)));
    },

    /** Adds to a numeric user property; a non-number is logged and nothing is sent. */
    increment(property: string, value: unknown): boolean {
      if (!isNumber(value)) {
        logger.error(`[analytics] increment of "${property}" needs a number, got ${typeof value}`);
        return false;
      }
      run("increment", (i, s) => i.identify(new s.Identify().add(property, value)));
      return true;
    },

    /** Records revenue; a non-number amount or quantity is logged and nothing is sent. */
    charge(
      amount: unknown,
      details: { productId?: string; quantity?: unknown; properties?: Props } = {},
    ): boolean {
      const quantity = details.quantity ?? 1;
      if (!isNumber(amount) || !isNumber(quantity)) {
        logger.error(
          `[analytics] charge needs number amount and quantity, got ${typeof amount} and ${typeof quantity}`,
        );
        return false;
      }
      run("charge", (i, s) => {
        let revenue = new s.Revenue().setPrice(amount).setQuantity(quantity);
        if (details.productId) revenue = revenue.setProductId(truncateValues(details.productId));
        if (details.properties) revenue = revenue.setEventProperties(truncateValues(details.properties));
        i.logRevenueV2(revenue);
      });
      return true;
    },

    /**
     * Tracks a click on a link that leaves the page: navigates when the event is handed over, or after 300 ms
     * at the latest, and only once.
     */
    trackLink(event: string, properties: Props, navigate: () => void): void {
      let done = false;
      const go = () => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        navigate();
      };
      const timer = setTimeout(go, ANALYTICS.linkTrackingTimeoutMs);
      if (!enabled) {
        forward(event, truncateValues(properties));
        return go();
      }
      api.track(event, properties, go);
    },

    /**
     * On LOGIN identify the user and register is_logged_in, referral and from_app; on NOT_LOGIN
     * register logged-out; in both cases a screen view 1 ms later (after the state has settled).
     * Plug into @gk/auth as `onLoginState`.
     */
    handleLoginState(state: LoginState, user: { id: string; referral?: string | null } | null): void {
      if (!enabled) return;
      const fromApp = options.site?.isGate ?? false;
      if (state === "LOGIN" && user) {
        api.identify(user.id);
        api.setUserProperties({
          is_logged_in: true,
          referral: user.referral ?? options.site?.referral ?? null,
          from_app: fromApp,
        });
      } else if (state === "NOT_LOGIN") {
        api.setUserProperties({ is_logged_in: false, from_app: fromApp });
      } else {
        return;
      }
      if (screenTimer) clearTimeout(screenTimer);
      screenTimer = setTimeout(() => {
        screenTimer = null;
        api.trackScreenView();
      }, ANALYTICS.screenViewDelayMs);
    },

    /** Whether this session is recorded: never at the default 0 %, else sampled at the site's rate. */
    shouldRecordSession(random: () => number = Math.random): boolean {
      return enabled && recording.sampleRate > 0 && random() < recording.sampleRate;
    },
  };
  return api;
}

export type Analytics = ReturnType<typeof createAnalytics>;
