import { describe, expect, it } from "vitest";
import { abbreviate, formatThousands } from "./numbers";
import { isMobileUserAgent } from "./device";
import { nextQuoteKey, quoteKeyAt, QUOTE_ROTATE_MS } from "./quotes";

describe("number helpers (spec §9)", () => {
  it("separates thousands with commas", () => {
    expect(formatThousands(1234567)).toBe("1,234,567");
    expect(formatThousands(999)).toBe("999");
    expect(formatThousands(1000)).toBe("1,000");
    expect(formatThousands(-1234.5)).toBe("-1,234.5");
    expect(formatThousands(0)).toBe("0");
  });

  it("abbreviates with k only above four digits, truncating", () => {
    expect(abbreviate(9999)).toBe("9,999");
    expect(abbreviate(10000)).toBe("10k");
    expect(abbreviate(12345)).toBe("12k");
    expect(abbreviate(12999)).toBe("12k");
    expect(abbreviate(1234567)).toBe("1,234k");
    expect(abbreviate(-54321)).toBe("-54k");
    expect(abbreviate(12.7)).toBe("12");
  });
});

describe("mobile detection (spec §9)", () => {
  it("treats the listed keywords as mobile and the rest as desktop", () => {
    const mobile = [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/129.0 Mobile Safari/537.36",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15",
      "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)",
      "Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)",
      "Mozilla/5.0 (webOS/1.4.0; U; en-US) AppleWebKit/532.2",
      "BlackBerry9700/5.0.0.351 Profile/MIDP-2.1",
      "Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0; IEMobile/10.0)",
      "Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25",
    ];
    for (const ua of mobile) expect(isMobileUserAgent(ua), ua).toBe(true);
    expect(isMobileUserAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/129.0 Safari/537.36")).toBe(false);
    expect(isMobileUserAgent("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15")).toBe(false);
    expect(isMobileUserAgent(null)).toBe(false);
  });
});

describe("quote rotation", () => {
  it("cycles through the four quotes", () => {
    expect(quoteKeyAt(0)).toBe("q1");
    expect(quoteKeyAt(QUOTE_ROTATE_MS)).toBe("q2");
    expect(quoteKeyAt(4 * QUOTE_ROTATE_MS)).toBe("q1");
    expect(nextQuoteKey("q4")).toBe("q1");
  });
});
