import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales";

/**
 * The one place that puts a language into a site path and takes it out again. Indonesian, the default, has
 * no prefix; every other language lives under `/<locale>` (English under `/en`), as next-intl's "as-needed"
 * routing expects. Pure functions with no framework import, so the web's proxy, client components, the guard
 * rules of @gk/auth and the API's mailed links all use them.
 */

/** A site path in `locale`: `/course/a` stays as it is in Indonesian and becomes `/en/course/a` in English. */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`;
}

/**
 * The language of a visited path and the path without its prefix: `/en/course/a` → English, `/course/a`.
 * A query or hash right after the prefix (`/en?x=1`) is kept on the path. A path without a language prefix
 * is Indonesian, and a segment that only starts like one (`/english-course`) is not a prefix.
 */
export function unprefixed(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const prefix = `/${locale}`;
    if (!pathname.startsWith(prefix)) continue;
    const rest = pathname.slice(prefix.length);
    if (rest === "" || rest.startsWith("/")) return { locale, path: rest || "/" };
    if (rest.startsWith("?") || rest.startsWith("#")) return { locale, path: `/${rest}` };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || "/" };
}
