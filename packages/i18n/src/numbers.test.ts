import { describe, expect, it } from "vitest";
import { abbreviate, formatThousands, NO_NUMBER, rupiah } from "./numbers";
import { isMobileUserAgent } from "./device";
import { nextQuoteKey, quoteKeyAt, QUOTE_ROTATE_MS } from "./quotes";

describe("formatThousands", () => {
  it("separates thousands with commas", () => {
    expect(formatThousands(0)).toBe("0");
    expect(formatThousands(999)).toBe("999");
    expect(formatThousands(1000)).toBe("1,000");
    expect(formatThousands(1234)).toBe("1,234");
    expect(formatThousands(1234567)).toBe("1,234,567");
    expect(formatThousands(-1234.5)).toBe("-1,234.5");
    expect(formatThousands(-9876.5)).toBe("-9,876.5");
  });

  it("writes huge, tiny and negative zero values without exponent or a lone minus", () => {
    expect(formatThousands(1e21)).toBe("1,000,000,000,000,000,000,000");
    expect(formatThousands(1e-7)).toBe("0.0000001");
    expect(formatThousands(-0)).toBe("0");
    expect(formatThousands(-0.5)).toBe("-0.5");
  });

  it("shows a dash for a number that is not finite", () => {
    expect(formatThousands(Number.NaN)).toBe(NO_NUMBER);
    expect(formatThousands(Number.POSITIVE_INFINITY)).toBe("—");
    expect(formatThousands(Number.NEGATIVE_INFINITY)).toBe("—");
  });
});

describe("abbreviate", () => {
  it("keeps numbers of up to four digits whole", () => {
    expect(abbreviate(0)).toBe("0");
    expect(abbreviate(7)).toBe("7");
    expect(abbreviate(999)).toBe("999");
    expect(abbreviate(1000)).toBe("1,000");
    expect(abbreviate(1234)).toBe("1,234");
    expect(abbreviate(9999)).toBe("9,999");
    expect(abbreviate(-9999)).toBe("-9,999");
  });

  it("uses k above four digits, with one decimal unless it is .0", () => {
    expect(abbreviate(10000)).toBe("10k");
    expect(abbreviate(10099)).toBe("10k");
    expect(abbreviate(10100)).toBe("10.1k");
    expect(abbreviate(12345)).toBe("12.3k");
    expect(abbreviate(99990)).toBe("99.9k");
    expect(abbreviate(100000)).toBe("100k");
    expect(abbreviate(999999)).toBe("999.9k");
    expect(abbreviate(1000000)).toBe("1,000k");
    expect(abbreviate(1250000)).toBe("1,250k");
    expect(abbreviate(1234567)).toBe("1,234.5k");
  });

  it("does not hide a 9% difference: 10,000 and 10,999 read differently", () => {
    expect(abbreviate(10999)).not.toBe(abbreviate(10000));
  });

  it("truncates toward zero, so a count is never overstated", () => {
    expect(abbreviate(12999)).toBe("12.9k");
    expect(abbreviate(19999)).toBe("19.9k");
    expect(abbreviate(12.7)).toBe("12");
    expect(abbreviate(-54321)).toBe("-54.3k");
    expect(abbreviate(-10000)).toBe("-10k");
    expect(abbreviate(-0.4)).toBe("0");
  });

  it("shows a dash for a number that is not finite", () => {
    expect(abbreviate(Number.NaN)).toBe("—");
    expect(abbreviate(Number.POSITIVE_INFINITY)).toBe("—");
    expect(abbreviate(Number.NEGATIVE_INFINITY)).toBe("—");
  });
});

describe("rupiah", () => {
  it("writes Rp and the whole amount with comma thousands", () => {
    expect(rupiah(149000)).toBe("Rp149,000");
    expect(rupiah(999)).toBe("Rp999");
    expect(rupiah(0)).toBe("Rp0");
    expect(rupiah(1250000)).toBe("Rp1,250,000");
  });

  it("rounds to whole rupiah and puts the minus before Rp", () => {
    expect(rupiah(149999.5)).toBe("Rp150,000");
    expect(rupiah(-5000)).toBe("-Rp5,000");
    expect(rupiah(-0.2)).toBe("Rp0");
  });

  it("shows a dash for an amount that is not finite", () => {
    expect(rupiah(Number.NaN)).toBe("—");
    expect(rupiah(Number.POSITIVE_INFINITY)).toBe("—");
  });
});

describe("mobile detection", () => {
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
    expect(
      isMobileUserAgent(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/129.0 Safari/537.36",
      ),
    ).toBe(false);
    expect(
      isMobileUserAgent("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15"),
    ).toBe(false);
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
