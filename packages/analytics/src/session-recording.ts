import { ANALYTICS } from "./constants";

/** A site's overrides (tenant.json `analytics.sessionRecording`); each unset field keeps the default. */
export interface SessionRecordingOverrides {
  idleMinutes?: number;
  maxHours?: number;
  /** share of sessions recorded, 0–1 */
  sampleRate?: number;
}

export interface SessionRecordingSettings {
  idleTimeoutMs: number;
  maxDurationMs: number;
  sampleRate: number;
}

/** The defaults of ANALYTICS with a site's overrides applied; a rate outside 0–1 is clamped. */
export function sessionRecordingSettings(
  overrides: SessionRecordingOverrides = {},
): SessionRecordingSettings {
  const rate = overrides.sampleRate ?? ANALYTICS.recordingSampleRate;
  return {
    idleTimeoutMs:
      overrides.idleMinutes !== undefined ? overrides.idleMinutes * 60_000 : ANALYTICS.recordingIdleTimeoutMs,
    maxDurationMs:
      overrides.maxHours !== undefined ? overrides.maxHours * 3_600_000 : ANALYTICS.recordingMaxDurationMs,
    sampleRate: Math.min(1, Math.max(0, Number.isFinite(rate) ? rate : 0)),
  };
}

/**
 * The part of the settings amplitude-js 8 can take at init. It has no session replay, so neither the maximum
 * duration nor the sampling rate has an SDK option; its `sessionTimeout` (a new session after this much
 * inactivity) is the idle timeout, so Amplitude's sessions end where a recording would.
 */
export function sessionRecordingInitOptions(settings: SessionRecordingSettings): { sessionTimeout: number } {
  return { sessionTimeout: settings.idleTimeoutMs };
}
