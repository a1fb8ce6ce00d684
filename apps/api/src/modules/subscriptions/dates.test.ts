import { describe, expect, it } from "vitest";
import { addDays, addMonths } from "./dates";

describe("subscription dates", () => {
  it("adds calendar months, a missing day becoming the month's last", () => {
    expect(addMonths(new Date("2026-01-15T03:00:00Z"), 13).toISOString()).toBe("2027-02-15T03:00:00.000Z");
    expect(addMonths(new Date("2026-01-31T10:00:00Z"), 1).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addMonths(new Date("2028-01-31T10:00:00Z"), 1).toISOString()).toBe("2028-02-29T10:00:00.000Z");
    expect(addMonths(new Date("2026-12-07T00:00:00Z"), 12).toISOString()).toBe("2027-12-07T00:00:00.000Z");
  });

  it("adds whole days", () => {
    expect(addDays(new Date("2026-11-23T18:00:00Z"), 14).toISOString()).toBe("2026-12-07T18:00:00.000Z");
  });
});
