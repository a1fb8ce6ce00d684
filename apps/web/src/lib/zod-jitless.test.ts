import { describe, expect, it } from "vitest";
import { presetZodJitless } from "./zod-jitless";

describe("presetZodJitless", () => {
  it("is the setting zod reads: its config() says jitless once the preset ran", async () => {
    presetZodJitless();
    const { config } = await import("zod/v4/core");
    expect(config().jitless).toBe(true);
  });

  it("keeps what else was set on the shared object", () => {
    const scope: { __zod_globalConfig?: Record<string, unknown> } = {
      __zod_globalConfig: { customError: 1 },
    };
    presetZodJitless(scope);
    expect(scope.__zod_globalConfig).toEqual({ customError: 1, jitless: true });
  });
});
