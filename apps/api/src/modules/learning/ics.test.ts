import { describe, expect, it } from "vitest";
import { calendarFile, escapeText, foldLine, utcStamp } from "./ics";

const octets = (s: string) => Buffer.byteLength(s, "utf8");

describe("the iCalendar writer", () => {
  it("folds at 75 octets without splitting a character, and unfolds to the same line", () => {
    // 73 ASCII octets, then em dashes (3 octets each): the first dash would make 76, so the line breaks before it
    const line = `SUMMARY:${"a".repeat(65)}${"—".repeat(40)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    expect(parts[0]).toBe(`SUMMARY:${"a".repeat(65)}`);
    expect(parts[1]).toBe(` ${"—".repeat(24)}`);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(" ")).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
    expect(foldLine("DTSTART:20261130T120000Z")).toBe("DTSTART:20261130T120000Z");
  });

  it("escapes TEXT values and writes UTC times", () => {
    expect(escapeText("a, b; c\\d\ne")).toBe("a\\, b\\; c\\\\d\\ne");
    expect(utcStamp(new Date("2026-11-30T12:00:00.000Z"))).toBe("20261130T120000Z");
  });

  it("writes one event in a calendar with CRLF line endings", () => {
    const ics = calendarFile(
      {
        uid: "live-1@gurukita.id",
        stamp: new Date("2026-11-28T10:00:00Z"),
        start: new Date("2026-11-30T12:00:00Z"),
        end: new Date("2026-11-30T13:00:00Z"),
        summary: "Kelas live: Negosiasi",
        description: "Gabung: https://gurukita.id/x",
        url: "https://gurukita.id/x",
        language: "id",
      },
      "-//GuruKita//Live classes//ID",
    );
    expect(ics.split("\r\n")).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//GuruKita//Live classes//ID",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "BEGIN:VEVENT",
      "UID:live-1@gurukita.id",
      "DTSTAMP:20261128T100000Z",
      "DTSTART:20261130T120000Z",
      "DTEND:20261130T130000Z",
      "SUMMARY;LANGUAGE=id:Kelas live: Negosiasi",
      "DESCRIPTION;LANGUAGE=id:Gabung: https://gurukita.id/x",
      "URL:https://gurukita.id/x",
      "STATUS:CONFIRMED",
      "TRANSP:OPAQUE",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ]);
  });
});
