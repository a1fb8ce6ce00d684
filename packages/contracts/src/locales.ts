/**
 * The product's languages, defined here once for every package and app: Indonesian is the default (its
 * pages have no URL prefix), English is the second language. Kept free of zod so that a browser component
 * that only needs the list of languages (the language switch, localised links) does not load the schemas.
 */
export const LOCALES = ["id", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "id";
