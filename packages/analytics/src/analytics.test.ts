import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { amplitudeInitOptions, createAnalytics, truncateValues } from "./analytics";
import { ANALYTICS } from "./constants";
import { fakeAmplitude } from "./fake-amplitude";

const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => undefined);
const user = { id: "u-42", referral: "sukamaju" };

function setup(extra: Parameters<typeof createAnalytics>[0] = {}) {
  const fake = fakeAmplitude();
  const errors: unknown[][] = [];
  const analytics = createAnalytics({
    apiKey: "key-1",
    sdk: fake.sdk,
    getScreen: () => ({ path: "/course/excel" }),
    logger: { error: (...args: unknown[]) => void errors.push(args) },
    ...extra,
  });
  return { analytics, calls: fake.calls, errors, fake };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("amplitude settings", () => {
  it("initialises with batch 50, flush 5 s and a 365-day cookie", async () => {
    const { calls } = setup();
    await settle();
    expect(calls[0]).toEqual([
      "init",
      "key-1",
      undefined,
      expect.objectContaining({
        batchEvents: true,
        eventUploadThreshold: 50,
        eventUploadPeriodMillis: 5000,
        cookieExpiration: 365,
      }),
    ]);
    expect(amplitudeInitOptions.uploadBatchSize).toBe(50);
    expect(ANALYTICS).toMatchObject({
      requestTimeoutMs: 90_000,
      linkTrackingTimeoutMs: 300,
      maxValueLength: 255,
      recordingIdleTimeoutMs: 1_800_000,
      recordingMaxDurationMs: 86_400_000,
      recordingSampleRate: 0,
    });
  });

  it("does nothing without a key", async () => {
    const fake = fakeAmplitude();
    const analytics = createAnalytics({ apiKey: "", sdk: fake.sdk });
    analytics.track("x");
    analytics.handleLoginState("LOGIN", user);
    await settle();
    vi.advanceTimersByTime(10);
    expect(analytics.enabled).toBe(false);
    expect(fake.calls).toEqual([]);
  });

  it("queues calls made while the SDK loads", async () => {
    const { analytics, calls } = setup();
    analytics.track("early", { a: 1 });
    expect(calls).toEqual([]);
    await settle();
    expect(calls.map((c) => c[0])).toEqual(["init", "logEvent"]);
  });

  it("truncates string values to 255 characters, nested ones too", async () => {
    const { analytics, calls } = setup();
    await settle();
    analytics.track("long", { title: "x".repeat(300), nested: { list: ["y".repeat(256)] }, n: 5 });
    const props = calls[1]?.[2] as { title: string; nested: { list: string[] }; n: number };
    expect(props.title).toHaveLength(255);
    expect(props.nested.list[0]).toHaveLength(255);
    expect(props.n).toBe(5);
    expect(truncateValues("abc", 2)).toBe("ab");
  });

  it("never records sessions at the 0 % sampling rate", () => {
    const { analytics } = setup();
    expect(analytics.shouldRecordSession(() => 0)).toBe(false);
  });
});

describe("login-state rules", () => {
  it("on LOGIN identifies the user, registers is_logged_in/referral/from_app, and sends a screen view 1 ms later", async () => {
    const { analytics, calls } = setup({ site: { isGate: true } });
    await settle();
    analytics.handleLoginState("LOADING", null);
    analytics.handleLoginState("LOGIN", user);
    expect(calls.slice(1)).toEqual([
      ["setUserId", "u-42"],
      ["setUserProperties", { is_logged_in: true, referral: "sukamaju", from_app: true }],
    ]);
    vi.advanceTimersByTime(0);
    expect(calls.some((c) => c[0] === "logEvent")).toBe(false);
    vi.advanceTimersByTime(1);
    expect(calls.at(-1)).toEqual(["logEvent", "screen_view", { path: "/course/excel" }]);
  });

  it("on NOT_LOGIN registers logged-out and sends one screen view 1 ms later", async () => {
    const { analytics, calls } = setup();
    await settle();
    analytics.handleLoginState("NOT_LOGIN", null);
    expect(calls.at(-1)).toEqual(["setUserProperties", { is_logged_in: false, from_app: false }]);
    vi.advanceTimersByTime(5);
    expect(calls.filter((c) => c[1] === "screen_view")).toHaveLength(1);
  });

  it("uses the tenant's referral when the user has none", async () => {
    const { analytics, calls } = setup({ site: { isGate: false, referral: "desa-x" } });
    await settle();
    analytics.handleLoginState("LOGIN", { id: "u1", referral: null });
    expect(calls.at(-1)).toEqual([
      "setUserProperties",
      { is_logged_in: true, referral: "desa-x", from_app: false },
    ]);
  });
});

describe("validation", () => {
  it("rejects non-number increments: error logged, nothing sent", async () => {
    const { analytics, calls, errors } = setup();
    await settle();
    expect(analytics.increment("courses_completed", "1")).toBe(false);
    expect(analytics.increment("courses_completed", Number.NaN)).toBe(false);
    expect(calls).toHaveLength(1);
    expect(errors).toHaveLength(2);
    expect(analytics.increment("courses_completed", 1)).toBe(true);
    expect(calls.at(-1)).toEqual(["identify", [["courses_completed", 1]]]);
  });

  it("rejects non-number charges: error logged, nothing sent", async () => {
    const { analytics, calls, errors } = setup();
    await settle();
    expect(analytics.charge("150000")).toBe(false);
    expect(analytics.charge(150000, { quantity: "2" })).toBe(false);
    expect(calls).toHaveLength(1);
    expect(errors).toHaveLength(2);
    expect(analytics.charge(150000, { productId: "course-excel" })).toBe(true);
    expect(calls.at(-1)).toEqual(["logRevenueV2", { price: 150000, quantity: 1, productId: "course-excel" }]);
  });

  it("refuses a user id that starts with the device prefix", async () => {
    const { analytics, calls, errors } = setup();
    await settle();
    expect(analytics.identify("device-3f2a")).toBe(false);
    expect(errors).toHaveLength(1);
    expect(calls).toHaveLength(1);
    expect(analytics.identify("u-1")).toBe(true);
  });

  it("only logs when the SDK throws", async () => {
    const { analytics, errors, fake } = setup();
    await settle();
    fake.instance.logEvent = () => {
      throw new Error("quota");
    };
    expect(() => analytics.track("x")).not.toThrow();
    expect(errors).toHaveLength(1);
  });
});

describe("link tracking", () => {
  it("navigates once the event is handed over", async () => {
    const { analytics } = setup();
    await settle();
    const navigate = vi.fn();
    analytics.trackLink("share_click", { channel: "whatsapp" }, navigate);
    // the fake logEvent returns without calling back: the 300 ms timeout has to navigate
    vi.advanceTimersByTime(299);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it("navigates at once when the SDK calls back, and not again at 300 ms", async () => {
    const { analytics, fake } = setup();
    await settle();
    fake.instance.logEvent = (_e, _p, callback) => callback?.();
    const navigate = vi.fn();
    analytics.trackLink("share_click", {}, navigate);
    expect(navigate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(300);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
