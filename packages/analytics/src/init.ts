import { captureCampaign, stampVersion } from "./campaign";
import { createAnalytics, type AnalyticsOptions } from "./analytics";
import type { AmplitudeSdk } from "./sdk";

/**
 * Browser start-up in one call: stamps gk-version, keeps the URL's campaign in cookies, and loads
 * amplitude-js only when there is a key (and only in the browser: the SDK touches window on load).
 *
 *   export const analytics = initAnalytics({ apiKey: env.NEXT_PUBLIC_AMPLITUDE_KEY, site: { isGate } });
 */
export function initAnalytics(options: Omit<AnalyticsOptions, "sdk">) {
  const browser = typeof window !== "undefined" && typeof document !== "undefined";
  if (browser) {
    try {
      stampVersion(window.localStorage);
      captureCampaign(window.location.href, document);
    } catch (error) {
      (options.logger ?? console).error("[analytics] start-up failed", error);
    }
  }
  if (!browser || !options.apiKey) return createAnalytics({ ...options, apiKey: null });
  const sdk = import("amplitude-js").then((m) => m.default as AmplitudeSdk);
  return createAnalytics({ ...options, sdk });
}
