import { describe, expect, it } from "vitest";
import { createAnalytics } from "./analytics";
import { ANALYTICS } from "./constants";
import { fakeAmplitude } from "./fake-amplitude";
import { sessionRecordingSettings } from "./session-recording";

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function initOptions(sessionRecording?: Parameters<typeof sessionRecordingSettings>[0]) {
  const fake = fakeAmplitude();
  const analytics = createAnalytics({ apiKey: "key-1", sdk: fake.sdk, sessionRecording });
  await settle();
  const init = fake.calls.find((c) => c[0] === "init");
  return { analytics, options: init?.[3] as Record<string, unknown> };
}

describe("session recording settings", () => {
  it("default to idle 30 min, at most 24 h and 0 % sampling, so nothing is recorded", async () => {
    expect(sessionRecordingSettings()).toEqual({
      idleTimeoutMs: 30 * 60 * 1000,
      maxDurationMs: 24 * 60 * 60 * 1000,
      sampleRate: 0,
    });
    expect(ANALYTICS.recordingSampleRate).toBe(0);
    const { analytics, options } = await initOptions();
    // amplitude-js 8 takes the idle timeout as its session timeout; it has no replay options
    expect(options).toMatchObject({ sessionTimeout: 30 * 60 * 1000 });
    expect(analytics.shouldRecordSession(() => 0)).toBe(false);
  });

  it("take a site's overrides, and init receives them", async () => {
    const { analytics, options } = await initOptions({ idleMinutes: 10, maxHours: 2, sampleRate: 0.25 });
    expect(options).toMatchObject({ sessionTimeout: 10 * 60 * 1000, eventUploadThreshold: 50 });
    expect(analytics.sessionRecording).toEqual({
      idleTimeoutMs: 600_000,
      maxDurationMs: 7_200_000,
      sampleRate: 0.25,
    });
    expect(analytics.shouldRecordSession(() => 0.2)).toBe(true);
    expect(analytics.shouldRecordSession(() => 0.3)).toBe(false);
  });

  it("clamp a rate outside 0–1", () => {
    expect(sessionRecordingSettings({ sampleRate: 3 }).sampleRate).toBe(1);
    expect(sessionRecordingSettings({ sampleRate: -1 }).sampleRate).toBe(0);
  });
});
