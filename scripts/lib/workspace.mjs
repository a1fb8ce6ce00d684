// Reads the workspace's own package.json files, so the top-level scripts adapt as apps come to exist.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "./pnpm.mjs";

/**
 * @param {string} folder
 * @returns {Record<string,string>|null} scripts of a workspace folder, or null when it does not exist
 */
export function scriptsOf(folder) {
  const file = join(root, folder, "package.json");
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, "utf8")).scripts ?? {};
}

/** @param {string} folder @param {string} name */
export function hasScript(folder, name) {
  return Boolean(scriptsOf(folder)?.[name]);
}
