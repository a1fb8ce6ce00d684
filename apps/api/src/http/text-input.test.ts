import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRIVERS, startTestApi, type TestApi } from "../../test/harness";
import { MAX_INPUT_DEPTH, nulAt } from "./text-input";

describe("the NUL walk over a request's input", () => {
  it("finds the first NUL by its field path, and stops at the depth no contract reaches", () => {
    expect(nulAt({ a: "ok", b: ["x", "y\u0000"] })).toBe("b.1");
    expect(nulAt("a\u0000")).toBe("");
    expect(nulAt({ a: [1, true, null, "fine"] })).toBeNull();
    let deep: unknown = "x";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nulAt({ list: deep })).toEqual({ deep: "list" });
    let shallow: unknown = "x\u0000";
    for (let i = 0; i < MAX_INPUT_DEPTH - 2; i++) shallow = [shallow];
    expect(typeof nulAt({ list: shallow })).toBe("string");
  });
});

describe.each(DRIVERS)("deeply nested input on %s", (driver) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(driver, { startJobs: false });
  });
  afterAll(() => api?.close());

  it("is refused with 422 in the caller's language, not a server error", async () => {
    const nested = (n: number) => `${"[".repeat(n)}${"]".repeat(n)}`;
    for (const [payload, field] of [
      [nested(20_000), "body"],
      [`{"username":${nested(20_000)}}`, "username"],
    ] as const) {
      const id = await api.app.inject({
        method: "POST",
        url: "/auth/v2/identify",
        headers: { "content-type": "application/json" },
        payload,
      });
      expect(id.statusCode).toBe(422);
      expect(id.json()).toEqual({
        code: "VALIDATION_FAILED",
        message: "Pastikan data yang dimasukkan sudah benar",
        errors: { [field]: ["Isian tidak valid."] },
      });
      const en = await api.app.inject({
        method: "POST",
        url: "/feedback",
        headers: { "content-type": "application/json", "accept-language": "en" },
        payload,
      });
      expect(en.statusCode).toBe(422);
      expect(en.json().message).toBe("Make sure to input the correct data");
    }
  });
});
