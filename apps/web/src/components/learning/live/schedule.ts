import type { LiveClass, LiveClassState } from "@gk/contracts";
import type { Locale } from "@gk/tenancy";

/**
 * A live class's schedule as the page shows it: the state at a moment of the server's clock (so the page moves
 * from upcoming to joinable to live to ended by itself, without trusting the device's clock), and the dates and
 * times in Jakarta time (WIB) in the page's language.
 */

export interface Moment {
  state: LiveClassState;
  joinable: boolean;
  /** milliseconds until the start (negative once started); null while unscheduled */
  untilStart: number | null;
}

export function momentAt(live: Pick<LiveClass, "startsAt" | "endsAt" | "joinOpensAt">, now: number): Moment {
  if (!live.startsAt || !live.endsAt || !live.joinOpensAt)
    return { state: "unscheduled", joinable: false, untilStart: null };
  const start = Date.parse(live.startsAt);
  const end = Date.parse(live.endsAt);
  const opens = Date.parse(live.joinOpensAt);
  const state: LiveClassState = now < start ? "upcoming" : now < end ? "live" : "ended";
  return { state, joinable: now >= opens && now < end, untilStart: start - now };
}

/** The next moment the page must look again: when joining opens, the class starts or ends (else a minute). */
export function nextChangeIn(live: Pick<LiveClass, "startsAt" | "endsAt" | "joinOpensAt">, now: number) {
  const edges = [live.joinOpensAt, live.startsAt, live.endsAt]
    .filter((x): x is string => Boolean(x))
    .map((x) => Date.parse(x) - now)
    .filter((ms) => ms > 0);
  return Math.min(60_000, ...edges.map((ms) => ms + 50));
}

const tag = (locale: Locale) => (locale === "id" ? "id-ID" : "en-GB");

/** "Senin, 30 November 2026" / "Monday, 30 November 2026" in Jakarta. */
export const jakartaDay = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(tag(locale), {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Jakarta",
  }).format(new Date(iso));

/** "19.00" / "19:00" in Jakarta (the caller adds WIB). */
export const jakartaClock = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(tag(locale), {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "Asia/Jakarta",
  }).format(new Date(iso));

/**
 * "dalam 3 hari" / "in 3 days", "in 5 hours", "in 12 minutes": days while a day or more away, then hours, then
 * minutes (rounded up, so it never says "in 0 minutes" before the start).
 */
export function startsIn(locale: Locale, ms: number): string {
  const rtf = new Intl.RelativeTimeFormat(tag(locale), { numeric: "always" });
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes >= 24 * 60) return rtf.format(Math.floor(minutes / (24 * 60)), "day");
  if (minutes >= 60) return rtf.format(Math.floor(minutes / 60), "hour");
  return rtf.format(minutes, "minute");
}
