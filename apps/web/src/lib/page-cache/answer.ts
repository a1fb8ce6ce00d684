import { createNonce } from "../security-headers";
import { joinWith } from "./bytes";
import { gzipParts, gzipWithNonce, type GzipParts } from "./gzip-parts";
import { pagePlaceholder } from "./placeholder";

/** The same as every dynamic page of Next: the nonce is per answer, so no browser or proxy may keep it. */
const NO_STORE = "private, no-cache, no-store, max-age=0, must-revalidate";

/** What of a render's answer is sent again with a kept page, besides its HTML. */
export interface PageHeaders {
  /** Next's `Link` header: the font and stylesheet preloads (with the nonce), which the browser reads
   * before the HTML; without it the font arrives late and the text shifts when it swaps */
  link?: string | null;
  location?: string | null;
}

/**
 * A page of the cache as one visitor gets it: the placeholder the page was rendered with replaced by this
 * answer's nonce (the one its Content-Security-Policy names), and never kept by a browser or a proxy.
 */
export function pageAnswer(
  body: string,
  { status = 200, nonce, csp, ...headers }: { status?: number; nonce: string; csp: string } & PageHeaders,
): Response {
  const placeholder = pagePlaceholder();
  return toResponse(
    answerParts(new TextEncoder().encode(body.replaceAll(placeholder, nonce)), {
      status,
      csp,
      link: headers.link?.replaceAll(placeholder, nonce),
      location: headers.location,
    }),
  );
}

/**
 * A stored page kept as the bytes between its placeholders: each answer is then one copy of those bytes with
 * the nonce's between them, where replacing in the text and encoding it again cost four times as much.
 */
export class PageBytes {
  /** the bytes of the page without its placeholders */
  readonly byteLength: number;
  /** settles when the gzipped copy is made (gzip-parts.ts), in the background; until then there is none */
  readonly gzipReady: Promise<void>;
  private gzip: GzipParts | null = null;

  private constructor(
    readonly parts: readonly Uint8Array<ArrayBuffer>[],
    private readonly linkParts: readonly string[] | null,
  ) {
    this.byteLength = parts.reduce((n, p) => n + p.byteLength, 0);
    this.gzipReady = gzipParts(parts, NONCE_BYTES).then(
      (gzip) => {
        this.gzip = gzip;
      },
      (err: unknown) => console.error("page cache: gzip of a kept page failed", err),
    );
  }

  static of(html: string, link: string | null = null, placeholder = pagePlaceholder()): PageBytes {
    const encoder = new TextEncoder();
    return new PageBytes(
      html.split(placeholder).map((part) => encoder.encode(part)),
      link ? link.split(placeholder) : null,
    );
  }

  withNonce(nonce: string): Uint8Array<ArrayBuffer> {
    return joinWith(this.parts, new TextEncoder().encode(nonce));
  }

  /** The page gzipped, with this nonce; null while the gzipped copy is being made (or for a nonce of
   * another length than the product's). */
  gzipWithNonce(nonce: string): Uint8Array<ArrayBuffer> | null {
    const mark = new TextEncoder().encode(nonce);
    if (!this.gzip || mark.byteLength !== this.gzip.nonceLength) return null;
    return gzipWithNonce(this.parts, this.gzip, mark);
  }

  /** The page's `Link` header with this answer's nonce, or null when the render sent none. */
  linkWithNonce(nonce: string): string | null {
    return this.linkParts ? this.linkParts.join(nonce) : null;
  }
}

/** How long every nonce is (createNonce: 16 random bytes in base64): the gzipped copy leaves room for it. */
const NONCE_BYTES = new TextEncoder().encode(createNonce()).byteLength;

/** Where a kept page's answer came from: the proxy's memory, or the front before Next (front.ts). */
export type PageSource = "memory" | "front";

/** An answer as bytes and headers, for the proxy (as a Response) and the front (written to Node's response). */
export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
}

/** The answer for a page kept as bytes, with this answer's nonce (its gzipped body when given); marked with
 * where it came from, for the benchmarks and tests, when it was answered from memory. */
export function keptPageAnswer(
  page: PageBytes,
  {
    nonce,
    csp,
    from,
    gzipped,
  }: { nonce: string; csp: string; from?: PageSource; gzipped?: Uint8Array<ArrayBuffer> | null },
): PageAnswer {
  const answer = answerParts(gzipped ?? page.withNonce(nonce), {
    status: 200,
    csp,
    link: page.linkWithNonce(nonce),
  });
  if (gzipped) answer.headers["content-encoding"] = "gzip";
  if (from) answer.headers[PAGE_CACHE_ANSWER_HEADER] = from;
  return answer;
}

/** The proxy's answer for a page from its memory. */
export function pageBytesAnswer(page: PageBytes, { nonce, csp }: { nonce: string; csp: string }): Response {
  return toResponse(keptPageAnswer(page, { nonce, csp, from: "memory" }));
}

/** Names where a page of the cache came from, on the answers from memory. */
export const PAGE_CACHE_ANSWER_HEADER = "x-gk-page-cache";

export function toResponse({ status, headers, body }: PageAnswer): Response {
  return new Response(body, { status, headers });
}

function answerParts(
  body: Uint8Array<ArrayBuffer>,
  { status, csp, link, location }: { status: number; csp: string } & PageHeaders,
): PageAnswer {
  return {
    status,
    body,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": NO_STORE,
      "content-security-policy": csp,
      ...(link ? { link } : {}),
      ...(location ? { location } : {}),
    },
  };
}
