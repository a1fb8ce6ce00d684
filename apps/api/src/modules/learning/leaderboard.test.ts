import { describe, expect, it } from "vitest";
import { displayName, weekStart } from "./leaderboard";

describe("leaderboard helpers", () => {
  it("starts the week on Monday 00:00 Western Indonesia Time", () => {
    // Sunday 22 Nov 2026, 10:00 WIB → Monday 16 Nov 00:00 WIB = Sunday 15 Nov 17:00 UTC
    expect(weekStart(new Date("2026-11-22T03:00:00Z")).toISOString()).toBe("2026-11-15T17:00:00.000Z");
    // Sunday 23:30 UTC is already Monday 06:30 WIB: a new week
    expect(weekStart(new Date("2026-11-22T23:30:00Z")).toISOString()).toBe("2026-11-22T17:00:00.000Z");
    expect(weekStart(new Date("2026-11-22T17:00:00Z")).toISOString()).toBe("2026-11-22T17:00:00.000Z");
  });

  it("shows a first name and an initial on public boards", () => {
    expect(displayName("Siti Aminah Nasution")).toBe("Siti N.");
    expect(displayName("Bayu")).toBe("Bayu");
  });
});
