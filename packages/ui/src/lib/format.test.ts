import { describe, expect, it } from "vitest";
import { abbreviateCount, formatThousands } from "./format";

describe("formatThousands", () => {
  it("groups with commas", () => {
    expect(formatThousands(0)).toBe("0");
    expect(formatThousands(999)).toBe("999");
    expect(formatThousands(1234)).toBe("1,234");
    expect(formatThousands(1234567)).toBe("1,234,567");
    expect(formatThousands(-9876.5)).toBe("-9,876.5");
  });
});

describe("abbreviateCount", () => {
  it("keeps numbers of up to four digits whole", () => {
    expect(abbreviateCount(7)).toBe("7");
    expect(abbreviateCount(9999)).toBe("9,999");
  });
  it("abbreviates with k above four digits", () => {
    expect(abbreviateCount(10000)).toBe("10k");
    expect(abbreviateCount(12345)).toBe("12.3k");
    expect(abbreviateCount(99990)).toBe("99.9k");
    expect(abbreviateCount(1250000)).toBe("1,250k");
  });
});
