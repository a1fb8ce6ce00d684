import { localePath } from "@gk/i18n/paths";
import type { Locale } from "@gk/tenancy";

// The prefix rule itself lives in @gk/i18n, next to the routing it has to agree with.
export { localePath, unprefixed } from "@gk/i18n/paths";

/** The same page in the other language (the language switch). `path` is unprefixed. */
export function switchLocalePath(target: Locale, path: string, search = ""): string {
  return localePath(target, path) + search;
}

/** The sign-in page, which brings the visitor back to `returnTo` (a path with its locale prefix) once signed in. */
export function signInPath(locale: Locale, returnTo: string): string {
  return `${localePath(locale, "/login")}?url=${encodeURIComponent(returnTo)}`;
}
