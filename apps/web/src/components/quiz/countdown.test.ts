import { describe, expect, it } from "vitest";
import { formatClock, mergeClock, secondsRemaining } from "./countdown";

describe("the quiz countdown", () => {
  it("counts down from the server's seconds on the monotonic clock and stops at zero", () => {
    const clock = { secondsLeft: 600, receivedAt: 1_000 };
    expect(secondsRemaining(clock, 1_000)).toBe(600);
    expect(secondsRemaining(clock, 1_000 + 90_500)).toBe(510);
    expect(secondsRemaining(clock, 1_000 + 600_000)).toBe(0);
    expect(secondsRemaining(clock, 1_000 + 700_000)).toBe(0);
    // a clock that went backwards never adds time
    expect(secondsRemaining(clock, 0)).toBe(600);
  });

  it("formats minutes and seconds, with hours when needed", () => {
    expect(formatClock(600)).toBe("10:00");
    expect(formatClock(59)).toBe("00:59");
    expect(formatClock(3725)).toBe("1:02:05");
    expect(formatClock(-3)).toBe("00:00");
  });

  it("keeps the stricter of two server answers", () => {
    const a = { secondsLeft: 300, receivedAt: 0 };
    const later = { secondsLeft: 290, receivedAt: 5_000 };
    expect(mergeClock(a, later)).toBe(later);
    const stale = { secondsLeft: 299, receivedAt: 5_000 };
    expect(mergeClock(a, stale)).toBe(a);
    expect(mergeClock(null, a)).toBe(a);
  });
});
