import { createTagManager, initAnalytics } from "@gk/analytics";
import type { Measurement, MeasurementConfig } from "./measurement";

/** Amplitude (with its key) and the site's tag manager (with its container id); every event goes to both. */
export function startMeasurement({ amplitudeKey, site }: MeasurementConfig): Measurement {
  const tagManager = createTagManager({ containerId: site.tagManagerId ?? null });
  const analytics = initAnalytics({
    apiKey: amplitudeKey,
    site,
    sessionRecording: site.sessionRecording,
    forward: tagManager.push,
  });
  return {
    track: (...args) => analytics.track(...args),
    trackScreenView: (...args) => analytics.trackScreenView(...args),
    handleLoginState: (...args) => analytics.handleLoginState(...args),
    loadTagManager: () => tagManager.load(),
  };
}
