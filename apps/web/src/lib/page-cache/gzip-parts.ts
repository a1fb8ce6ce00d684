import { promisify } from "node:util";
import { constants, crc32, deflateRaw } from "node:zlib";
import { joinWith } from "./bytes";

/**
 * A kept page gzipped once, with a hole wherever each answer's nonce goes: an answer is then the compressed
 * parts with the nonce between them, where gzipping the page for each answer cost more than everything else
 * the front does (1.3 ms for a 110 kB course page on these cores: under 1,000 answers a second).
 *
 * How the bytes fit together (RFC 1951 and 1952):
 * - Each part between two nonces is compressed on its own and ends with a full flush, so it stops on a byte
 *   boundary and is not the last block; the nonce goes between two parts as a stored (uncompressed) block,
 *   and an empty stored block ends the stream. The gzip trailer's CRC-32 and length are of the whole answer.
 * - A part may refer back to the text before it (the earlier parts and nonces, up to 32 kB), as it would in
 *   a page gzipped whole: it is compressed with that text as its dictionary. The nonces are not known yet, so
 *   the dictionary holds 0xFF bytes where they will be. 0xFF never occurs in UTF-8, so no match can start or
 *   end inside them, and every back-reference the decoder follows lands on the same bytes it was made from.
 *   So the page compresses about as well as gzipped whole (23.3 kB against 22.1 kB for a course page).
 */
export interface GzipParts {
  /** the deflate bytes of each part (empty for an empty part), in the order of the page */
  readonly deflated: readonly Uint8Array[];
  /** the byte length every nonce must have: the holes in the dictionaries were that long */
  readonly nonceLength: number;
}

const deflate = promisify(deflateRaw);
/** deflate's window: a match reaches at most this far back */
const WINDOW = 32 * 1024;
const FULL_FLUSH = { level: 9, finishFlush: constants.Z_FULL_FLUSH };

/** Compresses the parts of a page (on zlib's thread pool, one part after the other). */
export async function gzipParts(parts: readonly Uint8Array[], nonceLength: number): Promise<GzipParts> {
  const hole = new Uint8Array(nonceLength).fill(0xff);
  const deflated: Uint8Array[] = [];
  let before: Uint8Array = new Uint8Array(0);
  for (const part of parts) {
    deflated.push(
      part.byteLength === 0
        ? new Uint8Array(0)
        : await deflate(part, before.byteLength > 0 ? { ...FULL_FLUSH, dictionary: before } : FULL_FLUSH),
    );
    before = lastBytes([before, part, hole], WINDOW);
  }
  return { deflated, nonceLength };
}

/** The last `n` bytes of the chunks put end to end. */
function lastBytes(chunks: readonly Uint8Array[], n: number): Uint8Array {
  const total = chunks.reduce((sum, c) => sum + c.byteLength, 0);
  const out = new Uint8Array(Math.min(n, total));
  let at = out.byteLength;
  for (let i = chunks.length - 1; i >= 0 && at > 0; i--) {
    const chunk = chunks[i]!;
    const take = Math.min(at, chunk.byteLength);
    out.set(chunk.subarray(chunk.byteLength - take), at - take);
    at -= take;
  }
  return out;
}

/** gzip's header: deflate, no name, no time, unknown system. */
const HEADER = [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff];
/** the last block: stored, final, empty */
const LAST_BLOCK = [1, 0, 0, 0xff, 0xff];

/** The gzip answer of the page (`parts` uncompressed, `gzip` compressed) with this nonce in every hole. */
export function gzipWithNonce(
  parts: readonly Uint8Array[],
  gzip: GzipParts,
  mark: Uint8Array,
): Uint8Array<ArrayBuffer> {
  const n = mark.byteLength;
  if (n !== gzip.nonceLength) throw new Error(`a nonce of ${n} bytes for holes of ${gzip.nonceLength}`);
  // the nonce as a stored block: not final, its length and the length's complement, the bytes
  const stored = new Uint8Array(5 + n);
  stored.set([0, n & 0xff, n >> 8, ~n & 0xff, (~n >> 8) & 0xff]);
  stored.set(mark, 5);
  const out = joinWith(gzip.deflated, stored, { before: HEADER.length, after: LAST_BLOCK.length + 8 });
  out.set(HEADER);
  // the trailer's CRC-32 and length are of the answer as it unzips: the parts with the nonce between them
  let crc = 0;
  let length = 0;
  parts.forEach((part, i) => {
    if (i > 0) {
      crc = crc32(mark, crc);
      length += n;
    }
    // (Node's crc32 of no bytes is 0, not the value it was given)
    if (part.byteLength > 0) crc = crc32(part, crc);
    length += part.byteLength;
  });
  const end = out.byteLength - 8;
  out.set(LAST_BLOCK, end - LAST_BLOCK.length);
  const trailer = new DataView(out.buffer, end, 8);
  trailer.setUint32(0, crc >>> 0, true);
  trailer.setUint32(4, length >>> 0, true);
  return out;
}
