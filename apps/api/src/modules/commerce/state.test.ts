import { TRANSACTION_STATUSES } from "@gk/contracts";
import { describe, expect, it } from "vitest";
import { isFinal, step } from "./state";

describe("the transaction state machine", () => {
  it("moves forward along pending → processed → paid → refunded", () => {
    expect(step("pending", "processed")).toBe("apply");
    expect(step("processed", "paid")).toBe("apply");
    expect(step("pending", "paid")).toBe("apply");
    expect(step("paid", "refunded")).toBe("apply");
  });

  it("closes a waiting transaction as expired or failed", () => {
    for (const from of ["pending", "processed"] as const)
      for (const to of ["expired", "failed"] as const) expect(step(from, to), `${from}→${to}`).toBe("apply");
  });

  it("moves nothing out of a final status", () => {
    for (const from of ["expired", "failed", "refunded"] as const) {
      expect(isFinal(from)).toBe(true);
      for (const to of TRANSACTION_STATUSES)
        expect(step(from, to), `${from}→${to}`).toBe(from === to ? "same" : "refused");
    }
  });

  it("refuses late and backward reports", () => {
    expect(step("paid", "pending")).toBe("refused");
    expect(step("paid", "processed")).toBe("refused");
    expect(step("paid", "expired")).toBe("refused");
    expect(step("paid", "failed")).toBe("refused");
    expect(step("processed", "pending")).toBe("refused");
    expect(step("pending", "refunded")).toBe("refused");
  });

  it("treats the same status again as no change", () => {
    for (const s of TRANSACTION_STATUSES) expect(step(s, s)).toBe("same");
  });
});
