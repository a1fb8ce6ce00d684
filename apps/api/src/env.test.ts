import { describe, expect, it } from "vitest";
import { loadEnv } from "./env";

describe("env", () => {
  it("has working defaults: port 4000, PGlite, outbox, no idle timeout", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(4000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.SESSION_IDLE_MINUTES).toBe(0);
  });

  it("parses the per-site lists and refuses a malformed one, naming the variable", () => {
    const env = loadEnv({
      LMS_SHARED_SECRETS: "lms:abc, moodle:d:e",
      SESSION_IDLE_MINUTES_BY_SITE: "kemenkes:30",
    });
    expect(env.LMS_SHARED_SECRETS.get("lms")).toBe("abc");
    expect(env.LMS_SHARED_SECRETS.get("moodle")).toBe("d:e");
    expect(env.SESSION_IDLE_MINUTES_BY_SITE.get("kemenkes")).toBe("30");
    expect(() => loadEnv({ LMS_SHARED_SECRETS: "nocolon" })).toThrow(/LMS_SHARED_SECRETS/);
    expect(() => loadEnv({ PORT: "http" })).toThrow(/PORT/);
  });
});
