import { describe, expect, it } from "vitest";
import { normalizePhone, parseUsername } from "./identity";

describe("phone numbers", () => {
  it("treats 08…, +628… and 628… as one number", () => {
    for (const raw of [
      "081234567890",
      "+6281234567890",
      "6281234567890",
      "0812-3456-7890",
      "+62 812 3456 7890",
    ]) {
      expect(normalizePhone(raw)).toBe("6281234567890");
    }
  });
  it("refuses what is not an Indonesian mobile number", () => {
    for (const raw of ["", "12345", "0212345678", "+1 555 123 4567", "08abc", "0812"])
      expect(normalizePhone(raw)).toBeNull();
  });
  it("reads a username as an email or a phone", () => {
    expect(parseUsername(" Siti@Example.ID ")).toEqual({ email: "siti@example.id" });
    expect(parseUsername("0812 3456 7890")).toEqual({ phone: "6281234567890" });
    expect(parseUsername("siti")).toBeNull();
  });
});
