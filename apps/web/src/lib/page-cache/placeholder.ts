import { createNonce } from "../security-headers";

/**
 * The placeholder nonce the page cache renders its pages with, and the mark of the cache's own requests.
 *
 * It is made once per server process and never leaves it: stored pages carry it in their script tags, and
 * every answer replaces it with a fresh nonce. Since no visitor can know it, no text a visitor wrote (a course
 * review, a name) can contain it and be turned into a valid nonce, and no visitor can forge the requests the
 * proxy and the cache's route handler accept only with it. A new process has a new one, and it is part of every
 * key, so a page stored by an earlier process could never be sent with a nonce it does not carry (Next's data
 * cache is kept in memory only, next.config.ts, so such pages do not pile up either).
 *
 * The proxy and the route handlers are separate bundles in one process, so the value lives on globalThis.
 */
const KEY = Symbol.for("gk.pageCache.placeholder");

export function pagePlaceholder(): string {
  const holder = globalThis as { [KEY]?: string };
  holder[KEY] ??= `gkph${createNonce().replace(/[^A-Za-z0-9]/g, "")}`;
  return holder[KEY];
}

/** The request header that marks the cache's own requests (its render of a page, the proxy's rewrite to it). */
export const PAGE_MARK_HEADER = "x-gk-page-mark";
