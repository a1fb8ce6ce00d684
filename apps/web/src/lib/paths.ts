import type { Locale } from "@gk/tenancy";

/** A site path in the visitor's language: Indonesian unprefixed, English under /en. */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === "id") return clean;
  return clean === "/" ? "/en" : `/en${clean}`;
}

/** The same page in the other language (the language switch). `path` is unprefixed. */
export function switchLocalePath(target: Locale, path: string, search = ""): string {
  return localePath(target, path) + search;
}

/** Strips the /en prefix from a browser pathname: the site-relative path that the routes use. */
export function unprefixed(pathname: string): { locale: Locale; path: string } {
  if (pathname === "/en" || pathname.startsWith("/en/"))
    return { locale: "en", path: pathname.slice(3) || "/" };
  return { locale: "id", path: pathname || "/" };
}
