/**
 * The byte range of a `Range` header (RFC 9110 §14): one range of bytes, answered 206; `unsatisfiable` for a
 * range outside the file or one that does not parse, answered 416; `null` when the whole file is answered (no
 * header, another unit, several ranges, which a server may ignore).
 */
export type RangeResult = { start: number; end: number } | "unsatisfiable" | null;

export function parseRange(header: string | undefined, size: number): RangeResult {
  if (!header) return null;
  const m = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!m) return null;
  const specs = m[1]!.split(",");
  if (specs.length > 1) return null;
  const spec = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(specs[0]!);
  if (!spec || (spec[1] === "" && spec[2] === "")) return "unsatisfiable";
  if (spec[1] === "") {
    // the last N bytes
    const suffix = Number(spec[2]);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(spec[1]);
  const end = spec[2] === "" ? size - 1 : Math.min(Number(spec[2]), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}
