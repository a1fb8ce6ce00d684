import { execFile } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { configFromEnv } from "./config";
import { loadEnv } from "./env";

const appRoot = join(dirname(fileURLToPath(import.meta.url)), "..");

describe("env", () => {
  it("has working defaults: port 4000, PGlite, outbox, no idle timeout", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(4000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.SESSION_IDLE_MINUTES).toBe(0);
  });

  it("tells the web servers' page caches: PUBLIC_WEB_URL in development, none elsewhere, or the list given", () => {
    expect(configFromEnv(loadEnv({ NODE_ENV: "development" })).webRevalidateUrls).toEqual([
      "http://localhost:3000",
    ]);
    expect(configFromEnv(loadEnv({ NODE_ENV: "test" })).webRevalidateUrls).toEqual([]);
    const listed = loadEnv({ WEB_REVALIDATE_URLS: "http://10.0.0.5:3000, http://10.0.0.6:3000" });
    expect(configFromEnv(listed).webRevalidateUrls).toEqual(["http://10.0.0.5:3000", "http://10.0.0.6:3000"]);
    expect(
      configFromEnv(loadEnv({ NODE_ENV: "development", WEB_REVALIDATE_URLS: "none" })).webRevalidateUrls,
    ).toEqual([]);
    expect(() => loadEnv({ WEB_REVALIDATE_URLS: "10.0.0.5:3000" })).toThrow(/WEB_REVALIDATE_URLS/);
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

  it("in production refuses the default, a known or a short search key; development keeps its default", () => {
    const strong = "Qz9vX2mN4pL7rT1wY6sB3dF8hJ0cV5aE-admin";
    expect(() => loadEnv({ NODE_ENV: "production" })).toThrow(
      /TYPESENSE_API_KEY: is a known development or example key/,
    );
    expect(() => loadEnv({ NODE_ENV: "production", TYPESENSE_API_KEY: "gk-dev-admin-key" })).toThrow(
      /TYPESENSE_API_KEY: is a known/,
    );
    expect(() => loadEnv({ NODE_ENV: "production", TYPESENSE_API_KEY: "a".repeat(31) })).toThrow(
      /TYPESENSE_API_KEY: must be at least 32 characters in production/,
    );
    expect(() =>
      loadEnv({ NODE_ENV: "production", TYPESENSE_API_KEY: strong, TYPESENSE_SEARCH_ONLY_KEY: "search" }),
    ).toThrow(/TYPESENSE_SEARCH_ONLY_KEY: must be at least 32 characters/);
    expect(loadEnv({ NODE_ENV: "production", TYPESENSE_API_KEY: strong }).TYPESENSE_API_KEY).toBe(strong);
    expect(loadEnv({}).TYPESENSE_API_KEY).toBe("gk-dev-admin-key");
    expect(loadEnv({ NODE_ENV: "test", TYPESENSE_API_KEY: "short" }).TYPESENSE_API_KEY).toBe("short");
  });

  it("a production start with the development search key stops with the reason and a non-zero exit", async () => {
    const env: Record<string, string | undefined> = {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: "memory://",
      PORT: "1",
    };
    delete env.TYPESENSE_API_KEY;
    const result = await new Promise<{ code: number | null; stderr: string }>((done) => {
      const child = execFile(
        join(appRoot, "node_modules/.bin/tsx"),
        ["src/main.ts"],
        { cwd: appRoot, env, timeout: 60_000 },
        (_err, _stdout, stderr) => done({ code: child.exitCode, stderr }),
      );
    });
    expect(result.code).not.toBe(0);
    expect(result.code).not.toBeNull();
    expect(result.stderr).toMatch(/invalid environment:\n\s+TYPESENSE_API_KEY: is a known development/);
  }, 60_000);
});
