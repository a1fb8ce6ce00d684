/**
 * Reads what the tests need from a WebM file without ffmpeg: the EBML header's DocType, the segment's duration
 * and the codecs of its tracks. Enough to prove a committed clip is a WebM a browser will open, not a general
 * Matroska parser (clusters are skipped, not read).
 */
export interface WebmInfo {
  docType: string;
  durationSeconds: number;
  codecs: string[];
}

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const CODEC_ID = 0x86;

/** A variable-length integer at `at`: its value (the marker bit cleared for sizes) and its length in bytes. */
function vint(buf: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number } {
  const first = buf[at]!;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8) throw new Error(`invalid EBML number at byte ${at}`);
  let value = keepMarker ? first : first & (0xff >> length);
  let unknown = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + buf[at + i]!;
    if (buf[at + i] !== 0xff) unknown = false;
  }
  return { value: !keepMarker && unknown ? Infinity : value, length };
}

interface Element {
  id: number;
  start: number;
  end: number;
}

function* children(buf: Uint8Array, start: number, end: number): Generator<Element> {
  let at = start;
  while (at < end && at < buf.length) {
    const id = vint(buf, at, true);
    const size = vint(buf, at + id.length, false);
    const dataStart = at + id.length + size.length;
    const dataEnd = size.value === Infinity ? end : dataStart + size.value;
    yield { id: id.value, start: dataStart, end: dataEnd };
    at = dataEnd;
  }
}

const uint = (buf: Uint8Array, e: Element) => buf.subarray(e.start, e.end).reduce((v, b) => v * 256 + b, 0);
const float = (buf: Uint8Array, e: Element) => {
  const view = new DataView(buf.buffer, buf.byteOffset + e.start, e.end - e.start);
  return e.end - e.start === 4 ? view.getFloat32(0) : view.getFloat64(0);
};
const ascii = (buf: Uint8Array, e: Element) =>
  String.fromCharCode(...buf.subarray(e.start, e.end)).replace(/\0+$/, "");

export function readWebmInfo(buf: Uint8Array): WebmInfo {
  const top = [...children(buf, 0, buf.length)];
  const header = top[0];
  if (!header || header.id !== EBML) throw new Error("not an EBML file (no EBML header at the start)");
  const docType = [...children(buf, header.start, header.end)].find((e) => e.id === DOC_TYPE);
  const segment = top.find((e) => e.id === SEGMENT);
  if (!segment) throw new Error("no Segment element");
  let scale = 1_000_000;
  let duration = NaN;
  const codecs: string[] = [];
  for (const e of children(buf, segment.start, segment.end)) {
    if (e.id === INFO)
      for (const f of children(buf, e.start, e.end)) {
        if (f.id === TIMECODE_SCALE) scale = uint(buf, f);
        if (f.id === DURATION) duration = float(buf, f);
      }
    if (e.id === TRACKS)
      for (const t of children(buf, e.start, e.end))
        if (t.id === TRACK_ENTRY)
          for (const f of children(buf, t.start, t.end)) if (f.id === CODEC_ID) codecs.push(ascii(buf, f));
  }
  return { docType: docType ? ascii(buf, docType) : "", durationSeconds: (duration * scale) / 1e9, codecs };
}
