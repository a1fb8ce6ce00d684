import { readFileSync } from "node:fs";
import type { MessageKey } from "../../i18n";

const common = new Set(
  readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
    .split("\n")
    .map((l) => l.trim().toLowerCase())
    .filter((l) => l && !l.startsWith("#")),
);

/** The password rule: 8+ characters (the schema checks) and not one of the common ones. */
export function passwordProblem(password: string): MessageKey | null {
  if (password.length < 8) return "field.tooShort";
  if (common.has(password.toLowerCase())) return "field.passwordCommon";
  return null;
}
