import { execFile } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { configFromEnv, loadSearchEnv, SEARCH_ENV_NAMES } from "./env";

const appRoot = join(dirname(fileURLToPath(import.meta.url)), "..");

describe("search server environment", () => {
  it("knows exactly the four variables it documents", () => {
    expect([...SEARCH_ENV_NAMES].sort()).toEqual([
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
});
