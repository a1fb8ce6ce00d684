export {
  createAnalytics,
  amplitudeInitOptions,
  truncateValues,
  type Analytics,
  type AnalyticsOptions,
  type LoginState,
} from "./analytics";
export { initAnalytics } from "./init";
export { captureCampaign, readCampaign, stampVersion } from "./campaign";
export {
  ANALYTICS,
  APP_VERSION,
  CAMPAIGN_COOKIES,
  CAMPAIGN_COOKIE_DAYS,
  DEVICE_ID_PREFIX,
  EVENTS,
  VERSION_KEY,
} from "./constants";
export type { AmplitudeInstance, AmplitudeSdk, IdentifyLike, RevenueLike } from "./sdk";
