import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PageBytes } from "./answer";
import { gzipParts, gzipWithNonce } from "./gzip-parts";

/**
 * A kept page gzipped once with holes for the nonce must unzip, for any nonce, to exactly the page that nonce
 * makes, and compress about as well as the page gzipped whole.
 */

const PH = "gkphPLACEHOLDER";
const encoder = new TextEncoder();
const parts = (html: string) => html.split(PH).map((p) => encoder.encode(p));

/** A page like Next's: script tags with the nonce among the markup (one per ten cards, as on a course page:
 * 32 nonces in 110 kB), non-ASCII text, over 32 kB when long. */
function page(cards: number): string {
  const card = (i: number) =>
    `<article class="card"><h3>Kursus ${i} — Dasar Ékonomi untuk Desa</h3><p>Belajar ${i % 7} jam · ★ 4,${i % 10}</p></article>`;
  return (
    `${PH}<!DOCTYPE html><html lang="id"><head><script nonce="${PH}" src="/a.js"></script></head><body>` +
    Array.from({ length: cards }, (_, i) =>
      i % 10 === 0 ? `${card(i)}<script nonce="${PH}">self.__next_f.push([1,"${i}"])</script>` : card(i),
    ).join("") +
    `<script nonce="${PH}">{"nonce":"${PH}"}</script>${PH}${PH}</body></html>${PH}`
  );
}

describe("a kept page gzipped with holes for the nonce", () => {
  it("unzips to the page with each answer's nonce wherever the placeholder was", async () => {
    for (const html of [page(3), page(1000), "<p>tanpa skrip</p>", PH, `${PH}${PH}`]) {
      const p = parts(html);
      const gzip = await gzipParts(p, 24);
      for (const nonce of ["AAAAAAAAAAAAAAAAAAAAAA==", "k/+9zQ1xYw3bT0pL8mN2sA=="]) {
        const unzipped = gunzipSync(gzipWithNonce(p, gzip, encoder.encode(nonce))).toString("utf8");
        expect(unzipped).toBe(html.replaceAll(PH, nonce));
      }
    }
  });

  it("is about as small as the page gzipped whole", async () => {
    const html = page(1000);
    expect(html.length).toBeGreaterThan(32 * 1024 * 3);
    const p = parts(html);
    const ours = gzipWithNonce(p, await gzipParts(p, 24), encoder.encode("k/+9zQ1xYw3bT0pL8mN2sA=="));
    const whole = gzipSync(html.replaceAll(PH, "k/+9zQ1xYw3bT0pL8mN2sA==")).byteLength;
    // each nonce costs its 24 bytes uncompressed, its block's header and the end of the block before it (about
    // 40 bytes in all); the text compresses as it does whole, where parts compressed each on their own would
    // take 26.6 kB here. On the product's pages: course page 23.3 against 22.1 kB, home 46.4 against 43.8 kB.
    expect(ours.byteLength).toBeLessThan(whole + 40 * (p.length - 1));
  });

  it("refuses a nonce of another length than the holes", async () => {
    const p = parts(page(2));
    const gzip = await gzipParts(p, 24);
    expect(() => gzipWithNonce(p, gzip, encoder.encode("short"))).toThrow(/nonce of 5 bytes/);
  });

  it("is made in the background for every kept page; until then the page has none", async () => {
    const kept = PageBytes.of(page(20), null, PH);
    expect(kept.gzipWithNonce("k/+9zQ1xYw3bT0pL8mN2sA==")).toBeNull();
    await kept.gzipReady;
    const zipped = kept.gzipWithNonce("k/+9zQ1xYw3bT0pL8mN2sA==");
    expect(gunzipSync(zipped!).toString("utf8")).toBe(page(20).replaceAll(PH, "k/+9zQ1xYw3bT0pL8mN2sA=="));
    // the product's nonces are 24 bytes; any other is sent another way
    expect(kept.gzipWithNonce("short")).toBeNull();
  });
});
