import { readFileSync } from "node:fs";
import { dictionary } from "@zxcvbn-ts/language-common";
import type { MessageKey } from "../../i18n";

/**
 * The passwords nobody may choose, lower-cased: zxcvbn's list of the most common passwords of public breaches
 * (about 49,000, from @zxcvbn-ts/language-common) and our own list of Indonesian favourites with their usual
 * suffixes (`common-passwords.txt`). Only entries of 8+ characters matter, shorter ones fail the length rule.
 */
const common = new Set(
  [
    ...dictionary["passwords-common"],
    ...readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
      .split("\n")
      .filter((l) => !l.startsWith("#")),
  ]
    .map((p) => p.trim().toLowerCase())
    .filter((p) => p.length >= 8),
);

/** how many passwords the list refuses (for the docs and the tests) */
export const COMMON_PASSWORD_COUNT = common.size;

/**
 * The password rule, the same wherever a password is set (registration, reset, change, and the change of a
 * company's first password): 8+ characters and not a common one, whatever its letter case.
 */
export function passwordProblem(password: string): MessageKey | null {
  if (password.length < 8) return "field.tooShort";
  if (common.has(password.toLowerCase())) return "field.passwordCommon";
  return null;
}
