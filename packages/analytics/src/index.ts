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
  type ProductEvent,
} from "./constants";
export { toDataLayerEvent, type DataLayerEvent } from "./ga4";
export {
  createTagManager,
  gtmScriptUrl,
  GTM_ORIGIN,
  TAG_MANAGER_CSP,
  type TagManager,
  type TagManagerOptions,
} from "./tag-manager";
export {
  sessionRecordingInitOptions,
  sessionRecordingSettings,
  type SessionRecordingOverrides,
  type SessionRecordingSettings,
} from "./session-recording";
export type { AmplitudeInstance, AmplitudeSdk, IdentifyLike, RevenueLike } from "./sdk";
