import type { Analytics, SessionRecordingOverrides } from "@gk/analytics";

/** What the pages report: product events, screen views and the sign-in state (Amplitude and the tag manager). */
export interface Measurement {
  track: Analytics["track"];
  trackScreenView: Analytics["trackScreenView"];
  handleLoginState: Analytics["handleLoginState"];
  /** The site's tag manager container script; called after the first paint, so it never delays the page. */
  loadTagManager(): void;
}

export interface MeasurementConfig {
  amplitudeKey: string | null;
  site: {
    isGate: boolean;
    referral: string | null;
    /** tenant.json `tagManager.containerId` */
    tagManagerId?: string | null;
    /** tenant.json `analytics.sessionRecording` */
    sessionRecording?: SessionRecordingOverrides;
  };
}

const NOTHING: Measurement = {
  track: () => {},
  trackScreenView: () => {},
  handleLoginState: () => {},
  loadTagManager: () => {},
};

/**
 * Both adapters do nothing without their key (an Amplitude key, the site's container id), so a site with
 * neither loads neither: their code (~3 kB gzip) would be the biggest part of every page's first script for
 * nothing. A site with one fetches them with the page's first render; what is reported meanwhile is kept and
 * passed on in order once they have arrived.
 */
export function createMeasurement(config: MeasurementConfig): Measurement {
  if (!config.amplitudeKey && !config.site.tagManagerId) return NOTHING;
  let ready: Measurement | null = null;
  const waiting: Array<(m: Measurement) => void> = [];
  const call = (fn: (m: Measurement) => void): void => {
    if (ready) fn(ready);
    else waiting.push(fn);
  };
  void import("./measurement-adapters").then(
    ({ startMeasurement }) => {
      ready = startMeasurement(config);
      for (const fn of waiting.splice(0)) fn(ready);
    },
    (error: unknown) => console.error("[analytics] the adapters did not load", error),
  );
  // The providers report a visitor without a session at once, and the sign-in machinery reports the same
  // state again if it arrives later for that visitor (a press, a first call): each report is a screen view,
  // so a state is passed on once per change.
  let reported = "";
  return {
    track: (...args) => call((m) => m.track(...args)),
    trackScreenView: (...args) => call((m) => m.trackScreenView(...args)),
    handleLoginState: (state, user) => {
      const settled = `${state}:${user?.id ?? ""}`;
      if (state === "LOGIN" || state === "NOT_LOGIN") {
        if (settled === reported) return;
        reported = settled;
      }
      call((m) => m.handleLoginState(state, user));
    },
    loadTagManager: () => call((m) => m.loadTagManager()),
  };
}
