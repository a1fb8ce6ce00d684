// Finds pnpm, or installs the pinned one into .tools/ so a fresh clone needs only Node.js and npm.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const PNPM_VERSION = "12.21.0";
const localBin = join(root, ".tools", "node_modules", ".bin");
const localPnpm = join(localBin, "pnpm");

/** Environment every child gets: the machines have no internet, so telemetry and browser downloads are off. */
export const quietEnv = {
  NEXT_TELEMETRY_DISABLED: "1",
  STORYBOOK_DISABLE_TELEMETRY: "1",
  TURBO_TELEMETRY_DISABLED: "1",
  DO_NOT_TRACK: "1",
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
  COREPACK_ENABLE_STRICT: "0",
};

/** @param {string} cmd */
function versionOf(cmd) {
  try {
    return execFileSync(cmd, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}

/** @returns {string} path or name of a pnpm 12 binary */
export function ensurePnpm() {
  if (existsSync(localPnpm) && versionOf(localPnpm) === PNPM_VERSION) return localPnpm;
  const global = versionOf("pnpm");
  if (global === PNPM_VERSION) return "pnpm";
  console.log(
    `› pnpm ${PNPM_VERSION} not found${global ? ` (found ${global})` : ""}: installing it into .tools/`,
  );
  const r = spawnSync(
    "npm",
    [
      "install",
      "--prefix",
      join(root, ".tools"),
      "--no-save",
      "--no-audit",
      "--no-fund",
      `pnpm@${PNPM_VERSION}`,
    ],
    { stdio: "inherit", cwd: root },
  );
  if (r.status !== 0 || !existsSync(localPnpm)) {
    console.error(`✗ could not install pnpm. Install it yourself: npm install -g pnpm@${PNPM_VERSION}`);
    process.exit(1);
  }
  return localPnpm;
}

/**
 * The environment of every child: the quiet settings, and the pinned pnpm of .tools/ first on PATH. Tools
 * that look pnpm up by name (turbo, package scripts calling `pnpm --filter`) find it on a machine that has
 * only Node.js and npm; without this turbo stops with "Unable to find package manager binary".
 */
export function childEnv(extra = {}) {
  const path = [localBin, process.env.PATH ?? ""].filter(Boolean).join(delimiter);
  return { ...process.env, ...quietEnv, PATH: path, ...extra };
}

/** Runs a command in the repo root with inherited output; exits the process on failure unless told not to. */
/**
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ env?: Record<string, string>, allowFail?: boolean, cwd?: string }} [options]
 */
export function run(cmd, args, { env = {}, allowFail = false, cwd = root } = {}) {
  const r = spawnSync(cmd, args, { stdio: "inherit", cwd, env: childEnv(env) });
  if (r.status !== 0 && !allowFail) {
    console.error(`✗ ${[cmd, ...args].join(" ")} exited with ${r.status ?? r.signal}`);
    process.exit(r.status ?? 1);
  }
  return r.status ?? 1;
}

/** @param {string} pnpm the pnpm command */
export function pnpmInstall(pnpm) {
  const frozen = process.env.CI ? ["--frozen-lockfile"] : [];
  run(pnpm, ["install", ...frozen, "--reporter=append-only"]);
}
