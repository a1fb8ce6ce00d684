/**
 * A small iCalendar (RFC 5545) writer for one event, written here rather than taken from a package: the
 * maintained generators either need a newer Node than the product supports or fold lines at 75 characters
 * instead of 75 octets, which breaks on the em dashes and other non-ASCII letters of course titles.
 */

export interface CalendarEvent {
  /** globally unique and stable, so importing the file again updates the same entry */
  uid: string;
  /** when the file was made */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  url: string;
  location?: string;
  /** the language of the texts (LANGUAGE parameter) */
  language: string;
}

const CRLF = "\r\n";
const encoder = new TextEncoder();

/** An instant as a UTC DATE-TIME: 20261130T120000Z. */
export const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** TEXT values: backslash, semicolon and comma are escaped, line breaks become \n. */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

/**
 * A content line folded so that no line is longer than 75 octets (the CRLF not counted): a continuation line
 * starts with one space, and a multi-byte character is never split.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // the first line holds 75 octets; a continuation holds 74 after its leading space
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

/** One VCALENDAR with one VEVENT, CRLF line endings, folded lines, ending with a CRLF. */
export function calendarFile(event: CalendarEvent, productId: string): string {
  const lang = `;LANGUAGE=${event.language}`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY${lang}:${escapeText(event.summary)}`,
    `DESCRIPTION${lang}:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION${lang}:${escapeText(event.location)}`] : []),
    `URL:${event.url}`,
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
