// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import type { AmplitudeSdk } from "./sdk";

describe("the real amplitude-js 8 matches the surface the wrapper uses", () => {
  it("has getInstance with the used methods, and Identify/Revenue builders", async () => {
    const sdk = (await import("amplitude-js")).default as AmplitudeSdk;
    const instance = sdk.getInstance("surface-check");
    for (const method of [
      "init",
      "setUserId",
      "setUserProperties",
      "logEvent",
      "identify",
      "logRevenueV2",
    ] as const) {
      expect(typeof instance[method], method).toBe("function");
    }
    expect(typeof new sdk.Identify().add).toBe("function");
    const revenue = new sdk.Revenue();
    for (const method of ["setProductId", "setPrice", "setQuantity", "setEventProperties"] as const) {
      expect(typeof revenue[method], method).toBe("function");
    }
    // the builders chain, as the wrapper relies on
    expect(revenue.setPrice(1).setQuantity(2)).toBe(revenue);
  });
});
