// Debian packages the test suite needs. Installed when running as root and missing; otherwise we say
// exactly what to install and stop, rather than fail later with a confusing error.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { refreshBarePath } from "./bare-path.mjs";

/** name → how we know it is there */
const NEEDS = {
  chromium: () => existsSync("/usr/bin/chromium"),
  postgresql: () => existsSync("/usr/lib/postgresql") && hasBin("pg_ctlcluster") && pgServerBin() !== null,
  "poppler-utils": () => hasBin("pdftoppm"),
  // the production reverse proxy: deploy/'s tests route every site host through a real one
  caddy: () => hasBin("caddy"),
};

/** @param {string} name */
function hasBin(name) {
  return spawnSync("sh", ["-c", `command -v ${name}`], { stdio: "ignore" }).status === 0;
}

export function pgServerBin() {
  try {
    const out = execFileSync(
      "sh",
      ["-c", "ls -d /usr/lib/postgresql/*/bin/postgres 2>/dev/null | sort -V | tail -1"],
      {
        encoding: "utf8",
      },
    ).trim();
    return out || null;
  } catch {
    return null;
  }
}

/** @param {(keyof typeof NEEDS)[]} [names] */
export function ensureSystemPackages(names = /** @type {(keyof typeof NEEDS)[]} */ (Object.keys(NEEDS))) {
  const missing = names.filter((n) => !NEEDS[n]());
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `✗ missing system packages: ${missing.join(", ")}. Install them with:\n  sudo apt-get update && sudo apt-get install -y ${missing.join(" ")}`,
    );
    process.exit(1);
  }
  console.log(`› installing system packages: ${missing.join(", ")}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const up = spawnSync("apt-get", ["update", "-q"], { stdio: "inherit", env });
  const inst = spawnSync("apt-get", ["install", "-y", "-q", "--no-install-recommends", ...missing], {
    stdio: "inherit",
    env,
  });
  // under CI's bare PATH the new programs are linked into its folders, or nothing would find them
  refreshBarePath();
  // A failed index update (one mirror down) is not fatal when the install still brings every package.
  if (up.status !== 0) console.warn("› apt-get update reported errors; installing from the lists it has");
  if (inst.status !== 0 || names.some((n) => !NEEDS[n]())) {
    console.error(`✗ apt-get could not install ${missing.join(" ")}`);
    process.exit(1);
  }
}
