// Shared vitest preset: tests sit next to the code as *.test.ts(x).
import "./node20.js";
import { defineConfig, mergeConfig } from "vitest/config";

export const base = defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});

/** @param {import("vitest/config").UserConfig} extra */
export function preset(extra = {}) {
  return mergeConfig(base, extra);
}
export default base;
