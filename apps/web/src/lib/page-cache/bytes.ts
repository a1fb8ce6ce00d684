/**
 * Chunks of bytes put end to end with the same bytes between each two (a kept page's parts with a nonce, or
 * their compressed parts with the nonce's stored block), leaving `before` and `after` bytes free at the ends
 * for whatever frames them. One copy, no intermediate arrays: this runs for every answer of a kept page.
 */
export function joinWith(
  chunks: readonly Uint8Array[],
  between: Uint8Array,
  { before = 0, after = 0 }: { before?: number; after?: number } = {},
): Uint8Array<ArrayBuffer> {
  const size =
    chunks.reduce((n, c) => n + c.byteLength, 0) + between.byteLength * Math.max(chunks.length - 1, 0);
  const out = new Uint8Array(before + size + after);
  let at = before;
  chunks.forEach((chunk, i) => {
    if (i > 0) {
      out.set(between, at);
      at += between.byteLength;
    }
    out.set(chunk, at);
    at += chunk.byteLength;
  });
  return out;
}
