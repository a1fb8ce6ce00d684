import { describe, expect, it } from "vitest";
import { MOBILE_UA, MOBILE_UA_KEYWORDS } from "./device";

describe("MOBILE_UA", () => {
  it("is exactly the keyword list, any case, a space matching any white space", () => {
    const fromKeywords = MOBILE_UA_KEYWORDS.map((k) => k.replace(/ /g, "\\s")).join("|");
    expect(MOBILE_UA.source).toBe(fromKeywords);
    expect(MOBILE_UA.flags).toBe("i");
  });
});
