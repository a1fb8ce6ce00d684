import type { Locale } from "@gk/contracts";

/** A moment as a reader in Indonesia reads it: the long date in Asia/Jakarta, with the hour when asked. */
export function jakartaDate(locale: Locale, at: Date, withTime = false): string {
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "id-ID", {
    dateStyle: "long",
    ...(withTime ? { timeStyle: "short" } : {}),
    timeZone: "Asia/Jakarta",
  }).format(at);
}

/** The day of a moment in Jakarta (UTC+7, no daylight saving) as YYYY-MM-DD, for file names. */
export const jakartaDay = (at: Date) => new Date(at.getTime() + 7 * 3600_000).toISOString().slice(0, 10);
