import { describe, expect, it } from "vitest";
import { jakartaClock, jakartaDay, momentAt, nextChangeIn, startsIn } from "./schedule";

// a class at 19:00–20:00 WIB on Monday 30 November 2026 (12:00–13:00 UTC), joinable from 18:45 WIB
const live = {
  startsAt: "2026-11-30T12:00:00.000Z",
  endsAt: "2026-11-30T13:00:00.000Z",
  joinOpensAt: "2026-11-30T11:45:00.000Z",
};
const at = (iso: string) => Date.parse(iso);

describe("a live class's schedule", () => {
  it("is upcoming, then joinable shortly before the start, live, and ended", () => {
    expect(momentAt(live, at("2026-11-29T12:00:00Z"))).toEqual({
      state: "upcoming",
      joinable: false,
      untilStart: 86_400_000,
    });
    expect(momentAt(live, at("2026-11-30T11:50:00Z"))).toMatchObject({ state: "upcoming", joinable: true });
    expect(momentAt(live, at("2026-11-30T12:30:00Z"))).toMatchObject({ state: "live", joinable: true });
    expect(momentAt(live, at("2026-11-30T13:00:00Z"))).toMatchObject({ state: "ended", joinable: false });
    expect(momentAt({ startsAt: null, endsAt: null, joinOpensAt: null }, 0).state).toBe("unscheduled");
  });

  it("looks again when joining opens rather than a minute later", () => {
    expect(nextChangeIn(live, at("2026-11-30T11:44:30Z"))).toBe(30_050);
    expect(nextChangeIn(live, at("2026-11-29T00:00:00Z"))).toBe(60_000);
  });

  it("reads the date and time in Jakarta in the page's language", () => {
    expect(jakartaDay("id", live.startsAt)).toBe("Senin, 30 November 2026");
    // ICU versions differ on the comma after the weekday
    expect(jakartaDay("en", live.startsAt)).toMatch(/^Monday,? 30 November 2026$/);
    expect(jakartaClock("id", live.startsAt)).toBe("19.00");
    expect(jakartaClock("en", live.endsAt)).toBe("20:00");
  });

  it("counts down in days, hours, then minutes", () => {
    expect(startsIn("id", 3 * 86_400_000 + 5_000)).toBe("dalam 3 hari");
    expect(startsIn("en", 5 * 3_600_000 + 60_000)).toBe("in 5 hours");
    expect(startsIn("en", 11 * 60_000 + 1)).toBe("in 12 minutes");
    expect(startsIn("id", 1)).toBe("dalam 1 menit");
  });
});
