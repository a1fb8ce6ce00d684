import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createProgressController } from "./progress-controller";

describe("progress controller", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows after the delay, creeps below 90 %, completes and hides", () => {
    const bar = createProgressController({ delayMs: 100, tickMs: 200, hideAfterMs: 250 });
    bar.start();
    expect(bar.getSnapshot().visible).toBe(false);
    vi.advanceTimersByTime(100);
    expect(bar.getSnapshot()).toEqual({ visible: true, value: 0.1 });
    let last = 0.1;
    for (let i = 0; i < 50; i++) {
      vi.advanceTimersByTime(200);
      const { value } = bar.getSnapshot();
      expect(value).toBeGreaterThan(last);
      expect(value).toBeLessThan(0.9);
      last = value;
    }
    bar.done();
    expect(bar.getSnapshot()).toEqual({ visible: true, value: 1 });
    vi.advanceTimersByTime(250);
    expect(bar.getSnapshot()).toEqual({ visible: false, value: 0 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("never shows for a navigation that finishes within the delay", () => {
    const bar = createProgressController({ delayMs: 100 });
    const listener = vi.fn();
    bar.subscribe(listener);
    bar.start();
    vi.advanceTimersByTime(50);
    bar.done();
    vi.advanceTimersByTime(1000);
    expect(listener).not.toHaveBeenCalled();
    expect(bar.getSnapshot().visible).toBe(false);
  });

  it("a second start while running is ignored and done without start does nothing", () => {
    const bar = createProgressController({ delayMs: 0, tickMs: 100 });
    bar.done();
    expect(vi.getTimerCount()).toBe(0);
    bar.start();
    vi.advanceTimersByTime(0);
    bar.start();
    expect(vi.getTimerCount()).toBe(1); // only the tick interval
  });
});
