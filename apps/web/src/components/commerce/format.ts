import type { TransactionStatusName } from "@gk/contracts";
import type { Locale } from "@gk/tenancy";

/** A moment as a learner in Indonesia reads it: date and time in Asia/Jakarta (the caller adds "WIB"). */
export function jakartaTime(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(locale === "id" ? "id-ID" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Jakarta",
  }).format(new Date(iso));
}

/** A day in Asia/Jakarta, for lists. */
export function jakartaDate(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(locale === "id" ? "id-ID" : "en-GB", {
    dateStyle: "medium",
    timeZone: "Asia/Jakarta",
  }).format(new Date(iso));
}

/** Statuses whose outcome is still open: the page polls while a transaction is in one of them. */
export const OPEN_STATUSES: readonly TransactionStatusName[] = ["pending", "processed"];

/** The colour of a status label: waiting, done, or not done. */
export const STATUS_TONE: Record<TransactionStatusName, string> = {
  pending: "border border-line-strong text-ink",
  processed: "border border-brand text-brand-ink",
  paid: "border border-success text-success-ink",
  expired: "border border-danger text-danger-ink",
  failed: "border border-danger text-danger-ink",
  refunded: "border border-line-strong text-ink-muted",
};
