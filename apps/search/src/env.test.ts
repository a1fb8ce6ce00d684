import { execFile } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { configFromEnv, loadSearchEnv, SEARCH_ENV_NAMES } from "./env";

const appRoot = join(dirname(fileURLToPath(import.meta.url)), "..");

describe("search server environment", () => {
  it("knows exactly the five variables it documents", () => {
    expect([...SEARCH_ENV_NAMES].sort()).toEqual([
      "NODE_ENV",
      "SEARCH_API_KEY",
      "SEARCH_DATA_DIR",
      "SEARCH_HOST",
      "SEARCH_PORT",
    ]);
  });

  it("refuses a port that is not a number, naming the variable and the value", () => {
    expect(() => loadSearchEnv({ SEARCH_PORT: "abc" })).toThrow(
      /SEARCH_PORT: must be a port number, got "abc"/,
    );
    expect(() => configFromEnv({ SEARCH_PORT: "70000" })).toThrow(/SEARCH_PORT/);
    expect(() => configFromEnv({ SEARCH_PORT: "80.5" })).toThrow(/SEARCH_PORT/);
    expect(() => configFromEnv({ SEARCH_PORT: "-1" })).toThrow(/SEARCH_PORT/);
  });

  it("keeps port 0 (a free port, as the tests use) and treats an empty value as unset", () => {
    expect(configFromEnv({ SEARCH_PORT: "0" }).port).toBe(0);
    expect(configFromEnv({ SEARCH_PORT: "", SEARCH_HOST: "", SEARCH_API_KEY: "" })).toMatchObject({
      port: 8108,
      host: "127.0.0.1",
      apiKey: "gk-dev-admin-key",
    });
  });

  it("stops the real start with the variable named, before listening", async () => {
    const result = await new Promise<{ code: number | null; stderr: string }>((done) => {
      const child = execFile(
        join(appRoot, "node_modules/.bin/tsx"),
        ["src/main.ts"],
        { cwd: appRoot, env: { ...process.env, SEARCH_PORT: "abc" }, timeout: 30_000 },
        (_err, _stdout, stderr) => done({ code: child.exitCode, stderr }),
      );
    });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/SEARCH_PORT: must be a port number, got "abc"/);
  });

  it("in production refuses the default, a known or a short admin key; development keeps its default", () => {
    const strong = "k".repeat(8) + "Qz9vX2mN4pL7rT1wY6sB3dF8hJ0cV5aE";
    expect(() => configFromEnv({ NODE_ENV: "production" })).toThrow(
      /SEARCH_API_KEY: is a known development or example key/,
    );
    expect(() => configFromEnv({ NODE_ENV: "production", SEARCH_API_KEY: "gk-dev-admin-key" })).toThrow(
      /SEARCH_API_KEY: is a known/,
    );
    expect(() => configFromEnv({ NODE_ENV: "production", SEARCH_API_KEY: "xyz" })).toThrow(
      /SEARCH_API_KEY: is a known/,
    );
    expect(() => configFromEnv({ NODE_ENV: "production", SEARCH_API_KEY: "a".repeat(31) })).toThrow(
      /SEARCH_API_KEY: must be at least 32 characters in production/,
    );
    // the secret itself is never echoed into the log
    expect(() => configFromEnv({ NODE_ENV: "production", SEARCH_API_KEY: "short-secret" })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("short-secret") as unknown }),
    );
    expect(configFromEnv({ NODE_ENV: "production", SEARCH_API_KEY: strong }).apiKey).toBe(strong);
    expect(configFromEnv({ NODE_ENV: "development" }).apiKey).toBe("gk-dev-admin-key");
    expect(configFromEnv({ NODE_ENV: "test", SEARCH_API_KEY: "k" }).apiKey).toBe("k");
  });

  it("a production start with the development key stops with the reason and a non-zero exit, before listening", async () => {
    const env: Record<string, string | undefined> = {
      ...process.env,
      NODE_ENV: "production",
      SEARCH_PORT: "0",
    };
    delete env.SEARCH_API_KEY;
    const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
      const child = execFile(
        join(appRoot, "node_modules/.bin/tsx"),
        ["src/main.ts"],
        { cwd: appRoot, env, timeout: 30_000 },
        (_err, stdout, stderr) => done({ code: child.exitCode, stdout, stderr }),
      );
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/search: invalid environment:\n\s+SEARCH_API_KEY: is a known development/);
    expect(result.stdout).not.toMatch(/Typesense-compatible server on/);
  });
});
