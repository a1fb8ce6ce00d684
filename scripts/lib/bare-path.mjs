// A PATH as on a machine that has only Node.js and npm: every global pnpm, turbo, yarn and corepack shim is
// hidden. CI runs the README's commands under it, because a global pnpm on the developers' machines once
// hid a missing install step (turbo could not find the project's own pnpm on a bare machine).
//
// A folder on PATH that holds one of those tools cannot simply be dropped (node lives beside corepack in
// /usr/bin), so it is replaced by a folder of links to everything it holds except the hidden tools.
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";

/** Tools a bare machine does not have; everything the project needs of them it must install itself. */
export const HIDDEN_TOOLS = ["pnpm", "pnpx", "turbo", "corepack", "yarn", "yarnpkg"];

/**
 * @param {string} path the PATH to clean
 * @param {string} [into] where the link folders go (a new temporary folder by default)
 * @returns {string} the PATH with every folder that held a hidden tool replaced by a folder without it
 */
export function barePath(path, into = mkdtempSync(join(tmpdir(), "gk-bare-path-"))) {
  // Readable by every user: apt-get runs gpgv as its own unprivileged user, which must find it on this PATH
  // (a private temporary folder made signature checks fail with "gpgv ... required").
  chmodSync(into, 0o755);
  const dirs = path.split(delimiter).filter(Boolean);
  return dirs
    .map((dir, i) => {
      let names;
      try {
        names = readdirSync(dir);
      } catch {
        return null; // a folder that does not exist adds nothing
      }
      if (!names.some((n) => HIDDEN_TOOLS.includes(n))) return dir;
      const mirror = join(into, String(i));
      mkdirSync(mirror, { recursive: true });
      writeFileSync(join(mirror, ORIGIN), dir);
      linkInto(mirror, dir);
      return mirror;
    })
    .filter(Boolean)
    .join(delimiter);
}

/** The file in a link folder naming the folder it mirrors, so that it can be brought up to date. */
const ORIGIN = ".gk-origin";

/** @param {string} mirror @param {string} dir */
function linkInto(mirror, dir) {
  for (const n of readdirSync(dir)) {
    if (HIDDEN_TOOLS.includes(n) || existsSync(join(mirror, n))) continue;
    symlinkSync(join(dir, n), join(mirror, n));
  }
}

/**
 * Links what was installed since the bare PATH was made: the link folders are a snapshot, so a program that
 * `apt-get install` put into /usr/bin afterwards (caddy, pdftoppm on a new machine) was not on PATH, and the
 * check that it is installed failed right after installing it. The hidden tools stay hidden.
 * @param {string} [path]
 */
export function refreshBarePath(path = process.env.PATH ?? "") {
  for (const dir of path.split(delimiter).filter(Boolean)) {
    let origin;
    try {
      origin = readFileSync(join(dir, ORIGIN), "utf8");
    } catch {
      continue; // not a link folder
    }
    linkInto(dir, origin);
  }
}

// `node scripts/lib/bare-path.mjs` prints the cleaned PATH of this process (used by .ci/run).
if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(barePath(process.env.PATH ?? ""));
