import type { Locale } from "@gk/contracts";

/** A date as the staff console and the admin's panel show it: the day in Jakarta time. */
export function formatDay(locale: Locale, iso: string | null): string | null {
  if (!iso) return null;
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "id-ID", {
    dateStyle: "medium",
    timeZone: "Asia/Jakarta",
  }).format(new Date(iso));
}

/** A moment (the audit trail): day and time in Jakarta time. */
export function formatMoment(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "id-ID", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Jakarta",
  }).format(new Date(iso));
}
