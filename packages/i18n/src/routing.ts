import { DEFAULT_LOCALE, LOCALES, type Locale } from "@gk/contracts";
import { defineRouting } from "next-intl/routing";

/**
 * Indonesian first and without a prefix (`/course/x`), English under `/en`; no automatic
 * detection, so an `Accept-Language: en` browser still gets Indonesian until the visitor switches.
 */
export { DEFAULT_LOCALE, LOCALES, type Locale };

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "as-needed",
  localeDetection: false,
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
