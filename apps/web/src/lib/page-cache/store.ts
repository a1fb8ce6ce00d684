import "server-only";
import { unstable_cache } from "next/cache";
import { env, listeningPort } from "@/env";
import { pagesGeneration } from "./hot-pages";
import { CATALOGUE_TAG } from "./policy";
import { PAGE_MARK_HEADER, pagePlaceholder } from "./placeholder";

/** A rendered page the cache may keep: a whole 200 HTML answer showing no failure. */
export interface StoredPage {
  html: string;
  /** the render's `Link` header (Next's preloads of the font and stylesheet, with the placeholder nonce) */
  link: string | null;
}

/** What a render gave that must not be kept (a redirect, a 404, a page showing "server is busy"): sent on as
 * it is, to this visitor only. */
export class UnstoredPage extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly headers: Headers,
  ) {
    super(`page not stored (${status})`);
  }
}

/** What the render of a page needs to know of the visit: which page of which site, over which scheme. */
export interface RenderTarget {
  /** the path the visitor asked for (`/en/course/x`): the proxy routes the render like the visit */
  path: string;
  host: string;
  proto: "http" | "https";
}

/** Where this server listens (Next sets PORT when it starts): renders go to it over loopback. */
function ownOrigin(): string {
  return env.PAGE_RENDER_ORIGIN ?? `http://127.0.0.1:${listeningPort()}`;
}

/** Renders the page as a visitor without a session would see it, with the placeholder nonce. */
async function render(target: RenderTarget): Promise<StoredPage> {
  const generation = pagesGeneration();
  const res = await fetch(new URL(target.path, ownOrigin()), {
    cache: "no-store",
    redirect: "manual",
    headers: {
      [PAGE_MARK_HEADER]: pagePlaceholder(),
      "x-forwarded-host": target.host,
      "x-forwarded-proto": target.proto,
      accept: "text/html",
      // read here and kept as text: compressing it for this one read would be work thrown away
      "accept-encoding": "identity",
    },
  });
  const body = await res.text();
  const html = res.status === 200 && (res.headers.get("content-type") ?? "").startsWith("text/html");
  // the UI kit's error state carries this mark; text on a page cannot, since React escapes its quotes
  if (!html || body.includes('data-error-state=""')) throw new UnstoredPage(res.status, body, res.headers);
  // every page has scripts with the nonce: without the placeholder, this answer was not rendered for the cache
  // (it carries some visitor's nonce), and kept it would break every answer made from it
  if (!body.includes(pagePlaceholder())) throw new UnstoredPage(res.status, body, res.headers);
  // the catalogue changed while this page was rendered: it may show the old state, so it is not kept
  if (pagesGeneration() !== generation) throw new UnstoredPage(res.status, body, res.headers);
  return { html: body, link: res.headers.get("link") };
}

/**
 * Next's data cache holds the pages: under the catalogue tag (the API's change notifications expire it
 * through the revalidate route) and for PAGE_CACHE_SECONDS at most, which bounds what a missed notification
 * costs. The placeholder is part of the key, so a page of an earlier process is never sent.
 */
const cached = unstable_cache(
  async (_placeholder: string, _key: string, target: RenderTarget) => render(target),
  ["gk-page"],
  { tags: [CATALOGUE_TAG], revalidate: env.PAGE_CACHE_SECONDS || false },
);

/** One render at a time per page: the visitors who ask while it runs wait for the same one. */
const inFlight = new Map<string, Promise<StoredPage>>();

export function storedPage(key: string, target: RenderTarget): Promise<StoredPage> {
  const running = inFlight.get(key);
  if (running) return running;
  const next = cached(pagePlaceholder(), key, target).finally(() => inFlight.delete(key));
  inFlight.set(key, next);
  return next;
}
